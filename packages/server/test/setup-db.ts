// Runs before each database-tier test file (vitest.config.ts): gives the file its own fresh database.
// SQLite: a new temp folder holding a copy of the seller-desk.sqlite that db-template.ts migrated once
// for the run (decision 260).
// PostgreSQL: a new schema in DATABASE_URL's database (the app migrates it), dropped after the file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { sqliteFile } from '../src/db/database.ts';

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
  const template = inject('sqliteTemplate');
  if (template) fs.copyFileSync(template, sqliteFile(dataDir));
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
