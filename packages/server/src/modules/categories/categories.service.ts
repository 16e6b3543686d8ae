import crypto from 'node:crypto';
import { defaultFlipkartSlabs, dropBlankSlabs, validateSlabs } from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import type {
  AmazonProductCategoryInput,
  FlipkartProductCategoryInput,
} from '../../graphql-types.generated.ts';
import type { CategoryKindValue, StageValue } from '../../db/types.ts';
import { auditWriter } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { isForeignKeyViolation } from '../../shared/db-errors.ts';
import { DomainError, badInput, conflict } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { publishChange, removeExisting, saveVersioned } from '../../shared/versioned-writes.ts';
import { CATEGORY_KINDS } from '@seller-desk/core';
import {
  categoriesRepository,
  type CategoryRecord,
  type CategoryValues,
  type SlabLists,
} from './categories.repository.ts';

/** Category input as it arrives on the wire: either kind's input type (only its own lists are in it). */
export type CategoryInput = FlipkartProductCategoryInput & AmazonProductCategoryInput;

/** A category as the API returns it: its kind's slab lists only (listingCount comes from a loader). */
export interface CategoryView extends Partial<SlabLists> {
  id: string;
  kind: CategoryKindValue;
  name: string;
  stage: StageValue;
  publishedAt: string | null;
  updatedAt: string;
  version: number;
}

export function toCategoryView(r: CategoryRecord): CategoryView {
  const view: CategoryView = {
    id: r.id,
    kind: r.kind,
    name: r.name,
    stage: r.stage,
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
    version: r.version,
  };
  for (const list of CATEGORY_KINDS[r.kind].lists) view[list.field] = r[list.field];
  return view;
}

export const categoryMessages = (kind: CategoryKindValue) => {
  const label = CATEGORY_KINDS[kind].label;
  return {
    deleted: `This ${label} category was deleted by someone else`,
    stale: `Someone else saved this ${label} category since you opened it, so nothing was saved: look at their change, then save again to replace it`,
    inUse: (name: string, n: number) =>
      `${label} category ${name} is used by ${n} ${n === 1 ? 'listing' : 'listings'}: move ${n === 1 ? 'it' : 'them'} to another category first`,
  };
};

/**
 * Checks the input with core's slab rules and converts it to stored values: the editor's blank rows
 * are dropped (decision 022); a new Flipkart category without lists starts with the default slabs.
 */
function toValues(kind: CategoryKindValue, data: CategoryInput, create: boolean): Partial<CategoryValues> {
  const v: Partial<CategoryValues> = {};
  if (create || data.name !== undefined) {
    const name = typeof data.name === 'string' ? data.name.trim() : '';
    if (name === '') throw badInput('name', 'Name must not be empty');
    v.name = name;
  }
  const defaults = kind === 'flipkart' ? defaultFlipkartSlabs() : null;
  for (const list of CATEGORY_KINDS[kind].lists) {
    const given = data[list.field];
    if (given === undefined || given === null) {
      if (create) v[list.field] = defaults?.[list.field as keyof typeof defaults] ?? [];
      continue;
    }
    const problem = validateSlabs(given, list.valueLabel)[0];
    if (problem)
      throw new DomainError('BAD_USER_INPUT', problem.message, { field: list.field, row: problem.index });
    v[list.field] = dropBlankSlabs(given);
  }
  return v;
}

export function createCategoriesService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = auditWriter(clock, 'fee_category');

  async function change(
    kind: CategoryKindValue,
    id: string,
    actor: SessionUser,
    action: string,
    values: Parameters<typeof categoriesRepository.update>[2],
    expectedVersion: number | null | undefined,
  ): Promise<CategoryView> {
    const at = clock.now().toISOString();
    return withTransaction(db, async (tx) => {
      const { before, after } = await saveVersioned(
        () => categoriesRepository.findById(tx, kind, id),
        (version) => categoriesRepository.update(tx, id, values, version, at, actor.id),
        expectedVersion,
        categoryMessages(kind),
      );
      await audit(tx, actor.id, id, action, toCategoryView(before), toCategoryView(after));
      return toCategoryView(after);
    });
  }

  return {
    async list(
      kind: CategoryKindValue,
      args: { first?: number | null; skip?: number | null },
    ): Promise<CategoryView[]> {
      return (await categoriesRepository.list(db, kind, pageArgs(args, 500))).map(toCategoryView);
    },
    /** Listing counts of many categories in one query (the listingCount loader). */
    async listingCounts(ids: readonly string[]): Promise<number[]> {
      const counts = await categoriesRepository.listingCounts(db, [...new Set(ids)]);
      return ids.map((id) => counts.get(id) ?? 0);
    },
    async create(kind: CategoryKindValue, data: CategoryInput, actor: SessionUser): Promise<CategoryView> {
      const values = toValues(kind, data, true) as CategoryValues;
      const id = crypto.randomUUID();
      const at = clock.now().toISOString();
      return withTransaction(db, async (tx) => {
        await categoriesRepository.insert(tx, id, kind, values, at, actor.id);
        const after = toCategoryView((await categoriesRepository.findById(tx, kind, id))!);
        await audit(tx, actor.id, id, 'create', null, after);
        return after;
      });
    },
    /** Create and update leave the category DRAFT; publishing is its own step (spec §4). */
    update(
      kind: CategoryKindValue,
      id: string,
      data: CategoryInput,
      actor: SessionUser,
    ): Promise<CategoryView> {
      return change(
        kind,
        id,
        actor,
        'update',
        { ...toValues(kind, data, false), stage: 'DRAFT' },
        data.version,
      );
    },
    publish(kind: CategoryKindValue, id: string, to: StageValue, actor: SessionUser): Promise<CategoryView> {
      const { action, values } = publishChange(to, clock);
      return change(kind, id, actor, action, values, undefined);
    },
    /** Refused while listings use the category (decision 020); the foreign key is the backstop for races. */
    async remove(kind: CategoryKindValue, id: string, actor: SessionUser): Promise<CategoryView> {
      const messages = categoryMessages(kind);
      try {
        return await withTransaction(db, async (tx) => {
          const view = await removeExisting(
            () => categoriesRepository.findById(tx, kind, id),
            async (before) => {
              const used = (await categoriesRepository.listingCounts(tx, [id])).get(id) ?? 0;
              if (used > 0) throw conflict(messages.inUse(before.name, used));
              return toCategoryView(before);
            },
            () => categoriesRepository.delete(tx, id),
            messages.deleted,
          );
          await audit(tx, actor.id, id, 'delete', view, null);
          return view;
        });
      } catch (e) {
        if (!isForeignKeyViolation(e)) throw e;
        const again = await categoriesRepository.findById(db, kind, id);
        const n = (await categoriesRepository.listingCounts(db, [id])).get(id) ?? 1;
        throw conflict(messages.inUse(again?.name ?? 'this', n));
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
