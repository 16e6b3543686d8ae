import { describe, expect, it } from 'vitest';
import {
  mergeChangedField,
  mergeChangedFields,
  mergeChangedRows,
  rowKeys,
  sameValue,
} from './changed-fields.ts';

// After a save refused because someone else saved since, an edit keeps what this person changed and
// takes the other person's change everywhere else (decisions 150 and 154): `base` is the stored record
// the edit started from, `theirs` the record stored since, `mine` the edit.
describe('merging an edit with someone else’s save', () => {
  const base = {
    id: 'p1',
    productName: 'Toy car',
    stock: 5,
    purchaseCost: 120,
    rackNo: null as string | null,
  };

  it('takes their change in a field this person did not touch, and keeps this person’s own', () => {
    const theirs = { ...base, purchaseCost: 150 };
    const mine = { ...base, stock: 9 };
    expect(mergeChangedFields(base, theirs, mine)).toEqual({ ...base, stock: 9, purchaseCost: 150 });
  });

  it('keeps this person’s value in a field both changed: they were shown the other change', () => {
    expect(mergeChangedFields(base, { ...base, stock: 3 }, { ...base, stock: 9 }).stock).toBe(9);
    // a number typed as no number, or a value typed as text, is this person's too
    expect(mergeChangedFields(base, { ...base, stock: 3 }, { ...base, stock: Number.NaN }).stock).toBeNaN();
    expect(
      mergeChangedFields<Record<string, unknown>>(base, { ...base, stock: 3 }, { ...base, stock: '1e' })
        .stock,
    ).toBe('1e');
  });

  it('is their record when this person changed nothing, and this person’s when they changed nothing', () => {
    const changed = { ...base, productName: 'Wooden car', rackNo: 'A3' };
    expect(mergeChangedFields(base, changed, base)).toEqual(changed);
    expect(mergeChangedFields(base, base, changed)).toEqual(changed);
    // both made the same change
    expect(mergeChangedFields(base, changed, changed)).toEqual(changed);
  });

  it('compares lists and objects by their content, and takes a list whole', () => {
    const withKeywords = { id: 'p1', keywords: ['toy', 'car'], size: { l: 1, b: 2 } };
    const theirs = { ...withKeywords, keywords: ['toy'] };
    const mine = { ...withKeywords, keywords: ['toy', 'car'], size: { l: 1, b: 3 } };
    expect(mergeChangedFields(withKeywords, theirs, mine)).toEqual({
      id: 'p1',
      keywords: ['toy'],
      size: { l: 1, b: 3 },
    });
    // both changed the list: this person's list, not a mix
    expect(mergeChangedFields(withKeywords, theirs, { ...withKeywords, keywords: ['car'] }).keywords).toEqual(
      ['car'],
    );
  });

  it('adds a field only their record has, and leaves out one merged to nothing', () => {
    const theirs = { ...base, gst: 12 } as Record<string, unknown>;
    expect(mergeChangedFields<Record<string, unknown>>(base, theirs, base).gst).toBe(12);
    const { rackNo: _gone, ...withoutRack } = base;
    const merged = mergeChangedFields<Record<string, unknown>>(base, withoutRack, base);
    expect('rackNo' in merged).toBe(false);
  });

  it('lets the caller merge a field both changed further', () => {
    const merged = mergeChangedFields(
      { id: 'a', size: { l: 1, b: 2 } },
      { id: 'a', size: { l: 4, b: 2 } },
      { id: 'a', size: { l: 1, b: 5 } },
      (field, theirs, mine) =>
        field === 'size' ? { ...(theirs as object), b: (mine as { b: number }).b } : mine,
    );
    expect(merged.size).toEqual({ l: 4, b: 5 });
  });
});

describe('one field', () => {
  it('is whoever changed it, and this person’s when both did', () => {
    expect(mergeChangedField(1, 2, 1)).toBe(2);
    expect(mergeChangedField(1, 1, 3)).toBe(3);
    expect(mergeChangedField(1, 2, 3)).toBe(3);
    expect(mergeChangedField(1, 2, 3, (theirs) => theirs)).toBe(2);
  });

  it('tells values apart by content, NaN the same as NaN and undefined as a missing key', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('a list both changed, row by row', () => {
  type Row = { sku: string; qty: number };
  const keyOf = (row: Row) => row.sku;
  const byFields = (was: Row | undefined, now: Row | undefined, row: Row) =>
    was && now ? mergeChangedFields(was, now, row) : row;
  const base: Row[] = [
    { sku: 'A', qty: 1 },
    { sku: 'B', qty: 2 },
    { sku: 'C', qty: 3 },
  ];

  it('matches rows by what identifies them, not by their place', () => {
    // they put a row at the top and changed B; this person changed C
    const theirs = [
      { sku: 'Z', qty: 9 },
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 20 },
      { sku: 'C', qty: 3 },
    ];
    const mine = [base[0]!, base[1]!, { sku: 'C', qty: 30 }];
    expect(mergeChangedRows(base, theirs, mine, keyOf, byFields)).toEqual([
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 20 },
      { sku: 'C', qty: 30 },
      { sku: 'Z', qty: 9 },
    ]);
  });

  it('drops a row they removed unless this person changed it; one this person removed stays removed', () => {
    const theirs = [{ sku: 'A', qty: 5 }, base[1]!];
    const mine = [base[1]!, { sku: 'C', qty: 4 }];
    expect(mergeChangedRows(base, theirs, mine, keyOf, byFields)).toEqual([
      { sku: 'B', qty: 2 },
      { sku: 'C', qty: 4 },
    ]);
  });

  it('is this person’s list when its rows cannot be told apart', () => {
    expect(rowKeys(base, keyOf)).toEqual(['A', 'B', 'C']);
    const twice = [base[0]!, base[0]!];
    expect(rowKeys(twice, keyOf)).toBeNull();
    expect(mergeChangedRows(base, [base[2]!], twice, keyOf, byFields)).toEqual(twice);
    expect(rowKeys([{ sku: '', qty: 1 }], (r) => r.sku || null)).toBeNull();
  });
});
