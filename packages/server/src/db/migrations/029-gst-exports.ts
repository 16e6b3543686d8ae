import type { Kysely } from 'kysely';

// Issue 37: each GSTR-1 export (JSON or workbook) is kept with its totals per section, so that opening
// the period later shows what moved since (a line uploaded late, a credit note issued after). The
// period's reads look the returns up by their return date whatever the channel (the bill date has its
// index since migration 008).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gst_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createIndex('gst_exports_period')
    .on('gst_exports')
    .columns(['period', 'created_at'])
    .execute();
  await db.schema.createIndex('order_lines_return_date').on('order_lines').columns(['return_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_return_date').execute();
  await db.schema.dropTable('gst_exports').execute();
}
