import type { Channel } from '@seller-desk/core';
import { sql, type Selectable } from 'kysely';
import type { CategoryKindValue, ListingsTable, StageValue } from '../../db/types.ts';
import { inChunks, type Page } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { deleteById, firstVersion, updateVersioned, type StageChange } from '../../shared/versioned-rows.ts';

export interface ListingRecord {
  id: string;
  channel: Channel;
  sno: number;
  skuid: string;
  listingPricePaise: number | null;
  profitPaise: number | null;
  packingPaise: number | null;
  advertisingCostPaise: number | null;
  returnCostPaise: number | null;
  discountPaise: number | null;
  shippingFeePaise: number | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  categoryId: string | null;
  stage: StageValue;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The writable part of a listing; the category kind is the channel's (set here, not by callers). */
export type ListingValues = Omit<
  ListingRecord,
  'id' | 'channel' | 'sno' | 'stage' | 'publishedAt' | 'version' | 'createdAt' | 'updatedAt'
>;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const real = (v: number | null): number | null => (v === null ? null : Number(v));

const toRecord = (r: Selectable<ListingsTable>): ListingRecord => ({
  id: r.id,
  channel: r.channel,
  sno: Number(r.sno),
  skuid: r.skuid,
  listingPricePaise: num(r.listing_price_paise),
  profitPaise: num(r.profit_paise),
  packingPaise: num(r.packing_paise),
  advertisingCostPaise: num(r.advertising_cost_paise),
  returnCostPaise: num(r.return_cost_paise),
  discountPaise: num(r.discount_paise),
  shippingFeePaise: num(r.shipping_fee_paise),
  productLength: real(r.product_length),
  breadth: real(r.breadth),
  height: real(r.height),
  weight: real(r.weight),
  categoryId: r.category_id,
  stage: r.stage,
  publishedAt: r.published_at,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toColumns = (v: Partial<ListingValues>, categoryKind: CategoryKindValue | null) => ({
  ...(v.skuid !== undefined ? { skuid: v.skuid } : {}),
  ...(v.listingPricePaise !== undefined ? { listing_price_paise: v.listingPricePaise } : {}),
  ...(v.profitPaise !== undefined ? { profit_paise: v.profitPaise } : {}),
  ...(v.packingPaise !== undefined ? { packing_paise: v.packingPaise } : {}),
  ...(v.advertisingCostPaise !== undefined ? { advertising_cost_paise: v.advertisingCostPaise } : {}),
  ...(v.returnCostPaise !== undefined ? { return_cost_paise: v.returnCostPaise } : {}),
  ...(v.discountPaise !== undefined ? { discount_paise: v.discountPaise } : {}),
  ...(v.shippingFeePaise !== undefined ? { shipping_fee_paise: v.shippingFeePaise } : {}),
  ...(v.productLength !== undefined ? { product_length: v.productLength } : {}),
  ...(v.breadth !== undefined ? { breadth: v.breadth } : {}),
  ...(v.height !== undefined ? { height: v.height } : {}),
  ...(v.weight !== undefined ? { weight: v.weight } : {}),
  ...(v.categoryId !== undefined
    ? { category_id: v.categoryId, category_kind: v.categoryId === null ? null : categoryKind }
    : {}),
});

/** The SQL type of each column a listing update writes: a multi-row update casts its values to them. */
const COLUMN_TYPES: Record<keyof ReturnType<typeof toColumns>, 'text' | 'bigint' | 'double precision'> = {
  skuid: 'text',
  listing_price_paise: 'bigint',
  profit_paise: 'bigint',
  packing_paise: 'bigint',
  advertising_cost_paise: 'bigint',
  return_cost_paise: 'bigint',
  discount_paise: 'bigint',
  shipping_fee_paise: 'bigint',
  product_length: 'double precision',
  breadth: 'double precision',
  height: 'double precision',
  weight: 'double precision',
  category_id: 'text',
  category_kind: 'text',
};

/** One row of a multi-row update: the listing, the version it was read at, and its new values. */
export interface ListingUpdate {
  id: string;
  expectedVersion: number;
  values: Partial<ListingValues>;
}

export const listingsRepository = {
  /** One page of a channel's listings in creation order (the unique (channel, sno) index serves it). */
  async list(db: Executor, channel: Channel, page: Page): Promise<ListingRecord[]> {
    const rows = await db
      .selectFrom('listings')
      .selectAll()
      .where('channel', '=', channel)
      .orderBy('sno')
      .limit(page.first)
      .offset(page.skip)
      .execute();
    return rows.map(toRecord);
  },
  async count(db: Executor, channel: Channel): Promise<number> {
    const r = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('channel', '=', channel)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async findById(db: Executor, channel: Channel, id: string): Promise<ListingRecord | undefined> {
    const row = await db
      .selectFrom('listings')
      .selectAll()
      .where('channel', '=', channel)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  },
  async findBySku(db: Executor, channel: Channel, skuid: string): Promise<ListingRecord | undefined> {
    const row = await db
      .selectFrom('listings')
      .selectAll()
      .where('channel', '=', channel)
      .where('skuid', '=', skuid)
      .executeTakeFirst();
    return row && toRecord(row);
  },
  /** The listings of a channel with these ids. */
  async findByIds(db: Executor, channel: Channel, ids: readonly string[]): Promise<ListingRecord[]> {
    const rows = await inChunks([...new Set(ids)], (chunk) =>
      db.selectFrom('listings').selectAll().where('channel', '=', channel).where('id', 'in', chunk).execute(),
    );
    return rows.map(toRecord);
  },
  /** The listings of a channel with these SKUs (report uploads match order lines by SKU). */
  async findBySkus(db: Executor, channel: Channel, skuids: readonly string[]): Promise<ListingRecord[]> {
    const rows = await inChunks([...new Set(skuids)], (chunk) =>
      db
        .selectFrom('listings')
        .selectAll()
        .where('channel', '=', channel)
        .where('skuid', 'in', chunk)
        .execute(),
    );
    return rows.map(toRecord);
  },
  /** The next sno of a channel; the counter row stays locked until the transaction ends (decision 023). */
  async nextSno(tx: Executor, channel: Channel): Promise<number> {
    const r = await tx
      .updateTable('listing_sequences')
      .set((eb) => ({ last_sno: eb('last_sno', '+', 1) }))
      .where('channel', '=', channel)
      .returning('last_sno')
      .executeTakeFirstOrThrow();
    return Number(r.last_sno);
  },
  async insert(
    db: Executor,
    id: string,
    channel: Channel,
    categoryKind: CategoryKindValue | null,
    sno: number,
    values: ListingValues,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .insertInto('listings')
      .values({
        id,
        channel,
        sno,
        ...toColumns(values, categoryKind),
        skuid: values.skuid,
        ...firstVersion(at, by),
      })
      .execute();
  },
  /** Updates the row when it is still at `expectedVersion`; false when deleted or saved by someone else. */
  update(
    db: Executor,
    id: string,
    categoryKind: CategoryKindValue | null,
    values: Partial<ListingValues> & StageChange,
    expectedVersion: number,
    at: string,
    by: string | null,
  ): Promise<boolean> {
    const columns = toColumns(values, categoryKind);
    return updateVersioned(db, 'listings', id, columns, values, expectedVersion, at, by);
  },
  /**
   * Updates many listings with one statement per set of columns written (a bulk chunk usually has one):
   * `with v(id, version, …) as (values …) update listings … from v`, each row only while it is still at
   * its expected version, and the stage set to `stage`. Returns the rows it updated; a row missing from
   * the result was saved or deleted by someone else in between.
   */
  async updateMany(
    db: Executor,
    categoryKind: CategoryKindValue | null,
    updates: readonly ListingUpdate[],
    stage: StageValue,
    at: string,
    by: string | null,
  ): Promise<ListingRecord[]> {
    const groups = new Map<string, { columns: Record<string, unknown>; update: ListingUpdate }[]>();
    for (const update of updates) {
      const columns: Record<string, unknown> = toColumns(update.values, categoryKind);
      const key = Object.keys(columns).join(',');
      groups.set(key, [...(groups.get(key) ?? []), { columns, update }]);
    }
    const updated: ListingRecord[] = [];
    for (const [key, rows] of groups) {
      const names = key === '' ? [] : (key.split(',') as (keyof typeof COLUMN_TYPES)[]);
      // at most 500 rows a statement keeps the parameters far below both databases' limits
      for (let i = 0; i < rows.length; i += 500) {
        const tuples = rows
          .slice(i, i + 500)
          .map(({ columns, update }) =>
            sql.join([
              sql`${update.id}`,
              sql`cast(${update.expectedVersion} as integer)`,
              ...names.map((n) => sql`cast(${columns[n]} as ${sql.raw(COLUMN_TYPES[n])})`),
            ]),
          );
        // v's columns are named apart from the table's: PostgreSQL's `returning *` also returns v's
        // columns (SQLite's only the table's), and toRecord reads only the table's names
        const vNames = ['v_id', 'v_version', ...names.map((n) => `v_${n}`)];
        const result = await sql<Selectable<ListingsTable>>`
          with v(${sql.join(vNames.map((n) => sql.id(n)))}) as (values ${sql.join(tuples.map((t) => sql`(${t})`))})
          update listings set ${sql.join([
            ...names.map((n) => sql`${sql.id(n)} = ${sql.id(`v_${n}`)}`),
            sql`stage = ${stage}`,
            sql`version = version + 1`,
            sql`updated_at = ${at}`,
            sql`updated_by = ${by}`,
          ])}
          from v where listings.id = v_id and listings.version = v_version
          returning *`.execute(db);
        updated.push(...result.rows.map(toRecord));
      }
    }
    return updated;
  },
  delete: (db: Executor, id: string): Promise<boolean> => deleteById(db, 'listings', id),
  /** The linked product ids of many listings, in link order. */
  async productIdsOf(db: Executor, listingIds: readonly string[]): Promise<Map<string, string[]>> {
    const rows = await inChunks(listingIds, (chunk) =>
      db
        .selectFrom('listing_products')
        .select(['listing_id', 'product_id'])
        .where('listing_id', 'in', chunk)
        .orderBy('listing_id')
        .orderBy('position')
        .execute(),
    );
    const links = new Map<string, string[]>();
    for (const r of rows) {
      const list = links.get(r.listing_id);
      if (list) list.push(r.product_id);
      else links.set(r.listing_id, [r.product_id]);
    }
    return links;
  },
  /** Replaces a listing's links with `productIds` in that order. */
  async setProducts(db: Executor, listingId: string, productIds: readonly string[]): Promise<void> {
    await db.deleteFrom('listing_products').where('listing_id', '=', listingId).execute();
    if (productIds.length === 0) return;
    await db
      .insertInto('listing_products')
      .values(
        productIds.map((productId, position) => ({ listing_id: listingId, product_id: productId, position })),
      )
      .execute();
  },
  /** Replaces the links of many listings (listing id → product ids in order): one delete, one insert. */
  async replaceProducts(db: Executor, links: ReadonlyMap<string, readonly string[]>): Promise<void> {
    if (links.size === 0) return;
    await inChunks([...links.keys()], (chunk) =>
      db.deleteFrom('listing_products').where('listing_id', 'in', chunk).execute(),
    );
    const rows = [...links].flatMap(([listingId, productIds]) =>
      productIds.map((productId, position) => ({ listing_id: listingId, product_id: productId, position })),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('listing_products')
        .values(rows.slice(i, i + 500))
        .execute();
  },
  /** The ids of every listing a product is linked to, of any channel (a product's delete records them). */
  async listingIdsOfProduct(db: Executor, productId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('listing_products')
      .select('listing_id')
      .where('product_id', '=', productId)
      .orderBy('listing_id')
      .execute();
    return rows.map((r) => r.listing_id);
  },
  /** The listings of one channel that each product is linked to (for Product.flipkartListings etc.). */
  async refsOfProducts(
    db: Executor,
    channel: Channel,
    productIds: readonly string[],
  ): Promise<{ productId: string; id: string; skuid: string }[]> {
    const rows = await inChunks(productIds, (chunk) =>
      db
        .selectFrom('listing_products as lp')
        .innerJoin('listings as l', 'l.id', 'lp.listing_id')
        .select(['lp.product_id', 'l.id', 'l.skuid'])
        .where('l.channel', '=', channel)
        .where('lp.product_id', 'in', chunk)
        .orderBy('l.sno')
        .execute(),
    );
    return rows.map((r) => ({ productId: r.product_id, id: r.id, skuid: r.skuid }));
  },
};
export type ListingsRepository = typeof listingsRepository;
