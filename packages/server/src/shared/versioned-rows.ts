import type { UpdateObject } from 'kysely';
import type { Database, StageValue, VersionedRowColumns } from '../db/types.ts';
import type { Executor } from './transaction.ts';

/** The tables of rows a user edits: products, fee_categories and listings (see VersionedRowColumns). */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends VersionedRowColumns & { id: string } ? K : never;
}[keyof Database];

/** A table's own columns of an update; the id, stage, version and stamps are set here. */
export type OwnColumns<T extends VersionedTable> = Omit<
  UpdateObject<Database, T>,
  'id' | keyof VersionedRowColumns
>;

/** What a save or a publish may change besides the table's own columns. */
export interface StageChange {
  stage?: StageValue;
  publishedAt?: string | null;
}

/** The stamps of a new row: a DRAFT at version 1, created and updated at `at` by `by`. */
export const firstVersion = (at: string, by: string | null) => ({
  stage: 'DRAFT' as const,
  version: 1,
  created_at: at,
  created_by: by,
  updated_at: at,
  updated_by: by,
});

/**
 * Updates the row when it is still at `expectedVersion` and bumps the version. Returns false when
 * no row matched: deleted, or saved by someone else in between.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: string,
  columns: OwnColumns<T>,
  change: StageChange,
  expectedVersion: number,
  at: string,
  by: string | null,
): Promise<boolean> {
  // Kysely cannot resolve the builder of a generic table name; the union of the tables types the
  // shared columns, and `columns` was checked against T's own at the call.
  const versioned: VersionedTable = table;
  const r = await db
    .updateTable(versioned)
    .set((eb) => ({
      ...columns,
      ...(change.stage !== undefined ? { stage: change.stage } : {}),
      ...(change.publishedAt !== undefined ? { published_at: change.publishedAt } : {}),
      version: eb('version', '+', 1),
      updated_at: at,
      updated_by: by,
    }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes the row of `id`; false when there was none. */
export async function deleteById(db: Executor, table: VersionedTable, id: string): Promise<boolean> {
  const r = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
