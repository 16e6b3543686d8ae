import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/types.ts';

export type Tx = Transaction<Database>;
/** Either the database or an open transaction: repositories take this so services decide the unit of work. */
export type Executor = Db | Tx;

export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
