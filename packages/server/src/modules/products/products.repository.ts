import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/types.ts';
import { inChunks, type Page } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { deleteById, firstVersion, updateVersioned, type StageChange } from '../../shared/versioned-rows.ts';

export type ProductRow = Selectable<ProductsTable>;

export interface ProductRecord {
  id: string;
  productName: string;
  purchaseCostPaise: number | null;
  stock: number | null;
  /** the unit of quantity, a GST unit code (UQC) (decision 147) */
  unit: string;
  gst: number | null;
  /** FIXED: gst is the rate; BY_HSN: the GST rules by HSN code give it (gst is null) */
  gstMode: 'FIXED' | 'BY_HSN';
  hsnCode: string | null;
  productImage: string[];
  searchKeyword: string[];
  amazonKeyword: string | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  rackNo: string | null;
  forSale: boolean;
  stage: 'DRAFT' | 'PUBLISHED';
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The writable part of a product; timestamps, version and stage are set by the repository's callers. */
export type ProductValues = Omit<
  ProductRecord,
  'id' | 'stage' | 'publishedAt' | 'version' | 'createdAt' | 'updatedAt'
>;

const parseList = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const toRecord = (r: ProductRow): ProductRecord => ({
  id: r.id,
  productName: r.product_name,
  purchaseCostPaise: r.purchase_cost_paise === null ? null : Number(r.purchase_cost_paise),
  stock: r.stock === null ? null : Number(r.stock),
  unit: r.unit,
  gst: r.gst === null ? null : Number(r.gst),
  gstMode: r.gst_mode === 'BY_HSN' ? 'BY_HSN' : 'FIXED',
  hsnCode: r.hsn_code,
  productImage: parseList(r.product_image),
  searchKeyword: parseList(r.search_keyword),
  amazonKeyword: r.amazon_keyword,
  productLength: r.product_length,
  breadth: r.breadth,
  height: r.height,
  weight: r.weight,
  rackNo: r.rack_no,
  forSale: Boolean(r.for_sale),
  stage: r.stage,
  publishedAt: r.published_at,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toColumns = (v: Partial<ProductValues>) => ({
  ...(v.productName !== undefined ? { product_name: v.productName } : {}),
  ...(v.purchaseCostPaise !== undefined ? { purchase_cost_paise: v.purchaseCostPaise } : {}),
  ...(v.stock !== undefined ? { stock: v.stock } : {}),
  ...(v.unit !== undefined ? { unit: v.unit } : {}),
  ...(v.gst !== undefined ? { gst: v.gst } : {}),
  ...(v.gstMode !== undefined ? { gst_mode: v.gstMode } : {}),
  ...(v.hsnCode !== undefined ? { hsn_code: v.hsnCode } : {}),
  ...(v.productImage !== undefined ? { product_image: JSON.stringify(v.productImage) } : {}),
  ...(v.searchKeyword !== undefined ? { search_keyword: JSON.stringify(v.searchKeyword) } : {}),
  ...(v.amazonKeyword !== undefined ? { amazon_keyword: v.amazonKeyword } : {}),
  ...(v.productLength !== undefined ? { product_length: v.productLength } : {}),
  ...(v.breadth !== undefined ? { breadth: v.breadth } : {}),
  ...(v.height !== undefined ? { height: v.height } : {}),
  ...(v.weight !== undefined ? { weight: v.weight } : {}),
  ...(v.rackNo !== undefined ? { rack_no: v.rackNo } : {}),
  ...(v.forSale !== undefined ? { for_sale: v.forSale } : {}),
});

export const productsRepository = {
  async list(db: Executor, page: Page): Promise<ProductRecord[]> {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .orderBy('product_name')
      .orderBy('id')
      .limit(page.first)
      .offset(page.skip)
      .execute();
    return rows.map(toRecord);
  },
  async count(db: Executor): Promise<number> {
    const r = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  /** Many products by id in one query per chunk of ids (bound-parameter limits of both databases). */
  async findByIds(db: Executor, ids: readonly string[]): Promise<ProductRecord[]> {
    const rows = await inChunks(ids, (chunk) =>
      db.selectFrom('products').selectAll().where('id', 'in', chunk).execute(),
    );
    return rows.map(toRecord);
  },
  /** Every product's id and name (the bulk tools match names without case in code, as core does). */
  async names(db: Executor): Promise<{ id: string; productName: string }[]> {
    const rows = await db.selectFrom('products').select(['id', 'product_name']).execute();
    return rows.map((r) => ({ id: r.id, productName: r.product_name }));
  },
  async findById(db: Executor, id: string): Promise<ProductRecord | undefined> {
    const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  },
  async insert(
    db: Executor,
    id: string,
    values: ProductValues,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .insertInto('products')
      .values({
        id,
        product_name: values.productName,
        product_image: '[]',
        search_keyword: '[]',
        ...toColumns(values),
        for_sale: values.forSale ?? false,
        ...firstVersion(at, by),
      })
      .execute();
  },
  /** Updates the row when it is still at `expectedVersion`; false when deleted or saved by someone else. */
  update(
    db: Executor,
    id: string,
    values: Partial<ProductValues> & StageChange,
    expectedVersion: number,
    at: string,
    by: string | null,
  ): Promise<boolean> {
    return updateVersioned(db, 'products', id, toColumns(values), values, expectedVersion, at, by);
  },
  delete: (db: Executor, id: string): Promise<boolean> => deleteById(db, 'products', id),
};

export type ProductsRepository = typeof productsRepository;
