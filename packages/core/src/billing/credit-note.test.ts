import { describe, expect, it } from 'vitest';
import {
  computeInvoice,
  creditNoteChargeProblems,
  creditNoteDateProblem,
  creditNoteLimitProblem,
  creditNoteLineProblems,
  creditNoteLines,
  creditNoteTotals,
  creditedCharges,
  creditedInvoiceLine,
  GST_STATE_LIST,
  invoiceProblems,
  stateOfGstin,
  type InvoiceLine,
} from './index.ts';

const tshirt: InvoiceLine = {
  description: 'Cotton kids t-shirt',
  quantity: 3,
  rate: 449.5,
  hsnCode: '6109',
  gst: 5,
};
const blanket: InvoiceLine = { description: 'Blanket', quantity: 2, rate: 2600, hsnCode: '6301', gst: 18 };
const invoice = { invoiceNumber: 'AE241126001', productLines: [tshirt, blanket] };
const returned = (lines: InvoiceLine[]) => ({ creditReason: 'RETURN' as const, productLines: lines });

describe('a credit note for goods returned, line by line', () => {
  it('starts each line at what is not yet returned, leaving out a line returned whole', () => {
    const start = (returned: number[]) =>
      creditNoteLines(invoice.productLines, returned).map((l) => [l.invoiceLine, l.quantity]);
    expect(start([])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(start([1.2, 2])).toEqual([[1, 1.8]]);
    // every line returned whole: the lines as invoiced, for a price reduction
    expect(start([3, 2])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('leaves out an invoice line without a value (one left empty before decision 135): nothing to credit', () => {
    const empty: InvoiceLine = { description: '', quantity: 1, rate: 0, hsnCode: null, gst: 0 };
    const lines = [tshirt, empty, blanket];
    const start = (returned: number[]) =>
      creditNoteLines(lines, returned).map((l) => [l.invoiceLine, l.quantity]);
    expect(start([])).toEqual([
      [1, 3],
      [3, 2],
    ]);
    expect(start([3, 0, 2])).toEqual([
      [1, 3],
      [3, 2],
    ]);
  });

  it('may credit the quantity invoiced at the rate invoiced', () => {
    expect(creditNoteLineProblems(invoice, [], returned([{ ...tshirt, invoiceLine: 1 }]))).toEqual([]);
  });

  it('refuses more pieces than invoiced, naming the line and the field', () => {
    expect(
      creditNoteLineProblems(invoice, [], returned([{ ...tshirt, quantity: 4, invoiceLine: 1 }])),
    ).toEqual([
      {
        field: 'quantity',
        row: 0,
        message: 'Line 1 (Cotton kids t-shirt): quantity 4 is more than the 3 invoiced',
      },
    ]);
  });

  it('refuses a higher rate than invoiced', () => {
    expect(
      creditNoteLineProblems(
        invoice,
        [],
        returned([{ ...blanket, quantity: 1, rate: 2600.01, invoiceLine: 2 }]),
      ),
    ).toEqual([
      {
        field: 'rate',
        row: 0,
        message: 'Line 1 (Blanket): rate ₹2,600.01 is more than the ₹2,600.00 invoiced',
      },
    ]);
  });

  it('counts what earlier notes credited, and lines of the note that credit the same invoice line', () => {
    const earlier = [{ ...tshirt, quantity: 2, invoiceLine: 1 }];
    expect(creditNoteLineProblems(invoice, earlier, returned([{ ...tshirt, quantity: 1 }]))).toEqual([]);
    expect(creditNoteLineProblems(invoice, earlier, returned([{ ...tshirt, quantity: 2 }]))[0]?.message).toBe(
      'Line 1 (Cotton kids t-shirt): quantity 2 is more than the 1 not credited yet (3 invoiced, 2 on earlier credit notes)',
    );
    const twice = returned([
      { ...tshirt, quantity: 2 },
      { ...tshirt, quantity: 2 },
    ]);
    expect(creditNoteLineProblems(invoice, [], twice)).toMatchObject([{ field: 'quantity', row: 1 }]);
  });

  it('quantities with decimals add up exactly', () => {
    const cloth = { description: 'Cloth', quantity: 0.3, rate: 100, hsnCode: '5208', gst: 5 };
    const inv = { invoiceNumber: 'AE1', productLines: [cloth] };
    const earlier = [{ ...cloth, quantity: 0.1 }];
    expect(creditNoteLineProblems(inv, earlier, returned([{ ...cloth, quantity: 0.2 }]))).toEqual([]);
  });

  it('a line of no invoice line is refused; a price reduction is judged by the remaining value only', () => {
    const other = { description: 'Cap', quantity: 1, rate: 10, hsnCode: '6505', gst: 5 };
    expect(creditNoteLineProblems(invoice, [], returned([other]))).toMatchObject([
      { field: 'invoiceLine', row: 0 },
    ]);
    expect(
      creditNoteLineProblems(invoice, [], {
        creditReason: 'PRICE_REDUCTION',
        productLines: [{ ...tshirt, quantity: 3, rate: 50 }],
      }),
    ).toEqual([]);
  });

  it('finds the invoice line by its number, else by description, HSN code and rate, else the only one of that HSN and rate', () => {
    expect(creditedInvoiceLine(invoice.productLines, { ...blanket, invoiceLine: 2 })).toBe(1);
    expect(creditedInvoiceLine(invoice.productLines, { ...blanket, invoiceLine: 3 })).toBeNull();
    expect(creditedInvoiceLine(invoice.productLines, { ...blanket, description: 'blanket ' })).toBe(1);
    expect(creditedInvoiceLine(invoice.productLines, { ...blanket, description: 'Returned' })).toBe(1);
  });
});

describe('the rupee round-off of credit notes and the remaining value', () => {
  // 3 × ₹100.48 at 5 % inside the state: 301.44 + 7.54 + 7.54 = 316.52 → ₹317.00
  const cap = { description: 'Cap', quantity: 1, rate: 100.48, hsnCode: '6505', gst: 5 };
  const doc = { productLines: [cap], placeOfSupply: '27' };

  it('a full return split in three parts is creditable to the last piece, and never passes the invoice', () => {
    const inv = { invoiceNumber: 'AE231126001', totalPaise: 31700, creditedPaise: 0 };
    const first = creditNoteTotals(inv, doc, '27');
    expect(first).toMatchObject({ roundDown: false, problem: null, totals: { totalPaise: 10600 } });
    const second = creditNoteTotals({ ...inv, creditedPaise: 10600 }, doc, '27');
    expect(second.totals.totalPaise).toBe(10600);
    const last = creditNoteTotals({ ...inv, creditedPaise: 21200 }, doc, '27');
    expect(last).toMatchObject({ roundDown: true, problem: null });
    expect(last.totals).toMatchObject({ totalPaise: 10500, roundOffPaise: -50 });
  });

  it('a note worth a rupee or more above the remaining value is still refused, with grouped amounts', () => {
    const inv = { invoiceNumber: 'AE241126001', totalPaise: 795200, creditedPaise: 310000 };
    const big = { productLines: [{ ...cap, quantity: 50 }], placeOfSupply: '27' };
    expect(creditNoteTotals(inv, big, '27').problem).toBe(
      "A credit note can be at most the invoice's remaining value, ₹4,852.00 (invoice AE241126001 is ₹7,952.00, credited already ₹3,100.00)",
    );
    expect(creditNoteLimitProblem(inv, 485200)).toBeNull();
  });
});

describe('purchase bills: the place of supply of the supplier’s bill', () => {
  // Surat Textile Mills (24, Gujarat) to a seller in 27: IGST as its bill says
  const lines: InvoiceLine[] = [
    { description: 'Cotton fabric', quantity: 100, rate: 123.45, hsnCode: '5208', gst: 5 },
    { description: 'Blankets', quantity: 7, rate: 1111.1, hsnCode: '6301', gst: 12 },
  ];
  it('another state than the seller’s is IGST, to the paisa of the supplier’s bill', () => {
    const t = computeInvoice('PURCHASE', { productLines: lines, placeOfSupply: '24' }, '27');
    expect(t).toMatchObject({ interState: true, igstPaise: 155057, cgstPaise: 0, totalPaise: 2167327 });
    const local = computeInvoice('EXPENSE', { productLines: lines, placeOfSupply: '27' }, '27');
    expect(local).toMatchObject({ interState: false, cgstPaise: 77529, sgstPaise: 77529 });
  });
  it('the state comes from the GSTIN; a place of supply that is no state code is refused', () => {
    expect(stateOfGstin(' 24aaacs7777k1zv ')).toBe('24');
    expect(stateOfGstin('27AAECS1234M1Z5')).toBeNull(); // a wrong check character
    expect(stateOfGstin('')).toBeNull();
    const problems = invoiceProblems(
      'PURCHASE',
      {
        clientName: 'Surat Textile Mills',
        invoiceDate: '2026-11-24',
        productLines: lines,
        placeOfSupply: '99',
      },
      '27',
    );
    expect(problems).toMatchObject([{ field: 'placeOfSupply' }]);
  });
});

describe('the state list', () => {
  it('runs in code order, 01 to 38, then 97', () => {
    const codes = GST_STATE_LIST.map(([code]) => code);
    expect(codes[0]).toBe('01');
    expect(codes.at(-1)).toBe('97');
    expect(codes).toEqual([...codes].sort());
  });
});

describe('the date of a credit note', () => {
  it('is not before its invoice', () => {
    const invoice = { invoiceNumber: 'AE241126001', billDate: '2026-11-24' };
    expect(creditNoteDateProblem(invoice, '2026-11-23')).toBe(
      'The credit note cannot be dated before invoice AE241126001 (24 Nov 2026)',
    );
    expect(creditNoteDateProblem(invoice, '2026-11-24')).toBeNull();
    expect(creditNoteDateProblem(invoice, '')).toBeNull();
  });
});

describe('the courier and packing charges of a credit note (decision 124)', () => {
  const charged = { invoiceNumber: 'AE241126001', courier: 80, packingTransportation: 40.5 };

  it('may credit what the invoice charged, and nothing of a charge it did not make', () => {
    expect(creditNoteChargeProblems(charged, [], { courier: 80, packingTransportation: 40.5 })).toEqual([]);
    expect(creditNoteChargeProblems(charged, [], { courier: null, packingTransportation: 0 })).toEqual([]);
    expect(
      creditNoteChargeProblems({ invoiceNumber: 'AE241126002', courier: null }, [], { courier: 50 }),
    ).toEqual([{ field: 'courier', message: 'Courier ₹50.00: invoice AE241126002 charged no courier' }]);
  });

  it('refuses more than invoiced, naming the field', () => {
    expect(creditNoteChargeProblems(charged, [], { courier: 80.01, packingTransportation: 1000 })).toEqual([
      { field: 'courier', message: 'Courier ₹80.01 is more than the ₹80.00 invoiced' },
      {
        field: 'packingTransportation',
        message: 'Packing and transportation ₹1,000.00 is more than the ₹40.50 invoiced',
      },
    ]);
  });

  it('counts what earlier notes credited, whatever their reason', () => {
    const earlier = [{ courier: 50 }, { courier: 20, packingTransportation: null }];
    expect(creditedCharges(earlier)).toEqual({ courier: 70, packingTransportation: 0 });
    expect(creditNoteChargeProblems(charged, earlier, { courier: 10 })).toEqual([]);
    expect(creditNoteChargeProblems(charged, earlier, { courier: 10.01 })).toEqual([
      {
        field: 'courier',
        message:
          'Courier ₹10.01 is more than the ₹10.00 not credited yet (₹80.00 invoiced, ₹70.00 on earlier credit notes)',
      },
    ]);
  });

  it('a full refund credits the invoice to the paisa: charges without GST, as the invoice added them', () => {
    const lines: InvoiceLine[] = [tshirt, blanket];
    const doc = { productLines: lines, placeOfSupply: '07', courier: 80, packingTransportation: 40.5 };
    const inv = computeInvoice('GST_INVOICE', doc, '27');
    expect(inv).toMatchObject({ courierPaise: 8000, packingPaise: 4050 });
    // 1348.50 + 5200 taxable; IGST 67.43 + 936; + 80 + 40.50 = 7672.43 → ₹7,672.00
    expect(inv.totalPaise).toBe(767200);
    const full = creditNoteTotals(
      { invoiceNumber: 'AE241126001', totalPaise: inv.totalPaise, creditedPaise: 0 },
      doc,
      '27',
    );
    expect(full.problem).toBeNull();
    const { amountInWords: _w, ...note } = full.totals;
    const { amountInWords: _v, ...invoiced } = inv;
    expect(note).toEqual(invoiced);
  });
});
