import { describe, expect, it } from 'vitest';
import { versionAt } from './dated.ts';
import { DEFAULT_FEE_SCHEDULE } from './fee-schedule.ts';
import { computeListingPricing } from './fee-model.ts';
import { prepareCard } from './rate-card.ts';
import { workedFlipkartCategory, workedListing, workedProducts } from './worked-example.fixture.ts';

// A category with two versions: the worked example's card from 1 Apr 2024, an older one before it.
const versions = [
  {
    effectiveFrom: '2023-01-01',
    commissionPercent: [{ from: 0, to: 1e6, precent: 20 }],
    fixedFeePercent: [],
    collectionFeePercent: [],
  },
  { effectiveFrom: '2024-04-01', ...workedFlipkartCategory },
];
const priceOn = (at: string, schedule = DEFAULT_FEE_SCHEDULE) =>
  computeListingPricing(
    'flipkart',
    workedListing,
    workedProducts,
    prepareCard('flipkart', versionAt(versions, at)!, schedule),
  );

describe('dated rate cards', () => {
  it('gives the worked example on a date after its card takes effect', () => {
    expect(priceOn('2024-06-01')).toMatchObject({
      setlmentValue: 328.06,
      afterPurchaseCostDeduct: 54.3,
      lossProfit: 'Extra',
      priceShouldBe: 431,
      fees: { commission: 70.66, fixedFee: 17.7, collectionFee: 11.78, shippingFee: 70.8 },
    });
  });

  it('prices an older date with the older card, and a date before the first version with the first', () => {
    // commission gst(499 × 20 %) = r(117.764) = 117.76; shipping 70.80
    for (const at of ['2024-03-31', '2019-01-01'])
      expect(priceOn(at)).toMatchObject({
        fees: { commission: 117.76, fixedFee: 0, collectionFee: 0 },
        setlmentValue: 310.44,
      });
  });

  it('takes GST on fees and the flat-amount threshold from the schedule version', () => {
    const schedule = { ...DEFAULT_FEE_SCHEDULE, feeGstPercent: 12, collectionFlatAbove: 1 };
    // commission r(59.88 × 1.12) = 67.07; fixed 16.80; collection 2 > 1 is now a flat ₹2: 2.24; shipping 67.20
    expect(priceOn('2024-06-01', schedule).fees).toMatchObject({
      commission: 67.07,
      fixedFee: 16.8,
      collectionFee: 2.24,
      shippingFee: 67.2,
    });
  });

  it('keeps a card that fails the number rules from pricing anything, naming the slab', () => {
    const card = prepareCard('flipkart', {
      ...workedFlipkartCategory,
      fixedFeePercent: [{ from: 0, to: 500, precent: Number.NaN }],
    });
    expect(computeListingPricing('flipkart', workedListing, workedProducts, card).problems).toEqual([
      { field: 'fixedFeePercent', message: 'Fixed fee slab 1: Fee must be a number' },
    ]);
  });
});
