import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE } from './fee-schedule.ts';
import { closingFeeAt, prepareCard, slabAt } from './rate-card.ts';
import {
  DEFAULT_FLIPKART_SLABS,
  defaultFlipkartSlabs,
  dropBlankSlabs,
  padAmazonCategory,
  padFlipkartCategory,
  padSlabs,
  validateSlabs,
} from './slabs.ts';

describe('slab matching', () => {
  const list = [
    { from: 0, to: 300, precent: 5 },
    { from: 300, to: 500, precent: 12 },
    { from: 400, to: 1000, precent: 15 },
  ];
  it.each([
    [299.99, 5],
    [300, 0], // on a bound: strict bounds, no slab
    [350, 12],
    [450, 12], // overlap: the first slab wins
    [500, 15],
    [1000, 0],
    [0, 0],
  ])('at %d the value is %d', (price, value) => {
    expect(slabAt(list, price)?.precent ?? 0).toBe(value);
  });

  it('gives nothing for an empty list', () => {
    expect(slabAt([], 100)).toBeUndefined();
  });
});

describe('defaults and constants', () => {
  it('starts a Flipkart category with the old ranges, every value 0', () => {
    const ranges = (l: readonly { from: number; to: number; precent: number }[]) =>
      l.map((s) => [s.from, s.to, s.precent]);
    const four = [
      [0, 300, 0],
      [300, 500, 0],
      [500, 1000, 0],
      [1000, 1000000, 0],
    ];
    expect(ranges(DEFAULT_FLIPKART_SLABS.commissionPercent)).toEqual(four);
    expect(ranges(DEFAULT_FLIPKART_SLABS.fixedFeePercent)).toEqual(four);
    expect(ranges(DEFAULT_FLIPKART_SLABS.collectionFeePercent)).toEqual([
      [0, 750, 0],
      [750, 1000000, 0],
    ]);
  });

  it('hands out default lists that can be edited without touching the constants', () => {
    const copy = defaultFlipkartSlabs();
    copy.commissionPercent[0] = { from: 0, to: 300, precent: 9 };
    expect(DEFAULT_FLIPKART_SLABS.commissionPercent[0]!.precent).toBe(0);
  });

  it.each([
    [1, 8],
    [250, 8],
    [250.01, 12],
    [500, 12],
    [501, 30],
    [1000, 30],
    [1000.5, 56],
    [99999, 56],
  ])('charges an Amazon closing fee at %d of %d before GST (18 %% GST on top)', (price, fee) => {
    const card = prepareCard('amazon', { referalFeePercent: [] });
    expect(closingFeeAt(card, price)).toBe(Math.round(fee * 118));
  });

  it('keeps the closing-fee bands as data in the fee schedule', () => {
    expect(DEFAULT_FEE_SCHEDULE.closingFeeBands.map((b) => b.fee)).toEqual([8, 12, 30, 56]);
  });
});

describe('slab editor padding', () => {
  const blank = { from: 0, to: 0, precent: 0 };
  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 3],
    [5, 5],
  ])('pads a list of %d slabs to %d rows', (count, rows) => {
    const list = Array.from({ length: count }, (_, i) => ({ from: i * 100, to: i * 100 + 100, precent: i }));
    const padded = padSlabs(list);
    expect(padded).toHaveLength(rows);
    if (rows > count) expect(padded.slice(count)).toEqual([blank, blank]);
  });

  it('pads Flipkart commission and fixed fee, not collection, and Amazon referral', () => {
    const one = [{ from: 0, to: 500, precent: 5 }];
    const flipkart = padFlipkartCategory({
      name: 'Toys',
      commissionPercent: one,
      fixedFeePercent: null,
      collectionFeePercent: one,
    });
    expect(flipkart.commissionPercent).toHaveLength(3);
    expect(flipkart.fixedFeePercent).toEqual([blank, blank]);
    expect(flipkart.collectionFeePercent).toHaveLength(1);
    expect(flipkart.name).toBe('Toys');
    expect(padAmazonCategory({ referalFeePercent: one }).referalFeePercent).toHaveLength(3);
  });

  it('drops blank rows before saving', () => {
    expect(dropBlankSlabs(padSlabs([{ from: 0, to: 500, precent: 5 }]))).toEqual([
      { from: 0, to: 500, precent: 5 },
    ]);
  });
});

describe('slab validation', () => {
  it('accepts touching slabs and blank rows', () => {
    expect(
      validateSlabs([
        { from: 0, to: 300, precent: 5 },
        { from: 300, to: 500, precent: 8 },
        { from: 0, to: 0, precent: 0 },
      ]),
    ).toEqual([]);
  });

  it('names the row and the rule', () => {
    expect(
      validateSlabs([
        { from: 0, to: 300, precent: 5 },
        { from: 500, to: 300, precent: 8 },
        { from: 200, to: 400, precent: 8 },
        { from: 400, to: Number.NaN, precent: 8 },
      ]).map((p) => p.message),
    ).toEqual([
      'Slab 2: From must be below To',
      'Slab 3: overlaps slab 1 (0 to 300)',
      'Slab 4: To must be a number',
    ]);
  });

  it('names the value column as the editor shows it', () => {
    expect(validateSlabs([{ from: 0, to: 1, precent: Number.NaN }], 'Fee')).toEqual([
      { index: 0, field: 'precent', message: 'Slab 1: Fee must be a number' },
    ]);
  });
});
