import { sql, type Kysely } from 'kysely';

// Decision 114: the payments recorded for an order line, one per payment report row, so that an order's
// payment and its later refund (in another period's report) add up, and a row uploaded again is
// recorded once. The line's payment columns stay, as the sum of its entries. A line paid before this
// migration gets one entry holding what it had.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_line_payments')
    .ifNotExists()
    .addColumn('order_line_id', 'text', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('entry_key', 'text', (c) => c.notNull())
    .addColumn('payment_date', 'text')
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('sale_paise', 'bigint')
    .addColumn('fees_paise', 'bigint')
    /** JSON object of the fee lines the report row gave, in paise */
    .addColumn('fee_lines', 'text')
    .addColumn('tcs_paise', 'bigint')
    .addColumn('tds_paise', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addPrimaryKeyConstraint('order_line_payments_pk', ['order_line_id', 'entry_key'])
    .execute();
  await sql`insert into order_line_payments (order_line_id, entry_key, payment_date, amount_paise, sale_paise,
      fees_paise, fee_lines, tcs_paise, tds_paise, created_at, created_by)
    select id, 'recorded before entries', payment_date, amount_received_paise, reported_sale_paise,
      reported_fees_paise, reported_fee_lines, tcs_paise, tds_paise, updated_at, updated_by
    from order_lines
    where payment_received = ${true} and amount_received_paise is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_line_payments').execute();
}
