import { sql, type Kysely } from 'kysely';

// Issue 15: marketplace order lines — one row per (channel, order id, SKU), whatever uploaded it or how
// often (decision 090). The bill date is the order date; the `bills` query groups lines by it.
// Money is integer paise (bigint); the marketplace's own invoice, taxes and withholdings are kept for
// GST returns and the TCS ledger; the payment columns keep what the report said beside what we expected.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy')`),
    )
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text')
    .addColumn('invoice_amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ship_to_name', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('pin_code', 'text')
    .addColumn('tracking_id', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('marketplace_invoice_no', 'text')
    .addColumn('marketplace_invoice_date', 'text')
    .addColumn('cgst_rate', 'double precision')
    .addColumn('sgst_rate', 'double precision')
    .addColumn('igst_rate', 'double precision')
    .addColumn('gst_rate', 'double precision')
    .addColumn('purchase_cost_paise', 'bigint')
    .addColumn('settlement_paise', 'bigint')
    .addColumn('marketplace_fee_paise', 'bigint')
    .addColumn('profit_paise', 'bigint')
    .addColumn('sale_type', 'text')
    .addColumn('is_return', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('return_type', 'text')
    .addColumn('return_date', 'text')
    .addColumn('pysically_recieved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pod_request_tickeet_id', 'text')
    .addColumn('condition', 'text')
    .addColumn('damage_description', 'text')
    .addColumn('claim_id', 'text')
    .addColumn('claim_result', 'text')
    .addColumn('payment_received', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_date', 'text')
    .addColumn('amount_received_paise', 'bigint')
    .addColumn('reported_sale_paise', 'bigint')
    .addColumn('reported_fees_paise', 'bigint')
    /** JSON object of the fee lines the payment report gave, in paise */
    .addColumn('reported_fee_lines', 'text')
    .addColumn('tcs_paise', 'bigint')
    .addColumn('tds_paise', 'bigint')
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DRAFT')
        .check(sql`stage in ('DRAFT', 'PUBLISHED')`),
    )
    .addColumn('published_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addUniqueConstraint('order_lines_channel_order_sku', ['channel', 'order_id', 'sku'])
    .addCheckConstraint('order_lines_quantity', sql`quantity >= 1`)
    .execute();
  await db.schema
    .createIndex('order_lines_bill_date')
    .on('order_lines')
    .columns(['bill_date', 'channel'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_lines').execute();
}
