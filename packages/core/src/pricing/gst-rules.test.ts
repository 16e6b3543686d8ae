import { describe, expect, it } from 'vitest';
import { computeListingPricing } from './fee-model.ts';
import {
  DEFAULT_GST_RULES,
  GST_RULE_COLUMNS,
  gstRuleAt,
  prepareGstRules,
  taxPercentAt,
  validateGstRules,
} from './gst-rules.ts';
import type { GstRule, GstRuleDraft } from './gst-rules.ts';
import type { PricingListing } from './inputs.ts';

const rules = prepareGstRules(DEFAULT_GST_RULES);
const percentAt = (hsn: string, at: string, rupees: number) =>
  taxPercentAt(gstRuleAt(rules, hsn, at)!.tax, rupees * 100, 1);

describe('GST by HSN code: the built-in rules for chapters 61, 62 and 63', () => {
  it.each([
    // from 22 Sep 2025: 5 % while P / 1.05 <= 2,500, i.e. up to ₹2,625; 18 % above
    ['61091000', '2025-09-22', 2624, 5],
    ['61091000', '2025-09-22', 2625, 5],
    ['61091000', '2025-09-22', 2625.01, 18],
    ['61091000', '2025-09-22', 2626, 18],
    ['62034200', '2026-01-15', 2626, 18],
    ['6302', '2026-01-15', 2625, 5],
    // before: 5 % up to ₹1,000 before GST (₹1,050 with it), 12 % above
    ['61091000', '2025-09-21', 1049, 5],
    ['61091000', '2025-09-21', 1050, 5],
    ['61091000', '2025-09-21', 1051, 12],
    ['63', '2019-04-01', 2625, 12],
  ])('HSN %s on %s at ₹%d: %d %%', (hsn, at, rupees, percent) => {
    expect(percentAt(hsn, at, rupees)).toBe(percent);
  });

  it('carries the notification of every row in its note', () => {
    for (const rule of DEFAULT_GST_RULES)
      expect(rule.note).toMatch(/Notification (1\/2017|9\/2025)-Central Tax \(Rate\)/);
    expect(validateGstRules(DEFAULT_GST_RULES)).toEqual([]);
  });

  it('prices a listing’s tax with the rule in effect on the date it prices for', () => {
    const listing: PricingListing = {
      listingPrice: 2626,
      profit: 0,
      packing: 0,
      advertisingCost: 0,
      returnCost: 0,
      discount: 0,
    };
    const product = { purchaseCost: 500, gst: null, gstMode: 'BY_HSN' as const, hsnCode: '6109 10 00' };
    const on = (at: string) =>
      computeListingPricing('meesho', listing, [product], null, { gstRules: rules, at });
    expect(on('2025-09-22')).toMatchObject({ gst: 18, taxInsidePrice: 400.58 }); // r(262600 × 18 / 118)
    expect(on('2025-09-21')).toMatchObject({ gst: 12, taxInsidePrice: 281.36 }); // r(262600 × 12 / 112)
    expect(computeListingPricing('meesho', listing, [product], null).problems).toEqual([
      { field: 'gst', message: 'GST of product 1: no GST rule matches HSN code 6109 10 00' },
    ]);
  });
});

describe('finding a rule', () => {
  const table: GstRule[] = [
    { hsnPrefix: '61', effectiveFrom: '2017-07-01', ratePercent: 5, band: null, note: '' },
    { hsnPrefix: '6109', effectiveFrom: '2024-01-01', ratePercent: 12, band: null, note: '' },
    { hsnPrefix: '95', effectiveFrom: '2020-01-01', ratePercent: 12, band: null, note: '' },
    { hsnPrefix: '95', effectiveFrom: '2023-01-01', ratePercent: 18, band: null, note: '' },
  ];
  const prepared = prepareGstRules(table);
  it.each([
    ['61091000', '2024-06-01', 12], // the longest prefix in effect wins
    ['61091000', '2023-06-01', 5], // 6109 is not in effect yet: 61 applies
    ['61101000', '2024-06-01', 5],
    ['9503', '2022-12-31', 12],
    ['9503', '2023-01-01', 18],
    ['9503', '2018-01-01', 12], // before every rule of 95: its first version
  ])('%s on %s: %d %%', (hsn, at, percent) => {
    expect(gstRuleAt(prepared, hsn, at)!.rule.ratePercent).toBe(percent);
  });
  it('finds nothing for an unknown chapter or a code that is not digits', () => {
    expect(gstRuleAt(prepared, '4202', '2024-01-01')).toBeNull();
    expect(gstRuleAt(prepared, '61A9', '2024-01-01')).toBeNull();
    expect(gstRuleAt(prepared, null, '2024-01-01')).toBeNull();
  });
});

describe('checking the rules table', () => {
  const ok: GstRule = { hsnPrefix: '61', effectiveFrom: '2025-09-22', ratePercent: 5, band: null, note: '' };
  it.each([
    [{ hsnPrefix: '6' }, 'hsnPrefix', 'Rule 1: HSN prefix must be 2 to 8 digits'],
    [{ hsnPrefix: '610910001' }, 'hsnPrefix', 'Rule 1: HSN prefix must be 2 to 8 digits'],
    [{ hsnPrefix: '61a' }, 'hsnPrefix', 'Rule 1: HSN prefix must be 2 to 8 digits'],
    [
      { effectiveFrom: '2017-06-30' },
      'effectiveFrom',
      'Rule 1: Effective from must be on or after 1 Jul 2017 (when GST began)',
    ],
    [{ effectiveFrom: '2025-02-30' }, 'effectiveFrom', 'Rule 1: Effective from must be a date'],
    [{ ratePercent: -5 }, 'ratePercent', 'Rule 1: Rate % must be a percent from 0 to 100'],
    [{ ratePercent: null }, 'ratePercent', 'Rule 1: Rate % is empty; write a percent from 0 to 100'],
    [
      { ratePercent: Number.NaN },
      'ratePercent',
      'Rule 1: Rate % is not a number; write a percent from 0 to 100',
    ],
    [
      { band: { thresholdRupees: 0, ratePercentAbove: 18 } },
      'thresholdRupees',
      'Rule 1: Up to ₹ a piece (before GST) must be more than 0 and at most ₹1,00,00,000',
    ],
    [
      { band: { thresholdRupees: Number.NaN, ratePercentAbove: 18 } },
      'thresholdRupees',
      'Rule 1: Up to ₹ a piece (before GST) is not a number; write an amount more than 0 and at most ₹1,00,00,000',
    ],
    [
      { band: { thresholdRupees: 2500, ratePercentAbove: null } },
      'ratePercentAbove',
      'Rule 1: Rate above % is empty; write a percent from 0 to 100, or empty Up to ₹ a piece (before GST) as well for one rate at every price',
    ],
    [
      { band: { thresholdRupees: null, ratePercentAbove: 18 } },
      'thresholdRupees',
      'Rule 1: Up to ₹ a piece (before GST) is empty; write an amount more than 0 and at most ₹1,00,00,000, or empty Rate above % as well for one rate at every price',
    ],
    [
      { band: { thresholdRupees: 2500, ratePercentAbove: Number.NaN } },
      'ratePercentAbove',
      'Rule 1: Rate above % is not a number; write a percent from 0 to 100',
    ],
    [
      { band: { thresholdRupees: 2500, ratePercentAbove: 118 } },
      'ratePercentAbove',
      'Rule 1: Rate above % must be a percent from 0 to 100',
    ],
  ])('refuses %j', (change, field, message) => {
    expect(validateGstRules([{ ...ok, ...change } as GstRuleDraft])).toEqual([{ index: 0, field, message }]);
  });
  it('a rate entered or changed is a rate in force; a rule’s rate as stored is kept (decision 152)', () => {
    const RATES = '0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 %';
    const slip = { ...ok, ratePercent: 1.8, band: { thresholdRupees: 2500, ratePercentAbove: 0.18 } };
    expect(validateGstRules([slip])).toEqual([
      {
        index: 0,
        field: 'ratePercent',
        message: `Rule 1: Rate % must be a rate in force: ${RATES} (it is 1.8)`,
      },
      {
        index: 0,
        field: 'ratePercentAbove',
        message: `Rule 1: Rate above % must be a rate in force: ${RATES} (it is 0.18)`,
      },
    ]);
    // stored so before the check: the table is saved with it, another rule added
    expect(validateGstRules([slip, { ...ok, hsnPrefix: '63' }], [slip])).toEqual([]);
    // changed, or a new rule with the same rate: checked
    expect(validateGstRules([{ ...slip, ratePercent: 2.8 }], [slip]).map((p) => p.field)).toEqual([
      'ratePercent',
    ]);
    expect(validateGstRules([{ ...slip, hsnPrefix: '63' }], [slip]).map((p) => p.field)).toEqual([
      'ratePercent',
      'ratePercentAbove',
    ]);
  });
  it('refuses a note of several lines or above the text limit, naming the rule and the column', () => {
    expect(validateGstRules([{ ...ok, note: 'Notification 9/2025\t17 Sep 2025' }])).toEqual([
      {
        index: 0,
        field: 'note',
        message: 'Rule 1: Note must not contain control characters (such as a line break, a tab or NUL)',
      },
    ]);
    expect(validateGstRules([ok, { ...ok, effectiveFrom: '2024-01-01', note: 'x'.repeat(1001) }])).toEqual([
      { index: 1, field: 'note', message: 'Rule 2: Note must be at most 1,000 characters' },
    ]);
  });
  it('names every cell it refuses by its row and its column as the Settings table heads it', () => {
    const problems = validateGstRules([
      ok,
      {
        hsnPrefix: '6',
        effectiveFrom: '2017-01-01',
        ratePercent: null,
        band: { thresholdRupees: Number.NaN, ratePercentAbove: 101 },
        note: '\u0000',
      },
      { ...ok, ratePercent: 12 },
    ]);
    expect(new Set(problems.map((p) => p.field))).toEqual(new Set(Object.keys(GST_RULE_COLUMNS)));
    for (const p of problems) expect(p.message).toMatch(`Rule ${p.index + 1}: ${GST_RULE_COLUMNS[p.field]}`);
  });
  it('refuses a second rule for the same prefix and date, naming both rows', () => {
    expect(validateGstRules([ok, { ...ok, ratePercent: 12 }])).toEqual([
      {
        index: 1,
        field: 'effectiveFrom',
        message: 'Rule 2: Effective from 22/09/2025 is already the date of rule 1 for HSN prefix 61',
      },
    ]);
  });
});
