import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from './channels.ts';
import type { Channel } from './channels.ts';
import { computeListingPricing, referencePriceShouldBe } from './fee-model.ts';
import { readInputs } from './inputs.ts';
import type { PricingListing, PricingModel, PricingProduct } from './inputs.ts';
import { PRICE_SEARCH_CEILING, referenceSearch, solvePrice } from './price-solver.ts';
import type { Slab } from './slabs.ts';

// Prices worth hitting: slab bounds (exact and fractional), the closing-fee bands, gaps, huge ranges.
const bound = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 3000 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, 250, 251, 300, 500, 501, 750, 1000, 1001, 9999, 10000, 1_000_000),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 600_000 }).map((n) => n / 200) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 12_000 }) },
);
const paise = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const percent = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 3000 }).map((n) => n / 100) },
  { weight: 2, arbitrary: fc.constantFrom(0, 2, 2.5, 12.345, 18) },
  { weight: 1, arbitrary: fc.integer({ min: -500, max: 9000 }).map((n) => n / 100) },
);
const fee = fc.oneof(paise(80), fc.constantFrom(0, 2, 2.01, 3, 10, 25));
const slab = (value: fc.Arbitrary<number>): fc.Arbitrary<Slab> =>
  fc
    .tuple(bound, bound, value, fc.boolean())
    .map(([a, b, precent, ordered]) =>
      ordered ? { from: Math.min(a, b), to: Math.max(a, b), precent } : { from: a, to: b, precent },
    );
const slabs = (value: fc.Arbitrary<number>) => fc.array(slab(value), { maxLength: 5 });

const amount = fc.oneof(
  { weight: 6, arbitrary: paise(300) },
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: paise(3000) },
);
const cost = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 250_000 }).map((n) => n / 100) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => n / 100) },
  { weight: 1, arbitrary: fc.integer({ min: 900_000, max: 2_000_000 }).map((n) => n / 100) },
);
const product: fc.Arbitrary<PricingProduct> = fc.record({
  purchaseCost: cost,
  gst: fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28),
});

const listingCase = fc.record({
  channel: fc.constantFrom<Channel>(...CHANNELS),
  listing: fc.record({
    listingPrice: fc.integer({ min: 1, max: 1_200_000 }).map((n) => n / 100),
    profit: amount,
    packing: amount,
    advertisingCost: amount,
    returnCost: amount,
    discount: amount,
    shippingFee: amount,
  }),
  products: fc.array(product, { minLength: 1, maxLength: 3 }),
  flipkart: fc.record({
    commissionPercent: slabs(percent),
    fixedFeePercent: slabs(fee),
    collectionFeePercent: slabs(fc.oneof(percent, fee)),
  }),
  amazon: fc.record({ referalFeePercent: slabs(percent) }),
});

type ListingCase = typeof listingCase extends fc.Arbitrary<infer T> ? T : never;

function modelOf(c: ListingCase): PricingModel {
  const category = c.channel === 'flipkart' ? c.flipkart : c.channel === 'amazon' ? c.amazon : null;
  const model = readInputs(c.channel, c.listing, c.products, category, null).model;
  if (model === null) throw new Error('the generated listing should be valid');
  return model;
}

// 100,000 random listings in all, split so each `it` stays a few seconds long.
const RUNS_PER_PART = 25_000;

describe('price solver', () => {
  for (const part of [1, 2, 3, 4]) {
    it(`returns exactly what trying every rupee returns (random listings, part ${part} of 4)`, () => {
      fc.assert(
        fc.property(listingCase, (c) => {
          const model = modelOf(c);
          expect(solvePrice(model)).toBe(referenceSearch(model));
        }),
        { numRuns: RUNS_PER_PART },
      );
    });
  }

  it('gives the same price should be through the public API', () => {
    fc.assert(
      fc.property(listingCase, (c) => {
        const category = c.channel === 'flipkart' ? c.flipkart : c.channel === 'amazon' ? c.amazon : null;
        const result = computeListingPricing(c.channel, c.listing, c.products, category);
        expect(result.priceShouldBe).toBe(referencePriceShouldBe(c.channel, c.listing, c.products, category));
      }),
      { numRuns: 2_000 },
    );
  });

  it('returns the listing price when the label is already Perfect', () => {
    const listing: PricingListing = {
      listingPrice: 263.4,
      profit: 40,
      packing: 10,
      advertisingCost: 5,
      returnCost: 15,
      discount: 0,
    };
    const result = computeListingPricing('meesho', listing, [{ purchaseCost: 180, gst: 5 }], null);
    expect(result.lossProfit).toBe('Perfect');
    expect(result.priceShouldBe).toBe(263.4);
  });

  it('returns 0 when the start is at or above the ceiling', () => {
    const c = fc.sample(listingCase, { numRuns: 1, seed: 1 })[0]!;
    const model = { ...modelOf(c), start: PRICE_SEARCH_CEILING };
    expect(solvePrice(model)).toBe(0);
    expect(referenceSearch(model)).toBe(0);
  });

  it('finds answers that sit on a slab bound, where the slab stops matching', () => {
    // Commission 50 % everywhere except exactly at 400 (between two slabs): only 400 can be Perfect.
    const category = {
      commissionPercent: [
        { from: 0, to: 400, precent: 50 },
        { from: 400, to: 1e6, precent: 50 },
      ],
      fixedFeePercent: [],
      collectionFeePercent: [],
    };
    const listing: PricingListing = {
      listingPrice: 100,
      profit: 0,
      packing: 0,
      advertisingCost: 0,
      returnCost: 0,
      discount: 0,
      shippingFee: 0,
    };
    const products = [{ purchaseCost: 399, gst: 0 }];
    const model = readInputs('flipkart', listing, products, category, null).model!;
    expect(referenceSearch(model)).toBe(400);
    expect(solvePrice(model)).toBe(400);
  });
});
