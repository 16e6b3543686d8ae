import { describe, expect, it } from 'vitest';
import { newProductRow, rowLabel, rowToInput } from './product-row.ts';

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
