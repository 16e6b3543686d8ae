// Preparing a rate card (docs/fee-model.md "Fees and settlement"): a category's slab lists (one dated
// version of them) and the channel's fee schedule, turned once into exact rates and fees, plus the
// price segments the solver walks. A prepared card is immutable; prepare it once per category version
// and schedule version, then price any number of listings and order lines with it.
import { CHANNEL_INFO } from './channels.ts';
import type { Channel } from './channels.ts';
import { DEFAULT_FEE_SCHEDULES } from './fee-schedule.ts';
import type { FeeScheduleVersion } from './fee-schedule.ts';
import { percentRate, rupeesWithGst, withGstRate } from './rates.ts';
import type { Rate } from './rates.ts';
import type { AmazonCategoryFees, FlipkartCategoryFees, Slab } from './slabs.ts';

/** Why an input fails the rules: the field (API name) and a sentence a person can act on. */
export interface PricingProblem {
  readonly field: string;
  readonly message: string;
}

interface Bounds {
  readonly from: number;
  readonly to: number;
}
export interface RateSlab extends Bounds {
  readonly rate: Rate;
}
export interface FeeSlab extends Bounds {
  /** Fee in paise, GST included. */
  readonly fee: number;
}
export interface CollectionSlab extends Bounds {
  /** A value above the schedule's threshold is a flat amount (fee), otherwise a percentage (rate). */
  readonly flat: boolean;
  readonly fee: number;
  readonly rate: Rate | null;
}
export interface ClosingFee {
  /** Up to and including this price in rupees (Infinity for the last band). */
  readonly upTo: number;
  /** Paise, GST included. */
  readonly fee: number;
}

/**
 * One stretch of whole-rupee prices, first..last, over which every slab and closing-fee band holds the
 * same: there the fees are a fixed amount plus fixed rates of the price, each rounded on its own.
 */
export interface PriceSegment {
  readonly first: number;
  readonly last: number;
  /** The flat fee lines in paise (fixed fee, flat collection fee, closing fee), shipping excluded. */
  readonly flat: number;
  /** The sum of the rates of the price (commission, percentage collection fee, referral fee and its GST term). */
  readonly rate: number;
  /** How many rounded rate terms the fees have here. */
  readonly terms: number;
}

const CARD: unique symbol = Symbol('preparedCard');

export interface PreparedCard {
  readonly [CARD]: true;
  /** The category kind the card was prepared for; null for channels without categories. */
  readonly kind: 'flipkart' | 'amazon' | null;
  readonly commission: readonly RateSlab[];
  readonly fixedFee: readonly FeeSlab[];
  readonly collection: readonly CollectionSlab[];
  readonly referral: readonly RateSlab[];
  readonly closingFees: readonly ClosingFee[];
  /** Amazon's GST term of referral fees as a rate of the price; null elsewhere. */
  readonly referralGst: Rate | null;
  /** (100 + GST on fees) / 100: gst(S) of the shipping fee. */
  readonly shippingWithGst: Rate;
  /** Ascending, covering 1..9999 without gaps. */
  readonly segments: readonly PriceSegment[];
  /** Problems of the slab lists; a card with problems prices nothing. */
  readonly problems: readonly PricingProblem[];
}

/** Raw slab lists, or a card already prepared. */
export type CategoryInput = FlipkartCategoryFees | AmazonCategoryFees | PreparedCard;

export function isPreparedCard(value: unknown): value is PreparedCard {
  return typeof value === 'object' && value !== null && CARD in value;
}

/** slab(list, P): the first slab whose bounds hold strictly, from < P < to (undefined: none, i.e. 0). */
export function slabAt<T extends Bounds>(list: readonly T[], rupees: number): T | undefined {
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    if (s.from < rupees && rupees < s.to) return s;
  }
  return undefined;
}

/** The closing fee (paise, GST included) at a price in rupees: the first band the price is within. */
export function closingFeeAt(card: PreparedCard, rupees: number): number {
  for (let i = 0; i < card.closingFees.length; i++) {
    const band = card.closingFees[i]!;
    if (rupees <= band.upTo) return band.fee;
  }
  return 0;
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

/** The version of a channel's built-in schedule (for callers that keep no schedule of their own). */
export function defaultScheduleOf(channel: Channel): FeeScheduleVersion {
  const versions = DEFAULT_FEE_SCHEDULES[channel];
  return versions[versions.length - 1]!;
}

/**
 * Prepares the card of one channel: its category's slab lists (Flipkart, Amazon; null for the others)
 * under one version of the channel's fee schedule (default: the built-in one).
 */
export function prepareCard(
  channel: Channel,
  category: FlipkartCategoryFees | AmazonCategoryFees | null,
  schedule: FeeScheduleVersion = defaultScheduleOf(channel),
): PreparedCard {
  const kind = CHANNEL_INFO[channel].category;
  const gst = schedule.feeGstPercent;
  const flipkart = kind === 'flipkart' && category !== null ? (category as FlipkartCategoryFees) : null;
  const amazon = kind === 'amazon' && category !== null ? (category as AmazonCategoryFees) : null;
  const commissionList = flipkart?.commissionPercent ?? [];
  const fixedList = flipkart?.fixedFeePercent ?? [];
  const collectionList = flipkart?.collectionFeePercent ?? [];
  const referralList = amazon?.referalFeePercent ?? [];
  const problems = [
    ...slabProblems(commissionList, 'commissionPercent', 'Commission', 'Percent'),
    ...slabProblems(fixedList, 'fixedFeePercent', 'Fixed fee', 'Fee'),
    ...slabProblems(collectionList, 'collectionFeePercent', 'Collection fee', 'Fee'),
    ...slabProblems(referralList, 'referalFeePercent', 'Referral fee', 'Percent'),
  ];
  const ok = problems.length === 0;
  const card: PreparedCard = {
    [CARD]: true,
    kind: category === null ? null : kind,
    commission: ok
      ? commissionList.map((s) => ({ from: s.from, to: s.to, rate: percentRate(s.precent, gst) }))
      : [],
    fixedFee: ok
      ? fixedList.map((s) => ({ from: s.from, to: s.to, fee: rupeesWithGst(s.precent, gst) }))
      : [],
    collection: ok
      ? collectionList.map((s) =>
          s.precent > schedule.collectionFlatAbove
            ? { from: s.from, to: s.to, flat: true, fee: rupeesWithGst(s.precent, gst), rate: null }
            : { from: s.from, to: s.to, flat: false, fee: 0, rate: percentRate(s.precent, gst) },
        )
      : [],
    referral: ok ? referralList.map((s) => ({ from: s.from, to: s.to, rate: percentRate(s.precent) })) : [],
    closingFees:
      kind === 'amazon'
        ? schedule.closingFeeBands.map((b) => ({ upTo: b.upTo ?? Infinity, fee: rupeesWithGst(b.fee, gst) }))
        : [],
    referralGst: kind === 'amazon' ? percentRate(schedule.referralGstPercent) : null,
    shippingWithGst: withGstRate(gst),
    segments: [],
    problems,
  };
  // One object literal with every field (a spread copy would leave V8 a slower object shape to read).
  return {
    [CARD]: true,
    kind: card.kind,
    commission: card.commission,
    fixedFee: card.fixedFee,
    collection: card.collection,
    referral: card.referral,
    closingFees: card.closingFees,
    referralGst: card.referralGst,
    shippingWithGst: card.shippingWithGst,
    segments: cutSegments(card),
    problems: card.problems,
  };
}

/** prepareCard for a category given raw or already prepared (kept for callers of the first engine). */
export function prepareCategory(
  channel: Channel,
  category: CategoryInput | null | undefined,
  schedule?: FeeScheduleVersion,
): PreparedCard | null {
  if (category === null || category === undefined) return null;
  if (isPreparedCard(category)) return category;
  if (CHANNEL_INFO[channel].category === null) return null;
  return prepareCard(channel, category, schedule);
}

// ---------------------------------------------------------------------------------------------------
// Segments for the solver

/** For whole-rupee prices p, "b < p" and "p < b" (and "p <= b") can change only at floor(b) and floor(b) + 1. */
function addBound(points: Set<number>, b: number): void {
  if (!Number.isFinite(b)) return;
  const f = Math.floor(b);
  if (f > 0 && f < 10000) points.add(f);
  if (f + 1 > 0 && f + 1 < 10000) points.add(f + 1);
}

/** The fee terms at a whole-rupee price, looked up with the same slabAt and closingFeeAt as the evaluator. */
function segmentAt(card: PreparedCard, first: number, last: number): PriceSegment {
  let flat = 0;
  let rate = 0;
  let terms = 0;
  const addRate = (r: Rate | null | undefined) => {
    if (r === null || r === undefined) return;
    rate += r.value;
    terms++;
  };
  if (card.kind === 'flipkart') {
    addRate(slabAt(card.commission, first)?.rate);
    flat += slabAt(card.fixedFee, first)?.fee ?? 0;
    const k = slabAt(card.collection, first);
    if (k !== undefined) {
      if (k.flat) flat += k.fee;
      else addRate(k.rate);
    }
  } else if (card.kind === 'amazon') {
    addRate(slabAt(card.referral, first)?.rate);
    addRate(card.referralGst);
    flat += closingFeeAt(card, first);
  }
  return { first, last, flat, rate, terms };
}

/** Cuts 1..9999 where a slab or closing-fee band may start or stop holding. */
function cutSegments(card: PreparedCard): PriceSegment[] {
  const points = new Set<number>();
  for (const list of [card.commission, card.fixedFee, card.collection, card.referral])
    for (const s of list) {
      addBound(points, s.from);
      addBound(points, s.to);
    }
  for (const band of card.closingFees) addBound(points, band.upTo);
  const sorted = [...points].sort((a, b) => a - b);
  const segments: PriceSegment[] = [];
  let first = 1;
  for (const point of [...sorted, 10000]) {
    if (point - 1 >= first) segments.push(segmentAt(card, first, point - 1));
    first = point;
  }
  return segments;
}
