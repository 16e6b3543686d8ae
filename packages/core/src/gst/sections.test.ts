// Each line of a period goes to one GSTR-1 section (docs/gst.md "Sections").
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../billing/gstin.ts';
import {
  DEFAULT_GST_RETURN_SETTINGS as S,
  b2clThresholdPaise,
  etinProblem,
  gstReturnSettingProblems,
  inForceOn,
} from './return-settings.ts';
import {
  hsnForTable12,
  hsnTableOf,
  supplySection,
  table12Uqc,
  taxOfIncluded,
  type SupplyToClassify,
} from './sections.ts';

const registered = '27AAPFU0939F1ZV';
const sale = (over: Partial<SupplyToClassify>): SupplyToClassify => ({
  kind: 'INVOICE',
  buyerGstin: null,
  interState: true,
  date: '2026-08-10',
  invoiceValuePaise: 50_000_00,
  ...over,
});

describe('supplySection', () => {
  it.each<[string, Partial<SupplyToClassify>, string]>([
    ['an invoice to a registered buyer', { buyerGstin: registered }, 'b2b'],
    ['a registered buyer inside the state', { buyerGstin: registered, interState: false }, 'b2b'],
    ['an invalid GSTIN is a B2C buyer', { buyerGstin: '27AAPFU0939F1ZX' }, 'b2cs'],
    ['inter-state B2C up to the threshold', { invoiceValuePaise: 1_00_000_00 }, 'b2cs'],
    ['inter-state B2C above ₹1 lakh from 1 Aug 2024', { invoiceValuePaise: 1_00_000_01 }, 'b2cl'],
    [
      '₹2 lakh on 31 Jul 2024 (threshold ₹2.5 lakh)',
      { invoiceValuePaise: 2_00_000_00, date: '2024-07-31' },
      'b2cs',
    ],
    ['₹2 lakh on 1 Aug 2024', { invoiceValuePaise: 2_00_000_00, date: '2024-08-01' }, 'b2cl'],
    [
      'intra-state B2C above the threshold stays b2cs',
      { invoiceValuePaise: 5_00_000_00, interState: false },
      'b2cs',
    ],
    ['a credit note against a b2b invoice', { kind: 'CREDIT_NOTE', originalSection: 'b2b' }, 'cdnr'],
    ['a credit note against a b2cl invoice', { kind: 'CREDIT_NOTE', originalSection: 'b2cl' }, 'cdnur'],
    ['a credit note against a b2cs sale is netted', { kind: 'CREDIT_NOTE', originalSection: 'b2cs' }, 'b2cs'],
    [
      'a credit note to a registered buyer, invoice unknown',
      { kind: 'CREDIT_NOTE', buyerGstin: registered },
      'cdnr',
    ],
    [
      'a credit note, invoice unknown, large inter-state',
      { kind: 'CREDIT_NOTE', invoiceValuePaise: 3_00_000_00 },
      'cdnur',
    ],
  ])('%s', (_, over, section) => {
    expect(supplySection(sale(over), S)).toBe(section);
  });

  it('sends b2b and cdnr to hsn_b2b, the rest to hsn_b2c', () => {
    expect((['b2b', 'cdnr', 'b2cl', 'b2cs', 'cdnur'] as const).map(hsnTableOf)).toEqual([
      'hsn_b2b',
      'hsn_b2b',
      'hsn_b2c',
      'hsn_b2c',
      'hsn_b2c',
    ]);
  });
});

describe('taxOfIncluded', () => {
  it.each([
    [1_180_00, 18, true, { taxablePaise: 1_000_00, igstPaise: 180_00, cgstPaise: 0, sgstPaise: 0 }],
    [1_050_00, 5, false, { taxablePaise: 1_000_00, igstPaise: 0, cgstPaise: 25_00, sgstPaise: 25_00 }],
    // 499 / 1.05 = 475.238…: 475.24 inter-state; inside a state the tax is made even (475.23 + 11.885 × 2)
    [499_00, 5, true, { taxablePaise: 475_24, igstPaise: 23_76, cgstPaise: 0, sgstPaise: 0 }],
    [499_00, 5, false, { taxablePaise: 475_24, igstPaise: 0, cgstPaise: 11_88, sgstPaise: 11_88 }],
    [-1_180_00, 18, true, { taxablePaise: -1_000_00, igstPaise: -180_00, cgstPaise: 0, sgstPaise: 0 }],
  ])('%i paise at %i %% (inter-state %s)', (amount, rate, inter, expected) => {
    const t = taxOfIncluded(amount, rate, inter);
    expect(t).toEqual(expected);
    expect(t.taxablePaise + t.igstPaise + t.cgstPaise + t.sgstPaise).toBe(amount);
  });
});

describe('Table 12 HSN and UQC', () => {
  it.each<[string | null, 4 | 6, string | null, string | null]>([
    ['6109', 4, '6109', null],
    ['61091000', 4, '61091000', null],
    ['6109', 6, '6109', 'HSN code 6109 has 4 digits; Table 12 needs at least 6'],
    ['610910', 6, '610910', null],
    ['61 09', 4, '6109', null],
    ['', 4, null, 'has no HSN code'],
    [null, 4, null, 'has no HSN code'],
    ['61O9', 4, null, 'HSN code “61O9” is not digits'],
  ])('%s at %i digits', (hsn, digits, code, problem) => {
    expect(hsnForTable12(hsn, digits)).toEqual({ code, problem });
  });

  it('writes NA for a service code', () => {
    expect(table12Uqc('998599', 'PCS')).toBe('NA');
    expect(table12Uqc('6109', 'pcs')).toBe('PCS');
    expect(table12Uqc('6109', null)).toBe('OTH');
  });
});

describe('the return settings', () => {
  it('has the dated defaults', () => {
    expect(b2clThresholdPaise(S, '2024-07-31')).toBe(2_50_000_00);
    expect(b2clThresholdPaise(S, '2024-08-01')).toBe(1_00_000_00);
    expect(S.hsnDigits).toBe(4);
    expect(inForceOn(S.tcs, '2024-07-09').percent).toBe(1);
    expect(inForceOn(S.tcs, '2024-07-10').percent).toBe(0.5);
    expect(inForceOn(S.tds, '2024-09-30')).toMatchObject({
      percent: 1,
      section: 'Section 194-O, Income-tax Act 1961',
    });
    expect(inForceOn(S.tds, '2024-10-01').percent).toBe(0.1);
    expect(inForceOn(S.tds, '2026-04-01')).toMatchObject({
      percent: 0.1,
      section: 'Section 393, Income-tax Act 2025',
    });
    expect(Object.values(S.etins).every((e) => e === '')).toBe(true);
    expect(gstReturnSettingProblems(S)).toEqual([]);
  });

  it('takes an ETIN that is a TCS collector’s GSTIN', () => {
    const first14 = '27AACCF0683K1C';
    const etin = first14 + gstinCheckCharacter(first14);
    expect(etinProblem(etin)).toBeNull();
    expect(etinProblem(registered)).toContain('14th character');
    expect(etinProblem('27AACCF0683K1CX')).toContain('check character');
    expect(
      gstReturnSettingProblems({ ...S, etins: { ...S.etins, flipkart: etin, littleKid: etin } }).map(
        (p) => p.field,
      ),
    ).toEqual(['etins.littleKid']);
  });

  it('names the row of a bad dated value', () => {
    const bad = {
      ...S,
      hsnDigits: 5 as 4,
      jsonVersion: '3.2',
      b2clThresholds: [
        ...S.b2clThresholds,
        { effectiveFrom: '2024-08-01', rupees: 50_000 },
        { effectiveFrom: '2025-01-01', rupees: 0 },
      ],
    };
    expect(gstReturnSettingProblems(bad).map((p) => p.message)).toEqual([
      'B2CL threshold, row 3: 1 Aug 2024 is given twice',
      'B2CL threshold, row 4: the threshold must be an amount in rupees above 0',
      'HSN digits must be 4 (turnover up to ₹5 crore) or 6',
      'JSON version must read like GST3.2.3, as the offline tool writes it',
    ]);
  });
});
