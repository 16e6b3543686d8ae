// Every pre-filing check of a GSTR-1 (docs/gst.md "Checks"), with the sentence it says.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RULES, prepareGstRules } from '../pricing/gst-rules.ts';
import {
  b2cAboveThresholdCheck,
  creditNoteChecks,
  documentNumberCheck,
  hsnCheck,
  lineInTwoPeriodsCheck,
  negativeB2csChecks,
  noDataCheck,
  otherExportedPeriods,
  exportsHoldingEvent,
  rateCheck,
  repeatedNumberChecks,
  returnOfOtherPeriodCheck,
  saleNotStoredCheck,
  sectionTotalsChecks,
  taxComputedCheck,
  unknownStateCheck,
  type GstRef,
} from './checks.ts';
import { returnPeriodOf } from './period.ts';
import { DEFAULT_GST_RETURN_SETTINGS } from './return-settings.ts';

const line: GstRef = { kind: 'ORDER_LINE', id: 'l1', label: 'Flipkart order OD1 (SKU BL-1)' };
const doc: GstRef = { kind: 'DOCUMENT', id: 'd1', label: 'Tax Invoice AE010826001, line 2' };
const rules = prepareGstRules(DEFAULT_GST_RULES);
const aug = returnPeriodOf('2026-08');

describe('pre-filing checks', () => {
  it('a period with no data says so', () => {
    expect(noDataCheck(aug)).toMatchObject({ code: 'NO_DATA', severity: 'WARNING', ref: null });
    expect(noDataCheck(aug).message).toContain('Aug 2026 has no sale');
  });

  it.each<[string | null, 4 | 6, string | null]>([
    [null, 4, 'Flipkart order OD1 (SKU BL-1): has no HSN code; set it on the product'],
    [
      '61',
      4,
      'Flipkart order OD1 (SKU BL-1): HSN code 61 has 2 digits; Table 12 needs at least 4; set it on the product',
    ],
    [
      '6301',
      6,
      'Flipkart order OD1 (SKU BL-1): HSN code 6301 has 4 digits; Table 12 needs at least 6; set it on the product',
    ],
    ['6301', 4, null],
    ['630140', 6, null],
  ])('HSN %s at %i digits', (hsn, digits, message) => {
    expect(hsnCheck(line, hsn, digits)?.message ?? null).toBe(message);
  });

  it('a ₹1,180 blanket taxed at 12 % after 22 Sep 2025 is flagged: the rule gives 5 %', () => {
    const c = rateCheck(
      line,
      { hsnCode: '6301', date: '2025-10-01', amountPaise: 1_180_00, quantity: 1, ratePercent: 12 },
      rules,
    );
    expect(c).toMatchObject({ code: 'RATE_DIFFERS', severity: 'ERROR', ref: line });
    expect(c?.message).toBe(
      'Flipkart order OD1 (SKU BL-1): charged 12 % on ₹1,180.00 a piece on 1 Oct 2025; the GST rule for HSN 6301 gives 5 %',
    );
    // the same blanket before 22 Sep 2025 was 12 % (above ₹1,000 a piece before GST)
    expect(
      rateCheck(
        line,
        { hsnCode: '6301', date: '2025-09-21', amountPaise: 1_180_00, quantity: 1, ratePercent: 12 },
        rules,
      ),
    ).toBeNull();
    // two pieces of ₹1,180 judged per piece; no rule for the code: nothing to compare
    expect(
      rateCheck(
        line,
        { hsnCode: '6301', date: '2025-10-01', amountPaise: 2_360_00, quantity: 2, ratePercent: 5 },
        rules,
      ),
    ).toBeNull();
    expect(
      rateCheck(
        line,
        { hsnCode: '9503', date: '2025-10-01', amountPaise: 1_180_00, quantity: 1, ratePercent: 12 },
        rules,
      ),
    ).toBeNull();
  });

  it('a tax computed from the rule is marked', () => {
    expect(taxComputedCheck(line, 5)).toMatchObject({ code: 'TAX_COMPUTED', severity: 'INFO' });
  });

  it('a B2C invoice above the b2cl threshold', () => {
    const s = DEFAULT_GST_RETURN_SETTINGS;
    expect(
      b2cAboveThresholdCheck(doc, { date: '2026-08-01', valuePaise: 1_00_000_00, interState: true }, s),
    ).toBeNull();
    expect(
      b2cAboveThresholdCheck(doc, { date: '2026-08-01', valuePaise: 1_20_000_00, interState: true }, s),
    ).toMatchObject({
      severity: 'INFO',
      message:
        'Tax Invoice AE010826001, line 2: a B2C invoice of ₹1,20,000.00, above the b2cl threshold of ₹1,00,000: reported in b2cl, invoice by invoice',
    });
    expect(
      b2cAboveThresholdCheck(doc, { date: '2026-08-01', valuePaise: 1_20_000_00, interState: false }, s)
        ?.severity,
    ).toBe('WARNING');
  });

  it('a negative net b2cs figure', () => {
    const checks = negativeB2csChecks([
      { pos: '29', rate: 5, supplyType: 'INTER', taxablePaise: -100_00 },
      { pos: '27', rate: 5, supplyType: 'INTRA', taxablePaise: 100_00 },
    ]);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      code: 'B2CS_NEGATIVE',
      ref: { kind: 'SECTION', id: 'b2cs:29:5:INTER' },
    });
    expect(checks[0]!.message).toContain('b2cs 29-Karnataka at 5 %: returns exceed sales by ₹100.00');
  });

  it('section totals against the HSN summary', () => {
    expect(sectionTotalsChecks({ b2bPaise: 1, hsnB2bPaise: 1, b2cPaise: 2, hsnB2cPaise: 2 })).toEqual([]);
    expect(
      sectionTotalsChecks({ b2bPaise: 100, hsnB2bPaise: 99, b2cPaise: 2, hsnB2cPaise: 3 }).map((c) => c.code),
    ).toEqual(['B2B_HSN_TOTALS', 'B2C_HSN_TOTALS']);
  });

  it.each([
    ['AE010826001', null],
    ['INV/26-27/0042', null],
    ['FAABCD2600012345X', 'document number FAABCD2600012345X has 17 characters; GSTR-1 takes at most 16'],
    ['INV 42', 'document number INV 42 has a space; GSTR-1 takes only letters, digits, / and -'],
    ['INV#42', 'document number INV#42 has “#”; GSTR-1 takes only letters, digits, / and -'],
  ])('document number %s', (number, problem) => {
    expect(documentNumberCheck(doc, number)?.message ?? null).toBe(
      problem === null ? null : `${doc.label}: ${problem}`,
    );
  });

  it('a number repeated in the financial year', () => {
    const a: GstRef = { kind: 'ORDER_LINE', id: 'a', label: 'Meesho order 1' };
    const b: GstRef = { kind: 'ORDER_LINE', id: 'b', label: 'Meesho order 2' };
    const checks = repeatedNumberChecks(
      [
        { ref: a, number: 'MS2627001' },
        { ref: b, number: 'MS2627001' },
        { ref: doc, number: 'AE010826001' },
      ],
      '2026-27',
    );
    expect(checks.map((c) => c.ref?.id)).toEqual(['a', 'b']);
    expect(checks[0]!.message).toBe(
      'Meesho order 1: document number MS2627001 is used 2 times in the financial year 2026-27; each must be unique',
    );
  });

  it('a credit note without its invoice, or not a credit', () => {
    expect(creditNoteChecks(doc, { originalInvoice: 'AE010826001', signedValuePaise: -500_00 })).toEqual([]);
    expect(
      creditNoteChecks(doc, { originalInvoice: null, signedValuePaise: 500_00 }).map((c) => c.code),
    ).toEqual(['CREDIT_NOTE_WITHOUT_INVOICE', 'CREDIT_NOTE_NOT_A_CREDIT']);
  });

  it('a return of another period’s sale is reported in the return’s period, and said so', () => {
    expect(returnOfOtherPeriodCheck(line, '2026-08-02', '2026-08-20', aug)).toBeNull();
    expect(returnOfOtherPeriodCheck(line, '2026-07-28', '2026-08-03', aug)?.message).toBe(
      "Flipkart order OD1 (SKU BL-1): returned on 3 Aug 2026, sold on 28 Jul 2026: netted in Aug 2026, the return's period",
    );
  });

  it('a line in two periods, an unknown state, a sale not stored', () => {
    expect(lineInTwoPeriodsCheck(line, [])).toBeNull();
    expect(lineInTwoPeriodsCheck(line, ['2026-07'])?.message).toContain(
      'is also in the return exported for 2026-07',
    );
    expect(unknownStateCheck(line, 'Mahrashtra').message).toContain(
      'delivery state “Mahrashtra” is no Indian state',
    );
    expect(unknownStateCheck(line, null).message).toContain('has no delivery state');
    const upload: GstRef = { kind: 'UPLOAD', id: 'file1', label: 'Flipkart sale report, line 7' };
    expect(
      saleNotStoredCheck(upload, {
        orderId: 'OD9',
        sku: 'NEW-1',
        valuePaise: 999_00,
        reason: 'no listing has SKU NEW-1',
      }).message,
    ).toBe(
      'Flipkart sale report, line 7: order OD9 (SKU NEW-1, ₹999.00) was invoiced by the marketplace but not stored (no listing has SKU NEW-1); store it, or the return misses it',
    );
  });

  it('the exported periods that hold a line as another period’s', () => {
    // sold 3 Aug 2026: the July export held it before its date was corrected
    expect(otherExportedPeriods('2026-08-03', ['2026-08', '2026-Q3', '2026-07'])).toEqual(['Jul 2026']);
    // a month and its quarter both hold the date: no check
    expect(otherExportedPeriods('2026-08-03', ['2026-08', '2026-Q3'])).toEqual([]);
    // exported in two other periods, a key that is no period ignored
    expect(otherExportedPeriods('2026-08-03', ['2026-Q2', '2026-06', 'x'])).toEqual([
      'Apr–Jun 2026',
      'Jun 2026',
    ]);
    expect(lineInTwoPeriodsCheck(line, otherExportedPeriods('2026-08-03', ['2026-07']))?.message).toBe(
      'Flipkart order OD1 (SKU BL-1): is also in the return exported for Jul 2026',
    );
  });

  it('an export held an event at the date it had then: the old date of its first change after the export', () => {
    const july = { key: '2026-07', from: '2026-07-01', to: '2026-07-31' };
    const august = { key: '2026-08', from: '2026-08-01', to: '2026-08-31' };
    const now = { date: '2026-08-03' };
    // corrected from 31 Jul to 3 Aug (change 7) after July's export had seen change 5: July held it
    const moved = [{ seq: 7, oldDate: '2026-07-31' }];
    expect(exportsHoldingEvent(now, moved, [{ ...july, changesSeen: 5 }])).toEqual(['2026-07']);
    // corrected before July was exported (it had seen change 7): July never held it
    expect(exportsHoldingEvent(now, moved, [{ ...july, changesSeen: 7 }])).toEqual([]);
    // not changed since August's export: held at its date now
    expect(exportsHoldingEvent(now, moved, [{ ...august, changesSeen: 7 }])).toEqual(['2026-08']);
    // a return that did not exist then (no return date before the change) was in no export
    expect(exportsHoldingEvent(now, [{ seq: 9, oldDate: null }], [{ ...july, changesSeen: 5 }])).toEqual([]);
  });
});
