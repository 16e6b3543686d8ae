// Every derived value of one listing on one channel (docs/fee-model.md), worked in paise: priceListing
// takes and gives paise; computeListingPricing is the same in rupees, for the screens' forms.
import { channelInfo } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';
import { indiaDate } from './dated.ts';
import type { IsoDate } from './dated.ts';
import { emptyFeeLines, feeLinesAt, taxAt } from './fee-lines.ts';
import { taxPercentAt } from './gst-rules.ts';
import type { PreparedGstRules, ProductTax } from './gst-rules.ts';
import { readInputs } from './inputs.ts';
import type { MoneyUnit, PricingListing, PricingProduct } from './inputs.ts';
import { paiseToRupees } from '../money/index.ts';
import { labelOfLeftover, priceCellClass } from './labels.ts';
import type { PriceCellClass } from './labels.ts';
import { referenceSearch, solvePrice } from './price-solver.ts';
import type { CategoryInput, PricingProblem } from './rate-card.ts';

/** Fee lines, GST included (paise from priceListing, rupees from computeListingPricing); a line the channel does not have is null. */
export interface FeeLines {
  readonly commission: number | null;
  readonly fixedFee: number | null;
  readonly collectionFee: number | null;
  readonly referalFee: number | null;
  readonly closingFee: number | null;
  readonly shippingFee: number | null;
  readonly setlmentValueWithoutShipping: number | null;
}

/**
 * The derived values of a listing, with the API's names; money in paise (priceListing) or rupees
 * (computeListingPricing). Null where nothing could be computed.
 */
export interface ListingPricing {
  readonly channel: Channel;
  /** P as validated, null when it fails the rules. */
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
 * Every derived value of one listing, in paise in and out (docs/fee-model.md "Arithmetic"): the
 * listing's and the products' money as stored, the derived money in paise (priceShouldBe too). The
 * server prices its records with it and converts to rupees once, at the wire. `card` is the listing's
 * prepared card (prepareCard: the category version and fee schedule in effect on the date priced for)
 * or its raw category (prepared here with the built-in schedule); for the channels without categories
 * it may be null.
 */
export function priceListing(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions = {},
): ListingPricing {
  return pricingOf(channel, listing, products, card, options, 'paise');
}

/**
 * priceListing for money in rupees, as the screens' forms hold it while a row is edited: the inputs are
 * checked in rupees and converted once (readInputs), the results converted once (pricingInRupees).
 */
export function computeListingPricing(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions = {},
): ListingPricing {
  return pricingInRupees(pricingOf(channel, listing, products, card, options, 'rupees'));
}

const rupeesOrNull = (paise: number | null): number | null => (paise === null ? null : paiseToRupees(paise));

/** A listing's pricing in paise (priceListing) as rupees, for the wire and the screens. */
export function pricingInRupees(p: ListingPricing): ListingPricing {
  const f = p.fees;
  return {
    ...p,
    listingPrice: rupeesOrNull(p.listingPrice),
    purchaseCost: rupeesOrNull(p.purchaseCost),
    fees: {
      commission: rupeesOrNull(f.commission),
      fixedFee: rupeesOrNull(f.fixedFee),
      collectionFee: rupeesOrNull(f.collectionFee),
      referalFee: rupeesOrNull(f.referalFee),
      closingFee: rupeesOrNull(f.closingFee),
      shippingFee: rupeesOrNull(f.shippingFee),
      setlmentValueWithoutShipping: rupeesOrNull(f.setlmentValueWithoutShipping),
    },
    totalShippingFee: rupeesOrNull(p.totalShippingFee),
    setlmentValue: rupeesOrNull(p.setlmentValue),
    taxInsidePrice: rupeesOrNull(p.taxInsidePrice),
    afterPurchaseCostDeduct: rupeesOrNull(p.afterPurchaseCostDeduct),
    priceShouldBe: rupeesOrNull(p.priceShouldBe),
  };
}

/** The derived values in paise from inputs given in `unit`. */
function pricingOf(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  options: PricingOptions,
  unit: MoneyUnit,
): ListingPricing {
  const gst = options.gstRules ? { rules: options.gstRules, at: options.at ?? indiaDate(new Date()) } : null;
  const { model, purchaseCostPaise, problems } = readInputs(
    channel,
    listing,
    products,
    card,
    gst,
    false,
    unit,
  );
  const dimensions = listingDimensions(listing, products);
  if (model === null) {
    return {
      channel,
      listingPrice: null,
      purchaseCost: purchaseCostPaise,
      ...dimensions,
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
  // the search answers in whole rupees (price-solver.ts)
  const priceShouldBe =
    lossProfit === 'Perfect'
      ? P
      : (options.priceSearch === 'reference' ? referenceSearch(model) : solvePrice(model)) * 100;
  const info = channelInfo(channel);
  const flipkart = info.category === 'flipkart';
  const amazon = info.category === 'amazon';
  return {
    channel,
    listingPrice: P,
    purchaseCost: purchaseCostPaise,
    ...dimensions,
    gst: gstPercentAt(model.taxes, P),
    fees: {
      commission: flipkart ? lines.commission : null,
      fixedFee: flipkart ? lines.fixedFee : null,
      collectionFee: flipkart ? lines.collectionFee : null,
      referalFee: amazon ? lines.referalFee : null,
      closingFee: amazon ? lines.closingFee : null,
      shippingFee: info.hasShippingFee ? lines.shippingFee : null,
      setlmentValueWithoutShipping: amazon ? P - lines.referalFee - lines.closingFee : null,
    },
    totalShippingFee: lines.shippingFee,
    setlmentValue: settlement,
    taxInsidePrice: tax,
    afterPurchaseCostDeduct: leftover,
    lossProfit,
    priceShouldBe,
    priceCellClass: priceCellClass(P, priceShouldBe),
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
