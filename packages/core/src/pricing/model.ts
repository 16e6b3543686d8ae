// The fee model of fee-model.md as an exact evaluator: inputs are validated and converted to integer
// paise once, category slabs are prepared once (rates as exact fractions), and then any price can be
// evaluated cheaply and exactly. computeListingPricing, the price solver, the reference search and the
// sold-order maths all go through feeLinesAt, so they agree to the paisa.
import { exactDecimal, roundDiv, roundDivBig, rupeesToPaise } from '../money/index.ts';
import { CHANNEL_INFO } from './channels.ts';
import type { Channel } from './channels.ts';
import { AMAZON_CLOSING_FEE_BANDS } from './slabs.ts';
import type { AmazonCategoryFees, FlipkartCategoryFees, Slab } from './slabs.ts';

// ---------------------------------------------------------------------------------------------------
// Inputs

export interface PricingProduct {
  readonly productName?: string | null | undefined;
  readonly purchaseCost: number | null | undefined;
  readonly gst: number | null | undefined;
  readonly productLength?: number | null | undefined;
  readonly breadth?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly weight?: number | null | undefined;
}

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

/** Why an input fails the rules: the field (API name) and a sentence a person can act on. */
export interface PricingProblem {
  readonly field: string;
  readonly message: string;
}

/** Rupee inputs above this are refused: they are typing mistakes, and it keeps all sums exact. */
export const MAX_AMOUNT_RUPEES = 1_000_000_000;

// ---------------------------------------------------------------------------------------------------
// Exact rates: a fraction n / d applied to an amount in paise.

export interface Rate {
  /** n / d as a float, for the solver's linear bounds only. */
  readonly value: number;
  readonly n: number;
  readonly d: number;
  /** When n or d is beyond 2^52 the BigInt pair is used. */
  readonly big: boolean;
  readonly bn: bigint;
  readonly bd: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function makeRate(n: bigint, d: bigint): Rate {
  const g = gcd(n, d) || 1n;
  const bn = n / g;
  const bd = d / g;
  const limit = 2n ** 52n;
  const big = bn > limit || bn < -limit || bd > limit;
  return { value: Number(bn) / Number(bd), n: Number(bn), d: Number(bd), big, bn, bd };
}

/** r(amount * rate / den): amount in paise (integer), den a positive integer (the quantity). */
export function applyRate(amount: number, rate: Rate, den: number): number {
  if (!rate.big) {
    const n = amount * rate.n;
    const d = rate.d * den;
    if (n <= 4503599627370496 && n >= -4503599627370496 && d <= 4503599627370496) return roundDiv(n, d);
  }
  return Number(roundDivBig(BigInt(amount) * rate.bn, rate.bd * BigInt(den)));
}

/** percent (a slab value) as a rate of a paise amount, with 18 % GST on top when asked. */
function percentRate(percent: number, withGst: boolean): Rate {
  const { num, scale } = exactDecimal(percent);
  return withGst ? makeRate(num * 118n, scale * 10000n) : makeRate(num, scale * 100n);
}

/** gst(x) for a rupee amount x with any decimals: r(x * 100 * 1.18) paise. */
function gstOfRupees(rupees: number): number {
  const { num, scale } = exactDecimal(rupees);
  return Number(roundDivBig(num * 118n, scale));
}

/** gst(x) = r(x * 1.18) for an amount already in paise. */
export function gstOfPaise(paise: number): number {
  return roundDiv(paise * 118, 100);
}

/** Amazon's GST on referral fees: r(P * 0.09 * 0.18) (spec §9). */
const REFERRAL_GST = makeRate(162n, 10000n);

// ---------------------------------------------------------------------------------------------------
// Prepared categories

interface RateSlab {
  readonly from: number;
  readonly to: number;
  readonly rate: Rate;
}
interface FeeSlab {
  readonly from: number;
  readonly to: number;
  /** Fee in paise, GST included. */
  readonly fee: number;
}
interface CollectionSlab extends RateSlab {
  /** A configured value above 2 is a flat amount (fee, GST included), otherwise a percentage (rate). */
  readonly flat: boolean;
  readonly fee: number;
}

const PREPARED: unique symbol = Symbol('preparedCategory');

export interface PreparedFlipkartCategory {
  readonly [PREPARED]: true;
  readonly kind: 'flipkart';
  readonly commission: readonly RateSlab[];
  readonly fixedFee: readonly FeeSlab[];
  readonly collection: readonly CollectionSlab[];
  /** Whole-rupee prices at which some slab may start or stop matching, ascending. */
  readonly breakpoints: readonly number[];
  readonly problems: readonly PricingProblem[];
}

export interface PreparedAmazonCategory {
  readonly [PREPARED]: true;
  readonly kind: 'amazon';
  readonly referral: readonly RateSlab[];
  readonly breakpoints: readonly number[];
  readonly problems: readonly PricingProblem[];
}

export type PreparedCategory = PreparedFlipkartCategory | PreparedAmazonCategory;
export type CategoryInput = FlipkartCategoryFees | AmazonCategoryFees | PreparedCategory;

export function isPreparedCategory(value: unknown): value is PreparedCategory {
  return typeof value === 'object' && value !== null && PREPARED in value;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/** Checks the slabs' numbers; bounds may be ±Infinity, values must be finite. */
function slabProblems(
  list: readonly Slab[],
  field: string,
  name: string,
  valueLabel: string,
): PricingProblem[] {
  const problems: PricingProblem[] = [];
  list.forEach((s, i) => {
    const row = `${name} slab ${i + 1}`;
    if (!isNum(s.from)) problems.push({ field, message: `${row}: From must be a number` });
    if (!isNum(s.to)) problems.push({ field, message: `${row}: To must be a number` });
    if (!isNum(s.precent) || !Number.isFinite(s.precent))
      problems.push({ field, message: `${row}: ${valueLabel} must be a number` });
  });
  return problems;
}

function addBreakpoints(points: Set<number>, list: readonly { from: number; to: number }[]): void {
  for (const s of list) {
    for (const b of [s.from, s.to]) {
      if (!Number.isFinite(b)) continue;
      // For whole-rupee prices p, "b < p" and "p < b" can change only at floor(b) and floor(b) + 1.
      const f = Math.floor(b);
      if (f > 0 && f < 10000) points.add(f);
      if (f + 1 > 0 && f + 1 < 10000) points.add(f + 1);
    }
  }
}

function sortedPoints(points: Set<number>): number[] {
  return [...points].sort((a, b) => a - b);
}

/** Prepares a Flipkart category once; pass the result instead of the raw category in batch work. */
export function prepareFlipkartCategory(category: FlipkartCategoryFees): PreparedFlipkartCategory {
  const commissionList = category.commissionPercent ?? [];
  const fixedList = category.fixedFeePercent ?? [];
  const collectionList = category.collectionFeePercent ?? [];
  const problems = [
    ...slabProblems(commissionList, 'commissionPercent', 'Commission', 'Percent'),
    ...slabProblems(fixedList, 'fixedFeePercent', 'Fixed fee', 'Fee'),
    ...slabProblems(collectionList, 'collectionFeePercent', 'Collection fee', 'Fee'),
  ];
  const zero = makeRate(0n, 1n);
  const ok = problems.length === 0;
  const commission = ok
    ? commissionList.map((s) => ({ from: s.from, to: s.to, rate: percentRate(s.precent, true) }))
    : [];
  const fixedFee = ok ? fixedList.map((s) => ({ from: s.from, to: s.to, fee: gstOfRupees(s.precent) })) : [];
  const collection = ok
    ? collectionList.map((s) =>
        s.precent > 2
          ? { from: s.from, to: s.to, flat: true, fee: gstOfRupees(s.precent), rate: zero }
          : { from: s.from, to: s.to, flat: false, fee: 0, rate: percentRate(s.precent, true) },
      )
    : [];
  const points = new Set<number>();
  addBreakpoints(points, commission);
  addBreakpoints(points, fixedFee);
  addBreakpoints(points, collection);
  return {
    [PREPARED]: true,
    kind: 'flipkart',
    commission,
    fixedFee,
    collection,
    breakpoints: sortedPoints(points),
    problems,
  };
}

/** Prepares an Amazon category once. */
export function prepareAmazonCategory(category: AmazonCategoryFees): PreparedAmazonCategory {
  const list = category.referalFeePercent ?? [];
  const problems = slabProblems(list, 'referalFeePercent', 'Referral fee', 'Percent');
  const referral =
    problems.length === 0
      ? list.map((s) => ({ from: s.from, to: s.to, rate: percentRate(s.precent, false) }))
      : [];
  const points = new Set<number>();
  addBreakpoints(points, referral);
  addBreakpoints(
    points,
    AMAZON_CLOSING_FEE_BANDS.map((b) => ({ from: b.upTo, to: b.upTo })),
  );
  return { [PREPARED]: true, kind: 'amazon', referral, breakpoints: sortedPoints(points), problems };
}

/** Prepares the category a channel needs; null for channels without categories. */
export function prepareCategory(
  channel: Channel,
  category: CategoryInput | null | undefined,
): PreparedCategory | null {
  if (category === null || category === undefined) return null;
  if (isPreparedCategory(category)) return category;
  const kind = CHANNEL_INFO[channel].category;
  if (kind === 'flipkart') return prepareFlipkartCategory(category as FlipkartCategoryFees);
  if (kind === 'amazon') return prepareAmazonCategory(category as AmazonCategoryFees);
  return null;
}

const taxRates = new Map<number, Rate>();

/** g / (100 + g) as an exact rate. Memoised: a shop uses a handful of GST rates. */
let lastGst = -1;
let lastTaxRate: Rate | undefined;

function taxRate(gst: number): Rate {
  if (gst === lastGst && lastTaxRate !== undefined) return lastTaxRate;
  let rate = taxRates.get(gst);
  if (rate === undefined) {
    const { num, scale } = exactDecimal(gst);
    rate = makeRate(num, 100n * scale + num);
    if (taxRates.size < 1000) taxRates.set(gst, rate);
  }
  lastGst = gst;
  lastTaxRate = rate;
  return rate;
}

const CLOSING_FEES = AMAZON_CLOSING_FEE_BANDS.map((b) => ({ upTo: b.upTo, fee: gstOfRupees(b.fee) }));

// ---------------------------------------------------------------------------------------------------
// The validated model of one listing

export interface PricingModel {
  readonly channel: Channel;
  readonly category: PreparedCategory | null;
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
  /** Tax inside a price: g / (100 + g). */
  readonly tax: Rate;
  /** ceil(C + Pr + Pk + S + R) in whole rupees: where the price search starts. */
  readonly start: number;
}

export interface ModelResult {
  /** Purchase cost in rupees (null when a linked product has none, or none is linked). */
  readonly purchaseCost: number | null;
  readonly model: PricingModel | null;
  readonly problems: readonly PricingProblem[];
}

const pendingProblems: PricingProblem[] = [];
const NO_PROBLEMS: readonly PricingProblem[] = Object.freeze([]);

const FIELD_LABELS = {
  listingPrice: 'Listing Price',
  profit: 'Profit',
  packing: 'Packing',
  advertisingCost: 'Advertising Cost',
  returnCost: 'Return Cost',
  discount: 'Discount',
  shippingFee: 'Shipping Fee',
} as const;

const MAX_TEXT = '₹1,00,00,00,000';

function amount(
  value: number | null | undefined,
  field: keyof typeof FIELD_LABELS,
  positive: boolean,
  problems: PricingProblem[],
): number {
  if (typeof value === 'number' && (positive ? value > 0 : value >= 0) && value <= MAX_AMOUNT_RUPEES) {
    return rupeesToPaise(value);
  }
  const label = FIELD_LABELS[field];
  if (value === null || value === undefined || typeof value !== 'number' || Number.isNaN(value)) {
    problems.push({ field, message: `${label} is missing` });
  } else if (positive ? !(value > 0) : !(value >= 0)) {
    problems.push({ field, message: `${label} must be ${positive ? 'more than 0' : '0 or more'}` });
  } else {
    problems.push({ field, message: `${label} must be at most ${MAX_TEXT}` });
  }
  return 0;
}

function productName(product: PricingProduct, index: number): string {
  return product.productName ? `"${product.productName}"` : `product ${index + 1}`;
}

/**
 * Validates the inputs of one listing against fee-model.md "Inputs" and builds its model.
 * With `priceFromInvoice`, the listing price is not checked (a sold order line brings its own price).
 */
export function buildModel(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
  priceFromInvoice = false,
): ModelResult {
  const info = CHANNEL_INFO[channel];
  // One reusable list: most listings are valid, and a fresh array per call is measurable in batches.
  const problems = pendingProblems;
  if (problems.length !== 0) problems.length = 0; // setting length is a slow path in V8: only when needed

  // Purchase cost: the sum of the linked products' costs; GST: the highest of their rates.
  let costPaise = 0;
  let costKnown = products.length > 0;
  let gst = 0;
  let gstProblem = false;
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
    } else if (Math.abs(cost) > MAX_AMOUNT_RUPEES) {
      costKnown = false;
      problems.push({
        field: 'purchaseCost',
        message: `Purchase Cost of ${productName(product, index)} must be at most ${MAX_TEXT}`,
      });
    } else costPaise += rupeesToPaise(cost);
    const g = product.gst;
    if (typeof g !== 'number' || !Number.isFinite(g)) {
      gstProblem = true;
      problems.push({ field: 'gst', message: `GST of ${productName(product, index)} is missing` });
    } else if (g < 0) {
      gstProblem = true;
      problems.push({ field: 'gst', message: `GST of ${productName(product, index)} must be 0 or more` });
    } else if (g > gst) gst = g;
  }
  if (costKnown && !(costPaise > 0))
    problems.push({ field: 'purchaseCost', message: 'Purchase Cost must be more than 0' });
  const purchaseCost = costKnown ? costPaise / 100 : null;

  const price = priceFromInvoice ? 0 : amount(listing.listingPrice, 'listingPrice', true, problems);
  const profit = amount(listing.profit, 'profit', false, problems);
  const packing = amount(listing.packing, 'packing', false, problems);
  const advertising = amount(listing.advertisingCost, 'advertisingCost', false, problems);
  const returnCost = amount(listing.returnCost, 'returnCost', false, problems);
  const discount = amount(listing.discount, 'discount', false, problems);
  const shipping = info.hasShippingFee ? amount(listing.shippingFee, 'shippingFee', false, problems) : 0;

  let prepared: PreparedCategory | null = null;
  if (info.category !== null && info.categoryField !== null) {
    prepared = prepareCategory(channel, category);
    if (prepared === null || prepared.kind !== info.category) {
      problems.push({
        field: info.categoryField,
        message: `Choose ${/^[AEIOU]/.test(info.label) ? 'an' : 'a'} ${info.label} category`,
      });
      prepared = null;
    } else if (prepared.problems.length > 0) problems.push(...prepared.problems);
  }

  if (problems.length > 0 || gstProblem) return { purchaseCost, model: null, problems: problems.slice() };

  const model: PricingModel = {
    channel,
    category: prepared,
    price,
    purchaseCost: costPaise,
    profit,
    shipping,
    shippingWithGst: info.hasShippingFee ? gstOfPaise(shipping) : 0,
    costs: costPaise + profit + packing + advertising + returnCost + discount,
    tax: taxRate(gst),
    start: Math.ceil((costPaise + profit + packing + shipping + returnCost) / 100),
  };
  return { purchaseCost, model, problems: NO_PROBLEMS };
}

// ---------------------------------------------------------------------------------------------------
// Evaluation at a price

/** Fee lines in paise at one price, GST included. Lines a channel does not have stay 0. */
export interface FeeLinesPaise {
  commission: number;
  fixedFee: number;
  collectionFee: number;
  referalFee: number;
  closingFee: number;
  shippingFee: number;
  /** Every fee line added up: P - settlement. */
  total: number;
}

export function emptyFeeLines(): FeeLinesPaise {
  return {
    commission: 0,
    fixedFee: 0,
    collectionFee: 0,
    referalFee: 0,
    closingFee: 0,
    shippingFee: 0,
    total: 0,
  };
}

function findSlab<T extends { from: number; to: number }>(list: readonly T[], rupees: number): T | undefined {
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    if (s.from < rupees && rupees < s.to) return s;
  }
  return undefined;
}

/**
 * The fee lines at the price P = priceNum / den paise (den = 1 for a listing; the quantity for a sold
 * order line, whose unit price is invoice / quantity). Writes into `out` so hot loops allocate nothing.
 */
export function feeLinesAt(
  model: PricingModel,
  priceNum: number,
  den: number,
  out: FeeLinesPaise,
): FeeLinesPaise {
  const rupees = den === 1 ? priceNum / 100 : priceNum / (den * 100);
  const category = model.category;
  out.commission = out.fixedFee = out.collectionFee = out.referalFee = out.closingFee = 0;
  out.shippingFee = model.shippingWithGst;
  if (category !== null && category.kind === 'flipkart') {
    const c = findSlab(category.commission, rupees);
    if (c !== undefined) out.commission = applyRate(priceNum, c.rate, den);
    const f = findSlab(category.fixedFee, rupees);
    if (f !== undefined) out.fixedFee = f.fee;
    const k = findSlab(category.collection, rupees);
    if (k !== undefined) out.collectionFee = k.flat ? k.fee : applyRate(priceNum, k.rate, den);
    out.total = out.commission + out.fixedFee + out.collectionFee + out.shippingFee;
  } else if (category !== null && category.kind === 'amazon') {
    const s = findSlab(category.referral, rupees);
    out.referalFee =
      (s === undefined ? 0 : applyRate(priceNum, s.rate, den)) + applyRate(priceNum, REFERRAL_GST, den);
    for (let i = 0; i < CLOSING_FEES.length; i++) {
      const band = CLOSING_FEES[i]!;
      if (rupees <= band.upTo) {
        out.closingFee = band.fee;
        break;
      }
    }
    out.total = out.referalFee + out.closingFee + out.shippingFee;
  } else {
    out.total = out.shippingFee;
  }
  return out;
}

/** Tax inside the price P = priceNum / den paise: r(P * g / (100 + g)). */
export function taxAt(model: PricingModel, priceNum: number, den: number): number {
  return applyRate(priceNum, model.tax, den);
}

const scratch = emptyFeeLines();

/** The leftover X in paise at a whole price in paise (den 1): settlement - T - C - Pr - Pk - A - R - D. */
export function leftoverAt(model: PricingModel, pricePaise: number): number {
  const fees = feeLinesAt(model, pricePaise, 1, scratch).total;
  return pricePaise - fees - applyRate(pricePaise, model.tax, 1) - model.costs;
}

// ---------------------------------------------------------------------------------------------------
// The linear shape of X between breakpoints, for the solver

export interface SegmentShape {
  /** X(p) = slope * p + offset + e(p), |e(p)| <= roundedTerms / 2, for whole rupees p in the segment. */
  slope: number;
  offset: number;
  roundedTerms: number;
  /** Sum of |rates| (for the solver's float error allowance). */
  rateSize: number;
}

/** The shape of X(p) on the segment of whole-rupee prices that match the same slabs as p. */
export function segmentShape(model: PricingModel, p: number, out: SegmentShape): SegmentShape {
  const category = model.category;
  let rates = model.tax.value;
  let size = Math.abs(model.tax.value);
  let terms = 1;
  let constant = model.costs + model.shippingWithGst;
  if (category !== null && category.kind === 'flipkart') {
    const c = findSlab(category.commission, p);
    if (c !== undefined) {
      rates += c.rate.value;
      size += Math.abs(c.rate.value);
      terms++;
    }
    const f = findSlab(category.fixedFee, p);
    if (f !== undefined) constant += f.fee;
    const k = findSlab(category.collection, p);
    if (k !== undefined) {
      if (k.flat) constant += k.fee;
      else {
        rates += k.rate.value;
        size += Math.abs(k.rate.value);
        terms++;
      }
    }
  } else if (category !== null && category.kind === 'amazon') {
    const s = findSlab(category.referral, p);
    if (s !== undefined) {
      rates += s.rate.value;
      size += Math.abs(s.rate.value);
      terms++;
    }
    rates += REFERRAL_GST.value;
    size += REFERRAL_GST.value;
    terms++;
    for (const band of CLOSING_FEES) {
      if (p <= band.upTo) {
        constant += band.fee;
        break;
      }
    }
  }
  out.slope = 100 * (1 - rates);
  out.offset = -constant;
  out.roundedTerms = terms;
  out.rateSize = size;
  return out;
}
