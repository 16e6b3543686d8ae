import { describe, expect, it } from 'vitest';
import { computeSoldOrderLine } from './sold-order-line.ts';
import {
  amazonReferral8 as amazon,
  workedFlipkartCategory as flipkart,
  workedListing as listing,
  workedProducts as products,
} from './worked-example.fixture.ts';

describe('one sold order line', () => {
  it('stores each amount times the quantity, from the unit price invoice / quantity', () => {
    expect(
      computeSoldOrderLine({
        channel: 'flipkart',
        invoiceAmountPaise: 99_800,
        quantity: 2,
        listing,
        products,
        category: flipkart,
      }),
    ).toEqual({
      ok: true,
      unitPricePaise: 49_900,
      purchaseCostPaise: 36_000,
      marketplaceFeePaise: 34_188,
      settlementPaise: 65_612,
      profitPaise: 18_860, // (54.30 + 40) × 2
      saleType: 'Extra',
      gstPercent: 5,
    });
  });

  it('gives the GST percent it priced with: the highest of the linked products', () => {
    const row = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmountPaise: 49_900,
      quantity: 1,
      listing,
      products: [...products, { ...products[0]!, gst: 12 }],
      category: flipkart,
    });
    expect(row).toMatchObject({ ok: true, gstPercent: 12 });
  });

  it('uses the listing price only through the invoice', () => {
    const row = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmountPaise: 43_100,
      quantity: 1,
      listing: { ...listing, listingPrice: null },
      products,
      category: flipkart,
    });
    expect(row).toMatchObject({ ok: true, saleType: 'Perfect', profitPaise: 4078 });
  });

  it('labels Amazon rows with the Amazon label', () => {
    const row = computeSoldOrderLine({
      channel: 'amazon',
      invoiceAmountPaise: 49_900,
      quantity: 1,
      listing,
      products,
      category: amazon,
    });
    expect(row).toMatchObject({
      ok: true,
      settlementPaise: 36_604,
      marketplaceFeePaise: 13_296,
      profitPaise: 13_228,
      saleType: 'Profit',
    });
  });

  it('computes exactly when the invoice does not divide by the quantity', () => {
    // P = 1000 / 3; T = r(100000 / 3 × 5 / 105 paise) = 15.87; X × 3 = 1000 - (15.87 + 250) × 3 = 202.39
    const row = computeSoldOrderLine({
      channel: 'meesho',
      invoiceAmountPaise: 100_000,
      quantity: 3,
      listing,
      products,
      category: null,
    });
    expect(row).toMatchObject({
      ok: true,
      marketplaceFeePaise: 0,
      settlementPaise: 100_000,
      purchaseCostPaise: 54_000,
      profitPaise: 32_239,
      saleType: 'Profit',
    });
  });

  it.each([
    [{ listing: null }, 'SKU matches no Flipkart listing'],
    [{ quantity: 0 }, 'Quantity must be a whole number of 1 or more'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number of 1 or more'],
    [{ quantity: null }, 'Quantity is missing'],
    [{ invoiceAmountPaise: null }, 'Invoice Amount is missing'],
    [{ invoiceAmountPaise: -1000 }, 'Invoice Amount must be more than 0'],
    [{ category: null }, 'The Flipkart listing of this SKU cannot price it: Choose a Flipkart category'],
    [{ products: [] }, 'The Flipkart listing of this SKU cannot price it: Link at least one product'],
    [
      { products: [{ productName: 'Toy car', purchaseCost: null, gst: 5 }] },
      'The Flipkart listing of this SKU cannot price it: Purchase Cost of "Toy car" is missing',
    ],
    [
      { listing: { ...listing, profit: -1, discount: null } },
      'The Flipkart listing of this SKU cannot price it: Profit must be 0 or more; Discount is missing',
    ],
  ])('reports an invoice with issues: %o', (change, reason) => {
    const row = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmountPaise: 49_900,
      quantity: 1,
      listing,
      products,
      category: flipkart,
      ...change,
    });
    expect(row).toMatchObject({ ok: false, reason });
  });
});
