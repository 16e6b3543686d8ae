import type { Slab } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { CategoryKindValue, FeeCategoriesTable, StageValue } from '../../db/types.ts';
import { inChunks, type Page } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { deleteById, firstVersion, updateVersioned, type StageChange } from '../../shared/versioned-rows.ts';

export type SlabLists = {
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
  referalFeePercent: Slab[];
};

export interface CategoryRecord extends SlabLists {
  id: string;
  kind: CategoryKindValue;
  name: string;
  stage: StageValue;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type CategoryValues = { name: string } & Partial<SlabLists>;

/** Slabs are JSON text validated on write; a row that does not parse reads as no slabs. */
const parseSlabs = (text: string): Slab[] => {
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return [];
    return v
      .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
      .map((s) => ({ from: Number(s.from), to: Number(s.to), precent: Number(s.precent) }));
  } catch {
    return [];
  }
};

const toRecord = (r: Selectable<FeeCategoriesTable>): CategoryRecord => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  commissionPercent: parseSlabs(r.commission_percent),
  fixedFeePercent: parseSlabs(r.fixed_fee_percent),
  collectionFeePercent: parseSlabs(r.collection_fee_percent),
  referalFeePercent: parseSlabs(r.referal_fee_percent),
  stage: r.stage,
  publishedAt: r.published_at,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const slabsJson = (list: Slab[]) =>
  JSON.stringify(list.map((s) => ({ from: s.from, to: s.to, precent: s.precent })));

const toColumns = (v: Partial<CategoryValues>) => ({
  ...(v.name !== undefined ? { name: v.name } : {}),
  ...(v.commissionPercent ? { commission_percent: slabsJson(v.commissionPercent) } : {}),
  ...(v.fixedFeePercent ? { fixed_fee_percent: slabsJson(v.fixedFeePercent) } : {}),
  ...(v.collectionFeePercent ? { collection_fee_percent: slabsJson(v.collectionFeePercent) } : {}),
  ...(v.referalFeePercent ? { referal_fee_percent: slabsJson(v.referalFeePercent) } : {}),
});

export const categoriesRepository = {
  async list(db: Executor, kind: CategoryKindValue, page: Page): Promise<CategoryRecord[]> {
    const rows = await db
      .selectFrom('fee_categories')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('name')
      .orderBy('id')
      .limit(page.first)
      .offset(page.skip)
      .execute();
    return rows.map(toRecord);
  },
  /** Every category's id and name of a kind (the bulk tools match names without case in code). */
  async names(db: Executor, kind: CategoryKindValue): Promise<{ id: string; name: string }[]> {
    return db.selectFrom('fee_categories').select(['id', 'name']).where('kind', '=', kind).execute();
  },
  async findById(db: Executor, kind: CategoryKindValue, id: string): Promise<CategoryRecord | undefined> {
    const row = await db
      .selectFrom('fee_categories')
      .selectAll()
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  },
  async findByIds(db: Executor, ids: readonly string[]): Promise<CategoryRecord[]> {
    const rows = await inChunks(ids, (chunk) =>
      db.selectFrom('fee_categories').selectAll().where('id', 'in', chunk).execute(),
    );
    return rows.map(toRecord);
  },
  /** How many listings use each category (ids without listings are absent). */
  async listingCounts(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('listings')
        .select((eb) => ['category_id', eb.fn.countAll().as('n')])
        .where('category_id', 'in', chunk)
        .groupBy('category_id')
        .execute(),
    );
    return new Map(rows.map((r) => [r.category_id!, Number(r.n)]));
  },
  async insert(
    db: Executor,
    id: string,
    kind: CategoryKindValue,
    values: CategoryValues,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .insertInto('fee_categories')
      .values({
        id,
        kind,
        commission_percent: '[]',
        fixed_fee_percent: '[]',
        collection_fee_percent: '[]',
        referal_fee_percent: '[]',
        ...toColumns(values),
        name: values.name,
        ...firstVersion(at, by),
      })
      .execute();
  },
  /** Updates the row when it is still at `expectedVersion`; false when deleted or saved by someone else. */
  update(
    db: Executor,
    id: string,
    values: Partial<CategoryValues> & StageChange,
    expectedVersion: number,
    at: string,
    by: string | null,
  ): Promise<boolean> {
    return updateVersioned(db, 'fee_categories', id, toColumns(values), values, expectedVersion, at, by);
  },
  delete: (db: Executor, id: string): Promise<boolean> => deleteById(db, 'fee_categories', id),
};

export type CategoriesRepository = typeof categoriesRepository;
