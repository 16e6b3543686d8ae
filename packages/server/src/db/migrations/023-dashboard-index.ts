import type { Kysely } from 'kysely';

// Issue 42: the dashboards sum a range of bill dates, of every channel or one, over the columns of
// their figures (dashboards.repository.ts). This index holds the range's order (bill date, channel)
// and every column a sum reads, so a year's tiles and series read the index and not the table; the
// SKU sums group the same rows by SKU. A returned line's return cost is looked up in listings by id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_dashboard')
    .on('order_lines')
    .columns([
      ...['bill_date', 'channel', 'order_id', 'sku', 'quantity', 'is_return', 'payment_received'],
      ...['invoice_amount_paise', 'marketplace_fee_paise', 'settlement_paise', 'purchase_cost_paise'],
      ...['profit_paise', 'amount_received_paise', 'tcs_paise', 'tds_paise', 'gst_rate'],
      ...['return_type', 'listing_id'],
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_dashboard').execute();
}
