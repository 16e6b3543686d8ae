import type { Kysely } from 'kysely';

// After EDD at 100,000 shipments (docs/performance.md, "Order database"): the tab is the in-transit
// shipments whose EDD day is before a bound, found by a range on this index and then put newest first;
// read in date order instead, the newest shipments (whose EDD is still ahead) were read and passed over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('shipments_class_edd')
    .on('shipments')
    .columns(['status_class', 'edd_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipments_class_edd').execute();
}
