// Labels and the Listing Price cell colour (docs/fee-model.md "Leftover, label, price should be").
import { channelInfo } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';

/** "Perfect" is a leftover above 0 and below 2 rupees, i.e. 1..199 paise. */
export const PERFECT_BELOW_PAISE = 200;

/** 0 < X < 2 rupees for the leftover X = num / den paise (den > 0: the quantity of a sold order line). */
export function isPerfectLeftover(num: number, den: number): boolean {
  return num > 0 && num < PERFECT_BELOW_PAISE * den;
}

/** The label of the leftover X = num / den paise: Perfect, LOSS, or the channel's word for the rest. */
export function labelOfLeftover(channel: Channel, num: number, den: number): LossProfit {
  if (isPerfectLeftover(num, den)) return 'Perfect';
  if (num < 0) return 'LOSS';
  return channelInfo(channel).aboveLabel;
}

/** The label of a leftover X given in paise. */
export function labelOfLeftoverPaise(channel: Channel, leftoverPaise: number): LossProfit {
  return labelOfLeftover(channel, leftoverPaise, 1);
}

/** The label of a leftover X given in rupees (as returned by computeListingPricing). */
export function lossProfitLabel(channel: Channel, afterPurchaseCostDeduct: number): LossProfit {
  return labelOfLeftover(channel, Math.round(afterPurchaseCostDeduct * 100), 1);
}

export type PriceCellClass = 'extra' | 'loss' | 'best';

/** Listing Price cell class: above Price Should Be "extra", below "loss", equal "best". */
export function priceCellClass(listingPrice: number, priceShouldBe: number): PriceCellClass {
  if (listingPrice > priceShouldBe) return 'extra';
  if (listingPrice < priceShouldBe) return 'loss';
  return 'best';
}
