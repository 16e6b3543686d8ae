// Runs before each database-tier test file (vitest.config.ts): gives the file its own fresh database.
// SQLite: a new temp folder (the app creates and migrates seller-desk.sqlite in it).
// PostgreSQL: a new schema in DATABASE_URL's database, dropped after the file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-test-'));
process.env.SD_TEST_DATA_DIR = dataDir;
process.env.SD_TEST_KIND = kind;

if (kind === 'postgres') {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  process.env.SD_TEST_DATABASE_URL = url;
  process.env.SD_TEST_DB_SCHEMA = schema;
  afterAll(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });
} else {
  delete process.env.SD_TEST_DATABASE_URL;
  delete process.env.SD_TEST_DB_SCHEMA;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
