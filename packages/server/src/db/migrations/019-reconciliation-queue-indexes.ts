import { sql, type Kysely } from 'kysely';

// Issue 43: the reconciliation queues are read a page at a time in SQL (modules/reporting), and a Bill's
// orders a page a date. Each queue's index holds its filter columns then its order, so a page is read
// from the index's start and a count walks the index, not the table: the unpaid sale lines (overdue) and the paid ones (payment differences)
// by order date, and the returns not received by the date their claim window counts from. The payment
// index also holds every column a payment difference is computed from: counting the differences of
// 33,000 paid lines then reads no table row (on SQLite about 10 ms instead of 100–150 ms, all of it
// holding the event loop).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_payment_queue')
    .on('order_lines')
    .columns([
      ...['channel', 'payment_received', 'is_return', 'bill_date', 'order_id', 'sku', 'id'],
      ...['settlement_paise', 'amount_received_paise', 'invoice_amount_paise', 'gst_rate'],
      ...['tcs_paise', 'tds_paise', 'accepted_difference_paise'],
    ])
    .execute();
  // A channel's lines of a range of bill dates (Check Bills' pages, a Bill's orders): without it SQLite
  // took the unique index's channel and read every line of the channel for a page of one date.
  await db.schema
    .createIndex('order_lines_channel_bill_date')
    .on('order_lines')
    .columns(['channel', 'bill_date'])
    .execute();
  await sql`CREATE INDEX order_lines_claim_queue ON order_lines
    (channel, is_return, pysically_recieved, (COALESCE(return_date, bill_date)), order_id, sku, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_claim_queue').execute();
  await db.schema.dropIndex('order_lines_channel_bill_date').execute();
  await db.schema.dropIndex('order_lines_payment_queue').execute();
}
