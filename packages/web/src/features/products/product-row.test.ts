import { describe, expect, it } from 'vitest';
import { deleteMessage, newProductRow, rowLabel, rowToInput } from './product-row.ts';

describe('rowToInput', () => {
  it('trims texts and turns blank cells into null', () => {
    const row = {
      ...newProductRow(),
      productName: '  Kids Watch ',
      hsnCode: ' ',
      rackNo: 'A-12 ',
      purchaseCost: 120.5,
    };
    expect(rowToInput(row)).toMatchObject({
      productName: 'Kids Watch',
      hsnCode: null,
      rackNo: 'A-12',
      purchaseCost: 120.5,
      stock: null,
    });
  });
  it('reads numbers typed as text and keeps what is not a number for validation to name', () => {
    const row = {
      ...newProductRow(),
      productName: 'x',
      stock: '12' as unknown as number,
      gst: 'abc' as unknown as number,
    };
    const input = rowToInput(row);
    expect(input.stock).toBe(12);
    expect(input.gst).toBe('abc');
  });
  it('a new row counts in pieces; the unit chosen is sent (decision 147)', () => {
    expect(rowToInput(newProductRow()).unit).toBe('PCS');
    expect(rowToInput({ ...newProductRow(), unit: 'MTR' }).unit).toBe('MTR');
  });
  it('never sends the temporary fields of a new row', () => {
    const input = rowToInput(newProductRow());
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('isNew');
    expect(input).not.toHaveProperty('version');
  });
});

describe('rowLabel', () => {
  it('names a row by its product name, or says it is new', () => {
    expect(rowLabel({ productName: 'Pen', isNew: false })).toBe('"Pen"');
    expect(rowLabel({ productName: ' ', isNew: true })).toBe('the new product');
  });
});

describe('deleteMessage', () => {
  const car = { productName: 'Toy car', isNew: false };
  const link = (n: number) => ({ channelLabel: n % 2 ? 'Amazon' : 'Flipkart', skuid: `SKU-${n}` });

  it('names the listings that will lose the product', () => {
    expect(deleteMessage(car, [link(0), link(1)])).toBe(
      '"Toy car" will be deleted. It is linked to 2 listings (Flipkart SKU-0, Amazon SKU-1), which will lose it: their purchase cost and prices change.',
    );
    expect(deleteMessage(car, [link(0)])).toContain('It is linked to 1 listing (Flipkart SKU-0)');
  });

  it('names the first eight and counts the rest', () => {
    const message = deleteMessage(
      car,
      Array.from({ length: 11 }, (_, n) => link(n)),
    );
    expect(message).toContain('It is linked to 11 listings (');
    expect(message).toContain('Flipkart SKU-6, Amazon SKU-7 and 3 more)');
    expect(message).not.toContain('SKU-8');
  });

  it('says so when no listing is linked, while it looks, and when it could not look', () => {
    expect(deleteMessage(car, [])).toBe('"Toy car" will be deleted. No listing is linked to it.');
    expect(deleteMessage(car, undefined)).toBe(
      '"Toy car" will be deleted. Looking up the listings it is linked to…',
    );
    expect(deleteMessage(car, undefined, 'offline')).toBe(
      '"Toy car" will be deleted. The listings it is linked to could not be looked up: offline.',
    );
  });

  it('asks nothing more of a new, unsaved product', () => {
    expect(deleteMessage({ productName: '', isNew: true }, undefined)).toBe(
      'the new product will be deleted.',
    );
  });
});
