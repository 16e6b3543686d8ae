// PostgreSQL's COPY … FROM STDIN inside a Kysely transaction (decision 173). A report's 50,000 order
// lines go into PostgreSQL about three times faster by COPY than as `INSERT … SELECT FROM unnest(…)`:
// the server reads COPY's plain text far faster than it parses one array parameter per column
// (docs/performance.md). Kysely does not hand out the pg client behind a transaction, so the dialect
// keeps the pool's clients by their server process id, which a transaction asks its session for.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PostgresAdapter, PostgresDialect, sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from './database.ts';
import { CurrentSchemaIntrospector } from './pg-introspector.ts';
import { nextTurn } from './turns.ts';

/** A pg client as the pool gives it, with the id of its server process (set when it connects). */
type PoolClient = pg.PoolClient & { processID: number | null };

/** Kysely's PostgreSQL adapter, which also finds the pool's client of a server process. */
class PostgresCopyAdapter extends PostgresAdapter {
  readonly clientOf: (processId: number) => PoolClient | undefined;
  constructor(clientOf: (processId: number) => PoolClient | undefined) {
    super();
    this.clientOf = clientOf;
  }
}

/**
 * Kysely's PostgreSQL dialect on `pool`, whose transactions can COPY (`copierOf`) and whose introspector
 * reads the connection's own schema only.
 */
export class PostgresCopyDialect extends PostgresDialect {
  readonly #clients = new Map<number, PoolClient>();
  constructor(pool: pg.Pool) {
    super({ pool });
    pool.on('connect', (client) => {
      const { processID } = client as PoolClient;
      if (processID !== null) this.#clients.set(processID, client as PoolClient);
    });
    pool.on('remove', (client) => {
      const { processID } = client as PoolClient;
      if (processID !== null && this.#clients.get(processID) === client) this.#clients.delete(processID);
    });
  }
  override createAdapter(): PostgresAdapter {
    return new PostgresCopyAdapter((processId) => this.#clients.get(processId));
  }
  /** The migrator's look for its tables, in this connection's schema alone (decision 369). */
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

/** Rows written into COPY's text between two turns of the event loop. */
const ROWS_PER_PART = 2000;

/** A value as a field of COPY's text format: `\N` for null, t/f for a boolean, the text escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return /[\\\n\r\t]/.test(text)
    ? text.replace(/[\\\n\r\t]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c]!)
    : text;
}

/**
 * The items' rows (`cellsOf`) as COPY's text, a part at a time with a turn of the event loop between
 * parts: each part is made while PostgreSQL reads the one before.
 */
async function* copyText<T>(
  items: readonly T[],
  cellsOf: (item: T) => readonly unknown[],
): AsyncGenerator<string> {
  for (let from = 0; from < items.length; from += ROWS_PER_PART) {
    if (from > 0) await nextTurn();
    let part = '';
    for (const item of items.slice(from, from + ROWS_PER_PART))
      part += `${cellsOf(item).map(copyField).join('\t')}\n`;
    yield part;
  }
}

/**
 * COPYs a row per item (its cells, `cellsOf`, in the order of `columns`) into `table`, all or none, in the transaction
 * the copier was made for, and says which:
 * - `copied`: every row is in;
 * - `conflict`: a row's unique key is taken (stored before, or by another transaction a moment ago, which
 *   COPY waits for): none is in, and the transaction goes on as it was (a savepoint takes them back);
 *   write them with a statement that skips the taken keys.
 * Any other failure (a check, a type) throws, as an INSERT would.
 */
export type CopyRows = <T>(
  table: string,
  columns: readonly string[],
  items: readonly T[],
  cellsOf: (item: T) => readonly unknown[],
) => Promise<'copied' | 'conflict'>;

/**
 * The COPY of the transaction `tx`, or null where there is none (SQLite; not a transaction, whose
 * statements may each take another client of the pool; a session whose client the pool does not know):
 * write the rows another way.
 */
export async function copierOf(tx: Executor): Promise<CopyRows | null> {
  const adapter = tx.getExecutor().adapter;
  if (!(adapter instanceof PostgresCopyAdapter) || !tx.isTransaction) return null;
  const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!;
  const client = adapter.clientOf(Number(pid));
  if (!client) return null;
  return async (table, columns, items, cellsOf) => {
    if (items.length === 0) return 'copied';
    await sql`savepoint copy_rows`.execute(tx);
    try {
      const target = `${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;
      await pipeline(
        Readable.from(copyText(items, cellsOf)),
        client.query(copyFrom(`copy ${target} from stdin`)),
      );
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e;
      await sql`rollback to savepoint copy_rows`.execute(tx);
      return 'conflict';
    }
    await sql`release savepoint copy_rows`.execute(tx);
    return 'copied';
  };
}

/** An identifier as PostgreSQL reads it, quoted. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
