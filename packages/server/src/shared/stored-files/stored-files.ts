// Stored files (decision 220): an upload goes from the request into a stored file as it streams, never
// held whole, and is read back a part at a time by whoever works on it (a report's reader, a job on any
// server). Its bytes live in the data folder with SQLite and in the database with PostgreSQL (as images
// do, decision 046); its row, on both, says whose it is and what it is for.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Role } from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type { storedFilesRepository as Repository } from './stored-files.repository.ts';

/** What a write of a file answers: its id, the SHA-256 of its bytes (hexadecimal), and its size. */
export interface StoredFile {
  id: string;
  sha256: string;
  bytes: number;
}

/** A stored file as found by its id. */
export interface StoredFileInfo extends StoredFile {
  owner: string;
  purpose: string;
  filename: string;
  /** What the writer found of the file as it passed (FileToWrite's meta), or null. */
  meta: unknown;
  createdAt: string;
}

/** A file to write: whose it is (a user id), what it is for ("reports/sale/flipkart"), its name. */
export interface FileToWrite {
  owner: string;
  purpose: string;
  filename: string;
  /** The write stops with FileTooLarge as soon as the file passes this many bytes, leaving nothing. */
  maxBytes: number;
  /**
   * What the writer found of the file as it passed, asked once the last byte has (JSON): kept with the
   * file, so that whoever reads it later need not find it again.
   */
  meta?: () => unknown;
}

/** Who names a file: its owner may, and an ADMIN (who sees every user's jobs too). */
export interface FileReader {
  id: string;
  role: Role;
}

/** A write refused for passing its limit; nothing of it is kept. */
export class FileTooLarge extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
    this.name = 'FileTooLarge';
  }
}

/** The port a service, a route or a job is given. */
export interface StoredFiles {
  write(source: AsyncIterable<Uint8Array>, file: FileToWrite): Promise<StoredFile>;
  /**
   * The file of this id when `by` may name it (its owner, or an ADMIN) and, given `purpose`, it was
   * written for that; else null, as for an id of no file: a file is never named by anyone else.
   */
  find(id: string, by: FileReader, purpose?: string): Promise<StoredFileInfo | null>;
  /** A found file's bytes, a part at a time (about 1 MiB each). */
  read(id: string): AsyncIterable<Uint8Array>;
  remove(id: string): Promise<void>;
  /** Removes the files made before `before` (and writes a dead server left); answers how many. */
  removeMadeBefore(before: Date): Promise<number>;
}

/** The size of a part: what PostgreSQL keeps a row of, and what a read yields at a time. */
export const PART_BYTES = 1024 * 1024;

/** How long an uploaded file is kept: as long as a finished job is (decisions 216 and 220). */
export const STORED_FILE_DAYS = 7;

/** Where a file's bytes go: files in the data folder, or parts in the database. */
interface Bytes {
  write(id: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  read(id: string): AsyncIterable<Uint8Array>;
  remove(id: string): Promise<void>;
  /** Whether the file's bytes are still there (a data folder may lose them, a database keeps them). */
  has(id: string): Promise<boolean>;
}

function folderBytes(dataDir: string): Bytes {
  const dir = path.join(dataDir, 'stored-files');
  fs.mkdirSync(dir, { recursive: true });
  const file = (id: string) => path.join(dir, id);
  return {
    async write(id, chunks) {
      // written beside its place and renamed into it: a reader never sees half a file
      const part = `${file(id)}.part`;
      try {
        await pipeline(Readable.from(chunks), fs.createWriteStream(part, { flags: 'wx' }));
        await fs.promises.rename(part, file(id));
      } finally {
        await fs.promises.rm(part, { force: true });
      }
    },
    read: (id) => fs.createReadStream(file(id), { highWaterMark: PART_BYTES }),
    async remove(id) {
      await fs.promises.rm(file(id), { force: true });
      await fs.promises.rm(`${file(id)}.part`, { force: true });
    },
    has: (id) =>
      fs.promises.access(file(id)).then(
        () => true,
        () => false,
      ),
  };
}

/** PostgreSQL: rows of PART_BYTES, so that every server reads what any of them stored. */
function databaseBytes(db: Db, repository: typeof Repository): Bytes {
  return {
    async write(id, chunks) {
      let held: Uint8Array[] = [];
      let heldBytes = 0;
      let part = 0;
      const flush = async () => {
        if (heldBytes === 0) return;
        const content = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        await repository.putPart(db, id, part++, content);
      };
      for await (const chunk of chunks) {
        held.push(chunk);
        heldBytes += chunk.byteLength;
        if (heldBytes >= PART_BYTES) await flush();
      }
      await flush();
    },
    async *read(id) {
      for (let part = 0; ; part++) {
        const content = await repository.part(db, id, part);
        if (content === null) return;
        yield content;
      }
    },
    // the parts go with the row (repository.remove)
    remove: async () => {},
    has: async () => true,
  };
}

/** Counts and hashes the chunks as they pass, and stops at the first byte past `maxBytes`. */
async function* measured(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  into: { hash: crypto.Hash; bytes: number },
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    into.bytes += chunk.byteLength;
    if (into.bytes > maxBytes) throw new FileTooLarge(maxBytes);
    into.hash.update(chunk);
    yield chunk;
  }
}

export function createStoredFiles(options: {
  db: Db;
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  clock: Clock;
  repository: typeof Repository;
}): StoredFiles {
  const { db, clock, repository } = options;
  const bytesOf = options.kind === 'postgres' ? databaseBytes(db, repository) : folderBytes(options.dataDir);

  const remove = async (id: string) => {
    await bytesOf.remove(id);
    await repository.remove(db, id);
  };

  return {
    async write(source, file) {
      // an id no one guesses: it names the file to its owner's next request, and to a job
      const id = crypto.randomBytes(32).toString('hex');
      await repository.begin(db, {
        id,
        owner: file.owner,
        purpose: file.purpose,
        filename: file.filename,
        createdAt: clock.now().toISOString(),
      });
      const seen = { hash: crypto.createHash('sha256'), bytes: 0 };
      try {
        await bytesOf.write(id, measured(source, file.maxBytes, seen));
        const done = { sha256: seen.hash.digest('hex'), bytes: seen.bytes };
        await repository.finish(db, id, { ...done, meta: file.meta?.() });
        return { id, ...done };
      } catch (e) {
        // nothing of a refused or broken write is left behind
        await remove(id).catch(() => {});
        throw e;
      }
    },
    async find(id, by, purpose) {
      if (!/^[0-9a-f]{64}$/.test(id)) return null;
      const found = await repository.find(db, id);
      if (!found || (found.owner !== by.id && by.role !== 'ADMIN')) return null;
      if (purpose !== undefined && found.purpose !== purpose) return null;
      // bytes removed from the data folder by hand (or a restore without them) are a file no longer kept
      return (await bytesOf.has(id)) ? found : null;
    },
    read: (id) => bytesOf.read(id),
    remove,
    async removeMadeBefore(before) {
      let removed = 0;
      for (;;) {
        const ids = await repository.idsMadeBefore(db, before.toISOString(), 100);
        for (const id of ids) await remove(id);
        removed += ids.length;
        if (ids.length < 100) return removed;
      }
    },
  };
}
