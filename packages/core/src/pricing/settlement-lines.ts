// The Settlement Calculator drawer (docs/screens.md): the ordered lines of one listing, ready to render.
import { rupeesToPaise } from '../money/index.ts';
import type { Channel } from './channels.ts';
import type { ListingPricing } from './fee-model.ts';

export interface SettlementLine {
  /** A stable key for the UI and tests. */
  readonly key: string;
  /** Text people read, spelled correctly (docs/architecture.md: identifiers keep the old system's spelling, text does not). */
  readonly label: string;
  /** Rupees, or null when nothing could be computed. */
  readonly value: number | null;
}

/**
 * Free Delivery: the price to list at so the customer pays no separate shipping, i.e. the listing
 * price plus the shipping fee with GST (docs/decisions/002-free-delivery.md). Null when not computed.
 */
export function freeDeliveryPrice(pricing: ListingPricing): number | null {
  if (pricing.listingPrice === null || pricing.totalShippingFee === null) return null;
  return (rupeesToPaise(pricing.listingPrice) + rupeesToPaise(pricing.totalShippingFee)) / 100;
}

const line = (key: string, label: string, value: number | null): SettlementLine => ({ key, label, value });

/**
 * The drawer's lines in order. Flipkart: Commission, Shipping Fee, Fixed Fee, Collection Fee,
 * Settlement Value, Extra Amount, In Bank. Amazon: Referral Fee, Closing Fee, Shipping Fee, Settlement
 * Value Without Shipping, Extra Amount, In Bank. Meesho and the own stores (no drawer in the old system) get
 * their own short list. Every channel ends with Free Delivery and Price Should Be.
 */
export function settlementLines(channel: Channel, pricing: ListingPricing): SettlementLine[] {
  const f = pricing.fees;
  const extra = line('extraAmount', 'Extra Amount', pricing.afterPurchaseCostDeduct);
  const inBank = line('inBank', 'In Bank', pricing.setlmentValue);
  const tail = [
    line('freeDelivery', 'Free Delivery', freeDeliveryPrice(pricing)),
    line('priceShouldBe', 'Price Should Be', pricing.priceShouldBe),
  ];
  switch (channel) {
    case 'flipkart':
      return [
        line('commission', 'Commission', f.commission),
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line('fixedFee', 'Fixed Fee', f.fixedFee),
        line('collectionFee', 'Collection Fee', f.collectionFee),
        line('setlmentValue', 'Settlement Value', pricing.setlmentValue),
        extra,
        inBank,
        ...tail,
      ];
    case 'amazon':
      return [
        line('referalFee', 'Referral Fee', f.referalFee),
        line('closingFee', 'Closing Fee', f.closingFee),
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line(
          'setlmentValueWithoutShipping',
          'Settlement Value Without Shipping',
          f.setlmentValueWithoutShipping,
        ),
        extra,
        inBank,
        ...tail,
      ];
    case 'meesho':
      return [line('setlmentValue', 'Settlement Value', pricing.setlmentValue), extra, inBank, ...tail];
    case 'littleKid':
    case 'trendyHandy':
      return [
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line('setlmentValue', 'Settlement Value', pricing.setlmentValue),
        extra,
        inBank,
        ...tail,
      ];
  }
}
