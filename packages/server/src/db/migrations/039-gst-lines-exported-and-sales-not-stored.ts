import type { Kysely } from 'kysely';

// Issue 37 (decision 320): which order line each GSTR-1 export held, per period and event (a sale +1,
// a return −1), so that a line in another period's export, or in two periods, is a check naming the
// line; and the sale rows an upload stored no line for (a SKU without a listing), with their date and
// value, so that the return lists the sales it would miss until they are stored. An index on the
// marketplace invoice number finds the orders of a financial year that repeat one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gst_export_lines')
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('sign', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gst_export_lines_pk', ['order_line_id', 'sign', 'period'])
    .execute();
  await db.schema.createIndex('gst_export_lines_period').on('gst_export_lines').columns(['period']).execute();
  await db.schema
    .createTable('sales_not_stored')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('invoice_amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('marketplace_invoice_no', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('stored_file_id', 'text')
    .addColumn('file_line', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addPrimaryKeyConstraint('sales_not_stored_pk', ['channel', 'order_id', 'sku'])
    .execute();
  // a marketplace invoice number repeated in the financial year is looked up by the number
  await db.schema
    .createIndex('order_lines_marketplace_invoice_no')
    .on('order_lines')
    .columns(['marketplace_invoice_no'])
    .execute();
  await db.schema
    .createIndex('sales_not_stored_bill_date')
    .on('sales_not_stored')
    .columns(['bill_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sales_not_stored').execute();
  await db.schema.dropIndex('order_lines_marketplace_invoice_no').execute();
  await db.schema.dropTable('gst_export_lines').execute();
}
