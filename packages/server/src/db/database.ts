import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'seller-desk.sqlite');
}

export function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>,
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // An idle client losing its connection (PostgreSQL restarted) must not crash the process; the
    // pool replaces it and the next query reports any lasting problem.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new DatabaseSync(sqliteFile(config.dataDir));
  file.exec(
    'pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on; pragma synchronous = normal;',
  );
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(file) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Unless told a schema, Kysely takes its migration tables found in ANY schema of the database for
  // its own (then fails, or skips creating them): on PostgreSQL, name the schema we work in.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Each issue owns a migration number and they land in any order: a database that already ran 008
    // must still accept 004 when it lands later.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
}
