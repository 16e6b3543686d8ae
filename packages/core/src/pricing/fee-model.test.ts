import { describe, expect, it } from 'vitest';
import { computeListingPricing, referencePriceShouldBe, solvePriceShouldBe } from './fee-model.ts';
import type { PricingListing, PricingProduct } from './inputs.ts';
import { prepareCategory } from './rate-card.ts';
import type { Channel } from './channels.ts';
import type { AmazonCategoryFees, FlipkartCategoryFees } from './slabs.ts';

// docs/fee-model.md "Worked example (Flipkart)" and the same inputs on the other channels.
const listing: PricingListing = {
  listingPrice: 499,
  profit: 40,
  packing: 10,
  advertisingCost: 5,
  returnCost: 15,
  discount: 0,
  shippingFee: 60,
  productLength: 30,
  breadth: 20,
  height: 10,
  weight: 400,
};
const product: PricingProduct = {
  productName: 'Toy car',
  purchaseCost: 180,
  gst: 5,
  productLength: 12,
  breadth: 8,
  height: 6,
  weight: 250,
};
const flipkart: FlipkartCategoryFees = {
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
};
const amazon: AmazonCategoryFees = { referalFeePercent: [{ from: 300, to: 500, precent: 8 }] };
const categoryOf = (channel: Channel) =>
  channel === 'flipkart' ? flipkart : channel === 'amazon' ? amazon : null;

describe('fee model: the worked example and every channel', () => {
  it('matches docs/fee-model.md: settlement 328.06, leftover 54.30, Extra, price should be 431', () => {
    const result = computeListingPricing('flipkart', listing, [product], flipkart);
    expect(result).toMatchObject({
      listingPrice: 499,
      purchaseCost: 180,
      fees: {
        commission: 70.66,
        fixedFee: 17.7,
        collectionFee: 11.78,
        shippingFee: 70.8,
        referalFee: null,
        closingFee: null,
        setlmentValueWithoutShipping: null,
      },
      totalShippingFee: 70.8,
      setlmentValue: 328.06,
      taxInsidePrice: 23.76,
      afterPurchaseCostDeduct: 54.3,
      lossProfit: 'Extra',
      priceShouldBe: 431,
      priceCellClass: 'extra',
      problems: [],
    });
  });

  it.each([
    // channel, fees, settlement, leftover, label, price should be
    [
      'amazon',
      {
        referalFee: 48,
        closingFee: 14.16,
        shippingFee: 70.8,
        setlmentValueWithoutShipping: 436.84,
        commission: null,
      },
      366.04,
      92.28,
      'Profit',
      392,
    ],
    ['meesho', { shippingFee: null, commission: null, referalFee: null }, 499, 225.24, 'Profit', 263],
    ['littleKid', { shippingFee: 70.8, commission: null, referalFee: null }, 428.2, 154.44, 'Extra', 337],
    ['trendyHandy', { shippingFee: 70.8, commission: null, referalFee: null }, 428.2, 154.44, 'Extra', 337],
  ] as const)(
    'computes %s: fees, settlement, leftover, label and price should be',
    (channel, fees, settlement, x, label, should) => {
      const result = computeListingPricing(channel, listing, [product], categoryOf(channel));
      expect(result.fees).toMatchObject(fees);
      expect(result.setlmentValue).toBe(settlement);
      expect(result.taxInsidePrice).toBe(23.76);
      expect(result.afterPurchaseCostDeduct).toBe(x);
      expect(result.lossProfit).toBe(label);
      expect(result.priceShouldBe).toBe(should);
      expect(result.priceCellClass).toBe('extra');
    },
  );

  it('charges Meesho no shipping even when the row carries a shipping fee', () => {
    const result = computeListingPricing('meesho', { ...listing, shippingFee: 999 }, [product], null);
    expect(result.totalShippingFee).toBe(0);
    expect(result.setlmentValue).toBe(499);
  });

  it('rounds each fee line on its own from the exact price (12.5 % of 499 with GST is 73.60)', () => {
    const category = { ...flipkart, commissionPercent: [{ from: 300, to: 500, precent: 12.5 }] };
    expect(computeListingPricing('flipkart', listing, [product], category).fees.commission).toBe(73.6);
  });

  it('adds 9 % of the price times 0.18 to the Amazon referral fee, and uses GST on the closing fee band', () => {
    const at = (price: number) =>
      computeListingPricing('amazon', { ...listing, listingPrice: price }, [product], amazon).fees;
    expect(at(250)).toMatchObject({ referalFee: 4.05, closingFee: 9.44 }); // 250 is on no slab: 0 % + r(4.05)
    expect(at(251)).toMatchObject({ closingFee: 14.16 });
    expect(at(500)).toMatchObject({ closingFee: 14.16 });
    expect(at(501)).toMatchObject({ closingFee: 35.4 });
    expect(at(1001)).toMatchObject({ closingFee: 66.08 });
  });
});

describe('fee model: slab matching', () => {
  it('matches slabs with strict bounds: a price on a bound takes no slab', () => {
    const category: FlipkartCategoryFees = {
      commissionPercent: [
        { from: 300, to: 500, precent: 12 },
        { from: 500, to: 1000, precent: 15 },
      ],
      fixedFeePercent: [],
      collectionFeePercent: [],
    };
    const at = (price: number) =>
      computeListingPricing('flipkart', { ...listing, listingPrice: price }, [product], category).fees
        .commission;
    expect(at(500)).toBe(0);
    expect(at(499.99)).toBe(70.8);
    expect(at(500.01)).toBe(88.5);
  });

  it('takes the first matching slab when slabs overlap', () => {
    const category: AmazonCategoryFees = {
      referalFeePercent: [
        { from: 0, to: 1000, precent: 10 },
        { from: 400, to: 600, precent: 2 },
      ],
    };
    expect(computeListingPricing('amazon', listing, [product], category).fees.referalFee).toBe(49.9 + 8.08);
  });

  it('reads a Flipkart collection value above 2 as a flat fee, otherwise as a percentage', () => {
    const flat = { ...flipkart, collectionFeePercent: [{ from: 0, to: 750, precent: 20 }] };
    const two = { ...flipkart, collectionFeePercent: [{ from: 0, to: 750, precent: 2 }] };
    expect(computeListingPricing('flipkart', listing, [product], flat).fees.collectionFee).toBe(23.6);
    expect(computeListingPricing('flipkart', listing, [product], two).fees.collectionFee).toBe(11.78);
  });

  it('gives the same results with a prepared category', () => {
    const prepared = prepareCategory('flipkart', flipkart);
    expect(computeListingPricing('flipkart', listing, [product], prepared)).toEqual(
      computeListingPricing('flipkart', listing, [product], flipkart),
    );
  });
});

describe('fee model: purchase cost, GST and dimensions', () => {
  const second: PricingProduct = {
    purchaseCost: 20.5,
    gst: 18,
    productLength: 1,
    breadth: 1,
    height: 1,
    weight: 1,
  };

  it('sums the purchase costs and takes the highest GST of the linked products', () => {
    const result = computeListingPricing('meesho', listing, [product, second], null);
    expect(result.purchaseCost).toBe(200.5);
    expect(result.taxInsidePrice).toBe(76.12); // r(499 * 18 / 118)
  });

  it('takes dimensions from the single linked product', () => {
    expect(computeListingPricing('meesho', listing, [product], null)).toMatchObject({
      productLength: 12,
      breadth: 8,
      height: 6,
      weight: 250,
    });
  });

  it('takes dimensions from the listing when several products are linked', () => {
    expect(computeListingPricing('meesho', listing, [product, second], null)).toMatchObject({
      productLength: 30,
      breadth: 20,
      height: 10,
      weight: 400,
    });
  });
});

describe('fee model: inputs that fail the rules', () => {
  const nothingComputed = {
    listingPrice: null,
    totalShippingFee: null,
    setlmentValue: null,
    taxInsidePrice: null,
    afterPurchaseCostDeduct: null,
    lossProfit: null,
    priceShouldBe: null,
    priceCellClass: null,
  };

  it.each([
    ['listing price missing', { listingPrice: null }, 'listingPrice', 'Listing Price is missing'],
    ['listing price 0', { listingPrice: 0 }, 'listingPrice', 'Listing Price must be more than 0'],
    // what a grid or form reads from text that is no number ("43a"): not missing, wrong
    [
      'listing price no number',
      { listingPrice: Number.NaN },
      'listingPrice',
      'Listing Price must be a number',
    ],
    ['profit no number', { profit: Number.NaN }, 'profit', 'Profit must be a number'],
    ['negative profit', { profit: -1 }, 'profit', 'Profit must be 0 or more'],
    ['packing missing', { packing: undefined }, 'packing', 'Packing is missing'],
    [
      'negative advertising cost',
      { advertisingCost: -0.5 },
      'advertisingCost',
      'Advertising Cost must be 0 or more',
    ],
    ['return cost missing', { returnCost: null }, 'returnCost', 'Return Cost is missing'],
    ['negative discount', { discount: -5 }, 'discount', 'Discount must be 0 or more'],
    ['shipping fee missing', { shippingFee: null }, 'shippingFee', 'Shipping Fee is missing'],
    [
      'an absurd price',
      { listingPrice: 1e12 },
      'listingPrice',
      'Listing Price must be at most ₹1,00,00,00,000',
    ],
  ] as const)('computes only purchase cost and dimensions when %s', (_name, change, field, message) => {
    const result = computeListingPricing('flipkart', { ...listing, ...change }, [product], flipkart);
    expect(result).toMatchObject({ ...nothingComputed, purchaseCost: 180, productLength: 12 });
    expect(Object.values(result.fees).every((v) => v === null)).toBe(true);
    expect(result.problems).toEqual([{ field, message }]);
  });

  it('needs a category on Flipkart and Amazon, and none elsewhere', () => {
    expect(computeListingPricing('flipkart', listing, [product], null).problems).toEqual([
      { field: 'flipkartProductCategory', message: 'Choose a Flipkart category' },
    ]);
    expect(computeListingPricing('amazon', listing, [product], undefined).problems).toEqual([
      { field: 'amazonProductCategory', message: 'Choose an Amazon category' },
    ]);
    expect(computeListingPricing('littleKid', listing, [product], null).problems).toEqual([]);
  });

  it('needs a linked product with a purchase cost above 0 and a GST of 0 or more', () => {
    expect(computeListingPricing('meesho', listing, [], null)).toMatchObject({
      purchaseCost: null,
      problems: [{ field: 'products', message: 'Link at least one product' }],
    });
    expect(
      computeListingPricing('meesho', listing, [{ ...product, purchaseCost: null }], null),
    ).toMatchObject({
      purchaseCost: null,
      problems: [{ field: 'purchaseCost', message: 'Purchase Cost of "Toy car" is missing' }],
    });
    expect(
      computeListingPricing('meesho', listing, [{ ...product, purchaseCost: 0 }], null).problems,
    ).toEqual([{ field: 'purchaseCost', message: 'Purchase Cost must be more than 0' }]);
    expect(computeListingPricing('meesho', listing, [{ ...product, gst: -1 }], null)).toMatchObject({
      purchaseCost: 180,
      problems: [{ field: 'gst', message: 'GST of "Toy car" must be 0 or more' }],
    });
    expect(
      computeListingPricing('meesho', listing, [{ ...product, gst: null, productName: null }], null).problems,
    ).toEqual([{ field: 'gst', message: 'GST of product 1 is missing' }]);
  });

  it('reports a slab value that is not a number', () => {
    const broken = { ...flipkart, fixedFeePercent: [{ from: 0, to: 500, precent: Number.NaN }] };
    expect(computeListingPricing('flipkart', listing, [product], broken).problems).toEqual([
      { field: 'fixedFeePercent', message: 'Fixed fee slab 1: Fee must be a number' },
    ]);
  });
});

describe('price should be', () => {
  it('returns the listing price when the label is already Perfect', () => {
    const result = computeListingPricing('flipkart', { ...listing, listingPrice: 431 }, [product], flipkart);
    expect(result).toMatchObject({
      afterPurchaseCostDeduct: 0.78,
      lossProfit: 'Perfect',
      priceShouldBe: 431,
    });
    expect(result.priceCellClass).toBe('best');
  });

  it('returns a fractional listing price as it is when it is Perfect', () => {
    const result = computeListingPricing('meesho', { ...listing, listingPrice: 263.5 }, [product], null);
    expect(result.lossProfit).toBe('Perfect');
    expect(result.priceShouldBe).toBe(263.5);
  });

  it('labels the price just below the answer LOSS (430 gives -0.02) and colours it "loss"', () => {
    const result = computeListingPricing('flipkart', { ...listing, listingPrice: 430 }, [product], flipkart);
    expect(result).toMatchObject({ afterPurchaseCostDeduct: -0.02, lossProfit: 'LOSS', priceShouldBe: 431 });
    expect(result.priceCellClass).toBe('loss');
  });

  it('is 0 when the search would start at 10000 or above', () => {
    const result = computeListingPricing('meesho', listing, [{ ...product, purchaseCost: 9935 }], null);
    expect(result.priceShouldBe).toBe(0); // start = ceil(9935 + 40 + 10 + 15) = 10000
    expect(result.priceCellClass).toBe('extra'); // read literally: 499 is above 0 (the grid highlights the 0)
  });

  it('is 0 when no whole rupee below 10000 is Perfect', () => {
    const costly = { ...flipkart, commissionPercent: [{ from: 0, to: 1e6, precent: 90 }] };
    const result = computeListingPricing('flipkart', listing, [product], costly);
    expect(result.priceShouldBe).toBe(0);
    expect(result.priceCellClass).toBe('extra');
  });

  it('finds the last rupee below the ceiling', () => {
    // Meesho, g = 0: X(p) = p - C - Pr - Pk - A - R - D, Perfect at C + 1 when C has paise.
    const result = computeListingPricing(
      'meesho',
      { ...listing, profit: 0, packing: 0, advertisingCost: 0, returnCost: 0, listingPrice: 1 },
      [{ ...product, purchaseCost: 9998.5, gst: 0 }],
      null,
    );
    expect(result.priceShouldBe).toBe(9999);
  });

  it('is null when the inputs fail the rules', () => {
    expect(solvePriceShouldBe('flipkart', listing, [product], null)).toBeNull();
    expect(referencePriceShouldBe('flipkart', listing, [product], null)).toBeNull();
  });

  it('gives the same answer with the solver and the reference search', () => {
    for (const price of [100, 431, 499, 1200]) {
      const row = { ...listing, listingPrice: price };
      expect(solvePriceShouldBe('flipkart', row, [product], flipkart)).toBe(
        referencePriceShouldBe('flipkart', row, [product], flipkart),
      );
    }
  });
});
