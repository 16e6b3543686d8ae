import { describe, expect, it } from 'vitest';
import { computeListingPricing } from './fee-model.ts';
import { freeDeliveryPrice, settlementLines } from './settlement-lines.ts';
import {
  amazonReferral8 as amazon,
  workedFlipkartCategory as flipkart,
  workedListing as listing,
  workedProducts as products,
} from './worked-example.fixture.ts';

describe('settlement calculator lines', () => {
  it('lists the Flipkart drawer in order', () => {
    const lines = settlementLines('flipkart', computeListingPricing('flipkart', listing, products, flipkart));
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['Commission', 70.66],
      ['Shipping Fee', 70.8],
      ['Fixed Fee', 17.7],
      ['Collection Fee', 11.78],
      ['Settlement Value', 328.06],
      ['Extra Amount', 54.3],
      ['In Bank', 328.06],
      ['Free Delivery', 569.8],
      ['Price Should Be', 431],
    ]);
  });

  it('lists the Amazon drawer in order', () => {
    const lines = settlementLines('amazon', computeListingPricing('amazon', listing, products, amazon));
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['Referral Fee', 48],
      ['Closing Fee', 14.16],
      ['Shipping Fee', 70.8],
      ['Settlement Value Without Shipping', 436.84],
      ['Extra Amount', 92.28],
      ['In Bank', 366.04],
      ['Free Delivery', 569.8],
      ['Price Should Be', 392],
    ]);
  });

  it('gives the other channels a short list', () => {
    const meesho = settlementLines('meesho', computeListingPricing('meesho', listing, products, null));
    expect(meesho.map((l) => l.key)).toEqual([
      'setlmentValue',
      'extraAmount',
      'inBank',
      'freeDelivery',
      'priceShouldBe',
    ]);
    expect(meesho.find((l) => l.key === 'freeDelivery')?.value).toBe(499);
    const own = settlementLines('littleKid', computeListingPricing('littleKid', listing, products, null));
    expect(own[0]).toEqual({ key: 'shippingFee', label: 'Shipping Fee', value: 70.8 });
  });

  it('shows every value as null when nothing could be computed', () => {
    const pricing = computeListingPricing('flipkart', { ...listing, listingPrice: null }, products, flipkart);
    expect(settlementLines('flipkart', pricing).every((l) => l.value === null)).toBe(true);
    expect(freeDeliveryPrice(pricing)).toBeNull();
  });
});
