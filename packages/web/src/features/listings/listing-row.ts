import {
  LISTING_DIMENSION_FIELDS,
  LISTING_FIELDS,
  computeListingPricing,
  dimensionInputProblem,
  fieldTitle,
  moneyInputProblem,
  prepareCard,
  prepareCategory,
  type FeeScheduleVersion,
  type ListingDimensionField,
  type ListingPricing,
  type PreparedGstRules,
  type PreparedCard,
  type PricingListing,
} from '@seller-desk/core';
import type { ListingChannelConfig } from './listing-channels.ts';
import type { Category } from './api/category-fields.ts';
import type { ListingProduct } from './api/get-listing-products.ts';
import type { Listing, ListingInput } from './api/listing-fields.ts';

/** A grid row: a stored listing, or a new one (temporary id); the relations as ids for the edit cells. */
export type ListingRow = Listing & { isNew?: boolean; productIds: string[]; categoryId: string | null };

/** The numeric inputs the grid edits, in column order. */
export const LISTING_NUMBER_FIELDS = [
  'listingPrice',
  'profit',
  'packing',
  'advertisingCost',
  'returnCost',
  'discount',
  'productLength',
  'breadth',
  'height',
  'weight',
  'shippingFee',
] as const;
export type ListingNumberField = (typeof LISTING_NUMBER_FIELDS)[number];

type ListingFieldName = keyof typeof LISTING_FIELDS;

/** A listing field's column title, from core's field dictionary (decision 376): "Length (cm)". */
export const listingTitle = (field: ListingFieldName): string => fieldTitle(LISTING_FIELDS[field]);

/**
 * How a message names a field the server named: its label in the field dictionary (a channel's category
 * field is the Category column); a field the dictionary does not know as the server named it.
 */
export function listingFieldLabel(field: string): string {
  if (field === 'flipkartProductCategory' || field === 'amazonProductCategory')
    return LISTING_FIELDS.category.label;
  return field in LISTING_FIELDS ? LISTING_FIELDS[field as ListingFieldName].label : field;
}

/** The grid column a server field belongs to (the relations are edited as ids). */
export function columnOfField(field: string): string {
  if (field === 'products' || field === 'purchaseCost') return 'productIds';
  if (field === 'flipkartProductCategory' || field === 'amazonProductCategory') return 'categoryId';
  return field;
}

const rowsOfListings = new WeakMap<Listing, ListingRow>();

/**
 * The grid row of a listing; the same listing object gives the same row, so that the rows already shown
 * are not rendered again when the next page of the list comes in.
 */
export function listingToRow(listing: Listing): ListingRow {
  let row = rowsOfListings.get(listing);
  if (!row) {
    row = {
      ...listing,
      productIds: listing.products.map((p) => p.id),
      categoryId: listing.category?.id ?? null,
    };
    rowsOfListings.set(listing, row);
  }
  return row;
}

let nextTemporaryId = 0;

export function newListingRow(): ListingRow {
  nextTemporaryId += 1;
  return {
    id: `new-${Date.now()}-${nextTemporaryId}`,
    isNew: true,
    sno: 0,
    skuid: '',
    listingPrice: null,
    profit: null,
    packing: null,
    advertisingCost: null,
    returnCost: null,
    discount: null,
    productLength: null,
    breadth: null,
    height: null,
    weight: null,
    shippingFee: null,
    products: [],
    productIds: [],
    category: null,
    categoryId: null,
    purchaseCost: null,
    lossProfit: null,
    priceShouldBe: null,
    priceCellClass: null,
    dimensions: { productLength: null, breadth: null, height: null, weight: null },
    settlementLines: [],
    problems: [],
    img: null,
    productName: null,
    live: false,
    version: 0,
  };
}

/** Grid cells give numbers, '' or null; blank means unknown (null); anything else is sent for the server to name. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  if (text === '') return null;
  return Number(text);
}

/**
 * The row as the contract's ListingInput: create connects the products, update replaces them (set) and
 * carries the version; a cleared category is disconnected on update and left out on create.
 */
export function rowToInput(row: ListingRow, config: ListingChannelConfig, isNew: boolean): ListingInput {
  const input: ListingInput = { skuid: String(row.skuid ?? '').trim() };
  for (const field of LISTING_NUMBER_FIELDS) {
    if (field === 'shippingFee' && !config.hasShippingFee) continue;
    input[field] = toNumber(row[field]);
  }
  const ids = (row.productIds ?? []).map((id) => ({ id }));
  if (isNew) {
    if (ids.length > 0) input.products = { connect: ids };
  } else {
    input.products = { set: ids };
    input.version = row.version;
  }
  if (config.categoryField) {
    if (row.categoryId) input[config.categoryField] = { connect: { id: row.categoryId } };
    else if (!isNew) input[config.categoryField] = { disconnect: true };
  }
  return input;
}

/**
 * What the server would refuse in a row's numbers, by core's rules, so that nothing is sent for it. A
 * number box the browser could not read holds NaN (components/data-grid/columns.tsx, LabelledEditInput),
 * which JSON would send as null, a blank value, so it is named here: "Listing Price must be a number".
 */
export function numberProblems(input: ListingInput): { field: ListingNumberField; message: string }[] {
  return LISTING_NUMBER_FIELDS.flatMap((field) => {
    const value = input[field];
    if (value === undefined) return [];
    const problem = Number.isNaN(value)
      ? `${listingFieldLabel(field)} must be a number`
      : isDimension(field)
        ? dimensionInputProblem(field, value)
        : moneyInputProblem(field, value, false);
    return problem === null ? [] : [{ field, message: problem }];
  });
}

const isDimension = (field: ListingNumberField): field is ListingDimensionField =>
  field in LISTING_DIMENSION_FIELDS;

/** How a row is named in a message: "SKU ABC-1", or "the new listing" while it has no SKU. */
export function rowLabel(row: Pick<ListingRow, 'skuid' | 'isNew'>): string {
  const sku = String(row.skuid ?? '').trim();
  if (sku) return `SKU ${sku}`;
  return row.isNew ? 'the new listing' : 'this listing';
}

/** The products of the given ids, in that order (ids no longer in the list are skipped). */
export function productsOf(
  ids: readonly string[],
  products: ReadonlyMap<string, ListingProduct>,
): ListingProduct[] {
  return ids.flatMap((id) => {
    const product = products.get(id);
    return product ? [product] : [];
  });
}

/**
 * The dated data live pricing uses, as the server does for the date it prices for (today): the GST rules
 * by HSN code and the channel's fee schedule in effect (core's built-in schedule until it is loaded).
 */
export interface PricingDates {
  gstRules: PreparedGstRules | null;
  schedule: FeeScheduleVersion | undefined;
  /** today's date in India, yyyy-MM-dd */
  at: string;
}

const preparedCategories = new WeakMap<
  Category,
  Map<string, Map<FeeScheduleVersion | undefined, PreparedCard | null>>
>();

/**
 * core's prepareCategory of a category (its version in effect today, as the list gives it) with a fee
 * schedule, once per category object, channel and schedule: live recompute runs on every keystroke, and
 * the categories list gives the same object until it reloads.
 */
export function preparedCategory(
  channel: ListingChannelConfig['channel'],
  category: Category | null,
  schedule?: FeeScheduleVersion,
): PreparedCard | null {
  if (!category) return null;
  let byChannel = preparedCategories.get(category);
  if (!byChannel) {
    byChannel = new Map();
    preparedCategories.set(category, byChannel);
  }
  let bySchedule = byChannel.get(channel);
  if (!bySchedule) {
    bySchedule = new Map();
    byChannel.set(channel, bySchedule);
  }
  if (!bySchedule.has(schedule)) bySchedule.set(schedule, prepareCategory(channel, category, schedule));
  return bySchedule.get(schedule) ?? null;
}

/**
 * Every derived value of a row from its current (edited) values, with core's computeListingPricing,
 * the same function the server calls: what the grid shows while a row is edited. With `dated`, a product
 * priced "by HSN code" takes the GST rule in effect today at the price, and the fees follow the channel's
 * fee schedule in effect today, as on the server; without, core's built-in schedule and no GST rules.
 */
export function livePricing(
  row: ListingRow,
  config: ListingChannelConfig,
  products: ReadonlyMap<string, ListingProduct>,
  categories: ReadonlyMap<string, Category>,
  dated?: PricingDates,
): ListingPricing {
  const listing: PricingListing = {
    listingPrice: toNumber(row.listingPrice),
    profit: toNumber(row.profit),
    packing: toNumber(row.packing),
    advertisingCost: toNumber(row.advertisingCost),
    returnCost: toNumber(row.returnCost),
    discount: toNumber(row.discount),
    shippingFee: config.hasShippingFee ? toNumber(row.shippingFee) : null,
    productLength: toNumber(row.productLength),
    breadth: toNumber(row.breadth),
    height: toNumber(row.height),
    weight: toNumber(row.weight),
  };
  const category = row.categoryId ? (categories.get(row.categoryId) ?? null) : null;
  const card = config.categoryKind
    ? preparedCategory(config.channel, category, dated?.schedule)
    : dated?.schedule
      ? prepareCard(config.channel, null, dated.schedule)
      : null;
  return computeListingPricing(
    config.channel,
    listing,
    productsOf(row.productIds ?? [], products),
    card,
    dated ? { gstRules: dated.gstRules, at: dated.at } : {},
  );
}

export type ProfitFilter = 'loss' | 'all' | 'extra';
export type StockFilter = 'offline' | 'all' | 'live';

/**
 * The toggle filters above the grid. Loss: label LOSS; Extra: Extra or Profit (the channel's "above"
 * label); Live: the server's `live` (a product linked and every linked product in stock); Offline: not
 * live. A new, unsaved row always shows, so that it does not vanish while it is typed.
 */
export function matchesFilters(
  row: Pick<ListingRow, 'lossProfit' | 'live' | 'isNew'>,
  profit: ProfitFilter,
  stock: StockFilter,
): boolean {
  if (row.isNew) return true;
  if (profit === 'loss' && row.lossProfit !== 'LOSS') return false;
  if (profit === 'extra' && row.lossProfit !== 'Extra' && row.lossProfit !== 'Profit') return false;
  if (stock === 'live' && !row.live) return false;
  if (stock === 'offline' && row.live) return false;
  return true;
}

/** The combined names of the linked products, as the server's productName. */
export function productNames(ids: readonly string[], products: ReadonlyMap<string, ListingProduct>): string {
  return productsOf(ids, products)
    .map((p) => p.productName)
    .join(', ');
}

/** Replaces product ids in a server message with the products' names: 'Product "Toy car" no longer exists'. */
export function nameProducts(message: string, products: ReadonlyMap<string, ListingProduct>): string {
  return message.replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, (id) => {
    const product = products.get(id);
    return product ? `"${product.productName}"` : id;
  });
}
