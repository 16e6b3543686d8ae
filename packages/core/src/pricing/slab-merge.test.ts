import { describe, expect, it } from 'vitest';
import { mergeCategoryEdit, mergeSlabRows, slabRangeKey, type SlabRow } from './slab-merge.ts';

// A fee category's edit after someone else saved the category (decision 155): the editor's rows are the
// text typed in each field; `base` is the category as the edit started, `theirs` as stored since.
const row = (from: string, to: string, precent: string): SlabRow => ({ from, to, precent });
const blank = row('0', '0', '0');

describe('merging a fee category edit with someone else’s save', () => {
  const base = {
    name: 'Toys',
    commissionPercent: [row('0', '300', '5'), row('300', '500', '8'), row('500', '1000000', '10')],
    fixedFeePercent: [row('0', '300', '10'), blank, blank],
  };

  it('takes their name and keeps this person’s slab, and the other way round', () => {
    const theirs = { ...base, name: 'Toys & games' };
    const mine = {
      ...base,
      commissionPercent: [base.commissionPercent[0]!, row('300', '500', '9'), base.commissionPercent[2]!],
    };
    expect(mergeCategoryEdit(base, theirs, mine)).toEqual({ ...mine, name: 'Toys & games' });
    expect(mergeCategoryEdit(base, mine, theirs)).toEqual({ ...mine, name: 'Toys & games' });
  });

  it('merges a slab list both changed slab by slab, matched by price range', () => {
    // they changed the 0–300 slab; this person the 300–500 one
    const theirs = { ...base, commissionPercent: [row('0', '300', '6'), ...base.commissionPercent.slice(1)] };
    const mine = {
      ...base,
      commissionPercent: [base.commissionPercent[0]!, row('300', '500', '9'), base.commissionPercent[2]!],
    };
    expect(mergeCategoryEdit(base, theirs, mine).commissionPercent).toEqual([
      row('0', '300', '6'),
      row('300', '500', '9'),
      row('500', '1000000', '10'),
    ]);
  });

  it('keeps this person’s value in a slab both changed', () => {
    const theirs = [row('0', '300', '6'), ...base.commissionPercent.slice(1)];
    const mine = [row('0', '300', '7'), ...base.commissionPercent.slice(1)];
    expect(mergeSlabRows(base.commissionPercent, theirs, mine)[0]).toEqual(row('0', '300', '7'));
  });

  it('adds their new slab, drops one they removed, and keeps this person’s blank rows at the end', () => {
    const theirs = [row('0', '300', '10'), row('300', '1000', '12')];
    // this person filled a blank row with a new range; one blank row is left
    const mine = [row('0', '300', '11'), row('1000', '2000', '15'), blank];
    expect(mergeSlabRows(base.fixedFeePercent, theirs, mine)).toEqual([
      row('0', '300', '11'),
      row('1000', '2000', '15'),
      row('300', '1000', '12'),
      blank,
    ]);
    // a slab they removed goes when this person left it as it was, and stays when this person changed it
    const without = base.commissionPercent.slice(0, 2);
    expect(
      mergeSlabRows(base.commissionPercent, without, [
        row('0', '300', '4'),
        ...base.commissionPercent.slice(1),
      ]),
    ).toEqual([row('0', '300', '4'), row('300', '500', '8')]);
    expect(mergeSlabRows(base.commissionPercent, without, [...without, row('500', '1000000', '11')])).toEqual(
      [...without, row('500', '1000000', '11')],
    );
  });

  it('is this person’s list when a range is typed twice or is no number', () => {
    const theirs = [row('0', '300', '6'), ...base.commissionPercent.slice(1)];
    const twice = [row('0', '300', '7'), row('0', '300', '8')];
    expect(mergeSlabRows(base.commissionPercent, theirs, twice)).toEqual(twice);
    const typo = [row('0', '3oo', '7'), ...base.commissionPercent.slice(1)];
    expect(mergeSlabRows(base.commissionPercent, theirs, typo)).toEqual(typo);
  });

  it('identifies a slab by its range as a number: “300.0” is 300, an empty field 0', () => {
    expect(slabRangeKey(row('300.0', '500', '1'))).toBe(slabRangeKey({ from: 300, to: 500, precent: 2 }));
    expect(slabRangeKey(row('', '300', '1'))).toBe('0–300');
    expect(slabRangeKey(row('', '', ''))).toBeNull();
    expect(slabRangeKey(blank)).toBeNull();
  });
});
