import type { Slab } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import crypto from 'node:crypto';
import type {
  CategoryKindValue,
  FeeCardVersionsTable,
  FeeCategoriesTable,
  StageValue,
} from '../../db/types.ts';
import { inChunks, type Page } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { deleteById, firstVersion, updateVersioned, type StageChange } from '../../shared/versioned-rows.ts';

export type SlabLists = {
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
  referalFeePercent: Slab[];
};

/** One dated version of a category's slab lists (decision 051). */
export interface CardVersion extends SlabLists {
  effectiveFrom: string;
}

export interface CategoryRecord {
  id: string;
  kind: CategoryKindValue;
  name: string;
  stage: StageValue;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Every version of the card, oldest first (at least one). */
  versions: CardVersion[];
}

export type CategoryValues = { name: string };

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

const toVersion = (r: Selectable<FeeCardVersionsTable>): CardVersion => ({
  effectiveFrom: r.effective_from,
  commissionPercent: parseSlabs(r.commission_percent),
  fixedFeePercent: parseSlabs(r.fixed_fee_percent),
  collectionFeePercent: parseSlabs(r.collection_fee_percent),
  referalFeePercent: parseSlabs(r.referal_fee_percent),
});

const toRecord = (r: Selectable<FeeCategoriesTable>, versions: CardVersion[]): CategoryRecord => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  stage: r.stage,
  publishedAt: r.published_at,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  versions,
});

const slabsJson = (list: Slab[]) =>
  JSON.stringify(list.map((s) => ({ from: s.from, to: s.to, precent: s.precent })));

/** The versions of the categories, each oldest first. */
async function versionsOf(db: Executor, ids: readonly string[]): Promise<Map<string, CardVersion[]>> {
  const rows = await inChunks(ids, (chunk) =>
    db.selectFrom('fee_card_versions').selectAll().where('category_id', 'in', chunk).execute(),
  );
  rows.sort((a, b) =>
    a.effective_from < b.effective_from ? -1 : a.effective_from > b.effective_from ? 1 : 0,
  );
  const out = new Map<string, CardVersion[]>();
  for (const r of rows) {
    const list = out.get(r.category_id);
    if (list) list.push(toVersion(r));
    else out.set(r.category_id, [toVersion(r)]);
  }
  return out;
}

async function withVersions(db: Executor, rows: Selectable<FeeCategoriesTable>[]): Promise<CategoryRecord[]> {
  const versions = await versionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRecord(r, versions.get(r.id) ?? []));
}

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
    return withVersions(db, rows);
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
    return row && (await withVersions(db, [row]))[0];
  },
  async findByIds(db: Executor, ids: readonly string[]): Promise<CategoryRecord[]> {
    const rows = await inChunks(ids, (chunk) =>
      db.selectFrom('fee_categories').selectAll().where('id', 'in', chunk).execute(),
    );
    return withVersions(db, rows);
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
    const columns = values.name !== undefined ? { name: values.name } : {};
    return updateVersioned(db, 'fee_categories', id, columns, values, expectedVersion, at, by);
  },
  /** Saves the version of a card that takes effect on `version.effectiveFrom`, replacing one of that date. */
  async putVersion(
    db: Executor,
    categoryId: string,
    version: CardVersion,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .deleteFrom('fee_card_versions')
      .where('category_id', '=', categoryId)
      .where('effective_from', '=', version.effectiveFrom)
      .execute();
    await db
      .insertInto('fee_card_versions')
      .values({
        id: crypto.randomUUID(),
        category_id: categoryId,
        effective_from: version.effectiveFrom,
        commission_percent: slabsJson(version.commissionPercent),
        fixed_fee_percent: slabsJson(version.fixedFeePercent),
        collection_fee_percent: slabsJson(version.collectionFeePercent),
        referal_fee_percent: slabsJson(version.referalFeePercent),
        created_at: at,
        created_by: by,
      })
      .execute();
  },
  /** Deletes the version of a card of that date; false when there was none. */
  async deleteVersion(db: Executor, categoryId: string, effectiveFrom: string): Promise<boolean> {
    const r = await db
      .deleteFrom('fee_card_versions')
      .where('category_id', '=', categoryId)
      .where('effective_from', '=', effectiveFrom)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
  delete: (db: Executor, id: string): Promise<boolean> => deleteById(db, 'fee_categories', id),
};

export type CategoriesRepository = typeof categoriesRepository;
