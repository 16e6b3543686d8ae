import { describe, expect, it } from 'vitest';
import {
  apportionCharge,
  buildInvoicePdf,
  computeInvoice,
  creditNoteChargeTax,
  creditNoteTotals,
  DEFAULT_SELLER_PROFILE,
  invoiceProblems,
  splitGstIncluded,
  type InvoiceDocument,
  type InvoiceLine,
} from './index.ts';

// Courier and packing on a tax invoice include GST and are taxed at the rates of the lines (decision 128).

const line = (rate: number, gst: number, hsnCode: string, description = 'Item'): InvoiceLine => ({
  description,
  quantity: 1,
  unit: 'PCS',
  rate,
  gst,
  hsnCode,
});
const taxed = (
  productLines: InvoiceLine[],
  more: Partial<InvoiceDocument> = {},
): Pick<
  InvoiceDocument,
  'productLines' | 'courier' | 'packingTransportation' | 'placeOfSupply' | 'chargesGstIncluded'
> => ({ productLines, placeOfSupply: '27', chargesGstIncluded: true, ...more });

describe('sharing a charge over the lines', () => {
  it('in proportion to their taxable values, the paisa left over to the largest line', () => {
    const basis = [
      { hsnCode: '6109', gst: 5, taxablePaise: 10000 },
      { hsnCode: '9503', gst: 18, taxablePaise: 20000 },
    ];
    expect(apportionCharge(10000, basis)).toEqual([3333, 6667]);
    expect(apportionCharge(2, [...basis, { hsnCode: '6301', gst: 12, taxablePaise: 20000 }])).toEqual([
      0, 2, 0,
    ]); // floors 0, 0, 0: both paise to the first of the largest
    expect(apportionCharge(500, [{ hsnCode: '6109', gst: 5, taxablePaise: 0 }, ...basis])).toEqual([
      0, 166, 334,
    ]);
  });
  it('GST included split to the paisa, CGST and SGST always equal', () => {
    expect(splitGstIncluded(11800, 18, true)).toEqual({ taxablePaise: 10000, taxPaise: 1800 });
    // 100.00 at 18 %: 84.7457… → 84.75 leaves an odd 15.25; 84.74 is the nearer even split
    expect(splitGstIncluded(10000, 18, true)).toEqual({ taxablePaise: 8475, taxPaise: 1525 });
    expect(splitGstIncluded(10000, 18, false)).toEqual({ taxablePaise: 8474, taxPaise: 1526 });
    // 66.67 at 18 % is 56.50 exactly, tax odd: 56.49 and 56.51 are as near; the larger taxable value
    expect(splitGstIncluded(6667, 18, false)).toEqual({ taxablePaise: 5651, taxPaise: 1016 });
    expect(splitGstIncluded(999, 0, false)).toEqual({ taxablePaise: 999, taxPaise: 0 });
  });
});

describe('a tax invoice with courier and packing', () => {
  it('one rate: the charge is taxed at that rate and the total is what was typed', () => {
    const t = computeInvoice('GST_INVOICE', taxed([line(1000, 18, '6109')], { courier: 100 }), '27');
    expect(t).toMatchObject({
      chargesTaxed: true,
      subtotalPaise: 100000,
      courierPaise: 10000,
      courierTaxablePaise: 8474,
      courierTaxPaise: 1526,
      courierUntaxedPaise: 0,
      taxablePaise: 108474,
      cgstPaise: 9763,
      sgstPaise: 9763,
      taxTotalPaise: 19526,
      totalPaise: 128000, // 1000 + 180 GST + 100 courier, as before
      roundOffPaise: 0,
    });
    expect(t.taxSummary).toEqual([
      { hsnCode: '6109', rate: 18, taxablePaise: 108474, cgstPaise: 9763, sgstPaise: 9763, igstPaise: 0 },
    ]);
  });

  it('mixed rates: each line takes its share at its rate, into its HSN row', () => {
    const t = computeInvoice(
      'GST_INVOICE',
      taxed([line(100, 5, '6109'), line(200, 18, '9503')], { courier: 100, packingTransportation: 0.03 }),
      '27',
    );
    // courier 100.00 → 33.33 and 66.67 (the paisa left over to the larger line): 31.75 + 0.79 + 0.79 at
    // 5 %, 56.51 + 5.08 + 5.08 at 18 %; packing 0.03 → 0.01 and 0.02, too little to carry tax
    expect(t.taxSummary).toEqual([
      { hsnCode: '6109', rate: 5, taxablePaise: 13176, cgstPaise: 329, sgstPaise: 329, igstPaise: 0 },
      { hsnCode: '9503', rate: 18, taxablePaise: 25653, cgstPaise: 2308, sgstPaise: 2308, igstPaise: 0 },
    ]);
    expect(t).toMatchObject({
      courierTaxablePaise: 3175 + 5651,
      courierTaxPaise: 158 + 1016,
      packingTaxablePaise: 1 + 2,
      packingTaxPaise: 0,
    });
    // lines 300.00 + their tax 5.00 + 36.00 + charges 100.03 = 441.03 → ₹441
    expect(t.taxablePaise + t.taxTotalPaise).toBe(30000 + 500 + 3600 + 10003);
    expect(t.totalPaise).toBe(44100);
  });

  it('to another state: IGST on the charge', () => {
    const t = computeInvoice(
      'GST_INVOICE',
      taxed([line(1000, 18, '6109')], { courier: 100, placeOfSupply: '07' }),
      '27',
    );
    expect(t.taxSummary).toEqual([
      { hsnCode: '6109', rate: 18, taxablePaise: 108475, cgstPaise: 0, sgstPaise: 0, igstPaise: 19525 },
    ]);
    expect(t.totalPaise).toBe(128000);
  });

  it('an invoice issued before decision 128 adds them without GST, as it was issued', () => {
    const t = computeInvoice(
      'GST_INVOICE',
      { ...taxed([line(1000, 18, '6109')], { courier: 100 }), chargesGstIncluded: null },
      '27',
    );
    expect(t).toMatchObject({
      chargesTaxed: false,
      courierUntaxedPaise: 10000,
      taxablePaise: 100000,
      taxTotalPaise: 18000,
      totalPaise: 128000,
    });
  });

  it('a cash memo carries no tax: its charges are added as they are', () => {
    const t = computeInvoice('CASH_MEMO', taxed([line(1000, 18, '6109')], { courier: 100 }), '27');
    expect(t).toMatchObject({ chargesTaxed: false, taxTotalPaise: 0, courierUntaxedPaise: 10000 });
  });

  it('a charge with no line of value to take a rate from is refused', () => {
    const doc = {
      ...taxed([line(0, 18, '6109', 'Gift wrap')], { courier: 100 }),
      clientName: 'Asha',
      invoiceDate: '2026-11-24',
    };
    expect(invoiceProblems('GST_INVOICE', doc, '27')).toEqual([
      {
        field: 'courier',
        message: 'Courier is taxed at the GST rate of the goods it goes with: add a line with a value',
      },
    ]);
  });

  it('the PDF shows each charge as typed with its taxable value, and the summary adds up', () => {
    const document = {
      ...taxed([line(1000, 18, '6109', 'Kids set')], { courier: 100 }),
      clientName: 'Asha',
      invoiceDate: '2026-11-24',
    };
    const json = JSON.stringify(
      buildInvoicePdf({
        kind: 'GST_INVOICE',
        invoiceNumber: 'AE241126001',
        document,
        seller: { ...DEFAULT_SELLER_PROFILE, stateCode: '27' },
      }).content,
    );
    expect(json).toContain('"Courier (₹100.00 incl. GST)"');
    expect(json).toContain('"84.74"');
    expect(json).toContain('"1,084.74"'); // taxable value, in the totals and the summary's total
    expect(json).toContain('"97.63"');
    expect(json).not.toContain('"100.00"'); // the charge is not added again outside the tax
  });
});

describe('a credit note of such an invoice', () => {
  const lines = [line(449.5, 5, '6109', 'T-shirt'), line(2600, 18, '6301', 'Blanket')];
  const invoiceDoc = taxed(lines, { courier: 80, packingTransportation: 40.5, placeOfSupply: '07' });
  const invoice = computeInvoice('GST_INVOICE', invoiceDoc, '27');

  it('credited in full comes to the invoice to the paisa, charges with their GST', () => {
    expect(creditNoteChargeTax(invoiceDoc)).toEqual({
      chargesGstIncluded: true,
      chargeBasis: [
        { hsnCode: '6109', gst: 5, taxable: 449.5 },
        { hsnCode: '6301', gst: 18, taxable: 2600 },
      ],
    });
    const note = { ...invoiceDoc, ...creditNoteChargeTax(invoiceDoc) };
    const full = creditNoteTotals(
      { invoiceNumber: 'AE241126001', totalPaise: invoice.totalPaise, creditedPaise: 0 },
      note,
      '27',
    );
    expect(full.problem).toBeNull();
    const { amountInWords: _w, ...credited } = full.totals;
    const { amountInWords: _v, ...invoiced } = invoice;
    expect(credited).toEqual(invoiced);
    expect(invoice.courierTaxPaise + invoice.packingTaxPaise).toBeGreaterThan(0);
  });

  it("shares the charge over the invoice's lines, whatever lines the note credits", () => {
    const note = {
      productLines: [{ ...lines[0]!, invoiceLine: 1 }],
      courier: 80,
      placeOfSupply: '07',
      ...creditNoteChargeTax(invoiceDoc),
    };
    const t = computeInvoice('CREDIT_NOTE', note, '27');
    expect(t.courierTaxablePaise).toBe(invoice.courierTaxablePaise);
    expect(t.courierTaxPaise).toBe(invoice.courierTaxPaise);
    expect(t.taxSummary.map((r) => r.hsnCode)).toEqual(['6109', '6301']);
  });

  it('an invoice issued before decision 128 gives its notes nothing: charges credited without GST', () => {
    expect(creditNoteChargeTax({ productLines: lines })).toEqual({
      chargesGstIncluded: null,
      chargeBasis: null,
    });
  });
});
