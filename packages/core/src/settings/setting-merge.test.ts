import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS } from '../messaging/message-settings.ts';
import { DEFAULT_FEE_SCHEDULE } from '../pricing/fee-schedule.ts';
import { DEFAULT_GST_RULES, type GstRule } from '../pricing/gst-rules.ts';
import { DEFAULT_RECONCILIATION_SETTINGS } from '../reconciliation/reconciliation.ts';
import { mergeSettingDraft } from './setting-merge.ts';

// After a Save refused as stale, a section's draft keeps what this person changed and takes the other
// person's change everywhere else (decision 150): `base` is what the draft started from, `theirs` what
// is stored now, `mine` the draft.
describe('merging a section’s typing with someone else’s Save', () => {
  const reconciliation = structuredClone(DEFAULT_RECONCILIATION_SETTINGS);

  it('takes their change in a field this person did not touch, and keeps this person’s own', () => {
    const theirs = { ...reconciliation, toleranceRupees: 2 };
    const mine = {
      ...reconciliation,
      paymentCycleDays: { ...reconciliation.paymentCycleDays, flipkart: 20 },
    };
    expect(mergeSettingDraft('reconciliation', reconciliation, theirs, mine)).toEqual({
      ...mine,
      toleranceRupees: 2,
    });
  });

  it('keeps this person’s value in a field both changed: they were shown the other change', () => {
    const theirs = { ...reconciliation, claimAfterDays: 3 };
    const mine = { ...reconciliation, claimAfterDays: 9 };
    expect(mergeSettingDraft('reconciliation', reconciliation, theirs, mine).claimAfterDays).toBe(9);
    // a number typed as no number is this person's too
    const typing = { ...reconciliation, toleranceRupees: Number.NaN };
    expect(
      mergeSettingDraft('reconciliation', reconciliation, { ...reconciliation, toleranceRupees: 2 }, typing)
        .toleranceRupees,
    ).toBeNaN();
  });

  it('is their value when this person changed nothing, and this person’s when they changed nothing', () => {
    const theirs = { ...reconciliation, toleranceRupees: 2 };
    expect(mergeSettingDraft('reconciliation', reconciliation, theirs, reconciliation)).toEqual(theirs);
    expect(mergeSettingDraft('reconciliation', reconciliation, reconciliation, theirs)).toEqual(theirs);
  });

  describe('the GST rules, rows matched by HSN prefix and date', () => {
    const rules: GstRule[] = DEFAULT_GST_RULES.map((r) => ({ ...r }));
    const added: GstRule = {
      hsnPrefix: '61',
      effectiveFrom: '2027-04-01',
      ratePercent: 18,
      band: null,
      note: '',
    };
    const at = (list: readonly GstRule[], prefix: string, from: string) =>
      list.find((r) => r.hsnPrefix === prefix && r.effectiveFrom === from);

    it('a rule they inserted at the top and a note this person changed below it are both kept', () => {
      const theirs = [added, ...rules];
      const mine = rules.map((r, i) => (i === 3 ? { ...r, note: 'checked' } : r));
      const merged = mergeSettingDraft('gstRules', rules, theirs, mine);
      expect(merged).toHaveLength(7);
      expect(at(merged, '61', '2027-04-01')).toEqual(added);
      expect(at(merged, '62', '2025-09-22')!.note).toBe('checked');
      // the other rows as they were: not shifted into one another by the insertion
      expect(merged.slice(0, 6)).toEqual(mine);
    });

    it('one rule: their rate and this person’s note; the same cell changed by both is this person’s', () => {
      const theirs = rules.map((r, i) => (i === 1 ? { ...r, ratePercent: 6, note: 'theirs' } : r));
      const mine = rules.map((r, i) =>
        i === 1 ? { ...r, note: 'mine', band: { thresholdRupees: 3000, ratePercentAbove: 18 } } : r,
      );
      expect(mergeSettingDraft('gstRules', rules, theirs, mine)[1]).toEqual({
        ...rules[1],
        ratePercent: 6,
        note: 'mine',
        band: { thresholdRupees: 3000, ratePercentAbove: 18 },
      });
    });

    it('a rule they removed goes, unless this person changed it; a rule this person removed stays removed', () => {
      const theirs = rules.filter((_, i) => i !== 0 && i !== 2);
      const mine = rules.map((r, i) => (i === 2 ? { ...r, ratePercent: 12 } : r)).filter((_, i) => i !== 4);
      const merged = mergeSettingDraft('gstRules', rules, theirs, mine);
      expect(merged.map((r) => `${r.hsnPrefix}@${r.effectiveFrom}`)).toEqual([
        '61@2025-09-22',
        '62@2017-07-01',
        '62@2025-09-22',
        '63@2025-09-22',
      ]);
      expect(merged[1]!.ratePercent).toBe(12);
      // removed by this person although they changed it
      const changedByThem = rules.map((r, i) => (i === 4 ? { ...r, note: 'theirs' } : r));
      expect(
        at(mergeSettingDraft('gstRules', rules, changedByThem, mine), '63', '2017-07-01'),
      ).toBeUndefined();
    });

    it('rules added by both are kept, theirs after this person’s', () => {
      const mine: GstRule[] = [...rules, { ...added, hsnPrefix: '9503', ratePercent: 12 }];
      const merged = mergeSettingDraft('gstRules', rules, [added, ...rules], mine);
      expect(merged.slice(-2).map((r) => r.hsnPrefix)).toEqual(['9503', '61']);
    });

    it('rows nothing tells apart (the same prefix and date twice) are one field: this person’s table', () => {
      const twice = [rules[0]!, rules[0]!];
      const theirs = [rules[0]!, { ...rules[0]!, ratePercent: 12 }];
      const mine = [{ ...rules[0]!, note: 'mine' }, rules[0]!];
      expect(mergeSettingDraft('gstRules', twice, theirs, mine)).toEqual(mine);
    });
  });

  it('a fee schedule: versions by their date; the closing-fee bands are one field', () => {
    const v1 = { ...DEFAULT_FEE_SCHEDULE, closingFeeBands: [...DEFAULT_FEE_SCHEDULE.closingFeeBands] };
    const v2 = { ...v1, effectiveFrom: '2026-12-01' };
    const theirs = [
      { ...v1, effectiveFrom: '2021-04-01' },
      { ...v1, closingFeeBands: [{ upTo: null, fee: 50 }] },
      v2,
    ];
    const mine = [
      { ...v1, feeGstPercent: 12 },
      {
        ...v2,
        closingFeeBands: [
          { upTo: 300, fee: 9 },
          { upTo: null, fee: 60 },
        ],
      },
    ];
    const bothBands = [
      {
        ...v1,
        closingFeeBands: [
          { upTo: 100, fee: 1 },
          { upTo: null, fee: 2 },
        ],
      },
      v2,
    ];
    expect(mergeSettingDraft('feeSchedule.amazon', [v1, v2], theirs, mine)).toEqual([
      { ...v1, feeGstPercent: 12, closingFeeBands: [{ upTo: null, fee: 50 }] },
      mine[1],
      { ...v1, effectiveFrom: '2021-04-01' },
    ]);
    // both changed the bands of one version: this person's bands, whole, not a mix of the two lists
    expect(mergeSettingDraft('feeSchedule.amazon', [v1, v2], theirs, bothBands)[0]!.closingFeeBands).toEqual(
      bothBands[0]!.closingFeeBands,
    );
  });

  it('the customer messages: coupon rules by keyword, the other fields by name', () => {
    const base = structuredClone(DEFAULT_MESSAGE_SETTINGS);
    const theirs = structuredClone(base);
    theirs.couponRules.unshift({ keyword: 'quilt', code: 'QUILT50' });
    theirs.templates.ndr = 'Call us';
    const mine = structuredClone(base);
    mine.couponRules[1]!.code = '300CACTUS';
    mine.eddDays = 5;
    const merged = mergeSettingDraft('messages', base, theirs, mine);
    expect(merged.couponRules).toEqual([
      { keyword: 'blanket', code: '200BLANKET' },
      { keyword: 'cactus', code: '300CACTUS' },
      { keyword: 'quilt', code: 'QUILT50' },
    ]);
    expect(merged.templates.ndr).toBe('Call us');
    expect(merged.eddDays).toBe(5);
  });
});
