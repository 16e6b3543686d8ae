import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Decision 253: on PostgreSQL, a stored file's parts (decision 220) and a job's result parts (decision
// 215) are compressed with LZ4 instead of PostgreSQL's default pglz. A 50,000-line report's 16 MiB of
// parts took the database about 140 ms of CPU to write with pglz and 30 ms with LZ4, its preview's
// 10 MB of rows 65 and 13 ms, for about the same size (docs/performance.md). A server built without LZ4
// (or before PostgreSQL 14) keeps pglz. SQLite does not compress: nothing to do.
const COLUMNS = [
  ['stored_file_parts', 'content'],
  ['job_result_parts', 'content'],
] as const;

/** Whether this PostgreSQL can compress with LZ4: its setting offers it only when it was built with it. */
async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(
    db,
  );
  return rows[0]?.lz4 === true;
}

async function compressWith(db: Kysely<unknown>, method: 'lz4' | 'pglz'): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || !(await hasLz4(db))) return;
  for (const [table, column] of COLUMNS)
    await sql`alter table ${sql.id(table)} alter column ${sql.id(column)} set compression ${sql.raw(method)}`.execute(
      db,
    );
}

export const up = (db: Kysely<unknown>) => compressWith(db, 'lz4');

export const down = (db: Kysely<unknown>) => compressWith(db, 'pglz');
