// Stored files on the real database (decision 220): bytes in the data folder with SQLite, in parts in the
// database with PostgreSQL; written as a stream, read back a part at a time, named only by their owner.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { fixedClock } from '../clock.ts';
import { createStoredFiles, FileTooLarge, PART_BYTES, type StoredFiles } from './stored-files.ts';
import { storedFilesRepository } from './stored-files.repository.ts';

/** `bytes` of a repeating pattern, as a request gives them: chunks of 64 KiB. */
async function* streamOf(bytes: Uint8Array, chunk = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
}
const patterned = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + (i >> 10)) & 0xff);
const readAll = async (files: StoredFiles, id: string) => {
  const parts: Uint8Array[] = [];
  for await (const part of files.read(id)) parts.push(part);
  return { parts, bytes: Buffer.concat(parts) };
};

const OWNER = { id: 'user-1', role: 'USER' as const };
const OTHER = { id: 'user-2', role: 'USER' as const };
const ADMIN = { id: 'admin-1', role: 'ADMIN' as const };

describe('stored files', () => {
  let database: DatabaseHandle;
  let files: StoredFiles;
  const clock = fixedClock('2026-08-01T10:00:00.000Z');
  // the database of this file (test/setup-db.ts), without a whole app: the store is all that is tested
  const dataDir = process.env.SD_TEST_DATA_DIR!;
  const folder = path.join(dataDir, 'stored-files');
  beforeAll(async () => {
    database = openDatabase({
      dataDir,
      databaseUrl: process.env.SD_TEST_DATABASE_URL,
      databaseSchema: process.env.SD_TEST_DB_SCHEMA,
    });
    await migrateToLatest(database.db);
    const { db, kind } = database;
    files = createStoredFiles({ db, kind, dataDir, clock, repository: storedFilesRepository });
  });
  afterAll(() => database.close());

  const rows = async () =>
    Number(
      (
        await database.db
          .selectFrom('stored_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) +
    Number(
      (
        await database.db
          .selectFrom('stored_file_parts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const folderFiles = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

  it('writes a stream and reads it back a part at a time, with its hash and size', async () => {
    const bytes = patterned(2 * PART_BYTES + 12_345);
    const written = await files.write(streamOf(bytes), {
      owner: OWNER.id,
      purpose: 'reports/sale/flipkart',
      filename: 'sale.csv',
      maxBytes: 50 * 1024 * 1024,
    });
    expect(written).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
    });
    const read = await readAll(files, written.id);
    expect(read.bytes.equals(Buffer.from(bytes))).toBe(true);
    // parts of about 1 MiB, never the whole file at once
    expect(read.parts.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...read.parts.map((p) => p.byteLength))).toBeLessThanOrEqual(PART_BYTES + 64 * 1024);
    if (database.kind === 'postgres') expect(folderFiles()).toEqual([]);
    else expect(folderFiles()).toEqual([written.id]);
    await files.remove(written.id);
    expect(await files.find(written.id, OWNER)).toBeNull();
    expect(await rows()).toBe(0);
    expect(folderFiles()).toEqual([]);
  });

  it('is named by its owner (or an ADMIN) for its purpose only, with what its writer found: to anyone else it is no file', async () => {
    const { id } = await files.write(streamOf(patterned(1000)), {
      owner: OWNER.id,
      purpose: 'reports/sale/flipkart',
      filename: 'sale.csv',
      maxBytes: 1000,
      // what the writer found of it as it passed, kept with it
      meta: () => ({ encoding: 'utf-8', head: 'Order Id' }),
    });
    expect(await files.find(id, OWNER)).toMatchObject({
      id,
      owner: OWNER.id,
      filename: 'sale.csv',
      bytes: 1000,
      meta: { encoding: 'utf-8', head: 'Order Id' },
    });
    expect(await files.find(id, ADMIN, 'reports/sale/flipkart')).toMatchObject({ id });
    expect(await files.find(id, OTHER)).toBeNull();
    expect(await files.find(id, OWNER, 'reports/return/flipkart')).toBeNull();
    expect(await files.find('f'.repeat(64), OWNER)).toBeNull();
    expect(await files.find('../../etc/passwd', OWNER)).toBeNull();
    await files.remove(id);
  });

  it('stops a write as soon as it passes its limit, and one whose stream breaks, leaving nothing behind', async () => {
    let given = 0;
    async function* counted() {
      for await (const chunk of streamOf(patterned(3 * PART_BYTES))) {
        given += chunk.byteLength;
        yield chunk;
      }
    }
    const file = { owner: OWNER.id, purpose: 'reports/sale/flipkart', filename: 'big.csv' };
    await expect(files.write(counted(), { ...file, maxBytes: PART_BYTES + 1 })).rejects.toBeInstanceOf(
      FileTooLarge,
    );
    // the stream was read no further than the chunk that passed the limit
    expect(given).toBeLessThanOrEqual(PART_BYTES + 64 * 1024);
    async function* broken() {
      yield patterned(2 * PART_BYTES);
      throw new Error('the request was cut off');
    }
    await expect(files.write(broken(), { ...file, maxBytes: 10 * PART_BYTES })).rejects.toThrow(
      'the request was cut off',
    );
    expect(await rows()).toBe(0);
    expect(folderFiles()).toEqual([]);
  });

  it('removes the files made before a time, and leaves the newer', async () => {
    const file = { owner: OWNER.id, purpose: 'reports/sale/flipkart', filename: 'a.csv', maxBytes: 100 };
    const old = await files.write(streamOf(patterned(10)), file);
    clock.advance(25 * 60 * 60_000);
    const fresh = await files.write(streamOf(patterned(10)), file);
    expect(await files.removeMadeBefore(new Date(clock.now().getTime() - 24 * 60 * 60_000))).toBe(1);
    expect(await files.find(old.id, OWNER)).toBeNull();
    expect(await files.find(fresh.id, OWNER)).not.toBeNull();
    await files.remove(fresh.id);
  });

  it.runIf(process.env.SD_TEST_KIND !== 'postgres')(
    'a file whose bytes are gone from the data folder is no longer kept: it is not found',
    async () => {
      const written = await files.write(streamOf(patterned(1_000)), {
        owner: OWNER.id,
        purpose: 'reports/sale/flipkart',
        filename: 'sale.csv',
        maxBytes: 50 * 1024 * 1024,
      });
      expect(await files.find(written.id, OWNER)).not.toBeNull();
      fs.rmSync(path.join(folder, written.id));
      expect(await files.find(written.id, OWNER)).toBeNull();
    },
  );
});
