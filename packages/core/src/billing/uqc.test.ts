// Rule 46(i) of the CGST Rules: a tax invoice shows each line's quantity with its unit (UQC), a code of
// the GST Network's list (decision 141).
import { describe, expect, it } from 'vitest';
import {
  blankInvoiceLine,
  buildInvoicePdf,
  catalogueLine,
  creditNoteLineProblems,
  creditNoteLines,
  DEFAULT_SELLER_PROFILE,
  invoiceProblems,
  isUqc,
  UQC_UNITS,
  uqcLabel,
  uqcProblem,
  withInvoicedUnits,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceLine,
} from './index.ts';

const kurta: InvoiceLine = {
  description: 'Cotton kurta',
  quantity: 2,
  unit: 'PCS',
  rate: 450,
  gst: 5,
  hsnCode: '6109',
};
const fabric: InvoiceLine = {
  description: 'Cotton fabric',
  quantity: 12.5,
  unit: 'MTR',
  rate: 120,
  gst: 5,
  hsnCode: '5208',
};
const doc = (productLines: InvoiceLine[]): InvoiceDocument => ({
  clientName: 'Asha Traders',
  invoiceDate: '2026-11-24',
  placeOfSupply: '27',
  productLines,
});

describe('the GST units of quantity', () => {
  it('are the GST Network’s codes, each once, three capital letters with its name', () => {
    expect(UQC_UNITS.length).toBe(45);
    expect(new Set(UQC_UNITS.map((u) => u.code)).size).toBe(UQC_UNITS.length);
    for (const u of UQC_UNITS) expect(u.code).toMatch(/^[A-Z]{3}$/);
    for (const code of ['BAG', 'BOX', 'BTL', 'DOZ', 'GMS', 'KGS', 'LTR', 'MTR', 'NOS', 'OTH', 'PAC'])
      expect(isUqc(code)).toBe(true);
    for (const code of ['PCS', 'PRS', 'ROL', 'SET', 'SQM', 'UNT']) expect(isUqc(code)).toBe(true);
    for (const code of ['pcs', 'PIECES', 'KG', 'PC', '', ' PCS']) expect(isUqc(code)).toBe(false);
  });
  it('are shown as code — name', () => {
    expect(uqcLabel('PCS')).toBe('PCS — Pieces');
    expect(uqcLabel('SQM')).toBe('SQM — Square metres');
  });
  it('a new line is a piece', () => {
    expect(blankInvoiceLine().unit).toBe('PCS');
  });
  it('a product picked from the catalogue brings its own unit; one read without a unit counts in pieces (decision 147)', () => {
    const cloth = { id: 'p1', productName: 'Cotton fabric', purchaseCost: 100, unit: 'MTR' };
    for (const kind of ['GST_INVOICE', 'CASH_MEMO', 'PURCHASE', 'EXPENSE'] as const)
      expect(catalogueLine(cloth, kind).unit).toBe('MTR');
    expect(catalogueLine({ ...cloth, unit: 'KGS' }, 'GST_INVOICE').unit).toBe('KGS');
    for (const unit of [undefined, null, '', 'metre'])
      expect(catalogueLine({ ...cloth, unit }, 'GST_INVOICE').unit).toBe('PCS');
  });
  it('a code not on the list is named in the words of the field it was given in', () => {
    expect(uqcProblem('MTR', 'Unit')).toBeNull();
    expect(uqcProblem('METRE', 'Unit')).toBe(
      'Unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)',
    );
    expect(uqcProblem('', 'Unit')).toBe('Unit must be a GST unit code (UQC) such as PCS, KGS or MTR');
  });
});

describe('a line’s unit on a document', () => {
  it.each(['GST_INVOICE', 'CASH_MEMO', 'PURCHASE', 'EXPENSE'] as const)(
    '%s: a unit given must be a code of the list, named by its line',
    (kind: InvoiceKind) => {
      expect(invoiceProblems(kind, doc([kurta, fabric]), '27')).toEqual([]);
      expect(invoiceProblems(kind, doc([kurta, { ...fabric, unit: 'METRE' }]), '27')).toEqual([
        {
          field: 'unit',
          row: 1,
          message: 'Line 2: unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)',
        },
      ]);
    },
  );
  it('a tax invoice’s line with a quantity has a unit; a bill received or a cash memo may leave it out', () => {
    const noUnit = { ...fabric, unit: null };
    expect(invoiceProblems('GST_INVOICE', doc([kurta, noUnit]), '27')).toEqual([
      {
        field: 'unit',
        row: 1,
        message: 'Line 2: unit (UQC) of the quantity is required on a tax invoice, such as PCS',
      },
    ]);
    expect(invoiceProblems('GST_INVOICE', doc([kurta, { ...noUnit, unit: '  ' }]), '27')).toHaveLength(1);
    // a line of quantity 0 counts nothing and needs no unit
    expect(invoiceProblems('GST_INVOICE', doc([kurta, { ...noUnit, quantity: 0 }]), '27')).toEqual([]);
    for (const kind of ['CASH_MEMO', 'PURCHASE', 'EXPENSE'] as const)
      expect(invoiceProblems(kind, doc([kurta, noUnit]), '27')).toEqual([]);
  });
});

describe('a credit note’s units are its invoice’s', () => {
  const invoice = { invoiceNumber: 'AE241126001', productLines: [kurta, fabric] };
  // an invoice stored before decision 141: no unit on its lines
  const before = { invoiceNumber: 'AE201126001', productLines: [{ ...kurta, unit: undefined }] };

  it('starts each line with the unit invoiced, and none for an invoice issued without units', () => {
    expect(creditNoteLines(invoice.productLines).map((l) => l.unit)).toEqual(['PCS', 'MTR']);
    expect(creditNoteLines(before.productLines).map((l) => l.unit)).toEqual([null]);
  });
  it('a line sent without a unit takes the unit of the invoice line it credits', () => {
    const sent = [
      { ...fabric, quantity: 2, unit: null, invoiceLine: 2 },
      { ...kurta, quantity: 1, unit: undefined },
    ];
    expect(withInvoicedUnits(invoice.productLines, sent).map((l) => l.unit)).toEqual(['MTR', 'PCS']);
    expect(withInvoicedUnits(before.productLines, [{ ...kurta, unit: null }])[0]!.unit).toBe(null);
  });
  it.each(['RETURN', 'PRICE_REDUCTION'] as const)(
    '%s: a unit other than the one invoiced is refused naming the line',
    (creditReason) => {
      const note = (lines: InvoiceLine[]) => ({ creditReason, productLines: lines });
      expect(creditNoteLineProblems(invoice, [], note(creditNoteLines(invoice.productLines)))).toEqual([]);
      expect(
        creditNoteLineProblems(invoice, [], note([{ ...fabric, quantity: 1, unit: 'CMS', invoiceLine: 2 }])),
      ).toEqual([
        {
          field: 'unit',
          row: 0,
          message: 'Line 1 (Cotton fabric): unit must be MTR, as invoice AE241126001 invoiced it (it is CMS)',
        },
      ]);
      expect(
        creditNoteLineProblems(invoice, [], note([{ ...fabric, quantity: 1, unit: null, invoiceLine: 2 }])),
      ).toEqual([
        {
          field: 'unit',
          row: 0,
          message: 'Line 1 (Cotton fabric): unit must be MTR, as invoice AE241126001 invoiced it',
        },
      ]);
    },
  );
  it('a note against an invoice issued without units works as before, and gives its lines none', () => {
    const lines = creditNoteLines(before.productLines);
    const note = { creditReason: 'RETURN' as const, productLines: lines };
    expect(creditNoteLineProblems(before, [], note)).toEqual([]);
    expect(invoiceProblems('CREDIT_NOTE', { ...doc(lines), gst: null }, '27')).toEqual([]);
    expect(
      creditNoteLineProblems(before, [], { ...note, productLines: [{ ...lines[0]!, unit: 'PCS' }] }),
    ).toEqual([
      {
        field: 'unit',
        row: 0,
        message:
          'Line 1 (Cotton kurta): invoice AE201126001 gives this line no unit; leave the unit out (it is PCS)',
      },
    ]);
  });
  it('a price reduction on a line of no invoice line still states its unit when the invoice has units', () => {
    const other = { description: 'Discount on kurtas', quantity: 1, rate: 50, gst: 5, hsnCode: '6109' };
    const note = { creditReason: 'PRICE_REDUCTION' as const, productLines: [{ ...other, invoiceLine: 9 }] };
    expect(creditNoteLineProblems(invoice, [], note)).toEqual([
      {
        field: 'unit',
        row: 0,
        message:
          'Line 1 (Discount on kurtas): unit (UQC) of the quantity is required on a credit note, such as PCS',
      },
    ]);
  });
});

describe('the PDF prints the unit beside the quantity', () => {
  const table = (document: InvoiceDocument) => {
    const d = buildInvoicePdf({
      kind: 'GST_INVOICE',
      invoiceNumber: 'AE241126001',
      document,
      seller: { ...DEFAULT_SELLER_PROFILE, stateCode: '27', gstin: '27AAPFU0939F1ZV' },
    });
    return (
      d.content.find((n) => typeof n === 'object' && 'table' in n) as {
        table: { body: { text?: string }[][]; widths: unknown[] };
      }
    ).table;
  };
  it('"2 PCS" and "12.5 MTR" in the Qty column, never broken between quantity and unit', () => {
    const t = table(doc([kurta, fabric]));
    expect(t.body.slice(1).map((row) => row[3]!.text)).toEqual(['2\u00a0PCS', '12.5\u00a0MTR']);
    // the column as wide as its longest quantity (server-side: pdf-layout.test.ts)
    expect(t.widths[3]).toBe('auto');
  });
  it('a document stored before decision 141 prints the quantity alone, in the columns it had', () => {
    const t = table(doc([{ ...kurta, unit: undefined }]));
    expect(t.body[1]![3]!.text).toBe('2');
    expect(t.widths).toEqual([18, '*', 50, 36, 62, 34, 80]);
  });
});
