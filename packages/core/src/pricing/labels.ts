// Labels and the Listing Price cell colour (fee-model.md "Leftover, label, price should be"; spec §4).
import { channelInfo } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';

/** "Perfect" is a leftover above 0 and below 2 rupees, i.e. 1..199 paise (spec §9). */
export const PERFECT_BELOW_PAISE = 200;

/** The label of a leftover X given in paise. */
export function labelOfLeftoverPaise(channel: Channel, leftoverPaise: number): LossProfit {
  if (leftoverPaise > 0 && leftoverPaise < PERFECT_BELOW_PAISE) return 'Perfect';
  if (leftoverPaise < 0) return 'LOSS';
  return channelInfo(channel).aboveLabel;
}

/** The label of a leftover X given in rupees (as returned by computeListingPricing). */
export function lossProfitLabel(channel: Channel, afterPurchaseCostDeduct: number): LossProfit {
  return labelOfLeftoverPaise(channel, Math.round(afterPurchaseCostDeduct * 100));
}

export type PriceCellClass = 'extra' | 'loss' | 'best';

/** Listing Price cell class: above Price Should Be "extra", below "loss", equal "best" (spec §2). */
export function priceCellClass(listingPrice: number, priceShouldBe: number): PriceCellClass {
  if (listingPrice > priceShouldBe) return 'extra';
  if (listingPrice < priceShouldBe) return 'loss';
  return 'best';
}
