import { sql, type Kysely } from 'kysely';

// Issue 37: the period screen's check for a marketplace invoice number repeated in the financial year
// (DOCUMENT_REPEATED; modules/gst/gst-invoice-numbers.repository.ts) looks each of the period's numbers
// up among the year's order lines: how many orders carry it, then a repeated number's lines (channel,
// order id, SKU, id, bill date). Migration 039's index on the number alone made each line found a lookup
// in the table on SQLite, and PostgreSQL read the whole year's lines from the table instead. This index
// holds the number, then the bill date (the year's range), then every column the check reads, for the
// lines that carry a number, so each look-up reads the index alone on both databases; it replaces 039's,
// whose column it begins with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_invoice_no_year')
    .on('order_lines')
    .columns(['marketplace_invoice_no', 'bill_date', 'channel', 'order_id', 'sku', 'id'])
    .where(sql.ref('marketplace_invoice_no'), 'is not', null)
    .execute();
  await db.schema.dropIndex('order_lines_marketplace_invoice_no').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_marketplace_invoice_no')
    .on('order_lines')
    .columns(['marketplace_invoice_no'])
    .execute();
  await db.schema.dropIndex('order_lines_invoice_no_year').execute();
}
