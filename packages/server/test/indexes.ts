import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.ts';

/** The names of a table's indexes in the database under test (PostgreSQL's or SQLite's catalogue). */
export async function indexNames(database: DatabaseHandle, table: string): Promise<string[]> {
  const rows =
    database.kind === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table}`.execute(database.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = ${table}`.execute(database.db);
  return rows.rows.map((r) => r.name);
}
