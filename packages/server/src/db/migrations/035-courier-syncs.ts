import type { Kysely } from 'kysely';

// Courier sync (docs/orders.md, decision 303): one sync at a time per courier. A row per courier names
// the job that holds it; a sync takes the couriers it reads by a compare-and-set on these rows, in the
// transaction that queues its job, so a second click (or another person) is given the running job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courier_syncs')
    .addColumn('courier', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('courier_syncs').execute();
}
