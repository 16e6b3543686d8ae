// Global setup of the database tier (vitest.config.ts; decision 260): on SQLite, migrates ONE
// seller-desk.sqlite per run in a temp folder, which setup-db.ts copies into each test file's data folder
// instead of running every migration again. PostgreSQL files keep a schema of their own that the app
// migrates: a database copied from a template cost as much to drop again as the migrations it saves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase, sqliteFile } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated SQLite file each test file starts from (null: the app migrates an empty one) */
    sqliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (project.name !== 'db-sqlite') {
    project.provide('sqliteTemplate', null);
    return () => {};
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-template-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: undefined, databaseSchema: undefined });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // closing the last connection checkpoints the log into the file: the file alone is the database
    await handle.close();
  }
  project.provide('sqliteTemplate', sqliteFile(dir));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
