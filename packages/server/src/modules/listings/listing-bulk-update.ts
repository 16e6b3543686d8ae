// The bulk update of listings (the Listing tab's "update" file): names resolved once per batch, and a
// chunk written set-based when it can be (planUpdates, updateSet), else row by row (bulkUpdateIn).
import { nameIndex, type NameMatch } from '@seller-desk/core';
import { checkRowBounds } from '../../shared/input-bounds.ts';
import type { AuditEntry, auditTo } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { rowError, type BulkRowError, type BulkRowResult } from '../../shared/run-batch.ts';
import type { StageChange } from '../../shared/versioned-rows.ts';
import { updatedOrStale } from '../../shared/versioned-writes.ts';
import { badInput } from '../../shared/errors.ts';
import { findListing } from './listing-assembly.ts';
import type { ListingChannel } from './listing-channels.ts';
import {
  STALE_MESSAGE,
  bulkData,
  notFoundBy,
  skuTaken,
  toValues,
  whereKey,
  type ListingBulkInput,
  type ListingWhere,
} from './listing-input.ts';
import type { ListingRecord, ListingValues } from './listings.repository.ts';
import type { ListingsStore } from './listings-store.ts';
import type { SessionUser } from '../../shared/session-user.ts';

/** The service's audit writer of listings (shared/audit.ts auditTo). */
export type ListingAudit = ReturnType<typeof auditTo<unknown>>;

/**
 * A bulk row's update inside the batch's transaction, with the fewest queries: the names are resolved
 * already, the audit keeps the stored record and its product ids (not the derived view), and the links
 * are rewritten only when they change. The rules are change()'s: SKU free, version checked at update.
 */
export async function bulkUpdateIn(
  audit: ListingAudit,
  s: ListingsStore,
  c: ListingChannel,
  where: ListingWhere,
  actor: SessionUser,
  values: Partial<ListingValues> & StageChange,
  links: { productIds?: string[]; categoryId?: string },
  at: string,
): Promise<string> {
  const before = await findListing(s, c, where);
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
export function batchLinks(c: ListingChannel) {
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

/** A bulk update row checked and converted, its names resolved: everything but the listing's lookup. */
export async function prepareUpdate(
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

export type PlannedRow =
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
export async function planUpdates(
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
export async function updateSet(
  clock: Clock,
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
