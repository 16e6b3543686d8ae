import { describe, expect, it } from 'vitest';
import { filterCategories, formatSlab, fromDraft, slabsToSave, toDraft } from './slab-text.ts';

describe('slab text', () => {
  it('shows a percent slab with rupee bounds', () => {
    expect(formatSlab({ from: 300, to: 500, precent: 12 }, 'percent')).toBe('₹300 – ₹500 ⇒ 12%');
  });
  it('shows a fee slab as rupees, with Indian grouping', () => {
    expect(formatSlab({ from: 1000, to: 1000000, precent: 15 }, 'fee')).toBe('₹1,000 – ₹10,00,000 ⇒ ₹15');
  });
  it('reads a collection fee above 2 as a flat fee and up to 2 as a percent', () => {
    expect(formatSlab({ from: 0, to: 750, precent: 2 }, 'collection')).toBe('₹0 – ₹750 ⇒ 2%');
    expect(formatSlab({ from: 750, to: 1000000, precent: 15 }, 'collection')).toBe('₹750 – ₹10,00,000 ⇒ ₹15');
  });
});

describe('slab editor rows', () => {
  it('round-trips a slab through the text fields', () => {
    expect(fromDraft(toDraft({ from: 300, to: 500, precent: 1.5 }))).toEqual({
      from: 300,
      to: 500,
      precent: 1.5,
    });
  });
  it('reads an empty field as 0 and text as not a number', () => {
    expect(fromDraft({ from: '', to: '', precent: '' })).toEqual({ from: 0, to: 0, precent: 0 });
    expect(Number.isNaN(fromDraft({ from: 'x', to: '1', precent: '1' }).from)).toBe(true);
  });
  it('drops the blank padding rows and names bad rows as they are shown', () => {
    const result = slabsToSave(
      [
        { from: '0', to: '300', precent: '5' },
        { from: '500', to: '300', precent: '12' },
        { from: '', to: '', precent: '' },
      ],
      'Percent',
    );
    expect(result.slabs).toEqual([
      { from: 0, to: 300, precent: 5 },
      { from: 500, to: 300, precent: 12 },
    ]);
    expect(result.problems).toEqual([{ index: 1, field: 'from', message: 'Slab 2: From must be below To' }]);
  });
});

describe('category search', () => {
  const list = [{ name: 'Kids Watches' }, { name: 'Toys' }, { name: 'Wall clocks' }];
  it('matches any part of the name, ignoring case and outer spaces', () => {
    expect(filterCategories(list, '  WATCH ')).toEqual([{ name: 'Kids Watches' }]);
    expect(filterCategories(list, 'o').map((c) => c.name)).toEqual(['Toys', 'Wall clocks']);
  });
  it('shows everything for an empty search', () => {
    expect(filterCategories(list, '')).toHaveLength(3);
  });
});
