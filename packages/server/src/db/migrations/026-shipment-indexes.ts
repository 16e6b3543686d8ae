import { sql, type Kysely } from 'kysely';

// The order database's reads at 100,000 shipments (docs/performance.md, "Order database"): an import
// finds the stored shipments of its orders by (courier, order id), which the key (courier, channel,
// order id) does not serve; the tabs' counts read one small index instead of every row; and a shipment
// the courier gave no order date to is dated by its import, so that "newest first" is one index order on
// both databases (NULLs sort at opposite ends in SQLite and PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('shipments_courier_order_id')
    .on('shipments')
    .columns(['courier', 'order_id'])
    .execute();
  await db.schema
    .createIndex('shipments_counts')
    .on('shipments')
    .columns(['status_class', 'first_msg', 'in_transit_msg', 'edd_date'])
    .execute();
  await sql`update shipments set order_date = substr(created_at, 1, 10) where order_date is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipments_counts').execute();
  await db.schema.dropIndex('shipments_courier_order_id').execute();
}
