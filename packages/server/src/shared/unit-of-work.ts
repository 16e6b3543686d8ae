import type { Db } from '../db/database.ts';
import {
  checkBatchSize,
  runBatch,
  runBatchIn,
  setWriteOrNull,
  type BatchOptions,
  type BulkRowResult,
} from './run-batch.ts';
import { withTransaction, type Executor } from './transaction.ts';

/**
 * What a service holds instead of the database: its store (repositories and the audit log, as ports)
 * for reads, and a transaction that hands the same store bound to one transaction. The database
 * implementation is below; service unit tests pass an in-memory one (packages/server/test/fakes/).
 */
export interface UnitOfWork<S> {
  /** The store outside a transaction: for reads. */
  readonly read: S;
  /** Runs `work` in one transaction: everything it writes through the store commits or rolls back together. */
  transaction<T>(work: (store: S) => Promise<T>): Promise<T>;
  /** A batch run (shared/run-batch.ts): one transaction, each row on its own (a failed row writes nothing). */
  batch<I>(
    rows: readonly I[],
    writeRow: (store: S, row: I, index: number) => Promise<string>,
    options: BatchOptions,
  ): Promise<BulkRowResult[]>;
  /**
   * A batch that first tries to write the whole chunk in a few statements (`writeSet`, rolled back on
   * its own when it meets a race a row's checks missed). When `writeSet` gives null, or is rolled back,
   * the chunk is written row by row, as `batch` does, in the same transaction.
   */
  batchSetFirst<I>(
    rows: readonly I[],
    writeSet: (store: S) => Promise<BulkRowResult[] | null>,
    writeRow: (store: S, row: I, index: number) => Promise<string>,
    options: BatchOptions,
  ): Promise<BulkRowResult[]>;
}

export function databaseUnitOfWork<S>(db: Db, storeOf: (ex: Executor) => S): UnitOfWork<S> {
  return {
    read: storeOf(db),
    transaction: (work) => withTransaction(db, (tx) => work(storeOf(tx))),
    batch: (rows, writeRow, options) =>
      runBatch(db, rows, (tx, row, index) => writeRow(storeOf(tx), row, index), options),
    batchSetFirst: (rows, writeSet, writeRow, options) => {
      checkBatchSize(rows, options.what);
      return withTransaction(db, async (tx) => {
        const written = await setWriteOrNull(tx, () => writeSet(storeOf(tx)));
        return (
          written ?? runBatchIn(tx, rows, (tx, row, index) => writeRow(storeOf(tx), row, index), options)
        );
      });
    },
  };
}

/** A repository's operations bound to one executor (the database or a transaction). */
export type Bound<R> = {
  [K in keyof R]: R[K] extends (ex: Executor, ...args: infer A) => infer T ? (...args: A) => T : never;
};

export function bindRepository<R extends Record<string, (ex: Executor, ...args: never[]) => unknown>>(
  repository: R,
  ex: Executor,
): Bound<R> {
  return Object.fromEntries(
    Object.entries(repository).map(([name, operation]) => [
      name,
      (...args: never[]) => operation(ex, ...args),
    ]),
  ) as Bound<R>;
}
