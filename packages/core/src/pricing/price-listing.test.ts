import { describe, expect, it } from 'vitest';
import { computeListingPricing, priceListing, pricingInRupees } from './fee-model.ts';
import {
  amazonReferral8 as amazon,
  workedFlipkartCategory as flipkart,
  workedListing,
  workedProducts,
} from './worked-example.fixture.ts';

/** The worked example's money as stored: whole paise. */
const listingPaise = {
  listingPrice: 49900,
  profit: 4000,
  packing: 1000,
  advertisingCost: 500,
  returnCost: 1500,
  discount: 0,
  shippingFee: 6000,
};
const productsPaise = [{ productName: 'Toy car', purchaseCost: 18000, gst: 5 }];

describe('priceListing: the fee model in paise, in and out', () => {
  it('prices the worked example in paise (docs/fee-model.md)', () => {
    const p = priceListing('flipkart', listingPaise, productsPaise, flipkart);
    expect(p.problems).toEqual([]);
    expect(p.listingPrice).toBe(49900);
    expect(p.purchaseCost).toBe(18000);
    expect(p.fees.commission).toBe(7066);
    expect(p.totalShippingFee).toBe(7080);
    expect(p.setlmentValue).toBe(32806);
    expect(p.afterPurchaseCostDeduct).toBe(5430);
    expect(p.priceShouldBe).toBe(43100);
    expect(p.lossProfit).toBe(
      computeListingPricing('flipkart', workedListing, workedProducts, flipkart).lossProfit,
    );
  });

  it.each([
    ['flipkart', flipkart],
    ['amazon', amazon],
  ] as const)('on %s gives, converted once, what the rupee function gives', (channel, card) => {
    expect(pricingInRupees(priceListing(channel, listingPaise, productsPaise, card))).toEqual(
      computeListingPricing(channel, workedListing, workedProducts, card),
    );
  });

  it('states the rules in rupees whatever the unit of the inputs', () => {
    const noPrice = priceListing(
      'flipkart',
      { ...listingPaise, listingPrice: null },
      productsPaise,
      flipkart,
    );
    const inRupees = computeListingPricing(
      'flipkart',
      { ...workedListing, listingPrice: null },
      workedProducts,
      flipkart,
    );
    expect(noPrice.problems).toEqual(inRupees.problems);
    expect(noPrice.problems.map((p) => p.field)).toContain('listingPrice');
    expect(noPrice.purchaseCost).toBe(18000);
  });

  it('keeps refusing a rupee amount below one paisa before converting it (decision 206)', () => {
    const p = computeListingPricing(
      'flipkart',
      { ...workedListing, packing: 0.004 },
      workedProducts,
      flipkart,
    );
    expect(p.problems.map((x) => x.field)).toEqual(['packing']);
  });
});
