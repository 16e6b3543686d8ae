// "Price should be" (fee-model.md): the smallest whole-rupee price p, start <= p < 10000, at which the
// label is Perfect (0 < X(p) < 2 rupees); 0 when there is none.
//
// referenceSearch tries every rupee, exactly as the spec words it. solveSearch returns the same answer
// much faster: between two breakpoints (prices where some slab or closing-fee band starts or stops
// matching) every fee is a fixed amount or a fixed rate of p rounded to the paisa, so
//   X(p) = slope * p + offset + e(p),  |e(p)| <= (number of rounded rate terms) / 2 paise.
// Only the p whose linear part lies within that error of the Perfect window (1..199 paise) can be
// Perfect; those few candidates are checked with the real computation (leftoverAt), in increasing
// order, so the first hit is the reference's answer. Segments with no candidate cost O(1).
// With a prepared category the segments and their slabs are worked out once per category
// (priceSegments), the candidates are computed with the segment's slabs (leftoverInSegment, the same
// sums as leftoverAt), and a candidate whose linear part lies well inside the window is Perfect by the
// same bound, without computing it.
import { leftoverAt, leftoverInSegment, priceSegments, segmentShape } from './model.ts';
import type { PricingModel, SegmentShape } from './model.ts';
import { PERFECT_BELOW_PAISE } from './labels.ts';

/** The search runs while p < PRICE_SEARCH_CEILING (spec §9). */
export const PRICE_SEARCH_CEILING = 10000;

const isPerfect = (x: number): boolean => x > 0 && x < PERFECT_BELOW_PAISE;

/** Tries every rupee from the model's start up to 9999 (the spec's definition). */
export function referenceSearch(model: PricingModel): number {
  for (let p = model.start; p < PRICE_SEARCH_CEILING; p++)
    if (isPerfect(leftoverAt(model, p * 100))) return p;
  return 0;
}

const shape: SegmentShape = { slope: 0, offset: 0, roundedTerms: 0, rateSize: 0 };

/** The candidate prices of a segment, from candidateRange (reused: the solver is a hot path). */
const range = { from: 0, to: 0 };

/**
 * The p in lo..hi whose linear part slope * p + offset lies in the open window
 * (1 - margin, PERFECT_BELOW_PAISE - 1 + margin) paise: the only prices that can be Perfect.
 */
function candidateRange(lo: number, hi: number, slope: number, offset: number, margin: number): void {
  const low = 1 - margin;
  const high = PERFECT_BELOW_PAISE - 1 + margin;
  let from = lo;
  let to = hi;
  if (slope > 0) {
    from = Math.max(lo, Math.floor((low - offset) / slope) + 1);
    to = Math.min(hi, Math.ceil((high - offset) / slope) - 1);
  } else if (slope < 0) {
    from = Math.max(lo, Math.floor((high - offset) / slope) + 1);
    to = Math.min(hi, Math.ceil((low - offset) / slope) - 1);
  } else if (!(offset > low && offset < high)) {
    to = lo - 1;
  }
  if (Number.isNaN(from) || Number.isNaN(to)) {
    from = lo;
    to = hi;
  }
  range.from = from;
  range.to = to;
}

/** The same answer as referenceSearch, found segment by segment. */
export function solveSearch(model: PricingModel): number {
  const segments = priceSegments(model);
  let lo = model.start;
  // The prepared segments cover 1..9999; anything else (a start below 1) takes the general route.
  if (segments === null || !(lo >= 1)) return solveByBreakpoints(model);
  const { kind, list, lasts } = segments;
  const tax = model.tax.value;
  const taxSize = Math.abs(tax);
  const constant = model.costs + model.shippingWithGst;
  let i = 0;
  while (i < lasts.length - 1 && lasts[i]! < lo) i++;
  for (; i < list.length && lo < PRICE_SEARCH_CEILING; i++) {
    const segment = list[i]!;
    const hi = segment.last;
    // The same shape as segmentShape(model, lo): the terms added in the same order (absent ones are 0).
    const rates = tax + segment.valueA + segment.valueB;
    const size = taxSize + Math.abs(segment.valueA) + Math.abs(segment.valueB);
    const slope = 100 * (1 - rates);
    const offset = -(constant + segment.feeA + segment.feeB);
    const margin = (segment.terms + 1) / 2 + 0.5 + 1e-9 * (Math.abs(offset) + 1e6 * (1 + size));
    candidateRange(lo, hi, slope, offset, margin);
    for (let p = range.from, to = range.to; p <= to; p++) {
      // The same bound rules candidates in: with the linear part at least `margin` inside the window,
      // X(p) (an integer within roundedTerms / 2 of it) lies in 1..199 without computing it.
      const linear = slope * p + offset;
      if (linear > margin && linear < PERFECT_BELOW_PAISE - margin) return p;
      if (isPerfect(leftoverInSegment(model, kind, segment, p * 100))) return p;
    }
    lo = hi + 1;
  }
  return 0;
}

/** The general route of solveSearch: segments from the breakpoints, shapes from segmentShape. */
function solveByBreakpoints(model: PricingModel): number {
  const last = PRICE_SEARCH_CEILING - 1;
  const breakpoints = model.category === null ? [] : model.category.breakpoints;
  let lo = model.start;
  let next = 0;
  while (next < breakpoints.length && breakpoints[next]! <= lo) next++;
  while (lo <= last) {
    const hi = next < breakpoints.length ? Math.min(breakpoints[next]! - 1, last) : last;
    segmentShape(model, lo, shape);
    // X is a whole number of paise in 1..199 when Perfect; allow the rounding error and a float margin.
    const margin =
      shape.roundedTerms / 2 + 0.5 + 1e-9 * (Math.abs(shape.offset) + 1e6 * (1 + shape.rateSize));
    candidateRange(lo, hi, shape.slope, shape.offset, margin);
    for (let p = range.from, to = range.to; p <= to; p++) if (isPerfect(leftoverAt(model, p * 100))) return p;
    lo = hi + 1;
    next++;
  }
  return 0;
}
