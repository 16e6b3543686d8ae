import { sql, type Kysely } from 'kysely';

// Issue 9 (pricing engine v2), one migration for SQLite and PostgreSQL:
// - fee_card_versions: every version of a fee category's slab lists with the date it takes effect
//   (decision 051); the slab columns of fee_categories move there, each category's current lists
//   becoming its first version, effective from the India date the category was created;
// - settings: the typed, audited settings of the Settings screen, one JSON value per key with its own
//   optimistic-lock version (decision 052);
// - products.gst_mode: FIXED (the gst column) or BY_HSN (the GST rules by HSN code).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_card_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('fee_categories.id').onDelete('cascade'))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('commission_percent', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fixed_fee_percent', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('collection_fee_percent', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('referal_fee_percent', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('fee_card_versions_category_date', ['category_id', 'effective_from'])
    .execute();

  const categories = await sql<{
    id: string;
    created_at: string;
    created_by: string | null;
    commission_percent: string;
    fixed_fee_percent: string;
    collection_fee_percent: string;
    referal_fee_percent: string;
  }>`select id, created_at, created_by, commission_percent, fixed_fee_percent, collection_fee_percent, referal_fee_percent from fee_categories`.execute(
    db,
  );
  for (const c of categories.rows) {
    // the India calendar date (UTC+05:30) of the creation time
    const date = new Date(new Date(c.created_at).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    await db
      .insertInto('fee_card_versions' as never)
      .values({
        id: crypto.randomUUID(),
        category_id: c.id,
        effective_from: date < '2017-07-01' ? '2017-07-01' : date,
        commission_percent: c.commission_percent,
        fixed_fee_percent: c.fixed_fee_percent,
        collection_fee_percent: c.collection_fee_percent,
        referal_fee_percent: c.referal_fee_percent,
        created_at: c.created_at,
        created_by: c.created_by,
      } as never)
      .execute();
  }
  for (const column of [
    'commission_percent',
    'fixed_fee_percent',
    'collection_fee_percent',
    'referal_fee_percent',
  ])
    await db.schema.alterTable('fee_categories').dropColumn(column).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('gst_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('FIXED')
        .check(sql`gst_mode in ('FIXED', 'BY_HSN')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('gst_mode').execute();
  await db.schema.dropTable('settings').execute();
  for (const column of [
    'commission_percent',
    'fixed_fee_percent',
    'collection_fee_percent',
    'referal_fee_percent',
  ])
    await db.schema
      .alterTable('fee_categories')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  await db.schema.dropTable('fee_card_versions').execute();
}
