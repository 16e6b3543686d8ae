import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { ConfigError, type Config } from '../config.ts';
import { PostgresCopyDialect } from './pg-copy.ts';
import { startCheckpoints, type Checkpoints } from './sqlite-checkpoints.ts';
import { NodeSqliteDialect, SqliteBulkDialect, SqliteWriteLock } from './sqlite-dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: repositories take this so services decide the unit of work. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  /**
   * Where a transaction that writes many rows runs (a large report's store): on SQLite a second connection
   * to the file, so that other requests read on meanwhile (decision 196); on PostgreSQL `db` itself, whose
   * pool gives each transaction a connection of its own.
   */
  bulk: Db;
  kind: 'sqlite' | 'postgres';
  /**
   * SQLite: from now on the write-ahead log is checkpointed by a worker thread, not at the server's
   * commits (decision 146; a listening server does this). PostgreSQL: nothing to do.
   */
  checkpointInBackground(): void;
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
    const db = new Kysely<Database>({ dialect: new PostgresCopyDialect(pool) });
    return { db, bulk: db, kind: 'postgres', checkpointInBackground: () => {}, close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const fileName = sqliteFile(config.dataDir);
  const pragmas =
    'pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on; pragma synchronous = normal;';
  const file = new DatabaseSync(fileName);
  file.exec(pragmas);
  const writeLock = new SqliteWriteLock();
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(file, writeLock) });
  // the bulk writer's commits never checkpoint the log on the server's thread (decision 146): the
  // checkpoint worker or the server's connection does
  const bulkFile = new DatabaseSync(fileName);
  bulkFile.exec(`${pragmas} pragma wal_autocheckpoint = 0;`);
  const bulk = new Kysely<Database>({ dialect: new SqliteBulkDialect(bulkFile, writeLock) });
  let checkpoints: Checkpoints | null = null;
  return {
    db,
    bulk,
    kind: 'sqlite',
    checkpointInBackground() {
      checkpoints ??= startCheckpoints(file, fileName);
    },
    async close() {
      await checkpoints?.stop();
      await bulk.destroy();
      await db.destroy();
    },
  };
}

/**
 * Creates DATABASE_SCHEMA when it does not exist yet (PostgreSQL); a user without the right to create
 * it gets one line saying how (a ConfigError).
 */
export async function ensureSchema(db: Db, schema: string | undefined): Promise<void> {
  if (!schema || !(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const found = await sql<{ n: number }>`select 1 as n from pg_namespace where nspname = ${schema}`.execute(
    db,
  );
  if (found.rows.length > 0) return;
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (e) {
    throw new ConfigError(
      `DATABASE_SCHEMA "${schema}" does not exist and this database user may not create it (${(e as Error).message}): create it with  psql "$DATABASE_URL" -c 'create schema ${schema}'`,
    );
  }
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
