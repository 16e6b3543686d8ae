import { describe, expect, it } from 'vitest';
import { validateProductInput } from './validate-product-input.ts';
import { GST_RATES } from '../validation/gst-rate.ts';

describe('product input rules', () => {
  it('accepts a complete valid product', () => {
    expect(
      validateProductInput({
        productName: 'Steel bottle',
        purchaseCost: 120.5,
        stock: 3,
        gst: 18,
        productLength: 0,
        breadth: 1,
        height: 2.5,
        weight: 0.3,
        productImage: [`/files/images/${'a'.repeat(64)}.jpg`],
        searchKeyword: ['bottle'],
        forSale: true,
      }),
    ).toEqual([]);
  });

  it.each([
    [{ productName: '' }, 'productName', 'Product Name must not be empty'],
    [{ productName: '   ' }, 'productName', 'Product Name must not be empty'],
    [{}, 'productName', 'Product Name must not be empty'],
    [{ productName: 'x', purchaseCost: -1 }, 'purchaseCost', 'Purchase Cost must be a number of 0 or more'],
    [{ productName: 'x', purchaseCost: '12' }, 'purchaseCost', 'Purchase Cost must be a number of 0 or more'],
    [
      { productName: 'x', purchaseCost: Number.NaN },
      'purchaseCost',
      'Purchase Cost must be a number of 0 or more',
    ],
    [{ productName: 'x', stock: -2 }, 'stock', 'Stock must be a whole number of 0 or more'],
    [{ productName: 'x', stock: 1.5 }, 'stock', 'Stock must be a whole number of 0 or more'],
    [{ productName: 'x', gst: -5 }, 'gst', 'GST % must be a number from 0 to 100'],
    [{ productName: 'x', gst: 101 }, 'gst', 'GST % must be a number from 0 to 100'],
    [{ productName: 'x', productLength: -1 }, 'productLength', 'Length must be a number of 0 or more'],
    [{ productName: 'x', breadth: -0.1 }, 'breadth', 'Breadth must be a number of 0 or more'],
    [{ productName: 'x', height: Infinity }, 'height', 'Height must be a number of 0 or more'],
    [{ productName: 'x', weight: -3 }, 'weight', 'Weight must be a number of 0 or more'],
    [{ productName: 'x', searchKeyword: [1] }, 'searchKeyword', 'Search Keywords must be a list of texts'],
  ])('rejects %j on %s', (data, field, message) => {
    expect(validateProductInput(data)).toEqual([{ field, message }]);
  });

  it('allows absent fields on a partial update but not an empty name', () => {
    expect(validateProductInput({ stock: 4 }, { partial: true })).toEqual([]);
    expect(validateProductInput({ productName: '' }, { partial: true })).toEqual([
      { field: 'productName', message: 'Product Name must not be empty' },
    ]);
  });

  it('accepts null numbers as unknown and 0 % GST (nil-rated goods)', () => {
    expect(validateProductInput({ productName: 'x', purchaseCost: null, gst: 0 })).toEqual([]);
    expect(validateProductInput({ productName: 'x', gst: null })).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(validateProductInput({ productName: '', stock: -1, gst: 200 }).map((p) => p.field)).toEqual([
      'productName',
      'stock',
      'gst',
    ]);
  });

  it('bounds money, lengths and texts with the shared input limits', () => {
    expect(validateProductInput({ productName: 'Cap', purchaseCost: 1e307 })).toEqual([
      { field: 'purchaseCost', message: 'Purchase Cost must be at most ₹1,00,00,00,000' },
    ]);
    expect(validateProductInput({ productName: 'Cap\u0000', weight: 1e6 }).map((p) => p.field)).toEqual([
      'weight',
      'productName',
    ]);
  });

  it('accepts only images stored here', () => {
    const own = `/files/images/${'b'.repeat(64)}.jpg`;
    expect(validateProductInput({ productName: 'Cap', productImage: [own] })).toEqual([]);
    for (const other of ['https://evil.example/x.jpg', '/files/images/../x.jpg', 'javascript:alert(1)']) {
      expect(validateProductInput({ productName: 'Cap', productImage: [own, other] })).toEqual([
        {
          field: 'productImage',
          message: expect.stringMatching(/^Image 2 must be an image uploaded to Seller Desk/),
        },
      ]);
    }
  });
});

describe("a product's HSN code is 4, 6 or 8 digits, as on a tax invoice (decision 143)", () => {
  const hsnProblems = (hsnCode: unknown, options?: { partial: boolean; storedHsnCode?: string | null }) =>
    validateProductInput({ productName: 'Cotton frock', hsnCode }, options).filter(
      (p) => p.field === 'hsnCode',
    );

  it('takes 4, 6 or 8 digits, and no code at all', () => {
    for (const code of ['6209', '620920', '62092000', ' 6209 ', '', null, undefined])
      expect(hsnProblems(code)).toEqual([]);
  });

  it('refuses any other form, naming the field as the Products grid heads it', () => {
    for (const code of ['62O9', '12', '62092', 'six two'])
      expect(hsnProblems(code)).toEqual([{ field: 'hsnCode', message: 'HSN Code must be 4, 6 or 8 digits' }]);
  });

  it('on an update, leaves the code the product has stored unchecked; a new code is checked', () => {
    const legacy = { partial: true, storedHsnCode: '62O9' };
    expect(hsnProblems('62O9', legacy)).toEqual([]);
    expect(hsnProblems('12', legacy)).toEqual([
      { field: 'hsnCode', message: 'HSN Code must be 4, 6 or 8 digits' },
    ]);
    expect(hsnProblems('6209', legacy)).toEqual([]);
    // a create has nothing stored
    expect(hsnProblems('62O9', { partial: false })).toHaveLength(1);
  });
});

describe("a product's GST is a rate in force (decision 152)", () => {
  const RATES = '0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 %';
  const gstProblems = (gst: unknown, options?: { partial: boolean; storedGst?: number | null }) =>
    validateProductInput({ productName: 'Cotton frock', gst }, options).filter((p) => p.field === 'gst');

  it('takes every rate notified, those before 22 Sep 2025 (12, 28) included', () => {
    for (const gst of GST_RATES) expect(gstProblems(gst)).toEqual([]);
  });

  it('refuses a slip such as 1.8, 0.18 or 100, naming the field and the rates', () => {
    for (const gst of [1.8, 0.18, 100, 15, 5.5])
      expect(gstProblems(gst)).toEqual([
        { field: 'gst', message: `GST % must be a rate in force: ${RATES} (it is ${gst})` },
      ]);
    expect(gstProblems(180)).toEqual([{ field: 'gst', message: 'GST % must be a number from 0 to 100' }]);
  });

  it('on an update, leaves the rate the product has stored unchecked; a new rate is checked', () => {
    const legacy = { partial: true, storedGst: 1.8 };
    expect(gstProblems(1.8, legacy)).toEqual([]);
    expect(gstProblems(18, legacy)).toEqual([]);
    expect(gstProblems(2.8, legacy)).toHaveLength(1);
    // a create has nothing stored
    expect(gstProblems(1.8, { partial: false })).toHaveLength(1);
  });
});

describe('a product has its own unit of quantity, a GST unit code (decision 147)', () => {
  const unitProblems = (unit: unknown, partial = false) =>
    validateProductInput({ productName: 'Cotton fabric', unit }, { partial }).filter(
      (p) => p.field === 'unit',
    );

  it('takes any code of the GST list; none given is no problem (a new product counts in pieces)', () => {
    for (const unit of ['PCS', 'MTR', 'KGS', 'SQM', 'DOZ', undefined, null])
      expect(unitProblems(unit)).toEqual([]);
    expect(unitProblems(undefined, true)).toEqual([]);
  });

  it('refuses a unit that is not a code of the list, naming the field as the Products grid heads it', () => {
    expect(unitProblems('METRE')).toEqual([
      { field: 'unit', message: 'Unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)' },
    ]);
    for (const unit of ['mtr', 'KG', ' PCS', ''])
      expect(unitProblems(unit, true)).toEqual([
        { field: 'unit', message: expect.stringMatching(/^Unit must be a GST unit code \(UQC\)/) },
      ]);
    expect(unitProblems(3)).toEqual([{ field: 'unit', message: 'Unit must be text' }]);
  });
});

describe('a product priced by HSN code takes no rate of its own (decision 171)', () => {
  const byHsn = { partial: true, storedGst: null, storedByHsn: true };

  it('refuses a rate given to it, naming the field and what to do', () => {
    expect(validateProductInput({ gst: 12 }, byHsn)).toEqual([
      {
        field: 'gst',
        message:
          'GST % cannot be set on a product priced “By HSN code” (the GST rules give its rate): choose “Fixed rate” for it on the Products screen to give it a rate of its own',
      },
    ]);
    expect(validateProductInput({ productName: 'Cotton frock', gst: 0 }, byHsn)).toHaveLength(1);
  });

  it('takes its other fields, and no rate, as before; a product with a fixed rate takes a new one', () => {
    expect(validateProductInput({ purchaseCost: 250, hsnCode: '6209' }, byHsn)).toEqual([]);
    expect(validateProductInput({ purchaseCost: 250, gst: null }, byHsn)).toEqual([]);
    expect(validateProductInput({ gst: 12 }, { partial: true, storedGst: 5, storedByHsn: false })).toEqual(
      [],
    );
  });
});
