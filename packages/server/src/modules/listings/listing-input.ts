// A listing's input as the wire brings it (money in rupees), checked and turned into stored values
// (paise) once, here: the single-row mutations and the bulk calls share these rules.
import {
  LISTING_DIMENSION_FIELDS,
  dimensionInputProblem,
  identifierText,
  moneyInputProblem,
  rupeesToPaise,
  type ListingDimensionField,
  type ListingMoneyField,
} from '@seller-desk/core';
import { badInput, notFound } from '../../shared/errors.ts';
import type {
  AmazonListingInput,
  FlipkartListingInput,
  ListingWhereUniqueInput,
  LittleKidListingInput,
  MeeshoListingInput,
  TrendyHandyListingInput,
} from '../../graphql-types.generated.ts';
import type { ListingChannel } from './listing-channels.ts';
import type { ListingValues } from './listings.repository.ts';

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
export const skuTaken = (skuid: string, c: ListingChannel) => `SKU ${skuid} is already listed on ${c.label}`;
export const productGone = (id: string) => `Product ${id} no longer exists: it may have been deleted`;

/** The one key of a where {id} | {skuid}; giving both or neither is the caller's error. */
export function whereKey(where: ListingWhere): { id: string } | { skuid: string } {
  const hasId = where.id !== undefined && where.id !== null;
  const hasSku = where.skuid !== undefined && where.skuid !== null;
  if (hasId === hasSku) throw badInput('where', 'Give either the listing’s id or its SKU, not both');
  return hasId ? { id: where.id! } : { skuid: identifierText(where.skuid!) };
}

export const notFoundBy = (c: ListingChannel, where: ListingWhere) =>
  notFound(where.id ? DELETED_MESSAGE : `No ${c.label} listing has SKU ${where.skuid}`);

/** Checks the stored fields of the input and converts them (rupees to paise); only fields present are set. */
export function toValues(c: ListingChannel, data: ListingInput, create: boolean): Partial<ListingValues> {
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
export function linkedIds(data: ListingInput, current: readonly string[] | null): string[] | undefined {
  const rel = data.products;
  if (rel === undefined || rel === null) return current === null ? [] : undefined;
  if (!rel.set && !rel.connect) return current === null ? [] : undefined;
  // create: connect (or set); update: set replaces the links, connect appends to them
  const base = rel.set ? rel.set.map((p) => p.id) : (current ?? []);
  return [...new Set([...base, ...(rel.connect ?? []).map((p) => p.id)])];
}

/** A bulk row as the single-row input (the names are resolved separately). */
export const bulkData = (row: ListingBulkInput): ListingInput => {
  const { productNames: _p, categoryName: _c, ...rest } = row;
  return rest;
};
