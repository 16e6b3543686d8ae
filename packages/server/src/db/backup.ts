import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { sqliteFile } from './database.ts';

// Backup and restore of an SQLite installation (decision 049): ONE file, itself an SQLite database.
// The database is copied with SQLite's online backup (a consistent snapshot while the server keeps
// writing), then the image and thumbnail files are added to the copy's file_blobs table. Images are
// content-addressed and written before anything points at them, so every image the snapshot refers
// to is on disk when they are copied after it.

const KINDS = ['images', 'thumbs'] as const;
/** Read and write for the owner only. */
const BACKUP_MODE = 0o600;
const NAME = /^[0-9a-f]{64}\.jpg$/;

export interface BackupSummary {
  file: string;
  bytes: number;
  images: number;
}

export async function backupSqlite(dataDir: string, file: string): Promise<BackupSummary> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source))
    throw new BackupError(`No database in DATA_DIR (${dataDir}): nothing to back up`);
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose a new file name`);
  const partial = `${target}.part`;
  fs.rmSync(partial, { force: true });
  // A backup holds password hashes and customers' addresses: only its owner may read it. The file is
  // made 0600 before a byte is in it (not chmod-ed after), and SQLite gives the journal and WAL files
  // it makes beside a database the database file's mode. `wx`: never into a file someone put there.
  fs.closeSync(fs.openSync(partial, 'wx', BACKUP_MODE));
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    await backup(db, partial);
  } finally {
    db.close();
  }
  let images = 0;
  const copy = new DatabaseSync(partial);
  try {
    const insert = copy.prepare(
      'insert into file_blobs (name, content, size, created_at) values (?, ?, ?, ?) on conflict (name) do nothing',
    );
    copy.exec('begin');
    for (const kind of KINDS) {
      const dir = path.join(dataDir, kind);
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) {
        if (!NAME.test(name)) continue;
        const bytes = fs.readFileSync(path.join(dir, name));
        insert.run(`${kind}/${name}`, bytes, bytes.length, new Date().toISOString());
        if (kind === 'images') images++;
      }
    }
    copy.exec('commit');
    copy.exec('vacuum');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, images };
}

export class BackupError extends Error {}

/** Puts a backup into an EMPTY data folder: the database file, then its images back as files. */
export async function restoreSqlite(file: string, dataDir: string): Promise<{ images: number }> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`No backup file ${source}`);
  const head = Buffer.alloc(16);
  const fd = fs.openSync(source, 'r');
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') !== 'SQLite format 3\u0000')
    throw new BackupError(`${source} is not a Seller Desk backup (not an SQLite database)`);
  fs.mkdirSync(dataDir, { recursive: true });
  const leftovers = fs.readdirSync(dataDir).filter((n) => n !== 'lost+found');
  if (leftovers.length > 0)
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty (${leftovers.slice(0, 3).join(', ')}…): restore into an empty folder, then point DATA_DIR at it`,
    );
  const target = sqliteFile(dataDir);
  fs.copyFileSync(source, target);
  let images = 0;
  const db = new DatabaseSync(target);
  try {
    const tables = db.prepare(`select name from sqlite_master where type = 'table'`).all() as {
      name: string;
    }[];
    if (!tables.some((t) => t.name === 'app_state') || !tables.some((t) => t.name === 'file_blobs'))
      throw new BackupError(`${source} is not a Seller Desk backup (its tables are missing)`);
    for (const kind of KINDS) fs.mkdirSync(path.join(dataDir, kind), { recursive: true });
    const rows = db.prepare('select name, content from file_blobs').iterate() as Iterable<{
      name: string;
      content: Uint8Array;
    }>;
    for (const row of rows) {
      const [kind, name] = row.name.split('/');
      if (!KINDS.includes(kind as (typeof KINDS)[number]) || !name || !NAME.test(name)) continue;
      fs.writeFileSync(path.join(dataDir, kind!, name), row.content);
      if (kind === 'images') images++;
    }
    // with SQLite the images live as files (decision 017); the rows only carried them
    db.exec('delete from file_blobs; vacuum;');
  } catch (e) {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    throw e;
  }
  db.close();
  return { images };
}
