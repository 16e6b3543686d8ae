// In-memory ports for service unit tests (no database): a unit of work over plain data that rolls back
// a failed transaction, or a failed batch row, by restoring a copy taken before it.
import type { AuditEntry, AuditLog } from '../../src/shared/audit.ts';
import { DomainError } from '../../src/shared/errors.ts';
import { checkBatchSize, type BulkRowResult } from '../../src/shared/run-batch.ts';
import type { BatchOptions } from '../../src/shared/run-batch.ts';
import type { UnitOfWork } from '../../src/shared/unit-of-work.ts';

/** Data a fake keeps: copied whole before each transaction (structuredClone), restored when it fails. */
export interface MemoryData {
  audit: AuditEntry[];
}

export function memoryAuditLog(data: { current: MemoryData }): AuditLog {
  return {
    write: async (entry) => {
      data.current.audit.push(structuredClone(entry));
    },
    writeMany: async (entries) => {
      data.current.audit.push(...structuredClone(entries));
    },
  };
}

export function memoryUnitOfWork<D extends MemoryData, S>(data: { current: D }, store: S): UnitOfWork<S> {
  async function atomically<T>(work: () => Promise<T>): Promise<T> {
    const copy = structuredClone(data.current);
    try {
      return await work();
    } catch (e) {
      data.current = copy;
      throw e;
    }
  }
  return {
    read: store,
    transaction: (work) => atomically(() => work(store)),
    batch: (rows, writeRow, options) => rowByRow(rows, writeRow, options),
    batchSetFirst: async (rows, writeSet, writeRow, options) => {
      checkBatchSize(rows, options.what);
      return atomically(
        async () => (await atomically(() => writeSet(store))) ?? rowByRow(rows, writeRow, options),
      );
    },
  };

  async function rowByRow<I>(
    rows: readonly I[],
    writeRow: (store: S, row: I, index: number) => Promise<string>,
    options: BatchOptions,
  ): Promise<BulkRowResult[]> {
    checkBatchSize(rows, options.what);
    return atomically(async () => {
      const results: BulkRowResult[] = [];
      for (const [index, row] of rows.entries()) {
        try {
          const id = await atomically(() => writeRow(store, row, index));
          results.push({ row: index + 1, ok: true, id, error: null });
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          results.push({
            row: index + 1,
            ok: false,
            id: null,
            error: { field: e.field ?? null, message: e.message },
          });
        }
      }
      return results;
    });
  }
}

/**
 * The optimistic-lock update of the database (shared/versioned-rows.ts) over a Map: the defined values
 * are written and the version bumped when the row is still at `expectedVersion`; false when it is gone
 * or was saved by someone else.
 */
export function updateVersionedIn<R extends { version: number; updatedAt: string }>(
  rows: Map<string, R>,
  id: string,
  values: object,
  expectedVersion: number,
  at: string,
): boolean {
  const row = rows.get(id);
  if (!row || row.version !== expectedVersion) return false;
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  rows.set(id, { ...row, ...defined, version: row.version + 1, updatedAt: at });
  return true;
}
