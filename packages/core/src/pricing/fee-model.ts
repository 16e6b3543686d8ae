// Every derived value of one listing on one channel (docs/fee-model.md). Inputs are rupee numbers as
// stored; results are rupee numbers exact to the paisa.
import { channelInfo } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';
import { indiaDate } from './dated.ts';
import type { IsoDate } from './dated.ts';
import { emptyFeeLines, feeLinesAt, taxAt } from './fee-lines.ts';
import { taxPercentAt } from './gst-rules.ts';
import type { PreparedGstRules, ProductTax } from './gst-rules.ts';
import { readInputs } from './inputs.ts';
import type { PricingListing, PricingProduct } from './inputs.ts';
import { labelOfLeftover, priceCellClass } from './labels.ts';
import type { PriceCellClass } from './labels.ts';
import { referenceSearch, solvePrice } from './price-solver.ts';
import type { CategoryInput, PricingProblem } from './rate-card.ts';

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
  /** g: the GST percent the tax inside the price was worked out with. */
  readonly gst: number | null;
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
  /** For products priced "by HSN code": the GST rules and the date priced for. */
  readonly gstRules?: PreparedGstRules | null;
  readonly at?: IsoDate;
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

/**
 * Every derived value of one listing. `card` is the listing's prepared card (prepareCard: the category
 * version and fee schedule in effect on the date priced for) or its raw category (prepared here with the
 * built-in schedule); for the channels without categories it may be null.
 */
export function computeListingPricing(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions = {},
): ListingPricing {
  const gst = options.gstRules ? { rules: options.gstRules, at: options.at ?? indiaDate(new Date()) } : null;
  const { model, purchaseCost, problems } = readInputs(channel, listing, products, card, gst);
  // Dimensions come from the single linked product when there is exactly one, otherwise the listing.
  const source = products.length === 1 ? products[0]! : listing;
  if (model === null) {
    return {
      channel,
      listingPrice: null,
      purchaseCost,
      productLength: dimension(source.productLength),
      breadth: dimension(source.breadth),
      height: dimension(source.height),
      weight: dimension(source.weight),
      gst: null,
      fees: NO_FEES,
      totalShippingFee: null,
      setlmentValue: null,
      taxInsidePrice: null,
      afterPurchaseCostDeduct: null,
      lossProfit: null,
      priceShouldBe: null,
      priceCellClass: null,
      problems,
    };
  }
  const P = model.price;
  const lines = feeLinesAt(model, P, 1, emptyFeeLines());
  const settlement = P - lines.total;
  const tax = taxAt(model, P, 1);
  const leftover = settlement - tax - model.costs;
  const lossProfit = labelOfLeftover(channel, leftover, 1);
  const listingPrice = P / 100;
  const priceShouldBe =
    lossProfit === 'Perfect'
      ? listingPrice
      : options.priceSearch === 'reference'
        ? referenceSearch(model)
        : solvePrice(model);
  const info = channelInfo(channel);
  const flipkart = info.category === 'flipkart';
  const amazon = info.category === 'amazon';
  return {
    channel,
    listingPrice,
    purchaseCost,
    productLength: dimension(source.productLength),
    breadth: dimension(source.breadth),
    height: dimension(source.height),
    weight: dimension(source.weight),
    gst: gstPercentAt(model.taxes, P),
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
    problems,
  };
}

/** The highest GST percent of the linked products at a price in paise. */
function gstPercentAt(taxes: readonly ProductTax[], pricePaise: number): number {
  let g = 0;
  for (const t of taxes) g = Math.max(g, taxPercentAt(t, pricePaise, 1));
  return g;
}

/** Price should be (rupees) by the solver, or by trying every rupee; null when the inputs fail the rules. */
export function solvePriceShouldBe(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions = {},
): number | null {
  return computeListingPricing(channel, listing, products, card, options).priceShouldBe;
}

/** Price should be (rupees) by trying every rupee from the start: the definition, kept as the reference. */
export function referencePriceShouldBe(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions = {},
): number | null {
  return computeListingPricing(channel, listing, products, card, { ...options, priceSearch: 'reference' })
    .priceShouldBe;
}
