import { describe, expect, it } from 'vitest';
import type { ReportSpec } from './read-report.ts';
import { cleanCell, groupingCommaHint, normaliseHeader, parseAmount, readReport } from './read-report.ts';

type Key = 'order' | 'sku' | 'qty';
const spec: ReportSpec<Key, { order: string; sku: string | null; qty: number | null }> = {
  name: 'test report',
  columns: [
    { key: 'order', headers: ['Order Id', 'Order Item ID'], required: true },
    { key: 'sku', headers: ['SKU'], required: true },
    { key: 'qty', headers: ['Quantity'] },
  ],
  mapRow(cells) {
    const qtyText = cells.text('qty');
    const qty = qtyText === null ? null : parseAmount(qtyText);
    if (qtyText !== null && qty === null) {
      cells.problem('qty', `"${qtyText}" is not a number`);
      return null;
    }
    return { order: cells.text('order') ?? '', sku: cells.text('sku'), qty };
  },
};

describe('report reading', () => {
  it('finds the header by content below preamble lines and numbers rows as a spreadsheet does', () => {
    const text =
      'Settlement report\nFrom 01-11-2026 to 15-11-2026\n\nORDER ID,Sku,Quantity\nOD1,A-1,2\nOD2,B-2,1\n';
    const { rows, problems, header } = readReport(text, spec);
    expect(problems).toEqual([]);
    expect(header).toEqual(['ORDER ID', 'Sku', 'Quantity']);
    expect(rows).toEqual([
      { order: 'OD1', sku: 'A-1', qty: 2, line: 5 },
      { order: 'OD2', sku: 'B-2', qty: 1, line: 6 },
    ]);
  });

  it('reads tab-separated files, a BOM, header cells with newlines and odd spacing', () => {
    const text = '\uFEFF"Order\nId"\t SKU \tQUANTITY\r\nOD1\tA-1\t3\r\n';
    expect(readReport(text, spec).rows).toEqual([{ order: 'OD1', sku: 'A-1', qty: 3, line: 2 }]);
  });

  it('skips rows with one filled cell or fewer and cleans Excel guards and NA', () => {
    const text = 'Order Id,SKU,Quantity\n\'4384621,="A-1",NA\nTotal,,\n,,\nOD9,Not Available,=2\n';
    expect(readReport(text, spec).rows).toEqual([
      { order: '4384621', sku: 'A-1', qty: null, line: 2 },
      { order: 'OD9', sku: null, qty: 2, line: 5 },
    ]);
  });

  it('names the row and the column of a bad cell and keeps the other rows', () => {
    const { rows, problems } = readReport('Order Id,SKU,Quantity\nOD1,A,two\nOD2,B,1\n', spec);
    // with the row's SKU (a column keyed sku; orderId too when a spec has one), to find the row by
    expect(problems).toEqual([{ line: 2, column: 'Quantity', message: '"two" is not a number', sku: 'A' }]);
    expect(rows.map((r) => r.order)).toEqual(['OD2']);
  });

  it('says which columns a file of another kind lacks', () => {
    const { rows, problems } = readReport('Order Id,Price\nOD1,10\n', spec);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        line: 1,
        message: 'This is not the test report: it has no header row with the columns SKU.',
        wholeFile: 'another report',
      },
    ]);
  });

  it('says an empty file is empty', () => {
    expect(readReport('  \n', spec).problems[0]?.message).toBe(
      'The file is empty: expected the test report.',
    );
  });

  it('reports a quote that is never closed, naming its line and column, as the whole file unreadable', () => {
    const { problems } = readReport('Order Id,SKU\nOD1,"A-1\nOD2,B\n', spec);
    expect(problems).toEqual([
      {
        line: 2,
        column: 'SKU',
        message: 'A quoted cell is not closed (a " is missing), so the rest of the file cannot be read.',
        wholeFile: 'broken quote',
      },
    ]);
    // a quote closed too early ("OD2"x) and another left open after: one problem, in the cell it starts in
    const twice = readReport('Order Id,SKU,Quantity\nOD1,A,1\n"OD2"x,"B,2\n', spec).problems;
    expect(twice.map((p) => [p.line, p.column])).toEqual([[3, 'Order Id']]);
    // a quote left open in the header row: the file has no header to name a column by
    const header = readReport('Order Id,"SKU\nOD1,A\n', spec).problems;
    expect(header[0]).toMatchObject({ line: 1, wholeFile: 'broken quote' });
    expect(header[0]).not.toHaveProperty('column');
  });
});

describe('cells and amounts', () => {
  it.each([
    ['  x ', 'x'],
    ["'438462135749739102", '438462135749739102'],
    ['="0012"', '0012'],
    ['=12', '12'],
    ['=" \'4384 "', '4384'],
    [' NULL ', null],
    ['Not Available but later', 'Not Available but later'],
    ['N/A', null],
    ['na', null],
    ['Not Available', null],
    ['', null],
    [undefined, null],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanCell(raw)).toBe(clean);
  });

  it.each([
    ['1,234.50', 1234.5],
    ['₹ 428', 428],
    ['Rs. 12', 12],
    ['(12.00)', -12],
    ['-3.81', -3.81],
    ['12abc', null],
    ['', null],
    // a comma groups digits, Indian or Western, ending in three; any other comma is refused (decision 157)
    ['1,00,000', 100000],
    ['12,34,567.50', 1234567.5],
    ['1,234,567', 1234567],
    ['-1,000', -1000],
    ['4,99', null],
    ['1,2345', null],
    ['12,34', null],
    ['1,000,00', null],
    ['1,234.5,6', null],
    [',500', null],
    // a comma after a leading zero groups nothing either: "0,500" is a decimal comma (decision 164)
    ['0,500', null],
    ['0,50,000', null],
    ['0', 0],
    ['0.50', 0.5],
  ])('reads the amount %j as %j', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    ['4,99', 'write 4.99 or 499'],
    ['1,2345', 'write 1.2345 or 12345'],
    ['(4,99)', 'write (4.99) or (499)'],
    // decision 164: "write 1. or 1", "write 0.500 or 0500"
    ['1,', 'write 1'],
    ['0,500', 'write 0.500 or 500'],
  ])('a comma that groups no digits in %j: %s', (text, readings) => {
    expect(groupingCommaHint(text)).toBe(
      `a comma groups digits (1,000 or 1,00,000) and is no decimal point; ${readings}`,
    );
  });

  // decision 164: "1.234,50" was told "write 1.23450", a thousandth of what a decimal comma meant
  it.each(['1.234,50', '1,234.5,6', '1,234', 'ten', 'a,b'])('%j has no reading to offer', (text) => {
    expect(groupingCommaHint(text)).toBeNull();
  });

  // issue 40: by their words; punctuation and the formula's column letters, which move between years,
  // do not decide (the old form kept them, and a 2022 sheet saved through another tool was refused)
  it.each([
    ['\uFEFF Bank Settlement Value (Rs.) \n= SUM(J:R)', 'bank settlement value rs'],
    ['Bank Settlement Value  Rs      SUM I P', 'bank settlement value rs'],
    ['Marketplace Fee (Rs.)\n= SUM (V:AI)', 'marketplace fee rs'],
    ['Marketplace Fee  Rs    SUM U AH', 'marketplace fee rs'],
    ['Fixed Fee  (Rs.)', 'fixed fee rs'],
    ['Input GST + TCS Credits (Rs.)\n[GST+TCS]', 'input gst tcs credits rs gst tcs'],
    ['amazon-order-id', 'amazon order id'],
    ['Supplier Listed Price (Incl. GST + Commision)', 'supplier listed price incl gst commision'],
  ])('compares headers by their words: %j', (header, words) => {
    expect(normaliseHeader(header)).toBe(words);
  });
});
