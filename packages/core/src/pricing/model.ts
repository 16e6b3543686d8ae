// The fee model of fee-model.md as an exact evaluator: inputs are validated and converted to integer
// paise once, category slabs are prepared once (rates as exact fractions), and then any price can be
// evaluated cheaply and exactly. computeListingPricing, the price solver, the reference search and the
// sold-order maths all go through feeLinesAt, so they agree to the paisa.
import { exactDecimal, roundDiv, roundDivBig, rupeesToPaise } from '../money/index.ts';
import { CHANNEL_INFO, channelInfo } from './channels.ts';
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

/** The tax rate of a blank model (g = 0). */
const ZERO_TAX = makeRate(0n, 1n);

// Categories share a handful of slab values (12 %, 9.5 %, ₹15 …), and turning one into an exact rate
// goes through its decimal text and BigInt arithmetic: each value is converted once per process.
const MEMO_LIMIT = 1000;
const ratesWithGst = new Map<number, Rate>();
const ratesWithoutGst = new Map<number, Rate>();
const gstOfRupeesMemo = new Map<number, number>();

function remember<V>(memo: Map<number, V>, key: number, value: V): V {
  if (memo.size < MEMO_LIMIT) memo.set(key, value);
  return value;
}

/** percent (a slab value) as a rate of a paise amount, with 18 % GST on top when asked. */
function percentRate(percent: number, withGst: boolean): Rate {
  const memo = withGst ? ratesWithGst : ratesWithoutGst;
  const known = memo.get(percent);
  if (known !== undefined) return known;
  const { num, scale } = exactDecimal(percent);
  return remember(
    memo,
    percent,
    withGst ? makeRate(num * 118n, scale * 10000n) : makeRate(num, scale * 100n),
  );
}

/** gst(x) for a rupee amount x with any decimals: r(x * 100 * 1.18) paise. */
function gstOfRupees(rupees: number): number {
  const known = gstOfRupeesMemo.get(rupees);
  if (known !== undefined) return known;
  const { num, scale } = exactDecimal(rupees);
  return remember(gstOfRupeesMemo, rupees, Number(roundDivBig(num * 118n, scale)));
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

// The solver's view of a category, worked out once when it is prepared: the whole-rupee prices 1..9999
// cut at the breakpoints into segments, each with the slabs every price in it matches. Kept under a
// symbol of this module, outside the public shape of a prepared category.
const SEGMENTS: unique symbol = Symbol('priceSegments');

/** One segment: the fee terms of every whole-rupee price from `first` to `last`. */
export interface PriceSegment {
  readonly first: number;
  readonly last: number;
  /** Flipkart: the commission rate; Amazon: the referral slab's rate. Null when no slab matches. */
  readonly rateA: Rate | null;
  /** Flipkart: the collection fee when it is a percentage; Amazon: the GST on referral fees. */
  readonly rateB: Rate | null;
  /** Flipkart: the fixed fee; Amazon: the closing fee (paise, GST included; 0 when none). */
  readonly feeA: number;
  /** Flipkart: the collection fee when it is a flat amount (paise, GST included; 0 otherwise). */
  readonly feeB: number;
  /** rateA.value and rateB.value, 0 when null (for the solver's linear bounds). */
  readonly valueA: number;
  readonly valueB: number;
  /** The number of rounded rate terms in the fees (the tax adds one more). */
  readonly terms: number;
}

export interface PriceSegments {
  /** 0: no category (only shipping); 1: Flipkart; 2: Amazon. */
  readonly kind: 0 | 1 | 2;
  /** Ascending, covering 1..9999 without gaps. */
  readonly list: readonly PriceSegment[];
  /** list[i].last, packed, to find the segment of a price without touching the segments. */
  readonly lasts: Int32Array;
}

interface WithSegments {
  readonly [SEGMENTS]: PriceSegments;
}

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

function addBreakpoints(points: number[], list: readonly { from: number; to: number }[]): void {
  for (let i = 0; i < list.length; i++) {
    addBound(points, list[i]!.from);
    addBound(points, list[i]!.to);
  }
}

function addBound(points: number[], b: number): void {
  if (!Number.isFinite(b)) return;
  // For whole-rupee prices p, "b < p" and "p < b" can change only at floor(b) and floor(b) + 1.
  const f = Math.floor(b);
  if (f > 0 && f < 10000) points.push(f);
  if (f + 1 > 0 && f + 1 < 10000) points.push(f + 1);
}

/** The points ascending, each once (sorted in place). */
function sortedPoints(points: number[]): number[] {
  points.sort((a, b) => a - b);
  let n = 0;
  for (let i = 0; i < points.length; i++)
    if (n === 0 || points[i] !== points[n - 1]) points[n++] = points[i]!;
  points.length = n;
  return points;
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
  const zero = ZERO_TAX;
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
  const points: number[] = [];
  addBreakpoints(points, commission);
  addBreakpoints(points, fixedFee);
  addBreakpoints(points, collection);
  const breakpoints = sortedPoints(points);
  const segments = cutSegments(breakpoints, 1, (first, last) => {
    const c = findSlab(commission, first);
    const f = findSlab(fixedFee, first);
    const k = findSlab(collection, first);
    return segment(
      first,
      last,
      c === undefined ? null : c.rate,
      k !== undefined && !k.flat ? k.rate : null,
      f === undefined ? 0 : f.fee,
      k !== undefined && k.flat ? k.fee : 0,
    );
  });
  const prepared: PreparedFlipkartCategory & WithSegments = {
    [PREPARED]: true,
    kind: 'flipkart',
    commission,
    fixedFee,
    collection,
    breakpoints,
    problems,
    [SEGMENTS]: segments,
  };
  return prepared;
}

/** The closing-fee bands as bounds: the price where each band stops holding. */
const CLOSING_FEE_BOUNDS = AMAZON_CLOSING_FEE_BANDS.map((b) => ({ from: b.upTo, to: b.upTo }));

/** Prepares an Amazon category once. */
export function prepareAmazonCategory(category: AmazonCategoryFees): PreparedAmazonCategory {
  const list = category.referalFeePercent ?? [];
  const problems = slabProblems(list, 'referalFeePercent', 'Referral fee', 'Percent');
  const referral =
    problems.length === 0
      ? list.map((s) => ({ from: s.from, to: s.to, rate: percentRate(s.precent, false) }))
      : [];
  const points: number[] = [];
  addBreakpoints(points, referral);
  addBreakpoints(points, CLOSING_FEE_BOUNDS);
  const breakpoints = sortedPoints(points);
  const segments = cutSegments(breakpoints, 2, (first, last) => {
    const s = findSlab(referral, first);
    return segment(first, last, s === undefined ? null : s.rate, REFERRAL_GST, closingFeeAt(first), 0);
  });
  const prepared: PreparedAmazonCategory & WithSegments = {
    [PREPARED]: true,
    kind: 'amazon',
    referral,
    breakpoints,
    problems,
    [SEGMENTS]: segments,
  };
  return prepared;
}

function segment(
  first: number,
  last: number,
  rateA: Rate | null,
  rateB: Rate | null,
  feeA: number,
  feeB: number,
): PriceSegment {
  return {
    first,
    last,
    rateA,
    rateB,
    feeA,
    feeB,
    valueA: rateA === null ? 0 : rateA.value,
    valueB: rateB === null ? 0 : rateB.value,
    terms: (rateA === null ? 0 : 1) + (rateB === null ? 0 : 1),
  };
}

/**
 * Cuts 1..9999 at the breakpoints. Every breakpoint b is a price where some slab (or closing-fee band)
 * may start or stop matching, so all the prices from b to the next breakpoint - 1 match the same slabs,
 * and what matches at a segment's first price holds for all of it (prices below 1 are never searched).
 */
function cutSegments(
  breakpoints: readonly number[],
  kind: 1 | 2,
  at: (first: number, last: number) => PriceSegment,
): PriceSegments {
  const list: PriceSegment[] = [];
  let first = 1;
  for (let i = 0; i <= breakpoints.length; i++) {
    const last = i < breakpoints.length ? breakpoints[i]! - 1 : 9999;
    if (last >= first) list.push(at(first, last));
    first = last + 1;
  }
  const lasts = new Int32Array(list.length);
  for (let i = 0; i < list.length; i++) lasts[i] = list[i]!.last;
  return { kind, list, lasts };
}

const NO_CATEGORY_SEGMENTS: PriceSegments = {
  kind: 0,
  list: [segment(1, 9999, null, null, 0, 0)],
  lasts: Int32Array.of(9999),
};

/** The segments of a model's category; null for a category this module did not prepare. */
export function priceSegments(model: PricingModel): PriceSegments | null {
  const category = model.category;
  if (category === null) return NO_CATEGORY_SEGMENTS;
  const segments = (category as Partial<WithSegments>)[SEGMENTS];
  return segments === undefined ? null : segments;
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
/** The whole-number rates 0..100 (the usual GST rates) by index, without hashing a float key. */
const wholeTaxRates: (Rate | undefined)[] = new Array<Rate | undefined>(101).fill(undefined);

function exactTaxRate(gst: number): Rate {
  const { num, scale } = exactDecimal(gst);
  return makeRate(num, 100n * scale + num);
}

/** g / (100 + g) as an exact rate, for g >= 0. Memoised: a shop uses a handful of GST rates. */
function taxRate(gst: number): Rate {
  // Small on purpose, so that it inlines: whole rates from a table, anything else out of line.
  const whole = gst | 0;
  if (whole === gst && whole <= 100) {
    const known = wholeTaxRates[whole];
    if (known !== undefined) return known;
  }
  return rememberTaxRate(gst);
}

function rememberTaxRate(gst: number): Rate {
  const whole = gst | 0;
  if (whole === gst && whole >= 0 && whole <= 100) return (wholeTaxRates[whole] = exactTaxRate(whole));
  let rate = taxRates.get(gst);
  if (rate === undefined) {
    rate = exactTaxRate(gst);
    if (taxRates.size < 1000) taxRates.set(gst, rate);
  }
  return rate;
}

const CLOSING_FEES = AMAZON_CLOSING_FEE_BANDS.map((b) => ({ upTo: b.upTo, fee: gstOfRupees(b.fee) }));

/** The closing fee (paise, GST included) at a price in rupees, as feeLinesAt finds it. */
function closingFeeAt(rupees: number): number {
  for (let i = 0; i < CLOSING_FEES.length; i++) {
    const band = CLOSING_FEES[i]!;
    if (rupees <= band.upTo) return band.fee;
  }
  return 0;
}

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

/** A model being filled in place (the fast path reuses one; buildModel makes a fresh one). */
export type MutablePricingModel = { -readonly [K in keyof PricingModel]: PricingModel[K] };

/** A blank model; every model is made here, so they all share one object shape. */
export function newPricingModel(): MutablePricingModel {
  return {
    channel: 'meesho',
    category: null,
    price: 0,
    purchaseCost: 0,
    profit: 0,
    shipping: 0,
    shippingWithGst: 0,
    costs: 0,
    tax: ZERO_TAX,
    start: 0,
  };
}

/** A rupee amount that passes the rules (>= 0, or > 0 when `positive`, at most the maximum), else -1. */
function validAmount(value: number | null | undefined, positive: boolean): number {
  if (typeof value === 'number' && (positive ? value > 0 : value >= 0) && value <= MAX_AMOUNT_RUPEES)
    return rupeesToPaise(value);
  return -1;
}

/**
 * The fast path of buildModel for inputs that pass every rule (the usual case): fills `out` and returns
 * true. Returns false, having checked nothing else, as soon as any rule fails, so that buildModel can
 * spell out the problems. Allocates nothing when the category is already prepared.
 */
export function fillModel(
  channel: Channel,
  listing: PricingListing,
  products: readonly PricingProduct[],
  category: CategoryInput | null | undefined,
  priceFromInvoice: boolean,
  out: MutablePricingModel,
): boolean {
  const info = channelInfo(channel);
  const count = products.length;
  if (count === 0) return false;
  let costPaise = 0;
  let gst = 0;
  for (let index = 0; index < count; index++) {
    const product = products[index]!;
    const cost = product.purchaseCost;
    if (typeof cost !== 'number' || !(Math.abs(cost) <= MAX_AMOUNT_RUPEES)) return false;
    costPaise += rupeesToPaise(cost);
    const g = product.gst;
    if (typeof g !== 'number' || !(g >= 0) || g === Infinity) return false;
    if (g > gst) gst = g;
  }
  if (!(costPaise > 0)) return false;
  const price = priceFromInvoice ? 0 : validAmount(listing.listingPrice, true);
  const profit = validAmount(listing.profit, false);
  const packing = validAmount(listing.packing, false);
  const advertising = validAmount(listing.advertisingCost, false);
  const returnCost = validAmount(listing.returnCost, false);
  const discount = validAmount(listing.discount, false);
  const shipping = info.hasShippingFee ? validAmount(listing.shippingFee, false) : 0;
  if (price < 0 || profit < 0 || packing < 0 || advertising < 0 || returnCost < 0) return false;
  if (discount < 0 || shipping < 0) return false;
  let prepared: PreparedCategory | null = null;
  const kind = info.category;
  if (kind !== null) {
    if (category === null || category === undefined) return false;
    prepared = isPreparedCategory(category) ? category : prepareCategory(channel, category);
    if (prepared === null || prepared.kind !== kind || prepared.problems.length !== 0) return false;
  }
  out.channel = channel;
  out.category = prepared;
  out.price = price;
  out.purchaseCost = costPaise;
  out.profit = profit;
  out.shipping = shipping;
  out.shippingWithGst = info.hasShippingFee ? gstOfPaise(shipping) : 0;
  out.costs = costPaise + profit + packing + advertising + returnCost + discount;
  out.tax = taxRate(gst);
  out.start = Math.ceil((costPaise + profit + packing + shipping + returnCost) / 100);
  return true;
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
  const fresh = newPricingModel();
  if (fillModel(channel, listing, products, category, priceFromInvoice, fresh))
    return { purchaseCost: fresh.purchaseCost / 100, model: fresh, problems: NO_PROBLEMS };
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

/**
 * leftoverAt for a whole-rupee price inside `segment` (one of priceSegments(model)): the same fee
 * lines added in the same order, with the slabs the segment already knows instead of looking them up.
 */
export function leftoverInSegment(
  model: PricingModel,
  kind: 0 | 1 | 2,
  segment: PriceSegment,
  pricePaise: number,
): number {
  let fees: number;
  if (kind === 1) {
    const commission = segment.rateA === null ? 0 : applyRate(pricePaise, segment.rateA, 1);
    const collection = segment.rateB === null ? segment.feeB : applyRate(pricePaise, segment.rateB, 1);
    fees = commission + segment.feeA + collection + model.shippingWithGst;
  } else if (kind === 2) {
    const referral =
      (segment.rateA === null ? 0 : applyRate(pricePaise, segment.rateA, 1)) +
      applyRate(pricePaise, REFERRAL_GST, 1);
    fees = referral + segment.feeA + model.shippingWithGst;
  } else {
    fees = model.shippingWithGst;
  }
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
