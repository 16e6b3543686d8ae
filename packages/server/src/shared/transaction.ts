import type { Db, Tx } from '../db/database.ts';

// Tx and Executor are defined beside Db (db/ imports nothing of shared/); repositories import them from here.
export type { Executor, Tx } from '../db/database.ts';

export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
