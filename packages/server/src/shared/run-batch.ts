// Batch runs (docs/shared-mechanisms.md, "Batch runs"): one request carries a chunk of rows, the chunk is one transaction,
// and every row gets its own result. A bad row fails alone: its write runs inside a savepoint, so the
// rows before and after it in the chunk are still stored.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';
import { DomainError } from './errors.ts';
import type { Tx } from './transaction.ts';
import { withTransaction } from './transaction.ts';

/** The most rows one batch call takes; a client sends larger files in chunks of at most this many. */
export const MAX_BATCH_ROWS = 1000;

export interface BulkRowError {
  field: string | null;
  message: string;
}

/** The result of one input row, in input order; `row` counts from 1 within the call. */
export interface BulkRowResult {
  row: number;
  ok: boolean;
  id: string | null;
  error: BulkRowError | null;
}

/**
 * The GraphQL shape every batch mutation returns (`[BulkRowResult!]!`).
 * @public built before the first batch mutation's module includes it in its schema
 */
export const bulkRowResultSchema = /* GraphQL */ `
  "The field a bulk row failed on (null when the row as a whole failed) and why."
  type BulkRowError {
    field: String
    message: String!
  }
  "One input row of a batch mutation: row counts from 1 in the call's input order."
  type BulkRowResult {
    row: Int!
    ok: Boolean!
    id: ID
    error: BulkRowError
  }
`;

/** Refuses a call with more rows than a batch takes, saying how to send them. */
export function checkBatchSize(rows: readonly unknown[], what: string): void {
  if (rows.length > MAX_BATCH_ROWS) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `${rows.length.toLocaleString('en-IN')} ${what} in one call is more than the ${MAX_BATCH_ROWS.toLocaleString('en-IN')} a call takes: send them in chunks of at most ${MAX_BATCH_ROWS.toLocaleString('en-IN')}`,
      { field: 'data' },
    );
  }
}

/** What a failed row says: a domain error as it is; a unique-key race as a duplicate; anything else is not the row's fault. */
export function rowError(e: unknown, duplicateMessage: string): BulkRowError | null {
  if (e instanceof DomainError) return { field: e.field ?? null, message: e.message };
  if (isUniqueViolation(e)) return { field: null, message: duplicateMessage };
  return null;
}

export interface BatchOptions {
  /** What a row is told when a unique key it writes already exists (a race the row's own checks missed). */
  duplicateMessage: string;
  /** What the rows are, for the size message: "products", "Flipkart listings". */
  what: string;
}

/**
 * Runs `writeRow` for every row inside one transaction, each in its own savepoint. A row that throws a
 * domain error (or hits a unique key) is rolled back alone and reported; any other error fails the
 * whole chunk, and nothing of it is stored.
 */
export async function runBatch<I>(
  db: Db,
  rows: readonly I[],
  writeRow: (tx: Tx, row: I, index: number) => Promise<string>,
  options: BatchOptions,
): Promise<BulkRowResult[]> {
  checkBatchSize(rows, options.what);
  return withTransaction(db, (tx) => runBatchIn(tx, rows, writeRow, options));
}

/** runBatch inside the caller's transaction (the row-by-row path of a batch that first tries a set-based write). */
export async function runBatchIn<I>(
  tx: Tx,
  rows: readonly I[],
  writeRow: (tx: Tx, row: I, index: number) => Promise<string>,
  options: BatchOptions,
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const [index, row] of rows.entries()) {
    const savepoint = sql.raw(`bulk_row_${index}`);
    await sql`savepoint ${savepoint}`.execute(tx);
    try {
      const id = await writeRow(tx, row, index);
      await sql`release savepoint ${savepoint}`.execute(tx);
      results.push({ row: index + 1, ok: true, id, error: null });
    } catch (e) {
      const error = rowError(e, options.duplicateMessage);
      await sql`rollback to savepoint ${savepoint}`.execute(tx);
      await sql`release savepoint ${savepoint}`.execute(tx);
      if (error === null) throw e;
      results.push({ row: index + 1, ok: false, id: null, error });
    }
  }
  return results;
}

/**
 * Runs a set-based write (a whole chunk in a few statements) in a savepoint. When it hits a unique or
 * foreign key (a race its checks missed, which fails the whole statement) it is rolled back and the
 * result is null: the caller then writes the chunk row by row, so the row at fault fails alone.
 */
export async function setWriteOrNull<T>(tx: Tx, write: () => Promise<T>): Promise<T | null> {
  await sql`savepoint bulk_set`.execute(tx);
  try {
    const result = await write();
    await sql`release savepoint bulk_set`.execute(tx);
    return result;
  } catch (e) {
    if (!isUniqueViolation(e) && !isForeignKeyViolation(e)) throw e;
    await sql`rollback to savepoint bulk_set`.execute(tx);
    await sql`release savepoint bulk_set`.execute(tx);
    return null;
  }
}
