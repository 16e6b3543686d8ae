import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDate, csvLines, neutraliseCsvCell, toCsv, toCsvFromColumns } from './index.ts';

describe('CSV writing', () => {
  it('starts with a BOM, quotes where needed and neutralises formulas in text only', () => {
    const csv = toCsv(
      ['Number', 'Client', 'Total'],
      [
        ['AE221126001', '=HYPERLINK("x")', -49.5],
        ['AE221126002', 'आशा, "ट्रेडर्स"', 1200],
        ['AE221126003', null, 0],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Number,Client,Total',
      `AE221126001,"'=HYPERLINK(""x"")",-49.5`,
      'AE221126002,"आशा, ""ट्रेडर्स""",1200',
      'AE221126003,,0',
    ]);
  });

  it('writes a file a part at a time with the same lines as the whole file', () => {
    const header = ['Order ID', 'Buyer', 'Amount'];
    const rows = [
      ['OD1', '=cmd', 10.5],
      ['OD2', 'Asha, "Traders"', null],
      ['OD3', 'Ravi', -1],
    ];
    const inParts =
      CSV_BOM + csvLines([header]) + csvLines(rows.slice(0, 2)) + csvLines([]) + csvLines(rows.slice(2));
    expect(inParts).toBe(`${toCsv(header, rows)}\r\n`);
    expect(csvLines([])).toBe('');
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\r=cmd', "'\r=cmd"],
    ['\n=cmd', "'\n=cmd"],
    // the fullwidth and small forms spreadsheets read as the same signs (issue 43)
    ['＝HYPERLINK("http://x")', `'＝HYPERLINK("http://x")`],
    ['＋91 98765 43210', "'＋91 98765 43210"],
    ['－5', "'－5"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['﹦1+1', "'﹦1+1"],
    ['﹢1', "'﹢1"],
    ['﹣1', "'﹣1"],
    ['﹫cmd', "'﹫cmd"],
    ['Plain text', 'Plain text'],
    ['Ｔシャツ ＝ 2', 'Ｔシャツ ＝ 2'],
    ['लकड़ी की कार', 'लकड़ी की कार'],
    ['', ''],
    ['a-b=c', 'a-b=c'],
  ])('neutralises a text cell that a spreadsheet would run: %j', (value, text) => {
    expect(neutraliseCsvCell(value)).toBe(text);
  });

  it.each([
    [125000, 125000],
    [125000.5, 125000.5],
    [-54.3, -54.3],
    [-0, 0],
    [Number.NaN, null],
    [Infinity, null],
  ])('keeps the number %s a plain number (no ₹, no grouping)', (value, cell) => {
    expect(neutraliseCsvCell(value)).toBe(cell);
  });

  it('writes dates as yyyy-MM-dd', () => {
    expect(csvDate(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
    expect(neutraliseCsvCell(new Date(2026, 0, 31))).toBe('2026-01-31');
    expect(neutraliseCsvCell(new Date('not a date'))).toBe('');
  });

  it('writes rows described by columns; Hindi text stays as it is', () => {
    const rows = [
      { name: 'लकड़ी की कार', price: 125000, sku: '-SKU-1', updated: new Date(2026, 10, 22) },
      { name: 'Ball, red', price: null, sku: 'B-2', updated: null },
    ];
    type Row = (typeof rows)[number];
    const csv = toCsvFromColumns<Row>(
      [
        { header: 'Product Name', value: (r) => r.name },
        { header: 'Listing Price', value: (r) => r.price },
        { header: 'SKU', value: (r) => r.sku },
        { header: 'Updated', value: (r) => r.updated },
      ],
      rows,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Product Name,Listing Price,SKU,Updated',
      "लकड़ी की कार,125000,'-SKU-1,2026-11-22",
      '"Ball, red",,B-2,',
    ]);
  });
});
