import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { backupSqlite } from './backup.ts';
import { sqliteFile } from './database.ts';
import { multipartFile } from '../../test/multipart.ts';

const adminTs = path.resolve(import.meta.dirname, '../admin.ts');

function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [adminTs, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Per table (file_blobs aside): its row count and a SHA-256 of its rows in a fixed order. */
function fingerprint(file: string): Record<string, { rows: number; sha256: string }> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = (
      db
        .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
        .all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .filter((t) => t !== 'file_blobs')
      .sort();
    const out: Record<string, { rows: number; sha256: string }> = {};
    for (const t of tables) {
      const cols = (db.prepare(`pragma table_info("${t}")`).all() as { name: string }[]).length;
      const order = Array.from({ length: cols }, (_, i) => i + 1).join(', ');
      const rows = db.prepare(`select * from "${t}" order by ${order}`).all();
      const hash = crypto.createHash('sha256');
      for (const r of rows)
        hash.update(JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v)));
      out[t] = { rows: rows.length, sha256: hash.digest('hex') };
    }
    return out;
  } finally {
    db.close();
  }
}

const filesOf = (dir: string) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir)
          .sort()
          .map((n) => [
            n,
            crypto
              .createHash('sha256')
              .update(fs.readFileSync(path.join(dir, n)))
              .digest('hex'),
          ]),
      )
    : {};

// Each case starts Node processes: on a busy machine that takes seconds, so these get room.
describe('backup and restore', { timeout: 120_000 }, () => {
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    t = await createTestApp();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-backup-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.runIf(process.env.SD_TEST_KIND === 'sqlite')(
    'backs up while the server runs and restores into a fresh folder: same rows, same images',
    async () => {
      const dataDir = testConfig().dataDir;
      for (const colour of ['#aa3322', '#2233aa']) {
        const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
          .jpeg()
          .toBuffer();
        const up = await t.user.request('POST', '/files/images', multipartFile('p.jpg', jpeg, 'image/jpeg'));
        await createProduct(t.user, { productImage: [up.json().url], productName: `Pictured ${colour}` });
      }
      for (let i = 0; i < 20; i++) await createProduct(t.user, { purchaseCost: 10 + i });

      const file = path.join(work, 'seller-desk.backup');
      // the server keeps writing while the backup runs
      const [made] = await Promise.all([
        runAdmin(['backup', file], { DATA_DIR: dataDir }),
        (async () => {
          for (let i = 0; i < 10; i++) await createProduct(t.user, { productName: `During ${i}` });
        })(),
      ]);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toMatch(/Backed up .* \(.* MiB, 2 images\)/);

      // a second backup with no writes beside it is compared row for row
      const still = path.join(work, 'still.backup');
      expect((await runAdmin(['backup', still], { DATA_DIR: dataDir })).code).toBe(0);
      const fresh = path.join(work, 'restored');
      const restored = await runAdmin(['restore', still], { DATA_DIR: fresh });
      expect(restored.code, restored.out).toBe(0);
      expect(fingerprint(sqliteFile(fresh))).toEqual(fingerprint(sqliteFile(dataDir)));
      for (const kind of ['images', 'thumbs']) {
        expect(filesOf(path.join(fresh, kind)), kind).toEqual(filesOf(path.join(dataDir, kind)));
        expect(Object.keys(filesOf(path.join(fresh, kind)))).toHaveLength(2);
      }

      // the backup taken during writes is whole too
      const during = path.join(work, 'during');
      expect((await runAdmin(['restore', file], { DATA_DIR: during })).code).toBe(0);
      const db = new DatabaseSync(sqliteFile(during), { readOnly: true });
      expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const n = (db.prepare('select count(*) as n from products').get() as { n: number }).n;
      db.close();
      expect(n).toBeGreaterThanOrEqual(22);
      expect(n).toBeLessThanOrEqual(32);

      // never over an existing installation
      const again = await runAdmin(['restore', still], { DATA_DIR: fresh });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/is not empty/);
    },
  );

  it.runIf(process.env.SD_TEST_KIND === 'sqlite')(
    'writes the backup readable by its owner only, and leaves no other file beside it',
    async () => {
      const folder = fs.mkdtempSync(path.join(work, 'private-'));
      const file = path.join(folder, 'seller-desk.backup');
      await backupSqlite(testConfig().dataDir, file);
      // 0600 whatever the umask: it holds password hashes and customers' addresses
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect(fs.readdirSync(folder)).toEqual(['seller-desk.backup']);
    },
  );

  it.runIf(process.env.SD_TEST_KIND === 'postgres')(
    'with PostgreSQL says to use pg_dump, with the command',
    async () => {
      const c = testConfig();
      const r = await runAdmin(['backup', path.join(work, 'x.backup')], {
        DATA_DIR: c.dataDir,
        DATABASE_URL: c.databaseUrl!,
        DATABASE_SCHEMA: c.databaseSchema!,
      });
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        `pg_dump --format=custom --schema=${c.databaseSchema} --file=seller-desk.dump "$DATABASE_URL"`,
      );
      expect(r.out).toContain('pg_restore');
      // the dump is as private as an SQLite backup
      expect(r.out).toContain('(umask 077; pg_dump');
    },
  );
});
