import { DEFAULT_FEE_SCHEDULE, DEFAULT_GST_RULES, prepareGstRules } from '@seller-desk/core';
import { describe, expect, it } from 'vitest';
import { listingChannel } from './listing-channels.ts';
import {
  livePricing,
  matchesFilters,
  nameProducts,
  newListingRow,
  numberProblems,
  preparedCategory,
  rowLabel,
  rowToInput,
  toNumber,
  type ListingRow,
} from './listing-row.ts';
import type { Category } from './api/category-fields.ts';
import type { ListingProduct } from './api/get-listing-products.ts';

const flipkart = listingChannel('flipkart');
const meesho = listingChannel('meesho');

const product = (id: string, purchaseCost: number, gst = 5): ListingProduct => ({
  id,
  productName: `Product ${id}`,
  purchaseCost,
  gst,
  gstMode: 'FIXED',
  hsnCode: null,
  img: null,
  productLength: null,
  breadth: null,
  height: null,
  weight: null,
});

const category: Category = {
  id: 'c1',
  name: 'Watches',
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
  effectiveFrom: '2025-01-01',
  versions: [],
  listingCount: 0,
  version: 1,
};

function row(patch: Partial<ListingRow>): ListingRow {
  return { ...newListingRow(), ...patch };
}

describe('listing row to input', () => {
  it('connects the products and the category of a new listing and leaves out what is not chosen', () => {
    const input = rowToInput(
      row({ skuid: ' ABC-1 ', listingPrice: 499, productIds: ['p1', 'p2'], categoryId: 'c1' }),
      flipkart,
      true,
    );
    expect(input).toMatchObject({
      skuid: 'ABC-1',
      listingPrice: 499,
      profit: null,
      products: { connect: [{ id: 'p1' }, { id: 'p2' }] },
      flipkartProductCategory: { connect: { id: 'c1' } },
    });
    expect(input.version).toBeUndefined();
    expect(rowToInput(row({ skuid: 'X' }), flipkart, true).products).toBeUndefined();
  });
  it('replaces the links, disconnects a cleared category and sends the version on update', () => {
    const input = rowToInput(
      row({ skuid: 'X', productIds: [], categoryId: null, version: 4 }),
      flipkart,
      false,
    );
    expect(input.products).toEqual({ set: [] });
    expect(input.flipkartProductCategory).toEqual({ disconnect: true });
    expect(input.version).toBe(4);
  });
  it('sends no shipping fee and no category on Meesho', () => {
    const input = rowToInput(row({ skuid: 'X', shippingFee: 60 }), meesho, true);
    expect('shippingFee' in input).toBe(false);
    expect('flipkartProductCategory' in input).toBe(false);
  });
  it('reads blank cells as null and typed text as numbers', () => {
    expect(toNumber('')).toBeNull();
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(Number.isNaN(toNumber('abc'))).toBe(true);
  });
  it('names a row by its SKU', () => {
    expect(rowLabel({ skuid: 'ABC-1' })).toBe('SKU ABC-1');
    expect(rowLabel({ skuid: '', isNew: true })).toBe('the new listing');
  });
});

describe('live pricing of an edited row', () => {
  it('gives the worked example of docs/fee-model.md', () => {
    const products = new Map([
      ['p1', product('p1', 100)],
      ['p2', product('p2', 80)],
    ]);
    const pricing = livePricing(
      row({
        listingPrice: 499,
        profit: 40,
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        discount: 0,
        shippingFee: 60,
        productIds: ['p1', 'p2'],
        categoryId: 'c1',
      }),
      flipkart,
      products,
      new Map([['c1', category]]),
    );
    expect(pricing.purchaseCost).toBe(180);
    expect(pricing.setlmentValue).toBe(328.06);
    expect(pricing.lossProfit).toBe('Extra');
    expect(pricing.priceShouldBe).toBe(431);
    expect(pricing.priceCellClass).toBe('extra');
  });
  it('prices a product "by HSN code" with the GST rule of today at the price, as the server does', () => {
    const kurta: ListingProduct = { ...product('k1', 400), gst: null, gstMode: 'BY_HSN', hsnCode: '6109' };
    const products = new Map([['k1', kurta]]);
    const categories = new Map([['c1', category]]);
    const inputs = { profit: 0, packing: 0, advertisingCost: 0, returnCost: 0, discount: 0, shippingFee: 0 };
    const dated = (at: string) => ({
      gstRules: prepareGstRules(DEFAULT_GST_RULES),
      schedule: { ...DEFAULT_FEE_SCHEDULE },
      at,
    });
    const at = (price: number, on: string) =>
      livePricing(
        row({ ...inputs, listingPrice: price, productIds: ['k1'], categoryId: 'c1' }),
        flipkart,
        products,
        categories,
        dated(on),
      ).gst;
    // from 22 Sep 2025: 5 % up to ₹2,625 (₹2,500 before GST), 18 % above; before: the ₹1,050 edge, 12 %
    expect(at(2625, '2026-01-15')).toBe(5);
    expect(at(2626, '2026-01-15')).toBe(18);
    expect(at(1050, '2025-09-21')).toBe(5);
    expect(at(1051, '2025-09-21')).toBe(12);
    // without the rules (not loaded yet) the product's GST is missing, and the row says so
    const none = livePricing(
      row({ ...inputs, listingPrice: 499, productIds: ['k1'], categoryId: 'c1' }),
      flipkart,
      products,
      categories,
    );
    expect(none.problems.map((p) => p.message).join()).toMatch(/no GST rule matches HSN code 6109/);
  });
  it('computes nothing but the purchase cost while the category is missing', () => {
    const pricing = livePricing(
      row({
        listingPrice: 499,
        profit: 0,
        packing: 0,
        advertisingCost: 0,
        returnCost: 0,
        discount: 0,
        shippingFee: 0,
        productIds: ['p1'],
      }),
      flipkart,
      new Map([['p1', product('p1', 100)]]),
      new Map(),
    );
    expect(pricing.purchaseCost).toBe(100);
    expect(pricing.priceShouldBe).toBeNull();
    expect(pricing.problems.map((p) => p.field)).toContain('flipkartProductCategory');
  });
});

describe('listing filters', () => {
  const loss = { lossProfit: 'LOSS', live: true };
  const extra = { lossProfit: 'Extra', live: false };
  const profit = { lossProfit: 'Profit', live: true };
  const perfect = { lossProfit: 'Perfect', live: true };
  it('Loss keeps LOSS; Extra keeps Extra and Profit; All keeps everything', () => {
    expect([loss, extra, profit, perfect].filter((r) => matchesFilters(r, 'loss', 'all'))).toEqual([loss]);
    expect([loss, extra, profit, perfect].filter((r) => matchesFilters(r, 'extra', 'all'))).toEqual([
      extra,
      profit,
    ]);
    expect([loss, extra, profit, perfect].filter((r) => matchesFilters(r, 'all', 'all'))).toHaveLength(4);
  });
  it('Live keeps the live listings and Offline the others', () => {
    expect([loss, extra].filter((r) => matchesFilters(r, 'all', 'live'))).toEqual([loss]);
    expect([loss, extra].filter((r) => matchesFilters(r, 'all', 'offline'))).toEqual([extra]);
  });
  it('always shows a new row', () => {
    expect(matchesFilters({ lossProfit: null, live: false, isNew: true }, 'loss', 'live')).toBe(true);
  });
});

describe('server messages', () => {
  it('names a product the message gives by id', () => {
    const id = 'd6c413fe-e3e2-489d-bbad-5395b648aa60';
    const products = new Map([[id, { ...product(id, 50), productName: 'Doomed Toy' }]]);
    expect(nameProducts(`Product ${id} no longer exists: it may have been deleted`, products)).toBe(
      'Product "Doomed Toy" no longer exists: it may have been deleted',
    );
    expect(nameProducts(`Product ${id} no longer exists`, new Map())).toBe(`Product ${id} no longer exists`);
  });
});

describe('preparedCategory', () => {
  it('prepares a category once per category object, and again for a reloaded one', () => {
    const first = preparedCategory('flipkart', category);
    expect(first).not.toBeNull();
    expect(preparedCategory('flipkart', category)).toBe(first);
    expect(preparedCategory('flipkart', { ...category })).not.toBe(first);
    expect(preparedCategory('flipkart', null)).toBeNull();
  });
});

describe('numberProblems: what the grid refuses before sending', () => {
  it('names a number box the browser could not read (NaN, which JSON would send as a blank)', () => {
    expect(numberProblems({ skuid: 'A', listingPrice: Number.NaN, weight: Number.NaN })).toEqual([
      { field: 'listingPrice', message: 'Listing Price must be a number' },
      { field: 'weight', message: 'Weight must be a number' },
    ]);
  });

  it("names what the server refuses, in core's words, and lets blanks and good numbers through", () => {
    expect(numberProblems({ skuid: 'A', listingPrice: 0, profit: -1, breadth: -2, packing: null })).toEqual([
      { field: 'listingPrice', message: 'Listing Price must be more than 0' },
      { field: 'profit', message: 'Profit must be a number of 0 or more' },
      { field: 'breadth', message: 'Breadth must be a number of 0 or more' },
    ]);
    expect(numberProblems({ skuid: 'A', listingPrice: 499, weight: 0.2, discount: 0 })).toEqual([]);
  });
});
