// Writing many rows to PostgreSQL in a few statements (decision 173; docs/performance.md): COPY where the
// transaction has it (db/pg-copy.ts), else one `INSERT … SELECT FROM unnest(…)` or `UPDATE … FROM
// unnest(…)` per 5,000 rows, each column's cells sent as one array parameter — a few parameters instead of
// 50 per row, which PostgreSQL parses and plans far faster. A repository says which table, columns and
// cells; the plumbing is here, once. SQLite writes row by row instead (db/sqlite-dialect.ts, runEach).
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';
import { nextTurn } from './turns.ts';
import { copierOf } from './pg-copy.ts';

/** Rows per PostgreSQL statement over unnest(one array per column). */
const PG_UNNEST_CHUNK = 5000;

/**
 * Values as PostgreSQL's array text, `{"a","b\\"c",NULL}` (PostgreSQL's array input: each element quoted,
 * a backslash or double quote in it escaped with a backslash), which a `$1::type[]` parameter reads.
 */
export const pgArrayText = (values: readonly unknown[]): string =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/**
 * Runs `statement` once per 5,000 of `items`, one after another in the caller's transaction, the items'
 * cells (`cellsOf`) given as one array per column (their PostgreSQL types in `types`) to read with
 * `unnest`. node-postgres would write the arrays as PostgreSQL's array text when it sends the statement,
 * that is once the statement before has ended; here each chunk's cells are built and written
 * (pgArrayText) while the server still runs the chunk before, so the two processes work at once.
 * `statement` gets the arrays and the chunk's items.
 */
export async function inUnnestChunks<T>(
  types: readonly string[],
  items: readonly T[],
  cellsOf: (item: T) => readonly unknown[],
  statement: (arrays: RawBuilder<unknown>[], chunk: readonly T[]) => Promise<void>,
): Promise<void> {
  let running: Promise<void> | null = null;
  for (let from = 0; from < items.length; from += PG_UNNEST_CHUNK) {
    const chunk = items.slice(from, from + PG_UNNEST_CHUNK);
    const rows = chunk.map(cellsOf);
    const arrays = types.map((type, k) => sql`${pgArrayText(rows.map((r) => r[k]))}::${sql.raw(type)}[]`);
    await running;
    running = statement(arrays, chunk);
    // awaited before the next chunk or at the end; a failure meanwhile is not an unhandled one
    running.catch(() => {});
    // the statement is sent before the next chunk's cells are built
    await nextTurn();
  }
  await running;
}

/** A table's columns as a bulk write names them: `id` first, each with its PostgreSQL type. */
export interface PgRowsShape {
  table: string;
  /** The written columns; the first is the row's `id` (text). */
  columns: readonly string[];
  /** The PostgreSQL type of each column, for its array in `unnest`. */
  types: readonly string[];
}

/**
 * Inserts a row per item (its cells by `cellsOf`, in the order of `columns`, the id first) and skips an
 * item whose unique key `conflictKey` is taken — stored earlier, or by another transaction a moment ago.
 * The caller gives rows it found not stored: they are COPYed all at once; when a key was taken meanwhile
 * none is copied, and `INSERT … ON CONFLICT DO NOTHING` over unnest stores those whose keys are free.
 * Gives the ids of the rows inserted, or `'all'` when every row was.
 */
export async function pgInsertSkippingTaken<T>(
  tx: Executor,
  { table, columns, types }: PgRowsShape,
  conflictKey: readonly string[],
  items: readonly T[],
  cellsOf: (item: T) => readonly unknown[],
): Promise<'all' | Set<string>> {
  const copy = await copierOf(tx);
  if (copy && (await copy(table, columns, items, cellsOf)) === 'copied') return 'all';
  const inserted = new Set<string>();
  await inUnnestChunks(types, items, cellsOf, async (arrays) => {
    const result = await sql<{ id: string }>`insert into ${sql.table(table)} (${sql.join(
      columns.map((c) => sql.ref(c)),
    )}) select * from unnest(${sql.join(arrays)})
      on conflict (${sql.join(conflictKey.map((c) => sql.ref(c)))}) do nothing returning id`.execute(tx);
    for (const r of result.rows) inserted.add(r.id);
  });
  return inserted;
}

/**
 * Writes each row's own values into the columns (after the id) of the rows of `table` with its id, and
 * `also` (the same for every row, e.g. a version bump: `set` text with the table named `t`). With `only`
 * (a condition on `t`), a row that does not meet it is left as it is. Gives the ids of the rows it
 * changed: with `only`, those that met it; without, every row given (rows are never deleted here).
 * The new values are COPYed into a table of this transaction and joined in one UPDATE where COPY is
 * there (decision 173); else one `UPDATE … FROM unnest(…)` per 5,000 rows.
 */
export async function pgUpdateEach<T>(
  tx: Executor,
  { table, columns, types }: PgRowsShape,
  rows: readonly T[],
  cellsOf: (row: T) => readonly unknown[],
  {
    also,
    only,
    idOf,
  }: { also: RawBuilder<unknown>; only: RawBuilder<unknown> | null; idOf: (row: T) => string },
): Promise<string[]> {
  const [, ...written] = columns;
  const t = sql.table(table);
  const set = sql.join(written.map((c) => sql`${sql.ref(c)} = ${sql.ref(`u.${c}`)}`));
  const where = only === null ? sql`` : sql` and ${only} returning t.id`;
  const copy = await copierOf(tx);
  if (copy) {
    const changes = `${table}_changes`;
    await sql`create temp table ${sql.id(changes)} (${sql.join(
      columns.map((c, k) => sql`${sql.id(c)} ${sql.raw(types[k]!)}`),
    )}) on commit drop`.execute(tx);
    await copy(changes, columns, rows, cellsOf);
    const result = await sql<{ id: string }>`update ${t} as t set ${set}, ${also}
      from ${sql.id(changes)} as u where t.id = u.id${where}`.execute(tx);
    await sql`drop table ${sql.id(changes)}`.execute(tx);
    return only === null ? rows.map(idOf) : result.rows.map((r) => r.id);
  }
  const changed: string[] = [];
  await inUnnestChunks(types, rows, cellsOf, async (arrays, chunk) => {
    const result = await sql<{ id: string }>`update ${t} as t set ${set}, ${also}
      from unnest(${sql.join(arrays)}) as u(${sql.join(columns.map((c) => sql.ref(c)))})
      where t.id = u.id${where}`.execute(tx);
    if (only !== null) for (const r of result.rows) changed.push(r.id);
    else for (const row of chunk) changed.push(idOf(row));
  });
  return changed;
}
