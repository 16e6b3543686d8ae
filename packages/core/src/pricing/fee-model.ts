// Every derived value of one listing on one channel (fee-model.md; spec §3, §4, §5).
// Inputs are rupee numbers as stored; results are rupee numbers exact to the paisa.
import { channelInfo } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';
import { labelOfLeftoverPaise, PERFECT_BELOW_PAISE, priceCellClass } from './labels.ts';
import type { PriceCellClass } from './labels.ts';
import { buildModel, emptyFeeLines, feeLinesAt, fillModel, newPricingModel, taxAt } from './model.ts';
import type { CategoryInput, PricingListing, PricingModel, PricingProblem, PricingProduct } from './model.ts';
import { referenceSearch, solveSearch } from './price-solver.ts';

/** Fee lines in rupees, GST included; a line the channel does not have is null. */
export interface FeeLines {
  readonly commission: number | null;
  readonly fixedFee: number | null;
  readonly collectionFee: number | null;
  readonly referalFee: number | null;
  readonly closingFee: number | null;
  readonly shippingFee: number | null;
  readonly setlmentValueWithoutShipping: number | null;
}

/** The derived values of a listing, with the API's names. Null where nothing could be computed. */
export interface ListingPricing {
  readonly channel: Channel;
  /** P as validated (rupees), null when it fails the rules. */
  readonly listingPrice: number | null;
  readonly purchaseCost: number | null;
  readonly productLength: number | null;
  readonly breadth: number | null;
  readonly height: number | null;
  readonly weight: number | null;
  readonly fees: FeeLines;
  /** gst(S): the shipping fee with GST (0 on Meesho, which has none). */
  readonly totalShippingFee: number | null;
  /** Settlement ("In Bank"). */
  readonly setlmentValue: number | null;
  readonly taxInsidePrice: number | null;
  /** The leftover X ("Extra Amount"). */
  readonly afterPurchaseCostDeduct: number | null;
  readonly lossProfit: LossProfit | null;
  readonly priceShouldBe: number | null;
  readonly priceCellClass: PriceCellClass | null;
  /** Which input failed which rule; empty when everything was computed. */
  readonly problems: readonly PricingProblem[];
}

export interface PricingOptions {
  /** 'solver' (default) or 'reference' (tries every rupee; for tests and the benchmark). */
  readonly priceSearch?: 'solver' | 'reference';
}

const NO_FEES: FeeLines = {
  commission: null,
  fixedFee: null,
  collectionFee: null,
  referalFee: null,
  closingFee: null,
  shippingFee: null,
  setlmentValueWithoutShipping: null,
};

const dimension = (value: number | null | undefined): number | null =>
  typeof value === 'number' && !Number.isNaN(value) ? value : null;

/** Dimensions come from the single linked product when there is exactly one, otherwise the listing. */
export function listingDimensions(
  listing: PricingListing,
  products: readonly PricingProduct[],
): { productLength: number | null; breadth: number | null; height: number | null; weight: number | null } {
  const source = products.length === 1 ? products[0]! : listing;
  return {
    productLength: dimension(source.productLength),
    breadth: dimension(source.breadth),
    height: dimension(source.height),
    weight: dimension(source.weight),
  };
}

/** Price should be, in rupees, for a valid model (P when already Perfect). */
function priceShouldBeOf(model: PricingModel, leftover: number, search: 'solver' | 'reference'): number {
  if (labelOfLeftoverPaise(model.channel, leftover) === 'Perfect') return model.price / 100;
  return search === 'reference' ? referenceSearch(model) : solveSearch(model);
}

const scratchLines = emptyFeeLines();
const scratchModel = newPricingModel();
const DEFAULT_OPTIONS: PricingOptions = {};
const NO_PROBLEMS: readonly PricingProblem[] = Object.freeze([]);

/**
 * Every derived value of one listing. `category` is the listing's Flipkart or Amazon category (raw or
 * from prepareCategory, which batch callers should use once per category); ignored for the others.
 */
export function computeListingPricing(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
  options: PricingOptions = DEFAULT_OPTIONS,
): ListingPricing {
  // Dimensions come from the single linked product when there is exactly one, otherwise the listing.
  const source = products.length === 1 ? products[0]! : listing;
  // Valid inputs (the usual case) fill one reused model: it never leaves this call.
  const model = scratchModel;
  if (!fillModel(channel, listing, products, category, false, model)) {
    const built = buildModel(channel, listing, products, category);
    if (built.model !== null) throw new Error('buildModel and fillModel disagree'); // unreachable
    return {
      channel,
      listingPrice: null,
      purchaseCost: built.purchaseCost,
      productLength: dimension(source.productLength),
      breadth: dimension(source.breadth),
      height: dimension(source.height),
      weight: dimension(source.weight),
      fees: NO_FEES,
      totalShippingFee: null,
      setlmentValue: null,
      taxInsidePrice: null,
      afterPurchaseCostDeduct: null,
      lossProfit: null,
      priceShouldBe: null,
      priceCellClass: null,
      problems: built.problems,
    };
  }
  const P = model.price;
  const lines = feeLinesAt(model, P, 1, scratchLines); // the solver evaluates with its own scratch
  const settlement = P - lines.total;
  const tax = taxAt(model, P, 1);
  const leftover = settlement - tax - model.costs;
  const info = channelInfo(channel);
  // The label of X (labelOfLeftoverPaise), worked out once for the label and for price should be.
  const perfect = leftover > 0 && leftover < PERFECT_BELOW_PAISE;
  const lossProfit: LossProfit = perfect ? 'Perfect' : leftover < 0 ? 'LOSS' : info.aboveLabel;
  const listingPrice = P / 100;
  const priceShouldBe = perfect
    ? listingPrice
    : options.priceSearch === 'reference'
      ? referenceSearch(model)
      : solveSearch(model);
  const kind = info.category;
  const flipkart = kind === 'flipkart';
  const amazon = kind === 'amazon';
  return {
    channel,
    listingPrice,
    purchaseCost: model.purchaseCost / 100,
    productLength: dimension(source.productLength),
    breadth: dimension(source.breadth),
    height: dimension(source.height),
    weight: dimension(source.weight),
    fees: {
      commission: flipkart ? lines.commission / 100 : null,
      fixedFee: flipkart ? lines.fixedFee / 100 : null,
      collectionFee: flipkart ? lines.collectionFee / 100 : null,
      referalFee: amazon ? lines.referalFee / 100 : null,
      closingFee: amazon ? lines.closingFee / 100 : null,
      shippingFee: info.hasShippingFee ? lines.shippingFee / 100 : null,
      setlmentValueWithoutShipping: amazon ? (P - lines.referalFee - lines.closingFee) / 100 : null,
    },
    totalShippingFee: lines.shippingFee / 100,
    setlmentValue: settlement / 100,
    taxInsidePrice: tax / 100,
    afterPurchaseCostDeduct: leftover / 100,
    lossProfit,
    priceShouldBe,
    priceCellClass: priceCellClass(listingPrice, priceShouldBe),
    problems: NO_PROBLEMS,
  };
}

function searchPrice(
  search: 'solver' | 'reference',
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
): number | null {
  const model = buildModel(channel, listing, products, category).model;
  if (model === null) return null;
  const leftover =
    model.price -
    feeLinesAt(model, model.price, 1, emptyFeeLines()).total -
    taxAt(model, model.price, 1) -
    model.costs;
  return priceShouldBeOf(model, leftover, search);
}

/** Price should be (rupees) with the fast solver; null when the inputs fail the rules. */
export function solvePriceShouldBe(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
): number | null {
  return searchPrice('solver', channel, listing, products, category);
}

/** Price should be (rupees) by trying every rupee from the start: the spec's definition, kept as the reference. */
export function referencePriceShouldBe(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
): number | null {
  return searchPrice('reference', channel, listing, products, category);
}
