// The listings of the five channels: single-row and bulk writes under the optimistic lock, with their
// audit rows, and the views the API reads. It works through ports (listings-store.ts, decision 061); the
// input rules are listing-input.ts, the views listing-assembly.ts, the bulk update listing-bulk-update.ts.
import crypto from 'node:crypto';
import { MAX_PAGE_SIZE, type Channel } from '@seller-desk/core';
import type { StageValue } from '../../db/types.ts';
import { checkRowBounds } from '../../shared/input-bounds.ts';
import { auditTo } from '../../shared/audit.ts';
import { todayOf } from '../../shared/date-scalar.ts';
import type { BulkRowResult } from '../../shared/run-batch.ts';
import type { Clock } from '../../shared/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../shared/db-errors.ts';
import { badInput } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import type { StageChange } from '../../shared/versioned-rows.ts';
import {
  checkVersion,
  publishChange,
  removeExisting,
  updatedOrStale,
} from '../../shared/versioned-writes.ts';
import { assembleViews, findListing } from './listing-assembly.ts';
import { batchLinks, bulkUpdateIn, planUpdates, prepareUpdate, updateSet } from './listing-bulk-update.ts';
import { channelInfo, type ListingChannel } from './listing-channels.ts';
import {
  DELETED_MESSAGE,
  STALE_MESSAGE,
  bulkData,
  linkedIds,
  productGone,
  skuTaken,
  toValues,
  type ListingBulkInput,
  type ListingInput,
  type ListingWhere,
} from './listing-input.ts';
import type { ListingView } from './listing-view.ts';
import type { ListingRecord, ListingValues } from './listings.repository.ts';
import type { ListingsStore } from './listings-store.ts';

// The ports' types, for the composition root, the fakes and the modules that reuse the pricing data.
export type { ListingsStore, PricingData } from './listings-store.ts';

export interface BatchRowResult {
  id: string;
  ok: boolean;
  message: string | null;
}

export interface ListingsServiceDeps {
  store: UnitOfWork<ListingsStore>;
  clock: Clock;
}

export function createListingsService({ store, clock }: ListingsServiceDeps) {
  const audit = auditTo<unknown>(clock, 'listing');
  /** What a listing's audit row keeps (shared/audit.ts): its stored record and the ids of its products. */
  const snapshot = (record: ListingRecord, productIds: readonly string[]) => ({ ...record, productIds });

  const assemble = (s: ListingsStore, channel: Channel, records: ListingRecord[], at = todayOf(clock)) =>
    assembleViews(s, channel, records, at);

  const viewOf = async (s: ListingsStore, record: ListingRecord) =>
    (await assemble(s, record.channel, [record]))[0]!;

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
    const before = await findListing(s, c, where);
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
          return plan && updateSet(clock, s, c, plan, actor, at);
        },
        async (s, row) => {
          const { values, links } = await prepareUpdate(s, c, row, resolve);
          return bulkUpdateIn(audit, s, c, row.where, actor, values, links, at);
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
