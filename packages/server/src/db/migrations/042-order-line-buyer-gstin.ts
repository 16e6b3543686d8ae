import { sql, type Kysely } from 'kysely';

// Issue 37, decision 331: a marketplace B2B order's buyer GSTIN, where the sale report gives one, so
// GSTR-1 reports the line in b2b. The GST period indexes of migration 041 are built again with it, so
// the period's one pass still reads the index alone.
const READ = [
  ...['channel', 'state', 'igst_rate', 'cgst_rate', 'sgst_rate', 'gst_rate'],
  ...['listing_id', 'quantity', 'invoice_amount_paise'],
];

async function indexes(db: Kysely<unknown>, withGstin: boolean) {
  const read = withGstin ? [...READ, 'buyer_gstin'] : READ;
  await db.schema.dropIndex('order_lines_gst_sales').execute();
  await db.schema.dropIndex('order_lines_gst_returns').execute();
  await db.schema
    .createIndex('order_lines_gst_sales')
    .on('order_lines')
    .columns(['bill_date', ...read, 'marketplace_invoice_no'])
    .execute();
  await db.schema
    .createIndex('order_lines_gst_returns')
    .on('order_lines')
    .columns(['return_date', 'is_return', 'bill_date', ...read])
    .where(sql.ref('return_date'), 'is not', null)
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('buyer_gstin', 'text').execute();
  await indexes(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await indexes(db, false);
  await db.schema.alterTable('order_lines').dropColumn('buyer_gstin').execute();
}
