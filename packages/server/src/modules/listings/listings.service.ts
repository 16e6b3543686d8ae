import crypto from 'node:crypto';
import {
  LISTING_DIMENSION_FIELDS,
  MAX_PAGE_SIZE,
  dimensionInputProblem,
  identifierText,
  moneyInputProblem,
  nameIndex,
  type NameMatch,
  prepareCard,
  prepareGstRules,
  versionAt,
  type FeeScheduleVersion,
  type GstRule,
  type ListingDimensionField,
  type ListingMoneyField,
  rupeesToPaise,
  type Channel,
  type PreparedCard,
} from '@seller-desk/core';
import type { StageValue } from '../../db/types.ts';
import { checkRowBounds } from '../../plugins/input-bounds.ts';
import { auditTo, type AuditEntry, type AuditLog } from '../../shared/audit.ts';
import { todayOf } from '../../shared/date-scalar.ts';
import { rowError, type BulkRowError, type BulkRowResult } from '../../shared/run-batch.ts';
import type { Clock } from '../../shared/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../shared/db-errors.ts';
import { badInput, notFound } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { StageChange } from '../../shared/versioned-rows.ts';
import {
  checkVersion,
  publishChange,
  removeExisting,
  updatedOrStale,
} from '../../shared/versioned-writes.ts';
import type { CategoriesRepository } from '../categories/categories.repository.ts';
import { toCategoryView, type CategoryView } from '../categories/categories.service.ts';
import type { ProductsRepository } from '../products/products.repository.ts';
import { toView as toProductView, type ProductView } from '../products/products.service.ts';
import type {
  AmazonListingInput,
  FlipkartListingInput,
  ListingWhereUniqueInput,
  LittleKidListingInput,
  MeeshoListingInput,
  TrendyHandyListingInput,
} from '../../graphql-types.generated.ts';
import { channelInfo, type ListingChannel } from './listing-channels.ts';
import { ListingView } from './listing-view.ts';
import type { ListingRecord, ListingsRepository, ListingValues } from './listings.repository.ts';

/**
 * Listing input as it arrives on the wire (money in rupees): any channel's input type of the schema
 * (each one is a subset of these fields).
 */
export type ListingInput = FlipkartListingInput &
  AmazonListingInput &
  MeeshoListingInput &
  LittleKidListingInput &
  TrendyHandyListingInput;

export type ListingWhere = ListingWhereUniqueInput;

/**
 * A row of a bulk listing call: the listing's own fields, the products by name and the category by
 * name (both matched without case; a name matching none or two is the row's error).
 */
export type ListingBulkInput = Omit<
  ListingInput,
  'products' | 'flipkartProductCategory' | 'amazonProductCategory' | 'version'
> & { productNames?: readonly string[] | null; categoryName?: string | null };

export interface BatchRowResult {
  id: string;
  ok: boolean;
  message: string | null;
}

/** Money fields and the columns that store them as integer paise (labels and rules: core). */
const MONEY_COLUMNS = {
  listingPrice: 'listingPricePaise',
  profit: 'profitPaise',
  packing: 'packingPaise',
  advertisingCost: 'advertisingCostPaise',
  returnCost: 'returnCostPaise',
  discount: 'discountPaise',
  shippingFee: 'shippingFeePaise',
} as const satisfies Record<ListingMoneyField, string>;

export const DELETED_MESSAGE = 'This listing was deleted by someone else';
export const STALE_MESSAGE =
  'Someone else saved this listing since you opened it, so nothing was saved: look at their change, then save again to keep yours';
const skuTaken = (skuid: string, c: ListingChannel) => `SKU ${skuid} is already listed on ${c.label}`;
const productGone = (id: string) => `Product ${id} no longer exists: it may have been deleted`;

/** The one key of a where {id} | {skuid}; giving both or neither is the caller's error. */
function whereKey(where: ListingWhere): { id: string } | { skuid: string } {
  const hasId = where.id !== undefined && where.id !== null;
  const hasSku = where.skuid !== undefined && where.skuid !== null;
  if (hasId === hasSku) throw badInput('where', 'Give either the listing’s id or its SKU, not both');
  return hasId ? { id: where.id! } : { skuid: identifierText(where.skuid!) };
}

const notFoundBy = (c: ListingChannel, where: ListingWhere) =>
  notFound(where.id ? DELETED_MESSAGE : `No ${c.label} listing has SKU ${where.skuid}`);

/** Checks the stored fields of the input and converts them (rupees to paise); only fields present are set. */
function toValues(c: ListingChannel, data: ListingInput, create: boolean): Partial<ListingValues> {
  const v: Partial<ListingValues> = {};
  if (create || data.skuid !== undefined) {
    // checked for uniqueness and stored as people see it (decision 205)
    const skuid = typeof data.skuid === 'string' ? identifierText(data.skuid) : '';
    if (skuid === '') throw badInput('skuid', 'SKU must not be empty');
    v.skuid = skuid;
  }
  for (const [field, key] of Object.entries(MONEY_COLUMNS) as [
    ListingMoneyField,
    (typeof MONEY_COLUMNS)[ListingMoneyField],
  ][]) {
    const value = data[field];
    if (value === undefined) continue;
    if (field === 'shippingFee' && !c.hasShippingFee) {
      if (value === null) continue;
      throw badInput(field, `${c.label} has no shipping fee`);
    }
    const problem = moneyInputProblem(field, value, false);
    if (problem !== null) throw badInput(field, problem);
    v[key] = value === null ? null : rupeesToPaise(value);
  }
  for (const field of Object.keys(LISTING_DIMENSION_FIELDS) as ListingDimensionField[]) {
    const value = data[field];
    if (value === undefined) continue;
    const problem = dimensionInputProblem(field, value);
    if (problem !== null) throw badInput(field, problem);
    v[field] = value;
  }
  return v;
}

/** The product ids an input links, in order, without repeats; undefined when the links do not change. */
function linkedIds(data: ListingInput, current: readonly string[] | null): string[] | undefined {
  const rel = data.products;
  if (rel === undefined || rel === null) return current === null ? [] : undefined;
  if (!rel.set && !rel.connect) return current === null ? [] : undefined;
  // create: connect (or set); update: set replaces the links, connect appends to them
  const base = rel.set ? rel.set.map((p) => p.id) : (current ?? []);
  return [...new Set([...base, ...(rel.connect ?? []).map((p) => p.id)])];
}

/** The dated pricing data every derived value is priced with (the settings module's; app.ts binds it). */
export interface PricingData {
  feeSchedule(channel: Channel): Promise<FeeScheduleVersion[]>;
  gstRules(): Promise<GstRule[]>;
}

/**
 * The ports the listings service works through (app.ts binds the database; unit tests, memory): its own
 * repository, the products and categories a listing links to (their modules' repositories, read only),
 * the pricing data and the audit log.
 */
export interface ListingsStore {
  listings: Bound<ListingsRepository>;
  products: Bound<Pick<ProductsRepository, 'findByIds' | 'names'>>;
  categories: Bound<Pick<CategoriesRepository, 'findById' | 'findByIds' | 'names'>>;
  pricing: PricingData;
  audit: AuditLog;
}

export interface ListingsServiceDeps {
  store: UnitOfWork<ListingsStore>;
  clock: Clock;
}

export function createListingsService({ store, clock }: ListingsServiceDeps) {
  const audit = auditTo<unknown>(clock, 'listing');
  /** What a listing's audit row keeps (shared/audit.ts): its stored record and the ids of its products. */
  const snapshot = (record: ListingRecord, productIds: readonly string[]) => ({ ...record, productIds });

  /**
   * Builds the views of a page of listings in one pass: their links (one IN query per chunk of ids),
   * the linked products (likewise) and their categories. Every value is derived for the date `at`
   * (default today): each category's card version and the channel's fee schedule in effect then,
   * prepared once per category for core, and the GST rules when a product is priced by HSN code.
   */
  async function assemble(
    s: ListingsStore,
    channel: Channel,
    records: ListingRecord[],
    at: string = todayOf(clock),
  ): Promise<ListingView[]> {
    const c = channelInfo(channel);
    if (records.length === 0) return [];
    const links = await s.listings.productIdsOf(records.map((r) => r.id));
    const productIds = new Set<string>();
    for (const ids of links.values()) for (const id of ids) productIds.add(id);
    const products = new Map<string, ProductView>();
    for (const p of await s.products.findByIds([...productIds])) products.set(p.id, toProductView(p));

    const schedule = versionAt(await s.pricing.feeSchedule(channel), at)!;
    const categories = new Map<string, { view: CategoryView; card: PreparedCard }>();
    if (c.categoryKind) {
      const ids = [...new Set(records.map((r) => r.categoryId).filter((id): id is string => id !== null))];
      for (const cat of await s.categories.findByIds(ids)) {
        const version = versionAt(cat.versions, at);
        const card = prepareCard(channel, version ?? null, schedule);
        categories.set(cat.id, { view: toCategoryView(cat, at), card });
      }
    }
    const plainCard = c.categoryKind ? null : prepareCard(channel, null, schedule);
    const byHsn = [...products.values()].some((p) => p.gstMode === 'BY_HSN');
    const gstRules = byHsn ? prepareGstRules(await s.pricing.gstRules()) : null;
    const options = { gstRules, at };
    return records.map((r) => {
      const linked = (links.get(r.id) ?? [])
        .map((id) => products.get(id))
        .filter((p): p is ProductView => !!p);
      const category = r.categoryId ? categories.get(r.categoryId) : undefined;
      return new ListingView(
        r,
        linked,
        category?.view ?? null,
        category?.card ?? plainCard,
        c.hasShippingFee,
        options,
      );
    });
  }

  const viewOf = async (s: ListingsStore, record: ListingRecord) =>
    (await assemble(s, record.channel, [record]))[0]!;

  /** Finds the listing of a where {id} | {skuid} (exactly one of the two). */
  async function find(s: ListingsStore, c: ListingChannel, where: ListingWhere): Promise<ListingRecord> {
    const key = whereKey(where);
    const found =
      'id' in key
        ? await s.listings.findById(c.channel, key.id)
        : await s.listings.findBySku(c.channel, key.skuid);
    if (!found) throw notFoundBy(c, where);
    return found;
  }

  /** Checks the relations of the input inside the transaction: products and category must exist. */
  async function checkRelations(
    s: ListingsStore,
    c: ListingChannel,
    data: ListingInput,
    productIds: string[] | undefined,
  ): Promise<{ categoryId?: string | null }> {
    if (productIds && productIds.length > 0) {
      const found = new Set((await s.products.findByIds(productIds)).map((p) => p.id));
      const missing = productIds.find((id) => !found.has(id));
      if (missing !== undefined) throw badInput('products', productGone(missing));
    }
    if (!c.categoryField || !c.categoryKind) return {};
    const rel = data[c.categoryField];
    if (rel === undefined || rel === null) return {};
    if (rel.connect) {
      const cat = await s.categories.findById(c.categoryKind, rel.connect.id);
      if (!cat)
        throw badInput(
          c.categoryField,
          `This ${c.label} category no longer exists: it may have been deleted`,
        );
      return { categoryId: cat.id };
    }
    return rel.disconnect ? { categoryId: null } : {};
  }

  /** Turns constraint violations of a race (two saves of one SKU, a product deleted meanwhile) into input errors. */
  async function guarded<T>(
    c: ListingChannel,
    skuid: string | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e) && skuid !== undefined) throw badInput('skuid', skuTaken(skuid, c));
      if (isForeignKeyViolation(e))
        throw badInput('products', 'A linked product or category no longer exists: reload and try again');
      throw e;
    }
  }

  /** Inserts a checked listing inside the caller's transaction (its SKU must be free in the channel); its id. */
  async function insertIn(
    s: ListingsStore,
    c: ListingChannel,
    values: ListingValues,
    productIds: string[],
    categoryId: string | null,
    actor: SessionUser,
    at: string,
  ): Promise<string> {
    if (await s.listings.findBySku(c.channel, values.skuid))
      throw badInput('skuid', skuTaken(values.skuid, c));
    const id = crypto.randomUUID();
    const sno = await s.listings.nextSno(c.channel);
    await s.listings.insert(id, c.channel, c.categoryKind, sno, { ...values, categoryId }, at, actor.id);
    await s.listings.setProducts(id, productIds);
    return id;
  }

  /**
   * Changes a listing inside the caller's transaction under the optimistic lock.
   */
  async function changeIn(
    s: ListingsStore,
    c: ListingChannel,
    where: ListingWhere,
    actor: SessionUser,
    action: string,
    data: ListingInput,
    values: Partial<ListingValues> & StageChange,
    expectedVersion: number | null | undefined,
    at: string,
  ): Promise<ListingView> {
    const before = await find(s, c, where);
    checkVersion(before, expectedVersion, STALE_MESSAGE);
    const beforeView = await viewOf(s, before);
    if (values.skuid !== undefined && values.skuid !== before.skuid) {
      const owner = await s.listings.findBySku(c.channel, values.skuid);
      if (owner && owner.id !== before.id) throw badInput('skuid', skuTaken(values.skuid, c));
    }
    const productIds = linkedIds(
      data,
      beforeView.products.map((p) => p.id),
    );
    const relations = await checkRelations(s, c, data, productIds);
    const all = { ...values, ...relations };
    await updatedOrStale(
      s.listings.update(before.id, c.categoryKind, all, before.version, at, actor.id),
      STALE_MESSAGE,
    );
    if (productIds) await s.listings.setProducts(before.id, productIds);
    const record = (await s.listings.findById(c.channel, before.id))!;
    const after = await viewOf(s, record);
    const beforeIds = beforeView.products.map((p) => p.id);
    await audit(
      s,
      actor.id,
      before.id,
      action,
      snapshot(before, beforeIds),
      snapshot(record, productIds ?? beforeIds),
    );
    return after;
  }

  async function change(
    c: ListingChannel,
    where: ListingWhere,
    actor: SessionUser,
    action: string,
    data: ListingInput,
    values: Partial<ListingValues> & StageChange,
    expectedVersion: number | null | undefined,
  ): Promise<ListingView> {
    const at = clock.now().toISOString();
    return guarded(c, values.skuid, () =>
      store.transaction((s) => changeIn(s, c, where, actor, action, data, values, expectedVersion, at)),
    );
  }

  /**
   * A bulk row's update inside the batch's transaction, with the fewest queries: the names are resolved
   * already, the audit keeps the stored record and its product ids (not the derived view), and the links
   * are rewritten only when they change. The rules are change()'s: SKU free, version checked at update.
   */
  async function bulkUpdateIn(
    s: ListingsStore,
    c: ListingChannel,
    where: ListingWhere,
    actor: SessionUser,
    values: Partial<ListingValues> & StageChange,
    links: { productIds?: string[]; categoryId?: string },
    at: string,
  ): Promise<string> {
    const before = await find(s, c, where);
    if (values.skuid !== undefined && values.skuid !== before.skuid) {
      const owner = await s.listings.findBySku(c.channel, values.skuid);
      if (owner && owner.id !== before.id) throw badInput('skuid', skuTaken(values.skuid, c));
    }
    const beforeIds = (await s.listings.productIdsOf([before.id])).get(before.id) ?? [];
    const all = { ...values, ...(links.categoryId !== undefined ? { categoryId: links.categoryId } : {}) };
    await updatedOrStale(
      s.listings.update(before.id, c.categoryKind, all, before.version, at, actor.id),
      STALE_MESSAGE,
    );
    const afterIds = links.productIds ?? beforeIds;
    if (afterIds.length !== beforeIds.length || afterIds.some((id, i) => id !== beforeIds[i]))
      await s.listings.setProducts(before.id, afterIds);
    const after = (await s.listings.findById(c.channel, before.id))!;
    await audit(
      s,
      actor.id,
      before.id,
      'update',
      { ...before, productIds: beforeIds },
      { ...after, productIds: afterIds },
    );
    return before.id;
  }

  /**
   * The names of a batch's rows resolved to ids (without case, exactly one match: core's rule),
   * against the products and categories loaded once inside the batch's transaction.
   */
  function batchLinks(c: ListingChannel) {
    let products: ((name: string) => NameMatch<{ id: string; productName: string }>) | null = null;
    let categories: ((name: string) => NameMatch<{ id: string; name: string }>) | null = null;
    return async (
      s: ListingsStore,
      row: ListingBulkInput,
    ): Promise<{ productIds?: string[]; categoryId?: string }> => {
      const out: { productIds?: string[]; categoryId?: string } = {};
      if (row.productNames !== undefined && row.productNames !== null) {
        products ??= nameIndex(await s.products.names(), (p) => p.productName, 'product');
        out.productIds = [];
        for (const name of row.productNames) {
          const m = products(name);
          if (!m.ok) throw badInput('productNames', m.message);
          if (!out.productIds.includes(m.item.id)) out.productIds.push(m.item.id);
        }
      }
      if (row.categoryName !== undefined && row.categoryName !== null) {
        if (!c.categoryKind) throw badInput('categoryName', `${c.label} listings have no category`);
        const kind = c.categoryKind;
        categories ??= nameIndex(await s.categories.names(kind), (x) => x.name, `${c.label} category`);
        const m = categories(row.categoryName);
        if (!m.ok) throw badInput('categoryName', m.message);
        out.categoryId = m.item.id;
      }
      return out;
    };
  }

  /** A bulk row as the single-row input (the names are resolved separately). */
  const bulkData = (row: ListingBulkInput): ListingInput => {
    const { productNames: _p, categoryName: _c, ...rest } = row;
    return rest;
  };

  /** A bulk update row checked and converted, its names resolved: everything but the listing's lookup. */
  async function prepareUpdate(
    s: ListingsStore,
    c: ListingChannel,
    row: { where: ListingWhere; data: ListingBulkInput },
    resolve: ReturnType<typeof batchLinks>,
  ) {
    checkRowBounds(row.where);
    checkRowBounds(row.data);
    const values = { ...toValues(c, bulkData(row.data), false), stage: 'DRAFT' as const };
    return { values, links: await resolve(s, row.data) };
  }

  type PlannedRow =
    | { error: BulkRowError }
    | {
        before: ListingRecord;
        beforeIds: string[];
        values: Partial<ListingValues>;
        productIds: string[] | undefined;
      };

  /**
   * The set-based plan of a bulk update chunk: each row checked, its names resolved and its listing
   * found (the listings in one query by SKU and one by id, their links in one), or its error. Null when
   * a row renames a SKU or two rows change one listing: such a chunk is written row by row, in order.
   */
  async function planUpdates(
    s: ListingsStore,
    c: ListingChannel,
    rows: readonly { where: ListingWhere; data: ListingBulkInput }[],
  ): Promise<PlannedRow[] | null> {
    if (rows.some((r) => r.data.skuid !== undefined && r.data.skuid !== null)) return null;
    const resolve = batchLinks(c);
    type Prepared = Awaited<ReturnType<typeof prepareUpdate>> & {
      row: (typeof rows)[number];
      key: ReturnType<typeof whereKey>;
    };
    const prepared: (Prepared | { error: BulkRowError })[] = [];
    for (const row of rows) {
      try {
        const key = whereKey(row.where);
        prepared.push({ row, key, ...(await prepareUpdate(s, c, row, resolve)) });
      } catch (e) {
        const error = rowError(e, '');
        if (error === null) throw e;
        prepared.push({ error });
      }
    }
    const keys = prepared.flatMap((p) => ('key' in p ? [p.key] : []));
    const ids = keys.flatMap((k) => ('id' in k ? [k.id] : []));
    const skuids = keys.flatMap((k) => ('skuid' in k ? [k.skuid] : []));
    const byId = new Map((await s.listings.findByIds(c.channel, ids)).map((r) => [r.id, r]));
    const bySku = new Map((await s.listings.findBySkus(c.channel, skuids)).map((r) => [r.skuid, r]));
    const links = await s.listings.productIdsOf([
      ...new Set([...byId.keys(), ...[...bySku.values()].map((r) => r.id)]),
    ]);
    const seen = new Set<string>();
    const plan: PlannedRow[] = [];
    for (const p of prepared) {
      if ('error' in p) {
        plan.push(p);
        continue;
      }
      const before = 'id' in p.key ? byId.get(p.key.id) : bySku.get(p.key.skuid);
      if (!before) {
        plan.push({ error: rowError(notFoundBy(c, p.row.where), '')! });
        continue;
      }
      if (seen.has(before.id)) return null;
      seen.add(before.id);
      const { categoryId } = p.links;
      plan.push({
        before,
        beforeIds: links.get(before.id) ?? [],
        values: { ...p.values, ...(categoryId !== undefined ? { categoryId } : {}) },
        productIds: p.links.productIds,
      });
    }
    return plan;
  }

  /**
   * Writes a planned chunk in a few statements: one multi-row update (each row under its version), the
   * changed links in one delete and one insert, the audit rows in one insert. Same rules and audit as
   * bulkUpdateIn; a row saved by someone else since it was read gets the stale message.
   */
  async function updateSet(
    s: ListingsStore,
    c: ListingChannel,
    plan: readonly PlannedRow[],
    actor: SessionUser,
    at: string,
  ): Promise<BulkRowResult[]> {
    const planned = plan.flatMap((p) => ('before' in p ? [p] : []));
    const updated = new Map(
      (
        await s.listings.updateMany(
          c.categoryKind,
          planned.map((p) => ({ id: p.before.id, expectedVersion: p.before.version, values: p.values })),
          'DRAFT',
          at,
          actor.id,
        )
      ).map((r) => [r.id, r]),
    );
    const relinked = new Map<string, string[]>();
    const audits: AuditEntry[] = [];
    for (const p of planned) {
      const after = updated.get(p.before.id);
      if (!after) continue;
      const afterIds = p.productIds ?? p.beforeIds;
      if (afterIds.length !== p.beforeIds.length || afterIds.some((id, i) => id !== p.beforeIds[i]))
        relinked.set(p.before.id, afterIds);
      audits.push({
        at: clock.now().toISOString(),
        userId: actor.id,
        entity: 'listing',
        entityId: p.before.id,
        action: 'update',
        before: { ...p.before, productIds: p.beforeIds },
        after: { ...after, productIds: afterIds },
      });
    }
    await s.listings.replaceProducts(relinked);
    await s.audit.writeMany(audits);
    return plan.map((p, index) => {
      const row = index + 1;
      if ('error' in p) return { row, ok: false, id: null, error: p.error };
      if (!updated.has(p.before.id))
        return { row, ok: false, id: null, error: { field: null, message: STALE_MESSAGE } };
      return { row, ok: true, id: p.before.id, error: null };
    });
  }

  return {
    /** A page of listings with everything their derived values need, loaded in one pass (see assemble). */
    async list(
      channel: Channel,
      args: { first?: number | null; skip?: number | null; at?: string | null },
    ): Promise<ListingView[]> {
      const records = await store.read.listings.list(channel, pageArgs(args));
      return assemble(store.read, channel, records, args.at ?? todayOf(clock));
    },
    count: (channel: Channel) => store.read.listings.count(channel),
    /** The listings of a channel with these SKUs, by SKU, with their products and prepared category. */
    async bySkus(channel: Channel, skuids: readonly string[]): Promise<Map<string, ListingView>> {
      const records = await store.read.listings.findBySkus(channel, skuids);
      return new Map((await assemble(store.read, channel, records)).map((v) => [v.skuid, v]));
    },
    async create(channel: Channel, data: ListingInput, actor: SessionUser): Promise<ListingView> {
      const c = channelInfo(channel);
      const values = toValues(c, data, true) as ListingValues;
      const at = clock.now().toISOString();
      return guarded(c, values.skuid, () =>
        store.transaction(async (s) => {
          const productIds = linkedIds(data, null)!;
          const relations = await checkRelations(s, c, data, productIds);
          const id = await insertIn(s, c, values, productIds, relations.categoryId ?? null, actor, at);
          const record = (await s.listings.findById(channel, id))!;
          await audit(s, actor.id, id, 'create', null, snapshot(record, productIds));
          const after = await viewOf(s, record);
          return after;
        }),
      );
    },
    /** Create and update leave the listing DRAFT; publishing is its own step (docs/architecture.md). */
    update(
      channel: Channel,
      where: ListingWhere,
      data: ListingInput,
      actor: SessionUser,
    ): Promise<ListingView> {
      const c = channelInfo(channel);
      return change(
        c,
        where,
        actor,
        'update',
        data,
        { ...toValues(c, data, false), stage: 'DRAFT' },
        data.version,
      );
    },
    /**
     * Bulk create (the Listing tab): a result per row. A SKU listed already on the channel is that
     * row's error, so re-running a file after a partial failure stores nothing twice.
     */
    async createMany(
      channel: Channel,
      rows: readonly ListingBulkInput[],
      actor: SessionUser,
    ): Promise<BulkRowResult[]> {
      const c = channelInfo(channel);
      const resolve = batchLinks(c);
      const at = clock.now().toISOString();
      return store.batch(
        rows,
        async (s, row) => {
          checkRowBounds(row);
          const values = toValues(c, bulkData(row), true) as ListingValues;
          const links = await resolve(s, row);
          const productIds = links.productIds ?? [];
          const id = await insertIn(s, c, values, productIds, links.categoryId ?? null, actor, at);
          // the audit keeps the stored record and its product ids (the derived view is not built per row)
          const after = (await s.listings.findById(channel, id))!;
          await audit(s, actor.id, id, 'create', null, { ...after, productIds });
          return id;
        },
        { what: `${c.label} listings`, duplicateMessage: `This SKU is already listed on ${c.label}` },
      );
    },
    /**
     * Bulk update by id or SKU: a result per row; names given replace the links, absent ones keep them.
     * A chunk is written set-based (see updateSet) when its rows change distinct listings and rename no
     * SKU; otherwise, or when the set write meets a race, row by row in savepoints.
     */
    async updateMany(
      channel: Channel,
      rows: readonly { where: ListingWhere; data: ListingBulkInput }[],
      actor: SessionUser,
    ): Promise<BulkRowResult[]> {
      const c = channelInfo(channel);
      const at = clock.now().toISOString();
      const options = {
        what: `${c.label} listings`,
        duplicateMessage: `This SKU is already listed on ${c.label}`,
      };
      const resolve = batchLinks(c);
      return store.batchSetFirst(
        rows,
        async (s) => {
          const plan = await planUpdates(s, c, rows);
          return plan && updateSet(s, c, plan, actor, at);
        },
        async (s, row) => {
          const { values, links } = await prepareUpdate(s, c, row, resolve);
          return bulkUpdateIn(s, c, row.where, actor, values, links, at);
        },
        options,
      );
    },
    publish(channel: Channel, id: string, to: StageValue, actor: SessionUser): Promise<ListingView> {
      const { action, values } = publishChange(to, clock);
      return change(channelInfo(channel), { id }, actor, action, {}, values, undefined);
    },
    /** A real delete like products (decision 014); the links go with it (on delete cascade). */
    async remove(channel: Channel, id: string, actor: SessionUser): Promise<ListingView> {
      return store.transaction(async (s) => {
        const { view, before } = await removeExisting(
          () => s.listings.findById(channel, id),
          async (before) => ({ view: await viewOf(s, before), before }),
          () => s.listings.delete(id),
          DELETED_MESSAGE,
        );
        await audit(
          s,
          actor.id,
          id,
          'delete',
          snapshot(
            before,
            view.products.map((p) => p.id),
          ),
          null,
        );
        return view;
      });
    },
    /** The grid's "delete selected rows": one transaction for the call, a result per id (decision 024). */
    async removeMany(
      channel: Channel,
      ids: readonly string[],
      actor: SessionUser,
    ): Promise<BatchRowResult[]> {
      if (ids.length > MAX_PAGE_SIZE)
        throw badInput('ids', `Delete at most ${MAX_PAGE_SIZE} listings at a time`);
      return store.transaction(async (s) => {
        const results: BatchRowResult[] = [];
        for (const id of ids) {
          const before = await s.listings.findById(channel, id);
          const productIds = before ? ((await s.listings.productIdsOf([id])).get(id) ?? []) : [];
          if (!before || !(await s.listings.delete(id))) {
            results.push({ id, ok: false, message: DELETED_MESSAGE });
            continue;
          }
          await audit(s, actor.id, id, 'delete', snapshot(before, productIds), null);
          results.push({ id, ok: true, message: null });
        }
        return results;
      });
    },
    /** For each product id, the channel's listings it is linked to (one query per chunk of ids). */
    async refsOfProducts(
      channel: Channel,
      productIds: readonly string[],
    ): Promise<{ id: string; skuid: string }[][]> {
      const rows = await store.read.listings.refsOfProducts(channel, [...new Set(productIds)]);
      const byProduct = new Map<string, { id: string; skuid: string }[]>();
      for (const r of rows) {
        const list = byProduct.get(r.productId) ?? [];
        list.push({ id: r.id, skuid: r.skuid });
        byProduct.set(r.productId, list);
      }
      return productIds.map((id) => byProduct.get(id) ?? []);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
