import type { Kysely } from 'kysely';

// Issue 37 (decision 321): the TCS/TDS ledger's one stored input, what the portal shows as credited
// (GSTR-2X for GST TCS, Form 26AS for income-tax TDS) per marketplace and month, with who entered it
// and when. The withheld and expected figures are read from the order lines each time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gst_withholding_credits')
    .addColumn('channel', 'text', (c) => c.notNull())
    /** yyyy-MM */
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('tcs_credited_paise', 'bigint')
    .addColumn('tds_credited_paise', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('gst_withholding_credits_pk', ['channel', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gst_withholding_credits').execute();
}
