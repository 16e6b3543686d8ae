import type { Kysely } from 'kysely';

// Issue 42 at 1,000,000 order lines. Check Bills lists a channel's lines of a range newest bill date
// first, then by order id, SKU and id: migration 019's index on (channel, bill_date) found the range but
// not that order, so a page sorted a whole day (PostgreSQL) or the tab's whole range (SQLite: a Return
// tab's 100,000 lines, 250–340 ms of CPU for 100 rows). This index holds the order itself, so the first
// page reads its 100 lines and stops; it begins with 019's columns and replaces that index.
// The dashboards' SKU table groups a range's lines by SKU (and channel) and orders them by a sum: the
// second index holds the groups in order with every column the order's sums read (a line's return cost
// is its listing's), so SQLite sums them from the index without sorting the range, and a page's SKUs then
// find their lines by SKU.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_check_bills')
    .on('order_lines')
    .columns(['channel', 'bill_date desc', 'order_id', 'sku', 'id'])
    .execute();
  await db.schema.dropIndex('order_lines_channel_bill_date').execute();
  await db.schema
    .createIndex('order_lines_sku_sums')
    .on('order_lines')
    .columns([
      ...['sku', 'channel', 'bill_date', 'is_return', 'quantity', 'invoice_amount_paise'],
      ...['profit_paise', 'listing_id'],
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_sku_sums').execute();
  await db.schema
    .createIndex('order_lines_channel_bill_date')
    .on('order_lines')
    .columns(['channel', 'bill_date'])
    .execute();
  await db.schema.dropIndex('order_lines_check_bills').execute();
}
