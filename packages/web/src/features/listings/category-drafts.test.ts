import { describe, expect, it } from 'vitest';
import { initialDrafts } from './category-drafts.ts';
import { slabsToSave } from './slab-text.ts';

// Issue 40: a new Amazon category's drawer opened with two "0 → 0" slabs, which read as slabs that fail
// "From must be below To" before anything was typed. The padding's slabs are blank, to fill: not
// validated and not saved while blank.
describe("the category editor's padding", () => {
  it('a new Amazon category opens with two empty slabs, which are neither refused nor saved', () => {
    const drafts = initialDrafts('amazon', null);
    expect(drafts.referalFeePercent).toEqual([
      { from: '', to: '', precent: '' },
      { from: '', to: '', precent: '' },
    ]);
    expect(slabsToSave(drafts.referalFeePercent!, 'Percent')).toEqual({ slabs: [], problems: [] });
  });
  it('a slab filled in is checked as before', () => {
    const [first] = initialDrafts('amazon', null).referalFeePercent!;
    const { problems } = slabsToSave([{ ...first!, precent: '5' }], 'Percent');
    expect(problems.map((p) => p.message)).toEqual(['Slab 1: From must be below To']);
  });
  it("a stored category's slabs open as stored, the padding after them empty", () => {
    const drafts = initialDrafts('amazon', {
      id: 'c1',
      name: 'Toys',
      referalFeePercent: [{ from: 0, to: 300, precent: 4 }],
    } as never);
    expect(drafts.referalFeePercent).toEqual([
      { from: '0', to: '300', precent: '4' },
      { from: '', to: '', precent: '' },
      { from: '', to: '', precent: '' },
    ]);
  });
});
