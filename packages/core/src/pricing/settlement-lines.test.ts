import { describe, expect, it } from 'vitest';
import { computeListingPricing } from './fee-model.ts';
import { extraAmountSteps, freeDeliveryPrice, settlementLines } from './settlement-lines.ts';
import { rupeesToPaise } from '../money/index.ts';
import type { Channel } from './channels.ts';
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

// Issue 40 #8: the breakdown starts from a figure the drawer's table shows and names every figure as the
// table or the grid does; its steps add up to the Extra Amount to the paisa.
describe('how the Extra Amount comes about', () => {
  const costs = { profit: 40, packing: 10, advertisingCost: 5, returnCost: 15, discount: 0 };
  const stepsOf = (channel: Channel, card: typeof flipkart | typeof amazon | null) => {
    const pricing = computeListingPricing(channel, listing, products, card);
    return { pricing, steps: extraAmountSteps(channel, pricing, costs)! };
  };
  /** The figure each step reaches, worked in paise: a total must equal the steps before it. */
  const checkSums = (steps: ReturnType<typeof extraAmountSteps> & object) => {
    let running = 0;
    for (const step of steps) {
      const value = rupeesToPaise(step.value);
      if (step.sign === '') running = value;
      else if (step.sign === '−') running -= value;
      else expect([step.label, running]).toEqual([step.label, value]);
    }
  };
  const GRID_COLUMNS = ['Purchase Cost', 'Profit', 'Packing', 'Advertising Cost', 'Return Cost', 'Discount'];

  it('Amazon: from the Listing Price through its fee lines to In Bank, then to the Extra Amount', () => {
    const { pricing, steps } = stepsOf('amazon', amazon);
    expect(steps.map((s) => [s.sign, s.label, s.value])).toEqual([
      ['', 'Listing Price', 499],
      ['−', 'Referral Fee', 48],
      ['−', 'Closing Fee', 14.16],
      ['=', 'Settlement Value Without Shipping', 436.84],
      ['−', 'Shipping Fee', 70.8],
      ['=', 'In Bank', 366.04],
      ['−', 'GST inside the price', pricing.taxInsidePrice],
      ['−', 'Purchase Cost', 180],
      ['−', 'Profit', 40],
      ['−', 'Packing', 10],
      ['−', 'Advertising Cost', 5],
      ['−', 'Return Cost', 15],
      ['=', 'Extra Amount', 92.28],
    ]);
    checkSums(steps);
    // every figure is one the drawer's table (or its Listing Price row) or the grid names
    const shown = new Set([
      'Listing Price',
      ...settlementLines('amazon', pricing).map((l) => l.label),
      ...GRID_COLUMNS,
      'GST inside the price',
    ]);
    expect(steps.filter((s) => !shown.has(s.label))).toEqual([]);
  });

  it.each([
    ['flipkart', flipkart],
    ['meesho', null],
    ['littleKid', null],
  ] as const)("%s: the steps add up to the Extra Amount and name the table's figures", (channel, card) => {
    const { pricing, steps } = stepsOf(channel, card);
    checkSums(steps);
    expect(steps.at(-1)).toEqual({
      label: 'Extra Amount',
      sign: '=',
      value: pricing.afterPurchaseCostDeduct,
    });
    const fees = settlementLines(channel, pricing)
      .filter((l) => steps.some((s) => s.sign === '−' && s.label === l.label))
      .map((l) => l.label);
    expect(
      steps
        .filter((s) => s.sign === '−')
        .map((s) => s.label)
        .slice(0, fees.length),
    ).toEqual(fees);
  });

  it('is null while nothing is computed', () => {
    const pricing = computeListingPricing('amazon', { ...listing, listingPrice: null }, products, amazon);
    expect(extraAmountSteps('amazon', pricing, costs)).toBeNull();
  });
});
