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
        invoiceAmount: 998,
        quantity: 2,
        listing,
        products,
        category: flipkart,
      }),
    ).toEqual({
      ok: true,
      unitPrice: 499,
      purchaseCost: 360,
      marketplaceFee: 341.88,
      settlement: 656.12,
      profit: 188.6, // (54.30 + 40) × 2
      saleType: 'Extra',
      gstPercent: 5,
    });
  });

  it('gives the GST percent it priced with: the highest of the linked products', () => {
    const row = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmount: 499,
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
      invoiceAmount: 431,
      quantity: 1,
      listing: { ...listing, listingPrice: null },
      products,
      category: flipkart,
    });
    expect(row).toMatchObject({ ok: true, saleType: 'Perfect', profit: 40.78 });
  });

  it('labels Amazon rows with the Amazon label', () => {
    const row = computeSoldOrderLine({
      channel: 'amazon',
      invoiceAmount: 499,
      quantity: 1,
      listing,
      products,
      category: amazon,
    });
    expect(row).toMatchObject({
      ok: true,
      settlement: 366.04,
      marketplaceFee: 132.96,
      profit: 132.28,
      saleType: 'Profit',
    });
  });

  it('computes exactly when the invoice does not divide by the quantity', () => {
    // P = 1000 / 3; T = r(100000 / 3 × 5 / 105 paise) = 15.87; X × 3 = 1000 - (15.87 + 250) × 3 = 202.39
    const row = computeSoldOrderLine({
      channel: 'meesho',
      invoiceAmount: 1000,
      quantity: 3,
      listing,
      products,
      category: null,
    });
    expect(row).toMatchObject({
      ok: true,
      marketplaceFee: 0,
      settlement: 1000,
      purchaseCost: 540,
      profit: 322.39,
      saleType: 'Profit',
    });
  });

  it.each([
    [{ listing: null }, 'SKU matches no Flipkart listing'],
    [{ quantity: 0 }, 'Quantity must be a whole number of 1 or more'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number of 1 or more'],
    [{ quantity: null }, 'Quantity is missing'],
    [{ invoiceAmount: null }, 'Invoice Amount is missing'],
    [{ invoiceAmount: -10 }, 'Invoice Amount must be more than 0'],
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
      invoiceAmount: 499,
      quantity: 1,
      listing,
      products,
      category: flipkart,
      ...change,
    });
    expect(row).toMatchObject({ ok: false, reason });
  });
});
