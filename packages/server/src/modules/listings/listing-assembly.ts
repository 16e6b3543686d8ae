// How stored listings are found and become the views the API answers with: everything a page's derived
// values need is loaded once per page, not once per listing.
import {
  prepareCard,
  prepareGstRules,
  versionAt,
  type Channel,
  type PreparedCard,
  type PricingProduct,
} from '@seller-desk/core';
import { toCategoryView, type CategoryView } from '../categories/categories.service.ts';
import { toView as toProductView, type ProductView } from '../products/products.service.ts';
import { channelInfo, type ListingChannel } from './listing-channels.ts';
import { notFoundBy, whereKey, type ListingWhere } from './listing-input.ts';
import { ListingView, pricingProductOf } from './listing-view.ts';
import type { ListingRecord } from './listings.repository.ts';
import type { ListingsStore } from './listings-store.ts';

/**
 * Builds the views of a page of listings in one pass: their links (one IN query per chunk of ids),
 * the linked products (likewise) and their categories. Every value is derived for the date `at`:
 * each category's card version and the channel's fee schedule in effect then, prepared once per
 * category for core, and the GST rules when a product is priced by HSN code.
 */
export async function assembleViews(
  s: ListingsStore,
  channel: Channel,
  records: ListingRecord[],
  at: string,
): Promise<ListingView[]> {
  const c = channelInfo(channel);
  if (records.length === 0) return [];
  const links = await s.listings.productIdsOf(records.map((r) => r.id));
  const productIds = new Set<string>();
  for (const ids of links.values()) for (const id of ids) productIds.add(id);
  const products = new Map<string, { view: ProductView; pricing: PricingProduct }>();
  for (const p of await s.products.findByIds([...productIds]))
    products.set(p.id, { view: toProductView(p), pricing: pricingProductOf(p) });

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
  const byHsn = [...products.values()].some((p) => p.view.gstMode === 'BY_HSN');
  const gstRules = byHsn ? prepareGstRules(await s.pricing.gstRules()) : null;
  const options = { gstRules, at };
  return records.map((r) => {
    const linked = (links.get(r.id) ?? []).map((id) => products.get(id)).filter((p) => p !== undefined);
    const category = r.categoryId ? categories.get(r.categoryId) : undefined;
    return new ListingView(
      r,
      linked.map((p) => p.view),
      linked.map((p) => p.pricing),
      category?.view ?? null,
      category?.card ?? plainCard,
      c.hasShippingFee,
      options,
    );
  });
}

/** Finds the listing of a where {id} | {skuid} (exactly one of the two). */
export async function findListing(
  s: ListingsStore,
  c: ListingChannel,
  where: ListingWhere,
): Promise<ListingRecord> {
  const key = whereKey(where);
  const found =
    'id' in key
      ? await s.listings.findById(c.channel, key.id)
      : await s.listings.findBySku(c.channel, key.skuid);
  if (!found) throw notFoundBy(c, where);
  return found;
}
