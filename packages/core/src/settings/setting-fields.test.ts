import { describe, expect, it } from 'vitest';
import { settingChanges, auditRecordName } from '../audit/audit-history.ts';
import { DEFAULT_SELLER_PROFILE } from '../billing/seller-profile.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../messaging/message-settings.ts';
import { DEFAULT_FEE_SCHEDULE } from '../pricing/fee-schedule.ts';
import { DEFAULT_GST_RULES } from '../pricing/gst-rules.ts';
import { DEFAULT_RECONCILIATION_SETTINGS } from '../reconciliation/reconciliation.ts';
import { SETTING_DEFINITIONS } from './settings.ts';

// A Save of each section of the Settings screen, told in the screen's words (decision 144): the row
// names and column titles of its tables, the labels of its fields; never the stored value's keys.
const labelsOf = (key: string, before: unknown, after: unknown) =>
  settingChanges(key, before, after).map((c) => `${c.label}: ${c.before ?? '—'} → ${c.after ?? '—'}`);

describe('a setting changed, as History and a refused Save tell it', () => {
  it('is named as the Settings screen titles it', () => {
    expect(auditRecordName('setting', 'feeSchedule.flipkart', [], [])).toBe('Flipkart fee schedule');
    expect(auditRecordName('setting', 'gstRules', [], [])).toBe('GST rules');
    expect(auditRecordName('setting', 'messages', {}, {})).toBe('Customer messages');
    expect(auditRecordName('setting', 'sellerProfile', {}, {})).toBe('Seller profile');
    expect(auditRecordName('setting', 'reconciliation', {}, {})).toBe('Reconciliation');
  });

  it('a fee schedule: each version by its date, each cell by its column, the closing-fee bands as typed', () => {
    const v1 = { ...DEFAULT_FEE_SCHEDULE, closingFeeBands: [...DEFAULT_FEE_SCHEDULE.closingFeeBands] };
    const v2 = {
      ...v1,
      effectiveFrom: '2026-12-01',
      collectionFlatAbove: 3,
      closingFeeBands: [
        { upTo: 300, fee: 9 },
        { upTo: null, fee: 60 },
      ],
    };
    expect(labelsOf('feeSchedule.flipkart', [v1], [{ ...v1, feeGstPercent: 12 }])).toEqual([
      'Version from 1 Sep 2022: GST on fees %: 18 → 12',
    ]);
    expect(
      labelsOf('feeSchedule.amazon', [v1, { ...v2, closingFeeBands: v1.closingFeeBands }], [v1, v2]),
    ).toEqual([
      'Version from 1 Dec 2026: Closing fee bands (up to ₹: fee): 250: 8, 500: 12, 1000: 30, above: 56 → 300: 9, above: 60',
    ]);
  });

  // Decision 149: a table's rows are matched by what identifies them, so a row put above the others
  // does not make every row below it read as changed.
  it('a fee schedule: a version added or removed is one line, the others are matched by their date', () => {
    const v1 = { ...DEFAULT_FEE_SCHEDULE, closingFeeBands: [...DEFAULT_FEE_SCHEDULE.closingFeeBands] };
    const v2 = { ...v1, effectiveFrom: '2026-12-01', feeGstPercent: 12, collectionFlatAbove: 3 };
    const older = { ...v1, effectiveFrom: '2021-04-01', closingFeeBands: [{ upTo: null, fee: 50 }] };
    expect(labelsOf('feeSchedule.flipkart', [v1], [v1, v2])).toEqual([
      'Added version from 1 Dec 2026: — → GST on fees %: 12; Collection fee: flat amount above: 3; Closing fee bands (up to ₹: fee): 250: 8, 500: 12, 1000: 30, above: 56; Referral-fee GST % of price: 1.62',
    ]);
    // an older version goes first, as stored: the two versions after it are unchanged
    expect(labelsOf('feeSchedule.flipkart', [v1, v2], [older, v1, { ...v2, feeGstPercent: 18 }])).toEqual([
      'Added version from 1 Apr 2021: — → GST on fees %: 18; Collection fee: flat amount above: 2; Closing fee bands (up to ₹: fee): above: 50; Referral-fee GST % of price: 1.62',
      'Version from 1 Dec 2026: GST on fees %: 12 → 18',
    ]);
    expect(labelsOf('feeSchedule.flipkart', [v1, v2], [v2])).toEqual([
      'Removed version from 1 Sep 2022: GST on fees %: 18; Collection fee: flat amount above: 2; Closing fee bands (up to ₹: fee): 250: 8, 500: 12, 1000: 30, above: 56; Referral-fee GST % of price: 1.62 → —',
    ]);
  });

  it('the GST rules: each rule by its HSN prefix and date, a band’s two cells by their columns', () => {
    const rules = DEFAULT_GST_RULES.map((r) => ({ ...r }));
    const after = rules.map((r, i) =>
      i === 1
        ? { ...r, ratePercent: 6, band: { thresholdRupees: 3000, ratePercentAbove: 18 }, note: 'checked' }
        : r,
    );
    expect(labelsOf('gstRules', rules, after)).toEqual([
      'Rule for HSN prefix 61 from 22 Sep 2025: Rate %: 5 → 6',
      'Rule for HSN prefix 61 from 22 Sep 2025: Up to ₹ a piece (before GST): ₹2,500.00 → ₹3,000.00',
      `Rule for HSN prefix 61 from 22 Sep 2025: Note: ${rules[1]!.note} → checked`,
    ]);
    const noBand = rules.map((r, i) => (i === 1 ? { ...r, band: null } : r));
    expect(labelsOf('gstRules', rules, noBand)).toEqual([
      'Rule for HSN prefix 61 from 22 Sep 2025: Up to ₹ a piece (before GST): ₹2,500.00 → —',
      'Rule for HSN prefix 61 from 22 Sep 2025: Rate above %: 18 → —',
    ]);
  });

  it('the GST rules: a rule inserted at the top is one added line, and the rules below it are unchanged', () => {
    const rules = DEFAULT_GST_RULES.map((r) => ({ ...r }));
    const added = { hsnPrefix: '61', effectiveFrom: '2027-04-01', ratePercent: 18, band: null, note: '' };
    expect(labelsOf('gstRules', rules, [added, ...rules])).toEqual([
      'Added rule for HSN prefix 61 from 1 Apr 2027: — → Rate %: 18',
    ]);
    // removed, changed and added in one Save, whatever the order of the rows
    const after = [{ ...rules[5]!, ratePercent: 12 }, ...rules.slice(1, 5), added];
    expect(labelsOf('gstRules', rules, after)).toEqual([
      'Rule for HSN prefix 63 from 22 Sep 2025: Rate %: 5 → 12',
      'Added rule for HSN prefix 61 from 1 Apr 2027: — → Rate %: 18',
      `Removed rule for HSN prefix 61 from 1 Jul 2017: Rate %: 5; Up to ₹ a piece (before GST): ₹1,000.00; Rate above %: 12; Note: ${rules[0]!.note} → —`,
    ]);
  });

  it('the GST rules: rows that nothing tells apart (the same prefix and date twice) are compared by position', () => {
    const rule = { hsnPrefix: '61', effectiveFrom: '2025-09-22', ratePercent: 5, band: null, note: '' };
    expect(labelsOf('gstRules', [rule, rule], [rule, { ...rule, ratePercent: 12 }, rule])).toEqual([
      'Rule 2: Rate %: 5 → 12',
      'Added rule 3: — → HSN prefix: 61; Effective from: 22 Sep 2025; Rate %: 5',
    ]);
  });

  it('the customer messages: templates by their kind, coupon rules by their keyword, the rest by label', () => {
    const before = structuredClone(DEFAULT_MESSAGE_SETTINGS);
    const after = structuredClone(DEFAULT_MESSAGE_SETTINGS);
    after.templates.ndr = 'Call us';
    after.eddDays = 5;
    after.couponRules[1]!.code = '300CACTUS';
    after.couponRules.unshift({ keyword: 'Quilt', code: 'QUILT50' });
    after.trackingLinks.shiprocket = 'https://example.com/{awb}';
    expect(labelsOf('messages', before, after)).toEqual([
      `NDR (failed delivery): ${before.templates.ndr} → Call us`,
      'Expected delivery in call scripts (days from today): 4 → 5',
      'Added coupon rule for “Quilt”: — → Code: QUILT50',
      'Coupon rule for “cactus”: Code: 200CACTUS → 300CACTUS',
      'Shiprocket tracking link ({awb} = the AWB): https://shiprocket.co/tracking/{awb} → https://example.com/{awb}',
    ]);
  });

  it('the seller profile: its fields by their labels, the month by name, a logo in words', () => {
    const before = structuredClone(DEFAULT_SELLER_PROFILE);
    const after = structuredClone(DEFAULT_SELLER_PROFILE);
    after.bankAccountNumber = '001234';
    after.stateCode = '27';
    after.financialYearStartMonth = 1;
    after.logo = `/files/images/${'a'.repeat(64)}.jpg`;
    after.documentDefaults.CASH_MEMO.term = 'Not a tax invoice.';
    expect(labelsOf('sellerProfile', before, after)).toEqual([
      'State: — → 27',
      'Account number: — → 001234',
      'Default logo: — → an uploaded image',
      'Financial year starts in: April → January',
      'Cash Memo: terms: This is not a tax invoice. → Not a tax invoice.',
    ]);
  });

  it('the reconciliation settings: a channel’s cell by its row and column, the fields by label', () => {
    const before = structuredClone(DEFAULT_RECONCILIATION_SETTINGS);
    const after = {
      ...before,
      toleranceRupees: 2,
      paymentCycleDays: { ...before.paymentCycleDays, flipkart: 20 },
      claimWindowDays: { ...before.claimWindowDays, littleKid: 45 },
    };
    expect(labelsOf('reconciliation', before, after)).toEqual([
      'Tolerance (₹): ₹1.00 → ₹2.00',
      'Flipkart: Payment cycle (days): 15 → 20',
      'Little Kid: Claim window (days): 30 → 45',
    ]);
  });

  it('names every field of every setting’s default value in the screen’s words, never by its key', () => {
    for (const [key, definition] of SETTING_DEFINITIONS) {
      const changes = settingChanges(key, null, definition.defaultValue());
      expect(changes.length, key).toBeGreaterThan(0);
      for (const c of changes)
        expect(c.label, `${key} ${c.field}`).not.toMatch(/›|#\d|\[|\b(?!iThink)[a-z]+[A-Z]|[a-z]\.[a-z]/);
    }
  });
});
