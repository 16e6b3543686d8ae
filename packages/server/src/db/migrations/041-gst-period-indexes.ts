import { sql, type Kysely } from 'kysely';

// Issue 37, decision 330: a period's GSTR-1 reads each of its order lines once, as a sale by its bill
// date and, when returned, as a return by its return date (modules/gst/gstr1.repository.ts). These two
// indexes hold every column those passes read, so a quarter's 300,000 lines are read from the index in
// date order and never looked up in the table one by one: the sales' (bill date first) also serves
// Table 13's invoice numbers; the returns' holds only returned lines (a return date), and replaces
// migration 029's index on the return date alone.
const READ = [
  ...['channel', 'state', 'igst_rate', 'cgst_rate', 'sgst_rate', 'gst_rate'],
  ...['listing_id', 'quantity', 'invoice_amount_paise'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_lines_gst_sales')
    .on('order_lines')
    .columns(['bill_date', ...READ, 'marketplace_invoice_no'])
    .execute();
  await db.schema
    .createIndex('order_lines_gst_returns')
    .on('order_lines')
    .columns(['return_date', 'is_return', 'bill_date', ...READ])
    .where(sql.ref('return_date'), 'is not', null)
    .execute();
  await db.schema.dropIndex('order_lines_return_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_lines_return_date').on('order_lines').columns(['return_date']).execute();
  await db.schema.dropIndex('order_lines_gst_returns').execute();
  await db.schema.dropIndex('order_lines_gst_sales').execute();
}
