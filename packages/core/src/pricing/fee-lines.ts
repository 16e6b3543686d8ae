// The fee-line evaluator (docs/fee-model.md "Fees and settlement", "Leftover, label, price should be"):
// the one place that turns a model and a price into fee lines, tax and leftover. The listing maths, the
// price solver, the every-rupee search and the sold-order maths all call it.
import { taxPercentAt, taxRateOf } from './gst-rules.ts';
import type { PricingModel } from './inputs.ts';
import { closingFeeAt, slabAt } from './rate-card.ts';
import { applyRate } from './rates.ts';
import type { Rate } from './rates.ts';

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

/**
 * The fee lines at the price P = priceNum / den paise (den = 1 for a listing; the quantity for a sold
 * order line, whose unit price is invoice / quantity). Writes into `out`, which it returns.
 */
export function feeLinesAt(
  model: PricingModel,
  priceNum: number,
  den: number,
  out: FeeLinesPaise,
): FeeLinesPaise {
  const rupees = priceNum / (den * 100);
  const card = model.card;
  out.commission = out.fixedFee = out.collectionFee = out.referalFee = out.closingFee = 0;
  out.shippingFee = model.shippingWithGst;
  if (card.kind === 'flipkart') {
    const c = slabAt(card.commission, rupees);
    if (c !== undefined) out.commission = applyRate(priceNum, c.rate, den);
    const f = slabAt(card.fixedFee, rupees);
    if (f !== undefined) out.fixedFee = f.fee;
    const k = slabAt(card.collection, rupees);
    if (k !== undefined) out.collectionFee = k.rate === null ? k.fee : applyRate(priceNum, k.rate, den);
  } else if (card.kind === 'amazon') {
    const s = slabAt(card.referral, rupees);
    out.referalFee =
      (s === undefined ? 0 : applyRate(priceNum, s.rate, den)) + applyRate(priceNum, card.referralGst!, den);
    out.closingFee = closingFeeAt(card, rupees);
  }
  out.total =
    out.commission + out.fixedFee + out.collectionFee + out.referalFee + out.closingFee + out.shippingFee;
  return out;
}

/** g / (100 + g) at the price P = priceNum / den paise, g the highest GST of the linked products at P. */
export function taxRateAt(model: PricingModel, priceNum: number, den: number): Rate {
  const taxes = model.taxes;
  let best = taxes[0]!;
  for (let i = 1; i < taxes.length; i++)
    if (taxPercentAt(taxes[i]!, priceNum, den) > taxPercentAt(best, priceNum, den)) best = taxes[i]!;
  return taxRateOf(best, priceNum, den);
}

/** T = r(P * g / (100 + g)), the tax inside the price P = priceNum / den paise. */
export function taxAt(model: PricingModel, priceNum: number, den: number): number {
  return applyRate(priceNum, taxRateAt(model, priceNum, den), den);
}

/** The leftover X in paise at a price in whole paise: settlement - T - C - Pr - Pk - A - R - D. */
export function leftoverAt(model: PricingModel, pricePaise: number, scratch: FeeLinesPaise): number {
  const fees = feeLinesAt(model, pricePaise, 1, scratch).total;
  return pricePaise - fees - taxAt(model, pricePaise, 1) - model.costs;
}
