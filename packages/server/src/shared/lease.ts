import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * A lease row: periodic work (pruning sessions) runs on one server at a time when several share a
 * database (decision 046). Taking it is one upsert that succeeds when the lease is free, expired or
 * already ours, so two servers can never both hold it; the holder renews it on every run, and when
 * it stops (crash, shutdown) another server takes over once `expires_at` has passed.
 */
export async function tryLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  forMs: number,
): Promise<boolean> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + forMs).toISOString();
  const { rows } = await sql<{ holder: string }>`
    insert into leases (name, holder, expires_at) values (${name}, ${holder}, ${until})
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.expires_at <= ${at} or leases.holder = excluded.holder
    returning holder`.execute(db);
  return rows.length === 1 && rows[0]!.holder === holder;
}

/** Gives a lease up (on shutdown), so another server need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
