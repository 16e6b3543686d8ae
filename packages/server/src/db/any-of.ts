// A column matched against a long list of values (a report's 50,000 order ids) as one parameter, on
// SQLite and PostgreSQL alike: an `in (…)` list binds and compiles a parameter per value, which cost a
// 50,000-line upload about three times as long (docs/performance.md).
import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from './database.ts';

/** Whether `column` equals one of `values` (texts): PostgreSQL `= any($1)`, SQLite `json_each($1)`. */
export function isAnyOf(db: Executor, column: string, values: readonly string[]): Expression<SqlBool> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<SqlBool>`${sql.ref(column)} = any(${values}::text[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}
