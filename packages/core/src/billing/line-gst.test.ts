import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RULES, prepareGstRules } from '../pricing/gst-rules.ts';
import { catalogueLine, defaultLineGst, linesTakeHsnGst } from './line-gst.ts';

const rules = prepareGstRules([
  ...DEFAULT_GST_RULES,
  { hsnPrefix: '9503', effectiveFrom: '2017-07-01', ratePercent: 12, band: null, note: 'toys' },
]);

describe("a tax-invoice line's GST rate: the HSN rule on the invoice date at the line's rate, else the product's", () => {
  it.each([
    // apparel before 22 Sep 2025: 5 % up to ₹1,000 a piece before tax, 12 % above
    ['6109', '2025-09-21', 1000, null, 5],
    ['6109', '2025-09-21', 1000.01, null, 12],
    // from 22 Sep 2025: 5 % up to ₹2,500, 18 % above
    ['6109', '2025-09-22', 1000.01, null, 5],
    ['6109 10 00', '2026-11-23', 2500, null, 5],
    ['63019000', '2026-11-23', 2500.5, null, 18],
    // a flat rule
    ['9503', '2026-11-23', 99999, 18, 12],
    // no rule covers the code: the product's rate, or none
    ['8517', '2026-11-23', 500, 18, 18],
    ['8517', '2026-11-23', 500, null, null],
    ['', '2026-11-23', 500, 5, 5],
    // a line without a rate yet counts as 0 (the low rate)
    ['6109', '2026-11-23', Number.NaN, null, 5],
  ] as const)('HSN %s on %s at ₹%s (product %s) → %s', (hsnCode, invoiceDate, rate, productGst, want) => {
    expect(defaultLineGst(rules, { hsnCode, invoiceDate, rate, productGst })).toBe(want);
  });
});

describe("which documents' lines without a GST % take the HSN rule's rate (decision 295)", () => {
  it.each([
    ['GST_INVOICE', '', '', true],
    ['CASH_MEMO', '27AAACS7777K1ZV', '', false],
    ['CREDIT_NOTE', '', '', false],
    // a registered supplier charges GST by the rules; an unregistered one none
    ['PURCHASE', '24AAACS7777K1ZV', '', true],
    ['EXPENSE', '24AAACS7777K1ZV', 'Tax', true],
    ['PURCHASE', '  ', '', false],
    // a bill taxed as a whole by its label's percentage keeps its lines untaxed
    ['PURCHASE', '24AAACS7777K1ZV', 'Sale Tax (10%)', false],
  ] as const)('%s, supplier GSTIN "%s", label "%s" → %s', (kind, gst, taxLabel, want) => {
    expect(linesTakeHsnGst(kind, { gst, taxLabel })).toBe(want);
  });
});

describe('a line picked from the catalogue', () => {
  it('fills description, HSN code, the retail price (2 × cost; the cost on a purchase bill) and keeps the product rate as the fallback, in pieces', () => {
    expect(
      catalogueLine(
        {
          id: 'p1',
          productName: 'Fleece blanket',
          hsnCode: ' 6301 ',
          gst: null,
          purchaseCost: 249.75,
        },
        'GST_INVOICE',
      ),
    ).toEqual({
      productId: 'p1',
      description: 'Fleece blanket',
      hsnCode: '6301',
      rate: 499.5,
      productGst: null,
      unit: 'PCS',
    });
    expect(
      catalogueLine({ id: 'p1', productName: 'Fleece blanket', purchaseCost: 249.75 }, 'PURCHASE').rate,
    ).toBe(249.75);
    expect(catalogueLine({ id: 'p2', productName: 'Toy', gst: 18 }, 'CASH_MEMO')).toEqual({
      productId: 'p2',
      description: 'Toy',
      hsnCode: null,
      rate: null,
      productGst: 18,
      unit: 'PCS',
    });
  });
});
