// The inputs of one listing (docs/fee-model.md "Inputs"): one validator for every caller. Valid inputs
// become a PricingModel in integer paise; otherwise the problems say which input fails which rule.
import { MAX_AMOUNT_RUPEES, MAX_AMOUNT_TEXT, moneyInputProblem } from '../catalogue/listing-fields.ts';
import type { ListingMoneyField } from '../catalogue/listing-fields.ts';
import { paiseToRupees, rupeesToPaise } from '../money/index.ts';
import { channelInfo } from './channels.ts';
import type { Channel } from './channels.ts';
import type { IsoDate } from './dated.ts';
import { fixedTax, gstRuleAt } from './gst-rules.ts';
import type { PreparedGstRules, ProductTax } from './gst-rules.ts';
import { isPreparedCard, prepareCard } from './rate-card.ts';
import type { CategoryInput, PreparedCard, PricingProblem } from './rate-card.ts';
import { applyRate } from './rates.ts';

export type GstMode = 'FIXED' | 'BY_HSN';

/** A linked product's pricing inputs; its purchase cost in readInputs' unit (paise or rupees). */
export interface PricingProduct {
  readonly productName?: string | null | undefined;
  readonly purchaseCost: number | null | undefined;
  /** The fixed GST percent (gstMode FIXED, the default). */
  readonly gst: number | null | undefined;
  /** BY_HSN: the rate comes from the GST rules for hsnCode on the pricing date. */
  readonly gstMode?: GstMode | null | undefined;
  readonly hsnCode?: string | null | undefined;
  readonly productLength?: number | null | undefined;
  readonly breadth?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly weight?: number | null | undefined;
}

/** A listing's pricing inputs; its money in readInputs' unit (paise or rupees). */
export interface PricingListing {
  readonly listingPrice: number | null | undefined;
  readonly profit: number | null | undefined;
  readonly packing: number | null | undefined;
  readonly advertisingCost: number | null | undefined;
  readonly returnCost: number | null | undefined;
  readonly discount: number | null | undefined;
  /** Absent on Meesho, which has no shipping fee. */
  readonly shippingFee?: number | null | undefined;
  readonly productLength?: number | null | undefined;
  readonly breadth?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly weight?: number | null | undefined;
}

/** What products priced "by HSN code" need: the rules and the date priced for. */
export interface GstContext {
  readonly rules: PreparedGstRules;
  readonly at: IsoDate;
}

export interface PricingModel {
  readonly channel: Channel;
  readonly card: PreparedCard;
  /** P in paise (the listing price; 0 for a sold order line, where the invoice gives the price). */
  readonly price: number;
  /** C in paise. */
  readonly purchaseCost: number;
  /** Pr in paise. */
  readonly profit: number;
  /** S in paise (before GST; 0 on Meesho). */
  readonly shipping: number;
  /** gst(S) in paise. */
  readonly shippingWithGst: number;
  /** C + Pr + Pk + A + R + D in paise. */
  readonly costs: number;
  /** The GST of each linked product (fixed rates folded into the highest one). */
  readonly taxes: readonly ProductTax[];
  /** ceil(C + Pr + Pk + S + R) in whole rupees: where the price search starts. */
  readonly start: number;
}

/**
 * How the money of the inputs is given: 'paise' as stored (the server prices its records so, with no
 * conversion), or 'rupees' as the wire and the screens' forms carry it, checked in rupees (a value below
 * one paisa is refused, decision 206) and converted exactly once (rupeesToPaise).
 */
export type MoneyUnit = 'rupees' | 'paise';

export interface ModelResult {
  /** Purchase cost in paise (null when a linked product has none, or none is linked). */
  readonly purchaseCostPaise: number | null;
  readonly model: PricingModel | null;
  readonly problems: readonly PricingProblem[];
}

/** The cards of the channels without categories under the built-in schedule (immutable). */
const PLAIN_CARDS: Readonly<Partial<Record<Channel, PreparedCard>>> = Object.freeze({
  meesho: prepareCard('meesho', null),
  littleKid: prepareCard('littleKid', null),
  trendyHandy: prepareCard('trendyHandy', null),
});

function productName(product: PricingProduct, index: number): string {
  return product.productName ? `"${product.productName}"` : `product ${index + 1}`;
}

/** The unit's conversions: to paise, and to rupees for the rules (which are worded in rupees). */
const UNITS = {
  rupees: { toPaise: rupeesToPaise, toRupees: (v: number) => v },
  paise: { toPaise: (v: number) => v, toRupees: paiseToRupees },
} as const satisfies Record<MoneyUnit, { toPaise(v: number): number; toRupees(v: number): number }>;

/** A valid money input in paise, or -1 after recording the problem. */
function amount(
  value: number | null | undefined,
  field: ListingMoneyField,
  problems: PricingProblem[],
  unit: MoneyUnit,
): number {
  const { toPaise, toRupees } = UNITS[unit];
  const problem = moneyInputProblem(field, typeof value === 'number' ? toRupees(value) : value, true);
  if (problem === null) return toPaise(value as number);
  problems.push({ field, message: problem });
  return -1;
}

/**
 * Validates the inputs of one listing and builds its model. `card` is the listing's prepared card (or its
 * raw category, prepared here with the built-in schedule); for the channels without categories it may
 * be null. With `priceFromInvoice` the listing price is not checked (a sold order line brings its own).
 * `unit` is the unit of the money of `listing` and `products` (MoneyUnit); the model is in paise.
 */
export function readInputs(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  card: CategoryInput | null | undefined,
  gst: GstContext | null | undefined,
  priceFromInvoice = false,
  unit: MoneyUnit = 'rupees',
): ModelResult {
  const info = channelInfo(channel);
  const { toPaise, toRupees } = UNITS[unit];
  const problems: PricingProblem[] = [];

  // C: the sum of the linked products' costs; g: the highest of their GST rates.
  let costPaise = 0;
  let costKnown = products.length > 0;
  let highestFixed = -1;
  let banded: ProductTax[] | null = null;
  if (products.length === 0) problems.push({ field: 'products', message: 'Link at least one product' });
  for (let index = 0; index < products.length; index++) {
    const product = products[index]!;
    const cost = product.purchaseCost;
    if (typeof cost !== 'number' || !Number.isFinite(cost)) {
      costKnown = false;
      problems.push({
        field: 'purchaseCost',
        message: `Purchase Cost of ${productName(product, index)} is missing`,
      });
    } else if (Math.abs(toRupees(cost)) > MAX_AMOUNT_RUPEES) {
      costKnown = false;
      problems.push({
        field: 'purchaseCost',
        message: `Purchase Cost of ${productName(product, index)} must be at most ${MAX_AMOUNT_TEXT}`,
      });
    } else costPaise += toPaise(cost);
    if (product.gstMode === 'BY_HSN') {
      const rule = gst ? gstRuleAt(gst.rules, product.hsnCode, gst.at) : null;
      if (rule === null)
        problems.push({
          field: 'gst',
          message: `GST of ${productName(product, index)}: no GST rule matches HSN code ${product.hsnCode ?? '(none)'}`,
        });
      else if (rule.tax.low === rule.tax.high) highestFixed = Math.max(highestFixed, rule.tax.low);
      else (banded ??= []).push(rule.tax);
    } else {
      const g = product.gst;
      if (typeof g !== 'number' || !Number.isFinite(g))
        problems.push({ field: 'gst', message: `GST of ${productName(product, index)} is missing` });
      else if (g < 0)
        problems.push({ field: 'gst', message: `GST of ${productName(product, index)} must be 0 or more` });
      else if (g > highestFixed) highestFixed = g;
    }
  }
  if (costKnown && !(costPaise > 0))
    problems.push({ field: 'purchaseCost', message: 'Purchase Cost must be more than 0' });
  const purchaseCostPaise = costKnown ? costPaise : null;

  const price = priceFromInvoice ? 0 : amount(listing.listingPrice, 'listingPrice', problems, unit);
  const profit = amount(listing.profit, 'profit', problems, unit);
  const packing = amount(listing.packing, 'packing', problems, unit);
  const advertising = amount(listing.advertisingCost, 'advertisingCost', problems, unit);
  const returnCost = amount(listing.returnCost, 'returnCost', problems, unit);
  const discount = amount(listing.discount, 'discount', problems, unit);
  const shipping = info.hasShippingFee ? amount(listing.shippingFee, 'shippingFee', problems, unit) : 0;

  let prepared: PreparedCard | null;
  if (info.category !== null && info.categoryField !== null) {
    prepared =
      card === null || card === undefined ? null : isPreparedCard(card) ? card : prepareCard(channel, card);
    if (prepared === null || prepared.kind !== info.category) {
      problems.push({
        field: info.categoryField,
        message: `Choose ${/^[AEIOU]/.test(info.label) ? 'an' : 'a'} ${info.label} category`,
      });
      prepared = null;
    } else if (prepared.problems.length > 0) problems.push(...prepared.problems);
  } else {
    prepared = card !== null && card !== undefined && isPreparedCard(card) ? card : PLAIN_CARDS[channel]!;
  }

  if (problems.length > 0 || prepared === null) return { purchaseCostPaise, model: null, problems };

  const taxes: ProductTax[] = highestFixed >= 0 ? [fixedTax(highestFixed)] : [];
  if (banded !== null) taxes.push(...banded);
  const model: PricingModel = {
    channel,
    card: prepared,
    price,
    purchaseCost: costPaise,
    profit,
    shipping,
    shippingWithGst: info.hasShippingFee ? applyRate(shipping, prepared.shippingWithGst, 1) : 0,
    costs: costPaise + profit + packing + advertising + returnCost + discount,
    taxes,
    start: Math.ceil((costPaise + profit + packing + shipping + returnCost) / 100),
  };
  return { purchaseCostPaise, model, problems: [] };
}
