import crypto from 'node:crypto';
import {
  BEFORE_ANY_BILL_DATE,
  defaultFlipkartSlabs,
  dropBlankSlabs,
  effectiveDateProblem,
  identifierText,
  validateSlabs,
  versionAt,
} from '@seller-desk/core';
import type {
  AmazonProductCategoryInput,
  FlipkartProductCategoryInput,
} from '../../graphql-types.generated.ts';
import type { CategoryKindValue, StageValue } from '../../db/types.ts';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import { todayOf } from '../../shared/date-scalar.ts';
import type { Clock } from '../../shared/clock.ts';
import { isForeignKeyViolation } from '../../shared/db-errors.ts';
import { DomainError, badInput, conflict } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import { publishChange, removeExisting, saveVersioned } from '../../shared/versioned-writes.ts';
import { CATEGORY_KINDS } from '@seller-desk/core';
import type {
  CardVersion,
  CategoriesRepository,
  CategoryRecord,
  CategoryValues,
  SlabLists,
} from './categories.repository.ts';

/** Category input as it arrives on the wire: either kind's input type (only its own lists are in it). */
export type CategoryInput = FlipkartProductCategoryInput & AmazonProductCategoryInput;

/** One version of a card as the API returns it: its date and its kind's slab lists only. */
export type CardVersionView = { effectiveFrom: string } & Partial<SlabLists>;

/**
 * A category as the API returns it: the slab lists (its kind's only) and effectiveFrom of the version in
 * effect on the date asked for (default today), and every version oldest first (listingCount: a loader).
 */
export interface CategoryView extends Partial<SlabLists> {
  id: string;
  kind: CategoryKindValue;
  name: string;
  stage: StageValue;
  publishedAt: string | null;
  updatedAt: string;
  version: number;
  effectiveFrom: string;
  versions: CardVersionView[];
}

const versionView = (kind: CategoryKindValue, v: CardVersion): CardVersionView => {
  const view: CardVersionView = { effectiveFrom: v.effectiveFrom };
  for (const list of CATEGORY_KINDS[kind].lists) view[list.field] = v[list.field];
  return view;
};

/** The view of a category on the date `at` (ISO date). */
export function toCategoryView(r: CategoryRecord, at: string): CategoryView {
  const current = versionAt(r.versions, at) ?? { effectiveFrom: at, ...emptyLists() };
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    stage: r.stage,
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
    version: r.version,
    ...versionView(r.kind, current),
    versions: r.versions.map((v) => versionView(r.kind, v)),
  };
}

const emptyLists = (): SlabLists => ({
  commissionPercent: [],
  fixedFeePercent: [],
  collectionFeePercent: [],
  referalFeePercent: [],
});

export const categoryMessages = (kind: CategoryKindValue) => {
  const label = CATEGORY_KINDS[kind].label;
  return {
    deleted: `This ${label} category was deleted by someone else`,
    stale: `Someone else saved this ${label} category since you opened it, so nothing was saved: look at their change, then save again to keep yours`,
    inUse: (name: string, n: number) =>
      `${label} category ${name} is used by ${n} ${n === 1 ? 'listing' : 'listings'}: move ${n === 1 ? 'it' : 'them'} to another category first`,
  };
};

/** The name of the input, checked; undefined when an update leaves it. */
function nameOf(data: CategoryInput, create: boolean): string | undefined {
  if (!create && data.name === undefined) return undefined;
  // stored as people see it, as the bulk tabs match it (decision 205)
  const name = typeof data.name === 'string' ? identifierText(data.name) : '';
  if (name === '') throw badInput('name', 'Name must not be empty');
  return name;
}

/**
 * The slab lists of the input checked with core's rules, the editor's blank rows dropped (decision 022);
 * lists the input leaves out come from `base` (the version the edit starts from). Null when the input
 * changes no list.
 */
function listsOf(kind: CategoryKindValue, data: CategoryInput, base: SlabLists): SlabLists | null {
  const lists: SlabLists = { ...base };
  let changed = false;
  for (const list of CATEGORY_KINDS[kind].lists) {
    const given = data[list.field];
    if (given === undefined || given === null) continue;
    const problem = validateSlabs(given, list.valueLabel)[0];
    if (problem)
      throw new DomainError('BAD_USER_INPUT', problem.message, { field: list.field, row: problem.index });
    lists[list.field] = dropBlankSlabs(given);
    changed = true;
  }
  return changed ? lists : null;
}

/** The effective date of the input (default today), checked: a date, not before GST began. */
function effectiveFromOf(data: CategoryInput, today: string): string {
  const value = data.effectiveFrom ?? today;
  const problem = effectiveDateProblem(value);
  if (problem) throw badInput('effectiveFrom', problem);
  return value;
}

/**
 * The port through which a card change reaches the stored order lines it affects (decision 093): the lines
 * of the category's listings billed on or after `from`. `countFrom` counts them (the editor's confirmation);
 * `repriceFrom` re-prices them in the change's transaction (the store's) and gives their count.
 */
export interface OrderLinesRepricer {
  countFrom(categoryId: string, from: string): Promise<number>;
  repriceFrom(categoryId: string, from: string, actorId: string | null): Promise<number>;
}

/** The ports the categories service works through (app.ts binds the database; unit tests, memory). */
export interface CategoriesStore {
  categories: Bound<CategoriesRepository>;
  orderLines: OrderLinesRepricer;
  audit: AuditLog;
}

/**
 * The date from which a card change at `changed` re-prices: that date, or every line when no version of
 * the card is earlier (lines billed before a card's first version are priced with that version).
 */
const repriceStart = (versions: readonly CardVersion[], changed: string): string =>
  versions.some((v) => v.effectiveFrom < changed) ? changed : BEFORE_ANY_BILL_DATE;

export function createCategoriesService({
  store,
  clock,
}: {
  store: UnitOfWork<CategoriesStore>;
  clock: Clock;
}) {
  const audit = auditTo<CategoryRecord>(clock, 'fee_category');

  const today = () => todayOf(clock);

  /** Saves the row (name, stage) and, when given, a card version, at the version the editor started from. */
  async function change(
    kind: CategoryKindValue,
    id: string,
    actor: SessionUser,
    action: string,
    values: Parameters<CategoriesStore['categories']['update']>[1],
    expectedVersion: number | null | undefined,
    /** more work on the card inside the transaction, once the row is saved */
    onCard?: (s: CategoriesStore, current: CategoryRecord) => Promise<void>,
  ): Promise<CategoryView> {
    const at = clock.now().toISOString();
    return store.transaction(async (s) => {
      const { before, after } = await saveVersioned(
        () => s.categories.findById(kind, id),
        async (version) => {
          const current = await s.categories.findById(kind, id);
          const updated = await s.categories.update(id, values, version, at, actor.id);
          if (updated && current && onCard) await onCard(s, current);
          return updated;
        },
        expectedVersion,
        categoryMessages(kind),
      );
      await audit(s, actor.id, id, action, before, after);
      return toCategoryView(after, today());
    });
  }

  return {
    async list(
      kind: CategoryKindValue,
      args: { first?: number | null; skip?: number | null; at?: string | null },
    ): Promise<CategoryView[]> {
      const at = args.at ?? today();
      return (await store.read.categories.list(kind, pageArgs(args, 500))).map((r) => toCategoryView(r, at));
    },
    /**
     * How many stored order lines a card version effective from `from` re-prices (the editor's confirmation
     * before a past effective date): the lines of the category's listings billed on or after `from`.
     */
    async orderLinesFrom(id: string, from: string): Promise<number> {
      const problem = effectiveDateProblem(from);
      if (problem) throw badInput('from', problem);
      return store.read.orderLines.countFrom(id, from);
    },
    /** Listing counts of many categories in one query (the listingCount loader). */
    async listingCounts(ids: readonly string[]): Promise<number[]> {
      const counts = await store.read.categories.listingCounts([...new Set(ids)]);
      return ids.map((id) => counts.get(id) ?? 0);
    },
    async create(kind: CategoryKindValue, data: CategoryInput, actor: SessionUser): Promise<CategoryView> {
      const values: CategoryValues = { name: nameOf(data, true)! };
      // a new Flipkart category without lists starts with the default slabs
      const base = kind === 'flipkart' ? { ...emptyLists(), ...defaultFlipkartSlabs() } : emptyLists();
      const first: CardVersion = {
        effectiveFrom: effectiveFromOf(data, today()),
        ...(listsOf(kind, data, base) ?? base),
      };
      const id = crypto.randomUUID();
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        await s.categories.insert(id, kind, values, at, actor.id);
        await s.categories.putVersion(id, first, at, actor.id);
        const after = (await s.categories.findById(kind, id))!;
        await audit(s, actor.id, id, 'create', null, after);
        return toCategoryView(after, today());
      });
    },
    /**
     * Create and update leave the category DRAFT; publishing is its own step. Changed slab lists become the
     * version of the card effective from `effectiveFrom` (default today; the lists left out come from the
     * version in effect on that date); a version of that date is replaced.
     */
    update(
      kind: CategoryKindValue,
      id: string,
      data: CategoryInput,
      actor: SessionUser,
    ): Promise<CategoryView> {
      const name = nameOf(data, false);
      const effectiveFrom = effectiveFromOf(data, today());
      // checked before the transaction too, so a bad list is refused even for a category deleted meanwhile
      listsOf(kind, data, emptyLists());
      return change(
        kind,
        id,
        actor,
        'update',
        { ...(name !== undefined ? { name } : {}), stage: 'DRAFT' },
        data.version,
        async (s, current) => {
          const base = versionAt(current.versions, effectiveFrom) ?? { effectiveFrom, ...emptyLists() };
          const lists = listsOf(kind, data, base);
          if (lists) {
            await s.categories.putVersion(
              id,
              { ...lists, effectiveFrom },
              clock.now().toISOString(),
              actor.id,
            );
            await s.orderLines.repriceFrom(id, repriceStart(current.versions, effectiveFrom), actor.id);
          }
        },
      );
    },
    /** Deletes the card version of a date; the only version of a card cannot be deleted. */
    deleteVersion(
      kind: CategoryKindValue,
      id: string,
      effectiveFrom: string,
      expectedVersion: number | null | undefined,
      actor: SessionUser,
    ): Promise<CategoryView> {
      return change(
        kind,
        id,
        actor,
        'delete-version',
        { stage: 'DRAFT' },
        expectedVersion,
        async (s, current) => {
          if (!current.versions.some((v) => v.effectiveFrom === effectiveFrom))
            throw badInput('effectiveFrom', `This category has no version effective from ${effectiveFrom}`);
          if (current.versions.length === 1)
            throw badInput('effectiveFrom', 'This is the only version of the card: it cannot be deleted');
          await s.categories.deleteVersion(id, effectiveFrom);
          await s.orderLines.repriceFrom(id, repriceStart(current.versions, effectiveFrom), actor.id);
        },
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
        return await store.transaction(async (s) => {
          const before = await removeExisting(
            () => s.categories.findById(kind, id),
            async (row) => {
              const used = (await s.categories.listingCounts([id])).get(id) ?? 0;
              if (used > 0) throw conflict(messages.inUse(row.name, used));
              return row;
            },
            () => s.categories.delete(id),
            messages.deleted,
          );
          await audit(s, actor.id, id, 'delete', before, null);
          return toCategoryView(before, today());
        });
      } catch (e) {
        if (!isForeignKeyViolation(e)) throw e;
        const again = await store.read.categories.findById(kind, id);
        const n = (await store.read.categories.listingCounts([id])).get(id) ?? 1;
        throw conflict(messages.inUse(again?.name ?? 'this', n));
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
