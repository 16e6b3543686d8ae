import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  buildInvoicePdf,
  canSaveInvoice,
  computeInvoice,
  INVOICE_KINDS,
  DEFAULT_SELLER_PROFILE,
  financialYearOf,
  formatInvoiceNumber,
  gstinCheckCharacter,
  gstinProblem,
  invoiceProblems,
  lineAmountPaise,
  monthRange,
  parseInvoiceNumber,
  sellerProfileProblems,
  supplierBillNumberOf,
  supplierBillNumberProblem,
  taxLabelPercent,
  type InvoiceDocument,
} from './index.ts';
import { formatIndianAmount } from '../money/index.ts';

describe('line amounts (quantity × rate to the paisa; 0 when either is zero)', () => {
  it.each([
    [1, 0, 0],
    [0, 99.99, 0],
    [1, 0.01, 1],
    [3, 33.33, 9999],
    [2.5, 10.01, 2503], // 25.025 → 25.03 (half away from zero)
    [1.5, 0.33, 50], // 0.495 → 0.50
    [0.333, 3, 100], // 0.999 → 1.00
    [100000, 999.99, 99_999_000_00],
  ])('%s × %s = %s paise', (q, r, paise) => {
    expect(lineAmountPaise(q, r)).toBe(paise);
  });
});

describe('tax label percentage', () => {
  it.each([
    ['Sale Tax (10%)', 10],
    ['GST 18 %', 18],
    ['VAT 12.5%', 12.5],
    ['No tax', 0],
    ['', 0],
  ])('%j → %s', (label, pct) => expect(taxLabelPercent(label)).toBe(pct));
});

const lines = (...l: [number, number, number, string?][]) =>
  l.map(([quantity, rate, gst, hsnCode]) => ({
    description: 'Item',
    quantity,
    rate,
    gst,
    hsnCode: hsnCode ?? '6301',
  }));

describe('tax split by place of supply', () => {
  it('inside the seller state: CGST and SGST at half the rate each', () => {
    const t = computeInvoice('GST_INVOICE', { productLines: lines([2, 500, 12]), placeOfSupply: '27' }, '27');
    expect(t.interState).toBe(false);
    expect([t.subtotalPaise, t.cgstPaise, t.sgstPaise, t.igstPaise]).toEqual([100000, 6000, 6000, 0]);
    expect(t.totalPaise).toBe(112000);
  });
  it('to another state: IGST at the full rate', () => {
    const t = computeInvoice('GST_INVOICE', { productLines: lines([2, 500, 12]), placeOfSupply: '07' }, '27');
    expect(t.interState).toBe(true);
    expect([t.cgstPaise, t.sgstPaise, t.igstPaise]).toEqual([0, 0, 12000]);
  });
  it('a summary row per HSN code and rate, tax worked on the row total', () => {
    const t = computeInvoice(
      'GST_INVOICE',
      {
        productLines: lines([1, 10.05, 5, '6301'], [1, 10.05, 5, '6301'], [1, 99.99, 18, '9503']),
        placeOfSupply: '27',
      },
      '27',
    );
    expect(t.taxSummary).toEqual([
      { hsnCode: '6301', rate: 5, taxablePaise: 2010, cgstPaise: 50, sgstPaise: 50, igstPaise: 0 }, // 20.10 × 2.5% = 0.5025
      { hsnCode: '9503', rate: 18, taxablePaise: 9999, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 }, // 99.99 × 9% = 8.9991
    ]);
    expect(t.taxTotalPaise).toBe(1900);
  });
});

describe('rounding to the rupee and the round-off line', () => {
  it.each([
    // [rate, gst, exact total paise, total, round off]
    [100.49, 0, 10049, 10000, -49],
    [100.5, 0, 10050, 10100, 50],
    [99.99, 18, 11799, 11800, 1], // 99.99 + 9.00 + 9.00 (8.9991 each) = 117.99
    [847.46, 18, 100000, 100000, 0], // 847.46 + 76.27 + 76.27 = 1000.00
  ])('rate %s at %s%%: %s → %s (round off %s)', (r, gst, _exact, total, roundOff) => {
    const t = computeInvoice('GST_INVOICE', { productLines: lines([1, r, gst]), placeOfSupply: '27' }, '27');
    expect(t.subtotalPaise + t.taxTotalPaise).toBe(_exact);
    expect(t.totalPaise).toBe(total);
    expect(t.roundOffPaise).toBe(roundOff);
  });
  it('a supplier bill keeps its paise: no round-off', () => {
    const t = computeInvoice(
      'PURCHASE',
      { productLines: lines([1, 100.49, 0]).map((l) => ({ ...l, gst: null })), taxLabel: 'Sale Tax (10%)' },
      '27',
    );
    expect([t.taxMode, t.labelTaxPaise, t.totalPaise, t.roundOffPaise]).toEqual(['LABEL', 1005, 11054, 0]);
  });
  it('a cash memo shows no tax, whatever its lines say', () => {
    const t = computeInvoice(
      'CASH_MEMO',
      { productLines: lines([1, 100, 18]), courier: 50, packingTransportation: 20 },
      '27',
    );
    expect([t.taxMode, t.taxTotalPaise, t.totalPaise]).toEqual(['NONE', 0, 17000]);
  });
  it('courier and packing count only when switched on (not null)', () => {
    const t = computeInvoice(
      'CASH_MEMO',
      { productLines: lines([1, 100, 0]), courier: null, packingTransportation: 20 },
      '27',
    );
    expect(t.totalPaise).toBe(12000);
  });
});

describe('amount in words, the Indian system', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [9999, 'Rupees Ninety-Nine and Ninety-Nine Paise Only'],
    [50, 'Fifty Paise Only'],
    [10000000, 'Rupees One Lakh Only'],
    [12345670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [
      123456789_05,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    ],
    [100_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [1_10_011_00, 'Rupees One Lakh Ten Thousand Eleven Only'],
  ])('%s paise → %s', (paise, words) => expect(amountInWords(paise)).toBe(words));
});

describe('document numbers', () => {
  it.each([
    ['GST_INVOICE', '2026-11-22', 3, 'AE221126003'],
    ['CASH_MEMO', '2026-01-05', 1, 'CM050126001'],
    ['EXPENSE', '2026-12-31', 12, 'EB3112260012'],
    ['PURCHASE', '2027-02-28', 999999, 'PB28022700999999'],
    ['CREDIT_NOTE', '2026-04-01', 7, 'CN010426007'],
  ] as const)('%s on %s, #%s → %s', (kind, date, seq, number) => {
    expect(formatInvoiceNumber(kind, date, seq)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number).toMatch(/^[A-Z0-9]+$/);
    expect(parseInvoiceNumber(number)).toEqual({ kind, billDate: date, sequence: seq });
  });
  it('refuses what would not fit 16 characters or is not a date', () => {
    expect(() => formatInvoiceNumber('PURCHASE', '2027-02-28', 1_000_000)).toThrow(/16/);
    expect(() => formatInvoiceNumber('PURCHASE', '2027-02-30', 1)).toThrow(/date/);
  });
  it.each([
    ['2026-03-31', 4, '2025-26', '2025-04-01', '2026-03-31'],
    ['2026-04-01', 4, '2026-27', '2026-04-01', '2027-03-31'],
    ['2026-12-31', 1, '2026', '2026-01-01', '2026-12-31'],
    ['2024-02-10', 3, '2023-24', '2023-03-01', '2024-02-29'],
  ])('financial year of %s (start month %s) is %s', (date, start, label, from, to) => {
    expect(financialYearOf(date, start)).toEqual({ label, from, to });
  });
  it('month range', () => expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' }));
});

// what a bill received is looked up by in Check Invoice (decision 163)
describe("the supplier's bill number of a document", () => {
  it.each([
    ['PURCHASE', 'STM/26-27/0912', 'STM/26-27/0912'],
    ['EXPENSE', '  inv_0042 ', 'inv_0042'],
    ['PURCHASE', '   ', null],
    ['EXPENSE', null, null],
    ['PURCHASE', undefined, null],
    ['PURCHASE', 912, null],
    ['GST_INVOICE', 'STM/26-27/0912', null],
    ['CASH_MEMO', 'X-1', null],
    ['CREDIT_NOTE', 'X-1', null],
  ] as const)('%s with %j → %j', (kind, typed, stored) => {
    expect(supplierBillNumberOf(kind, { supplierBillNumber: typed })).toBe(stored);
  });
});

describe('GSTIN validation', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['07ABGCS4796R1Z8', null],
    ['27aapfu0939f1zv', null],
    ['27AAECS1234M1Z5', /check character/],
    ['99AAPFU0939F1ZV', /not a GST state code/],
    ['27AAPFU0939F1Z', /15 characters/],
    ['2AAAPFU0939F1ZV', /state code, a PAN/],
  ])('%s', (gstin, problem) => {
    const p = gstinProblem(gstin, 'Client GSTIN');
    if (problem === null) expect(p).toBeNull();
    else expect(p).toMatch(problem);
    if (p) expect(p).toMatch(/^Client GSTIN/);
  });
  it('the check character of the negative example would be 9', () => {
    expect(gstinCheckCharacter('27AAECS1234M1Z')).toBe('9');
  });
});

const doc = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  clientName: 'Asha Traders',
  invoiceDate: '2026-11-22',
  placeOfSupply: '07',
  gst: '07ABGCS4796R1Z8',
  clientAddress: '4 Chandni Chowk, Delhi 110006',
  productLines: [
    { description: 'Cotton blanket', quantity: 2, unit: 'PCS', rate: 500, gst: 12, hsnCode: '6301' },
  ],
  ...over,
});

describe('invoice validation names the field', () => {
  it('a valid tax invoice has no problems', () =>
    expect(invoiceProblems('GST_INVOICE', doc(), '27')).toEqual([]));
  it.each([
    [{ gst: '27AAECS1234M1Z5' }, 'gst', /Client GSTIN has a wrong check character/],
    [{ placeOfSupply: '27' }, 'placeOfSupply', /must be the state of the buyer's GSTIN \(07\)/],
    [
      { productLines: [{ description: 'Cotton blanket', quantity: 0, rate: 500, gst: 12, hsnCode: '6301' }] },
      'total',
      /more than ₹1.00/,
    ],
    [
      { productLines: [{ description: 'A', quantity: 1, unit: 'PCS', rate: 500, gst: 12, hsnCode: '6301' }] },
      'description',
      /Line 1/,
    ],
    [
      {
        productLines: [
          { description: 'Blanket', quantity: 1, unit: 'PCS', rate: 1, gst: 0, hsnCode: '6301' },
        ],
      },
      'total',
      /more than ₹1.00/,
    ],
    [{ invoiceDate: '2026-02-30' }, 'invoiceDate', /date/],
    [{ logoWidth: 99 }, 'logoWidth', /100 to 250/],
  ])('%j → %s', (over, field, message) => {
    const problems = invoiceProblems('GST_INVOICE', doc(over as Partial<InvoiceDocument>), '27');
    expect(problems[0]).toMatchObject({ field });
    expect(problems[0]!.message).toMatch(message);
  });
  it('the Upload button needs total > 1 and a first description longer than 1 character', () => {
    const d = doc({ productLines: [{ description: 'ab', quantity: 1, rate: 1.01, gst: 0 }] });
    expect(canSaveInvoice(d, computeInvoice('CASH_MEMO', d, '27'))).toBe(false); // 1.01 rounds to ₹1
    const e = doc({ productLines: [{ description: 'ab', quantity: 1, rate: 1.5, gst: 0 }] });
    expect(canSaveInvoice(e, computeInvoice('CASH_MEMO', e, '27'))).toBe(true);
  });
});

// Rule 46 of the CGST Rules (decision 135): every line of a document typed on a screen says what it is;
// a tax invoice names a registered buyer's address and the HSN code of each line, and an unregistered
// buyer's address from a taxable value of ₹50,000.
describe('Rule 46: what a document must say of its lines and its buyer (decision 135)', () => {
  const pen = { description: 'Gel pen', quantity: 10, unit: 'PCS', rate: 12, gst: 18, hsnCode: '9608' };
  it.each(['GST_INVOICE', 'CASH_MEMO', 'PURCHASE', 'EXPENSE'] as const)(
    '%s: a line added and left empty, or with a value and no description, is named by its row',
    (kind) => {
      const blank = { description: '', quantity: 1, unit: 'PCS', rate: 0, gst: null, hsnCode: '' };
      expect(invoiceProblems(kind, doc({ productLines: [pen, blank] }), '27')).toEqual([
        {
          field: 'description',
          row: 1,
          message: 'Line 2: describe the product (more than 1 character) or remove the line',
        },
      ]);
      const undescribed = { ...pen, description: ' ' };
      expect(invoiceProblems(kind, doc({ productLines: [pen, pen, undescribed] }), '27')).toEqual([
        {
          field: 'description',
          row: 2,
          message: 'Line 3: describe the product (more than 1 character) or remove the line',
        },
      ]);
    },
  );
  it('a tax invoice to a registered buyer names its address and the HSN code of every line', () => {
    const b2b = doc({ clientAddress: null, productLines: [pen, { ...pen, hsnCode: '' }] });
    expect(invoiceProblems('GST_INVOICE', b2b, '27')).toEqual([
      {
        field: 'clientAddress',
        message: 'Client address is required on a tax invoice to a registered buyer (one with a GSTIN)',
      },
      {
        field: 'hsnCode',
        row: 1,
        message: 'Line 2: HSN code is required on a tax invoice to a registered buyer',
      },
    ]);
    // a bill we received and a cash memo are not tax invoices we issue
    for (const kind of ['CASH_MEMO', 'PURCHASE', 'EXPENSE'] as const)
      expect(invoiceProblems(kind, b2b, '27')).toEqual([]);
  });
  it('a tax invoice states the GST rate of every line with a value; none known is not taken as 0 %', () => {
    const noRate = {
      description: 'Handmade diary',
      quantity: 2,
      unit: 'PCS',
      rate: 150,
      gst: null,
      hsnCode: '4820',
    };
    expect(invoiceProblems('GST_INVOICE', doc({ productLines: [pen, noRate] }), '27')).toEqual([
      {
        field: 'gst',
        row: 1,
        message: 'Line 2: no GST rate is known for HSN code 4820: type it (0 for nil-rated goods)',
      },
    ]);
    const b2c = { gst: null, placeOfSupply: '27' };
    expect(
      invoiceProblems('GST_INVOICE', doc({ ...b2c, productLines: [{ ...noRate, hsnCode: '' }] }), '27'),
    ).toEqual([
      { field: 'gst', row: 0, message: 'Line 1: no GST rate is known: type it (0 for nil-rated goods)' },
    ]);
    // 0 typed is a rate (nil-rated goods); a line without a value is taxed nothing either way
    expect(invoiceProblems('GST_INVOICE', doc({ productLines: [pen, { ...noRate, gst: 0 }] }), '27')).toEqual(
      [],
    );
    expect(
      invoiceProblems('GST_INVOICE', doc({ productLines: [pen, { ...noRate, quantity: 0 }] }), '27'),
    ).toEqual([]);
    // a bill received without rates is taxed by its tax label (one with some is taxed per line, decision
    // 169); a credit note's rates are its invoice's
    for (const kind of ['PURCHASE', 'EXPENSE'] as const)
      expect(invoiceProblems(kind, doc({ productLines: [noRate, noRate] }), '27')).toEqual([]);
    expect(invoiceProblems('CREDIT_NOTE', doc({ productLines: [pen, noRate] }), '27')).toEqual([]);
  });
  it("an HSN code on a tax invoice or credit note is 4, 6 or 8 digits, as a product's is (decision 143)", () => {
    for (const kind of ['GST_INVOICE', 'CREDIT_NOTE'] as const) {
      const lines = ['96', '96081', '9608', '960810', '96081019'].map((hsnCode) => ({ ...pen, hsnCode }));
      expect(invoiceProblems(kind, doc({ productLines: lines }), '27')).toEqual([
        { field: 'hsnCode', row: 0, message: 'Line 1: HSN code must be 4, 6 or 8 digits' },
        { field: 'hsnCode', row: 1, message: 'Line 2: HSN code must be 4, 6 or 8 digits' },
      ]);
    }
  });
  it('to an unregistered buyer: no HSN code needed, the address from a taxable value of ₹50,000', () => {
    const b2c = (rate: number) =>
      doc({
        gst: null,
        clientAddress: '  ',
        productLines: [{ description: 'Sofa', quantity: 1, unit: 'PCS', rate, gst: 18, hsnCode: '' }],
      });
    expect(invoiceProblems('GST_INVOICE', b2c(49_999.99), '27')).toEqual([]);
    expect(invoiceProblems('GST_INVOICE', b2c(50_000), '27')).toEqual([
      {
        field: 'clientAddress',
        message:
          'Client address is required on a tax invoice of ₹50,000 or more (taxable value) to an unregistered buyer',
      },
    ]);
    expect(
      invoiceProblems('GST_INVOICE', { ...b2c(50_000), clientAddress: '4 Chandni Chowk, Delhi' }, '27'),
    ).toEqual([]);
  });
});

// Decision 136: what a document prints is what it computes with. A quantity is a count or a measure
// to the thousandth (gram, millilitre); a rate, courier and packing are rupees and paise; a GST rate a
// percent to 2 decimals. More decimals would print one figure and compute with another.
describe('decimals a line can hold (decision 136)', () => {
  const line = (over: object) => ({
    description: 'Gel pen',
    quantity: 10,
    unit: 'PCS',
    rate: 12,
    gst: 18,
    hsnCode: '9608',
    ...over,
  });
  it.each([
    [{ quantity: 1.2345 }, 'quantity', 'Line 1: quantity has at most 3 decimals (1.2345)'],
    [{ rate: 12.345 }, 'rate', 'Line 1: rate is rupees and paise, at most 2 decimals (12.345)'],
  ])('%j is named on its line and field', (over, field, message) => {
    expect(invoiceProblems('GST_INVOICE', doc({ productLines: [line(over)] }), '27')).toEqual([
      { field, row: 0, message },
    ]);
  });
  it('three decimals of quantity, two of rate and GST rate are kept', () =>
    expect(
      invoiceProblems(
        'PURCHASE',
        doc({ productLines: [line({ quantity: 1.125, rate: 99.99, gst: 0.25 })] }),
        '27',
      ),
    ).toEqual([]));
  it('a courier or packing charge with fractions of a paisa names its field', () => {
    expect(invoiceProblems('CASH_MEMO', doc({ courier: 10.005 }), '27')).toEqual([
      { field: 'courier', message: 'Courier is rupees and paise, at most 2 decimals (10.005)' },
    ]);
    expect(invoiceProblems('CASH_MEMO', doc({ packingTransportation: 0.001 }), '27')).toEqual([
      {
        field: 'packingTransportation',
        message: 'Packing and transportation is rupees and paise, at most 2 decimals (0.001)',
      },
    ]);
  });
});

describe('the bounds of a document (decision 207)', () => {
  const line = (quantity: number, rate: number) => ({
    description: 'Steel almirah',
    quantity,
    unit: 'PCS',
    rate,
    gst: 0,
    hsnCode: '9403',
  });
  it.each(INVOICE_KINDS)(
    '%s: a line of 1,00,000 × ₹1,00,00,00,000 is refused on its rate, named by its line',
    (kind) => {
      const big = doc({ productLines: [line(1, 10), line(100_000, 1e9)] });
      expect(invoiceProblems(kind, big, '27')).toContainEqual({
        field: 'rate',
        row: 1,
        message:
          'Line 2: amount (quantity × rate) must be at most ₹1,00,00,00,000 a line: ₹10,00,00,00,00,00,000.00 is more',
      });
      // the screen totals it while it is typed, without failing on the words
      expect(computeInvoice(kind, big, '27').amountInWords).toBe('');
    },
  );
  it('a quantity or a rate beyond its bound is named by its line and field', () => {
    expect(invoiceProblems('CASH_MEMO', doc({ productLines: [line(1_000_001, 1)] }), '27')).toEqual([
      { field: 'quantity', row: 0, message: 'Line 1: quantity must be a number from 0 to 10,00,000' },
    ]);
    expect(invoiceProblems('CASH_MEMO', doc({ productLines: [line(1, 1e9 + 1)] }), '27')).toEqual([
      { field: 'rate', row: 0, message: 'Line 1: rate must be at most ₹1,00,00,00,000' },
    ]);
    expect(invoiceProblems('CASH_MEMO', doc({ courier: 1e12 }), '27')).toEqual([
      { field: 'courier', message: 'Courier must be at most ₹1,00,00,00,000' },
    ]);
  });
  it('refuses a total beyond ₹1,00,00,00,000, its lines each within their bound', () => {
    const lines = Array.from({ length: 11 }, () => ({ ...line(1, 1e8), gst: 18 }));
    expect(invoiceProblems('GST_INVOICE', doc({ productLines: lines }), '27')).toEqual([
      { field: 'total', message: 'The total must be at most ₹1,00,00,00,000: ₹1,29,80,00,000.00 is more' },
    ]);
  });
  it('accepts a document at the bounds, totalled and said in words exactly', () => {
    const most = doc({ productLines: [line(1_000_000, 1000)] });
    expect(invoiceProblems('CASH_MEMO', most, '27')).toEqual([]);
    const t = computeInvoice('CASH_MEMO', most, '27');
    expect(t.totalPaise).toBe(1e11);
    expect(t.amountInWords).toBe('Rupees One Hundred Crore Only');
  });
});

describe("a supplier's bill number is a GST invoice number (decision 208)", () => {
  it.each([
    ['STM/26-27/0912', null],
    ['  inv-0042 ', null],
    ['', null],
    [null, null],
    ['ABCDEFGHIJ123456', null],
    [
      'ABCDEFGHIJ1234567',
      "Supplier's bill number must be at most 16 characters (a GST invoice number's most); “ABCDEFGHIJ1234567” has 17",
    ],
    [
      'INV 42',
      "Supplier's bill number may hold only letters, digits, - and / (as a GST invoice number does): “INV 42” has a space",
    ],
    [
      'INV_42',
      "Supplier's bill number may hold only letters, digits, - and / (as a GST invoice number does): “INV_42” has “_”",
    ],
  ])('%j → %j', (typed, problem) => {
    expect(supplierBillNumberProblem(typed)).toBe(problem);
  });
  it.each(['PURCHASE', 'EXPENSE'] as const)('%s: refused on its field', (kind) => {
    expect(invoiceProblems(kind, doc({ gst: null, supplierBillNumber: 'STM/2026-27/000912' }), '27')).toEqual(
      [
        {
          field: 'supplierBillNumber',
          message:
            "Supplier's bill number must be at most 16 characters (a GST invoice number's most); “STM/2026-27/000912” has 18",
        },
      ],
    );
  });
});

describe('seller profile', () => {
  it('refuses a GSTIN of another state than the profile’s', () => {
    const p = { ...DEFAULT_SELLER_PROFILE, businessName: 'X', stateCode: '07', gstin: '27AAPFU0939F1ZV' };
    expect(sellerProfileProblems(p)).toEqual([
      { field: 'gstin', message: expect.stringMatching(/state is 07/) },
    ]);
  });
  it('names a text pasted with a tab, or too long, by the label the section shows, before the server would', () => {
    const p = {
      ...DEFAULT_SELLER_PROFILE,
      businessName: 'X',
      address: 'Shop 4,\n\tMG Road',
      bankAccountNumber: '1234\t5678',
      gstin: '27AAPFU0939F1ZV\t',
      documentDefaults: {
        ...DEFAULT_SELLER_PROFILE.documentDefaults,
        CASH_MEMO: { notes: '', term: 'x'.repeat(4001) },
      },
    };
    expect(sellerProfileProblems(p)).toEqual([
      {
        field: 'gstin',
        message: 'GSTIN must not contain control characters (such as a line break, a tab or NUL)',
      },
      {
        field: 'bankAccountNumber',
        message: 'Account number must not contain control characters (such as a line break, a tab or NUL)',
      },
      {
        field: 'documentDefaults.CASH_MEMO.term',
        message: 'Cash Memo: terms must be at most 4,000 characters',
      },
    ]);
  });
});

describe('Indian grouping', () => {
  it.each([
    [0, '0.00'],
    [123456789_05, '12,34,56,789.05'],
    [-4900, '-49.00'],
    [100000, '1,000.00'],
  ])('%s → %s', (p, text) => expect(formatIndianAmount(p)).toBe(text));
});

describe('the PDF document definition', () => {
  it('repeats the table header, numbers pages and prints the copy marker and tax lines', () => {
    const d = buildInvoicePdf({
      kind: 'GST_INVOICE',
      invoiceNumber: 'AE221126001',
      document: doc({ productLines: Array.from({ length: 40 }, () => doc().productLines[0]!) }),
      seller: {
        ...DEFAULT_SELLER_PROFILE,
        businessName: 'Little Kid',
        stateCode: '27',
        gstin: '27AAPFU0939F1ZV',
      },
      copy: 'ORIGINAL',
    });
    const json = JSON.stringify(d.content);
    expect(json).toContain('"headerRows":1');
    expect(json).toContain('Original for Recipient');
    expect(json).toContain('IGST');
    expect(json).not.toContain('CGST');
    expect(d.footer(2, 3)).toMatchObject({ columns: [{}, { text: 'Page 2 of 3' }] });
    expect(d.pageSize).toBe('A4');
  });
  it('keeps every cell of a row whose HSN code is empty (pdfmake refuses short rows)', () => {
    const d = buildInvoicePdf({
      kind: 'GST_INVOICE',
      invoiceNumber: null,
      document: doc({ productLines: [{ description: '', quantity: 1, rate: 0, gst: null, hsnCode: '' }] }),
      seller: DEFAULT_SELLER_PROFILE,
    });
    const table = d.content.find((n) => typeof n === 'object' && 'table' in n) as {
      table: { body: unknown[][]; widths: unknown[] };
    };
    for (const row of table.table.body) expect(row).toHaveLength(table.table.widths.length);
  });
  it('sets Devanagari text in the Devanagari font', () => {
    const d = buildInvoicePdf({
      kind: 'CASH_MEMO',
      invoiceNumber: null,
      document: doc({ clientName: 'आशा ट्रेडर्स' }),
      seller: DEFAULT_SELLER_PROFILE,
    });
    expect(JSON.stringify(d.content)).toContain(
      '{"text":"आशा ट्रेडर्स","font":"NotoSansDevanagari","bold":true}',
    );
  });
});

describe('a GST rate typed on a line is one in force (decision 152)', () => {
  const line = (gst: number) => ({
    description: 'Gel pen',
    quantity: 10,
    unit: 'PCS',
    rate: 12,
    gst,
    hsnCode: '9608',
  });
  const RATES = '0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 %';
  it.each(['GST_INVOICE', 'PURCHASE', 'EXPENSE'] as const)(
    '%s: 1.8, 0.18 or 5.125 is refused on its line',
    (kind) => {
      for (const gst of [1.8, 0.18, 5.125])
        expect(invoiceProblems(kind, doc({ productLines: [line(gst)] }), '27')).toEqual([
          {
            field: 'gst',
            row: 0,
            message: `Line 1: GST rate must be a rate in force: ${RATES} (it is ${gst})`,
          },
        ]);
      for (const gst of [0, 0.25, 5, 12, 18, 28, 40])
        expect(invoiceProblems(kind, doc({ productLines: [line(gst)] }), '27')).toEqual([]);
    },
  );
  it('a credit note keeps its invoice’s rates, whatever was typed on the invoice then', () => {
    const problems = invoiceProblems('CREDIT_NOTE', doc({ productLines: [line(1.8)] }), '27');
    expect(problems.filter((p) => p.field === 'gst')).toEqual([]);
  });
});

// Decision 169: a supplier's bill is taxed per line once one of its lines carries a GST %, and its tax
// label then taxes nothing; a line with a value left without a GST % was recorded at 0 % unsaid.
describe("a supplier's bill taxed per line has a GST % on every line with a value (decision 169)", () => {
  const bill = (lines: Partial<InvoiceDocument['productLines'][number]>[]): InvoiceDocument => ({
    clientName: 'Stationery Mart',
    invoiceDate: '2026-11-22',
    taxLabel: 'Sale Tax (10%)',
    productLines: lines.map((l) => ({ description: 'Gel pens', quantity: 10, rate: 12, ...l })),
  });
  it.each(['PURCHASE', 'EXPENSE'] as const)(
    '%s: the line without one is named by its row and field',
    (kind) =>
      expect(
        invoiceProblems(kind, bill([{ gst: 18 }, { description: 'Notebooks', quantity: 5, rate: 40 }]), '27'),
      ).toEqual([
        {
          field: 'gst',
          row: 1,
          message:
            "Line 2: GST % is empty while other lines have theirs: type it as the supplier's bill has it (0 for nil-rated), or empty every line's GST % to tax the bill by its tax label",
        },
      ]),
  );
  it('0 % typed, every GST % empty (the label taxes the bill) and a line of no value are kept', () => {
    expect(invoiceProblems('PURCHASE', bill([{ gst: 18 }, { gst: 0 }]), '27')).toEqual([]);
    expect(invoiceProblems('PURCHASE', bill([{}, { description: 'Notebooks' }]), '27')).toEqual([]);
    expect(
      invoiceProblems('EXPENSE', bill([{ gst: 5 }, { description: 'Free sample', rate: 0 }]), '27'),
    ).toEqual([]);
  });
});
