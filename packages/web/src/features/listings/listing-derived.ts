import { settlementLines, type LossProfit } from '@seller-desk/core';
import { livePricing, productNames, productsOf, toNumber, type ListingRow } from './listing-row.ts';
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
  const pricing = livePricing(row, sources.config, sources.products, sources.categories);
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
