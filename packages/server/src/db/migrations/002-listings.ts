import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** stage, published_at, version and who/when columns, as on products. */
const stamped = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
  t
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
    .addColumn('updated_by', 'text');

// Issue 4: fee categories, listings of the five channels and their links to products.
// One listings table with a channel column (decision 021); one fee-category table with a kind column
// and the slab lists as JSON text (decision 022); sno from a per-channel counter (decision 023).
export async function up(db: Kysely<unknown>): Promise<void> {
  await stamped(
    db.schema
      .createTable('fee_categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('flipkart', 'amazon')`))
      .addColumn('name', 'text', (c) => c.notNull())
      // JSON arrays of {from, to, precent}; Flipkart uses the first three, Amazon the last.
      .addColumn('commission_percent', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('fixed_fee_percent', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('collection_fee_percent', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('referal_fee_percent', 'text', (c) => c.notNull().defaultTo('[]')),
  )
    // the target of the listings' (category_kind, category_id) key: a listing can only use its channel's kind
    .addUniqueConstraint('fee_categories_kind_id', ['kind', 'id'])
    .execute();
  await db.schema
    .createIndex('fee_categories_kind_name')
    .on('fee_categories')
    .columns(['kind', 'name', 'id'])
    .execute();

  await db.schema
    .createTable('listing_sequences')
    .addColumn('channel', 'text', (c) => c.primaryKey())
    .addColumn('last_sno', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('listing_sequences' as never)
    .values(
      ['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'].map((channel) => ({
        channel,
        last_sno: 0,
      })) as never,
    )
    .execute();

  await stamped(
    db.schema
      .createTable('listings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) =>
        c.notNull().check(sql`channel in ('flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy')`),
      )
      .addColumn('sno', 'integer', (c) => c.notNull())
      .addColumn('skuid', 'text', (c) => c.notNull())
      .addColumn('listing_price_paise', 'bigint')
      .addColumn('profit_paise', 'bigint')
      .addColumn('packing_paise', 'bigint')
      .addColumn('advertising_cost_paise', 'bigint')
      .addColumn('return_cost_paise', 'bigint')
      .addColumn('discount_paise', 'bigint')
      .addColumn('shipping_fee_paise', 'bigint')
      .addColumn('product_length', 'double precision')
      .addColumn('breadth', 'double precision')
      .addColumn('height', 'double precision')
      .addColumn('weight', 'double precision')
      .addColumn('category_kind', 'text')
      .addColumn('category_id', 'text'),
  )
    .addUniqueConstraint('listings_channel_skuid', ['channel', 'skuid'])
    .addUniqueConstraint('listings_channel_sno', ['channel', 'sno'])
    // on delete restrict: the service refuses first with a message (decision 020); this is the backstop
    .addForeignKeyConstraint('listings_category', ['category_kind', 'category_id'], 'fee_categories', [
      'kind',
      'id',
    ])
    .addCheckConstraint('listings_meesho_no_shipping', sql`channel <> 'meesho' or shipping_fee_paise is null`)
    .addCheckConstraint(
      'listings_category_kind',
      sql`(category_id is null and category_kind is null) or (category_id is not null and category_kind = channel)`,
    )
    .execute();
  await db.schema.createIndex('listings_category').on('listings').column('category_id').execute();

  await db.schema
    .createTable('listing_products')
    .addColumn('listing_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_products_pk', ['listing_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('listing_products_product')
    .on('listing_products')
    .column('product_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['listing_products', 'listings', 'listing_sequences', 'fee_categories']) {
    await db.schema.dropTable(t).execute();
  }
}
