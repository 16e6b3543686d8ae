// "Price should be" (docs/fee-model.md "Leftover, label, price should be"): the smallest whole-rupee
// price p, start <= p < 10000, at which the label is Perfect (0 < X(p) < 2 rupees); 0 when there is none.
//
// referenceSearch tries every rupee, as the definition words it. solvePrice returns the same answer
// faster: inside one of the card's price segments (where every slab and closing-fee band holds the same)
// and one GST band, every fee is a flat amount or a fixed rate of p rounded to the paisa, so
//   X(p) = slope * p + offset + e(p),  |e(p)| <= (number of rounded terms) / 2 paise.
// Only the p whose linear part lies within that error of the Perfect window can be Perfect; those few
// candidates are checked with the evaluator (leftoverAt) in increasing order, so the first hit is the
// reference's answer.
import { emptyFeeLines, leftoverAt, taxRateAt } from './fee-lines.ts';
import type { PricingModel } from './inputs.ts';
import { isPerfectLeftover, PERFECT_BELOW_PAISE } from './labels.ts';

/** The search runs while p < PRICE_SEARCH_CEILING. */
export const PRICE_SEARCH_CEILING = 10000;

/** Tries every rupee from the model's start up to 9999. */
export function referenceSearch(model: PricingModel): number {
  const scratch = emptyFeeLines();
  for (let p = model.start; p < PRICE_SEARCH_CEILING; p++)
    if (isPerfectLeftover(leftoverAt(model, p * 100, scratch), 1)) return p;
  return 0;
}

/** The last whole-rupee price from `p` on at which no product's GST band changes. */
function lastWithSameTax(model: PricingModel, p: number): number {
  let last = PRICE_SEARCH_CEILING - 1;
  for (const tax of model.taxes) if (tax.lowThrough >= p && tax.lowThrough < last) last = tax.lowThrough;
  return last;
}

/** The same answer as referenceSearch, found segment by segment. */
export function solvePrice(model: PricingModel): number {
  const scratch = emptyFeeLines();
  const segments = model.card.segments;
  let lo = Math.max(model.start, 1);
  let i = 0;
  while (lo < PRICE_SEARCH_CEILING) {
    while (segments[i]!.last < lo) i++;
    const segment = segments[i]!;
    const hi = Math.min(segment.last, lastWithSameTax(model, lo));
    const tax = taxRateAt(model, lo * 100, 1).value;
    const slope = 100 * (1 - segment.rate - tax);
    const offset = -(model.costs + model.shippingWithGst + segment.flat);
    // X is a whole number of paise in 1..199 when Perfect; allow the rounding (the tax is one more
    // rounded term), half a paisa, and a float margin.
    const margin = (segment.terms + 1) / 2 + 0.5 + 1e-9 * (Math.abs(offset) + 1e6);
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
    for (let p = from; p <= to; p++) if (isPerfectLeftover(leftoverAt(model, p * 100, scratch), 1)) return p;
    lo = hi + 1;
  }
  return 0;
}
