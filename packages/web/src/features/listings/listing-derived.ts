import { PRICE_SEARCH_CEILING, settlementLines, type LossProfit } from '@seller-desk/core';
import {
  livePricing,
  productNames,
  productsOf,
  toNumber,
  type ListingRow,
  type PricingDates,
} from './listing-row.ts';
import type { ListingChannelConfig } from './listing-channels.ts';
import type { Category } from './api/category-fields.ts';
import type { ListingProduct } from './api/get-listing-products.ts';

/** What the grid and the drawer show of a row: the server's values, or live ones while it is edited. */
export interface ListingDerived {
  listingPrice: number | null;
  purchaseCost: number | null;
  priceShouldBe: number | null;
  lossProfit: LossProfit | string | null;
  priceCellClass: string | null;
  lines: { label: string; value: number | null }[];
  problems: readonly { field: string; message: string }[];
  img: string | null;
  productName: string | null;
}

export interface PricingSources {
  config: ListingChannelConfig;
  products: ReadonlyMap<string, ListingProduct>;
  categories: ReadonlyMap<string, Category>;
  /** the GST rules and fee schedule of today (the server's data for the same date) */
  dated?: PricingDates;
}

/** The stored row as the server computed it. */
export function storedDerived(row: ListingRow): ListingDerived {
  return {
    listingPrice: row.listingPrice,
    purchaseCost: row.purchaseCost,
    priceShouldBe: row.priceShouldBe,
    lossProfit: row.lossProfit,
    priceCellClass: row.priceCellClass,
    lines: row.settlementLines,
    problems: row.problems,
    img: row.img,
    productName: row.productName,
  };
}

/** A row being edited: core's computeListingPricing over its current values (the server's function). */
export function editedDerived(row: ListingRow, sources: PricingSources): ListingDerived {
  const pricing = livePricing(row, sources.config, sources.products, sources.categories, sources.dated);
  const first = productsOf(row.productIds ?? [], sources.products)[0];
  return {
    listingPrice: toNumber(row.listingPrice),
    purchaseCost: pricing.purchaseCost,
    priceShouldBe: pricing.priceShouldBe,
    lossProfit: pricing.lossProfit,
    priceCellClass: pricing.priceCellClass,
    lines: settlementLines(sources.config.channel, pricing),
    problems: pricing.problems,
    // The server gives each product's first-image thumbnail as img.
    img: first?.img ?? null,
    productName: productNames(row.productIds ?? [], sources.products) || null,
  };
}

/** The colour of a row's outcome: green above the target, red a loss, blue Perfect. */
export type OutcomeTone = 'extra' | 'loss' | 'best';

/**
 * The tone of the Listing Price cell, taken from the row's label so that the cell, the label and the
 * Settlement Calculator always agree (decision 070): LOSS is red, Extra and Profit green, Perfect blue.
 * Null while nothing is computed.
 */
export function outcomeTone(lossProfit: string | null): OutcomeTone | null {
  if (lossProfit === 'LOSS') return 'loss';
  if (lossProfit === 'Perfect') return 'best';
  if (lossProfit === 'Extra' || lossProfit === 'Profit') return 'extra';
  return null;
}

/** The words for a listing with no Perfect whole-rupee price below the search ceiling. */
export const NO_PERFECT_PRICE_TEXT = `none below ₹${PRICE_SEARCH_CEILING.toLocaleString('en-IN')}`;

/** core gives Price Should Be 0 when no whole-rupee price below ₹10,000 is Perfect: a state, not a price. */
export function hasNoPerfectPrice(derived: Pick<ListingDerived, 'priceShouldBe'>): boolean {
  return derived.priceShouldBe === 0;
}

/** What a row without a computed outcome lacks, in one line: "Listing Price is missing; Choose a …". */
export function missingInputsText(problems: ListingDerived['problems']): string {
  return problems.map((p) => p.message).join('; ');
}
