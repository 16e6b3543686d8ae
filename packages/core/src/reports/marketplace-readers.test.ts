import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  notStoredReason,
  orderDateProblem,
  parseReportDate,
  paymentDateReason,
  repeatedRowReason,
  returnDateReason,
  rowsWholeOrRefused,
  withOrderDatesChecked,
} from './marketplace-report.ts';
import type { ReturnReportRow, SaleReportRow } from './marketplace-report.ts';
import type { ReportPart } from './read-report.ts';
import { CHANNELS } from '../channels/channels.ts';
import { marketplaceReader, otherMarketplaceReport, reportReaders } from './registry.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('report dates', () => {
  it.each([
    ['Aug 26, 2026', '2026-08-26'],
    ['"Aug 27, 2026 12:00:00"'.slice(1, -1), '2026-08-27'],
    ['26-Aug-26', '2026-08-26'],
    ['2026-06-12', '2026-06-12'],
    ['26/08/2026', '2026-08-26'],
    // an instant is taken in India's time zone: 20:11 UTC is 01:41 the next day there
    ['2026-08-01T20:11:12+00:00', '2026-08-02'],
    ['2026-08-02T05:00:00+05:30', '2026-08-02'],
    ['1 Aug 2026 3:44:19 pm UTC', '2026-08-01'],
    ['31 Jul 2026 7:17:15 pm UTC', '2026-08-01'],
    ['31/02/2026', null],
    ['yesterday', null],
  ])('%s is %s', (text, expected) => {
    expect(parseReportDate(text)).toBe(expected);
  });

  it('reads mm/dd/yy where the column says so', () => {
    expect(parseReportDate('08/26/26', true)).toBe('2026-08-26');
  });

  it('reads the same text again the same way, and day first or month first as asked each time', () => {
    // dates already read are kept by their text: each reading keeps its own
    expect(parseReportDate('05/08/26')).toBe('2026-08-05');
    expect(parseReportDate('05/08/26', true)).toBe('2026-05-08');
    expect(parseReportDate('05/08/26')).toBe('2026-08-05');
    expect(parseReportDate('05/08/26', true)).toBe('2026-05-08');
  });
});

describe('Flipkart sale reader (orders export, 37 columns)', () => {
  // fixtures/flipkart-orders-export.csv: the real header; rows of our own with the real quirks (the
  // `'` guard, NA taxes, quoted dates with commas, "1,198"), a blank line, a text quantity, a negative
  // amount, a duplicate line, an `=`-prefixed amount, a cancelled line and a totals row.
  const { rows, problems } = reportReaders['flipkart:sale'](fixture('flipkart-orders-export.csv'));

  it('reads the good rows with the expected total', () => {
    expect(rows.map((r) => [r.orderId, r.sku, r.orderedOn, r.quantity])).toEqual([
      ['OD438462135749739100', 'KIDS-SET-01', '2026-08-26', 1],
      ['OD438462135749739200', 'BLANKET-DBL', '2026-08-27', 2],
      ['OD438462135749739500', 'NAIL-KIT', '2026-08-28', 1],
    ]);
    expect(sum(rows.map((r) => r.invoiceAmount))).toBe(499 + 1198 + 399);
  });

  it('keeps the marketplace invoice, its taxes and the address', () => {
    expect(rows[0]).toMatchObject({
      marketplaceInvoiceNo: 'FAINV0001',
      marketplaceInvoiceDate: '2026-08-26',
      cgstRate: null,
      igstRate: 5,
      sgstRate: null,
      shipToName: 'Ravi Kumar',
      city: 'Pune',
      pinCode: '411001',
      trackingID: 'FMPP0000000001',
      line: 2,
    });
    expect(rows[1]).toMatchObject({ cgstRate: 2.5, sgstRate: 2.5, igstRate: null });
  });

  it("reads a business order's buyer GSTIN where the file has the column (in capitals), else none", () => {
    expect(rows[0]!.buyerGstin).toBeNull();
    const b2b = reportReaders['flipkart:sale'](
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Business GST Number\nOD1,"Aug 26, 2026",S-1,1180,1,29aabcu9603r1zm\n',
    );
    expect(b2b.rows.map((r) => r.buyerGstin)).toEqual(['29AABCU9603R1ZM']);
  });

  it('names the line and column of each bad row, the duplicate included, with its order and SKU', () => {
    expect(problems).toEqual([
      {
        line: 5,
        column: 'Quantity',
        message: '"two" is not a whole number of pieces.',
        orderId: 'OD438462135749739300',
        sku: 'CACTUS-POT',
      },
      {
        line: 6,
        column: 'Invoice Amount',
        message: 'The amount -499 is negative.',
        orderId: 'OD438462135749739400',
        sku: 'KIDS-SET-01',
      },
      {
        line: 7,
        column: 'Order Id',
        message: 'Order OD438462135749739100 with SKU KIDS-SET-01 is already on line 2 of this file.',
        orderId: 'OD438462135749739100',
        sku: 'KIDS-SET-01',
      },
      {
        line: 9,
        column: 'Order State',
        message: 'Order OD438462135749739600 is Cancelled: a cancelled order is no sale.',
        orderId: 'OD438462135749739600',
        sku: 'NAIL-KIT',
      },
    ]);
  });

  it('reads a file with only the columns the old upload read', () => {
    const text = 'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name\nOD1,26-Aug-26,S1,250,1,Anu\n';
    expect(reportReaders['flipkart:sale'](text).rows[0]).toMatchObject({
      orderId: 'OD1',
      orderedOn: '2026-08-26',
      invoiceAmount: 250,
      shipToName: 'Anu',
    });
  });

  it('says which columns a file of another kind lacks', () => {
    const { rows: none, problems: why } = reportReaders['flipkart:sale'](fixture('meesho-orders-export.csv'));
    expect(none).toEqual([]);
    expect(why).toEqual([
      {
        line: 1,
        message:
          'This is not the Flipkart orders export: it has no header row with the columns Order Id, Ordered On, Invoice Amount.',
        wholeFile: 'another report',
      },
    ]);
  });

  it('names the line and the column of a quoted cell left open, and refuses the whole file', () => {
    // fixtures/flipkart-orders-broken-quote.csv: the real header; on line 3 the Ship to name opens a quote
    // that is never closed, so every cell after it, and the lines below, run into that one cell
    const { rows, problems } = reportReaders['flipkart:sale'](fixture('flipkart-orders-broken-quote.csv'));
    expect(problems).toEqual([
      {
        line: 3,
        column: 'Ship to name',
        message: 'A quoted cell is not closed (a " is missing), so the rest of the file cannot be read.',
        wholeFile: 'broken quote',
      },
    ]);
    // the row's later cells run into the one left open: read on, the row would be stored wrong
    expect(rows[1]).toMatchObject({ orderId: 'OD551100000000000200', city: 'FMPP0000001102' });
  });

  it('names each column as the file spells it, for messages about a row', () => {
    const { columnNames } = reportReaders['flipkart:sale'](fixture('flipkart-orders-export.csv'));
    expect(columnNames).toMatchObject({
      orderId: 'Order Id',
      orderedOn: 'Ordered On',
      sku: 'SKU',
      marketplaceInvoiceDate: 'Invoice Date (mm/dd/yy)',
    });
  });
});

describe('a report read a part at a time (decision 176)', () => {
  /** 4,500 Flipkart sale lines: line 2,501 has a text quantity, line 3,002 repeats line 11's order line. */
  const lines = Array.from({ length: 4_500 }, (_, k) => {
    const order = k === 3_000 ? 'OD00000009' : `OD${String(k).padStart(8, '0')}`;
    const sku = k === 3_000 ? 'SKU-2' : `SKU-${k % 7}`;
    return `${order},"Aug 12, 2026",${sku},499,${k === 2_499 ? 'two' : '1'}`;
  });
  const text = ['Order Id,Ordered On,SKU,Invoice Amount,Quantity', ...lines].join('\n');

  it('gives every row and problem of the whole once, in parts of 2,000 data rows, a repeat dropped across parts', () => {
    const parts: ReportPart<SaleReportRow>[] = [];
    const whole = marketplaceReader('flipkart', 'sale')(text, { onPart: (part) => parts.push(part) });
    expect(parts.map((p) => p.rows.length)).toEqual([2_000, 1_998, 500]);
    expect(parts.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(parts.flatMap((p) => p.problems)).toEqual(whole.problems);
    expect(whole.problems.map((p) => [p.line, p.column])).toEqual([
      [2_501, 'Quantity'],
      [3_002, 'Order Id'],
    ]);
    expect(parts[1]!.problems.map((p) => p.line)).toEqual([2_501, 3_002]);
    expect(parts[1]!.columnNames).toEqual(whole.columnNames);
    // read without parts, the same whole
    expect(marketplaceReader('flipkart', 'sale')(text)).toEqual(whole);
    // the rows in the parts only: the same parts, and a whole of no rows but the same problems
    const partsOnly: ReportPart<SaleReportRow>[] = [];
    const rest = marketplaceReader('flipkart', 'sale')(text, {
      onPart: (part) => partsOnly.push(part),
      rowsInPartsOnly: true,
    });
    expect(partsOnly).toEqual(parts);
    expect(rest).toEqual({ ...whole, rows: [] });
  });

  it('gives the rows of a return or payment file in its parts only when asked, the same rows', () => {
    const text = fixture('flipkart-returns-report.csv');
    const whole = marketplaceReader('flipkart', 'return')(text);
    const parts: ReportPart<ReturnReportRow>[] = [];
    const rest = marketplaceReader('flipkart', 'return')(text, {
      onPart: (part) => parts.push(part),
      rowsInPartsOnly: true,
    });
    expect(whole.rows.length).toBeGreaterThan(0);
    expect(parts.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(rest).toEqual({ ...whole, rows: [] });
  });

  it('gives no part of a file it refuses for its header, and one part of a short file', () => {
    const parts: unknown[] = [];
    const refused = marketplaceReader('flipkart', 'sale')('Name,Phone\nRavi,98\n', {
      onPart: (p) => parts.push(p),
    });
    expect(parts).toEqual([]);
    expect(refused.problems[0]?.wholeFile).toBe('another report');
    marketplaceReader('flipkart', 'return')(fixture('flipkart-returns-report.csv'), {
      onPart: (p) => parts.push(p),
    });
    expect(parts).toHaveLength(1);
  });
});

describe('an amount with a comma that groups no digits (decision 157)', () => {
  it('reads Indian and Western grouping, and refuses "4,99" naming the line and column instead of reading 499', () => {
    const text = [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity',
      '"Oct 10, 2026",OD1,KIDS-SET,"4,99",1',
      '"Oct 10, 2026",OD2,KIDS-SET,"1,198",1',
      '"Oct 10, 2026",OD3,KIDS-SET,"1,00,000",1',
      '"Oct 10, 2026",OD4,KIDS-SET,"12,34,567.50",1',
      '"Oct 10, 2026",OD5,KIDS-SET,"1,234,567",1',
      '"Oct 10, 2026",OD6,KIDS-SET,"1,2345.50",1',
    ].join('\n');
    const read = reportReaders['flipkart:sale'](text);
    expect(read.rows.map((r) => [r.orderId, r.invoiceAmount])).toEqual([
      ['OD2', 1198],
      ['OD3', 100000],
      ['OD4', 1234567.5],
      ['OD5', 1234567],
    ]);
    expect(read.problems).toEqual([
      {
        line: 2,
        column: 'Invoice Amount',
        message:
          '"4,99" is not an amount: a comma groups digits (1,000 or 1,00,000) and is no decimal point; write 4.99 or 499.',
        orderId: 'OD1',
        sku: 'KIDS-SET',
      },
      {
        line: 7,
        column: 'Invoice Amount',
        message:
          '"1,2345.50" is not an amount: a comma groups digits (1,000 or 1,00,000) and is no decimal point; write 12345.50.',
        orderId: 'OD6',
        sku: 'KIDS-SET',
      },
    ]);
  });
});

describe("a line's own amount below one paisa is refused, not stored as 0 (decision 206)", () => {
  it('refuses a sale amount of ₹0.001 and a payment received of ₹0.004, naming the line and the column', () => {
    const sale = reportReaders['flipkart:sale'](
      [
        'Ordered On,Order Id,SKU,Invoice Amount,Quantity',
        '"Oct 10, 2026",OD1,KIDS-SET,0.001,1',
        '"Oct 10, 2026",OD2,KIDS-SET,0.01,1',
      ].join('\n'),
    );
    expect(sale.problems).toEqual([
      {
        line: 2,
        column: 'Invoice Amount',
        message: 'The amount 0.001 is less than one paisa (₹0.01): it would be stored as ₹0.00.',
        orderId: 'OD1',
        sku: 'KIDS-SET',
      },
    ]);
    expect(sale.rows.map((r) => [r.orderId, r.invoiceAmount])).toEqual([['OD2', 0.01]]);
    const payment = reportReaders['flipkart:payment'](
      ['ORDER ID,DATE,BANK', 'OD1,2026-11-09,-0.004', 'OD2,2026-11-09,0', 'OD3,2026-11-09,328.064'].join(
        '\n',
      ),
    );
    expect(payment.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, 'BANK', 'The amount -0.004 is less than one paisa (₹0.01): it would be stored as ₹0.00.'],
    ]);
    expect(payment.rows.map((r) => [r.orderId, r.amountReceived])).toEqual([
      ['OD2', 0],
      ['OD3', 328.064],
    ]);
  });
});

describe('a sale line sells at least one piece', () => {
  it('refuses a quantity of 0 in its own words, naming the line and the column', () => {
    const text = [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity',
      '"Oct 10, 2026",OD1,KIDS-SET,499,0',
      '"Oct 10, 2026",OD2,KIDS-SET,499,1',
    ].join('\n');
    const read = reportReaders['flipkart:sale'](text);
    expect(read.problems).toEqual([
      {
        line: 2,
        column: 'Quantity',
        message: 'The quantity is 0: an order line sells at least 1 piece.',
        orderId: 'OD1',
        sku: 'KIDS-SET',
      },
    ]);
    expect(read.rows.map((r) => r.orderId)).toEqual(['OD2']);
  });
});

describe("a sale line is dated from Check Bills' first day to today, and has an amount (decision 137)", () => {
  // fixtures/little-kid-orders-dates.csv: an order of today (24 Nov 2026), of tomorrow, of the day before
  // 1 Sep 2022 and of that day, and one whose Payment Total is 0.00
  const read = reportReaders['littleKid:sale'](fixture('little-kid-orders-dates.csv'));

  it('refuses an amount of 0, naming the column as the file spells it', () => {
    expect(read.problems).toEqual([
      {
        line: 6,
        column: 'Payment Total',
        message: 'The amount is 0: a sale line has an amount above 0.',
        orderId: 'LK-4005',
        sku: 'LK-CACTUS',
      },
    ]);
  });

  it('refuses an order dated after today in India or before 1 Sep 2022, naming its column', () => {
    const checked = withOrderDatesChecked(read, '2026-11-24');
    expect(checked.rows.map((r) => r.orderId)).toEqual(['LK-4001', 'LK-4004']);
    expect(
      checked.problems.map(({ line, column, message, orderId }) => [line, column, orderId, message]),
    ).toEqual([
      [
        3,
        'Order Date',
        'LK-4002',
        '25 Nov 2026 is after today (24 Nov 2026 in India): an order is dated on or before the day its report is uploaded.',
      ],
      [
        4,
        'Order Date',
        'LK-4003',
        '31 Aug 2022 is before 1 Sep 2022, the first day Check Bills shows: a line dated earlier could not be found there.',
      ],
      [6, 'Payment Total', 'LK-4005', 'The amount is 0: a sale line has an amount above 0.'],
    ]);
    // the read itself is not changed (an upload's read is kept and shared, decision 105)
    expect(read.rows).toHaveLength(4);
    // the next day, the order of the 25th is no longer in the future
    expect(orderDateProblem('2026-11-25', '2026-11-25')).toBeNull();
  });
});

describe('a return is dated from the sale it returns to today (decision 142)', () => {
  const today = '2026-11-24';
  const line = { orderId: 'LK-2001', sku: 'LK-CACTUS', billDate: '2026-11-10' };
  // a store's returns file names its date column "Return Date"
  const read = reportReaders['littleKid:return'](
    [
      'Order Id,Status,Product sku,Return Date',
      'LK-2001,Returned,LK-CACTUS,25/11/2026',
      'LK-2001,Returned,LK-CACTUS,09/11/2026',
      'LK-2001,Returned,LK-CACTUS,10/11/2026',
      'LK-2001,Returned,LK-CACTUS,24/11/2026',
      'LK-2001,Returned,LK-CACTUS,',
    ].join('\n'),
  );
  const reasons = read.rows.map((row) => returnDateReason(row, [line], today, read.columnNames));

  it('refuses a return dated after today in India, naming the date column as the file spells it', () => {
    expect(reasons[0]).toBe(
      'Return Date: 25 Nov 2026 is after today (24 Nov 2026 in India): a return is dated on or before the day its report is uploaded.',
    );
  });

  it('refuses a return dated before the bill date of the line it returns, naming that line', () => {
    expect(reasons[1]).toBe(
      'Return Date: 9 Nov 2026 is before 10 Nov 2026, the bill date of order LK-2001 with SKU LK-CACTUS: a return is dated on or after the sale it returns.',
    );
  });

  it('takes a return on its bill date, on today, and one without a date (stored as of today)', () => {
    expect(reasons.slice(2)).toEqual([null, null, null]);
  });

  it("checks a row naming a whole order against the latest of its lines' bill dates", () => {
    const lines = [line, { orderId: 'LK-2001', sku: 'LK-BLANKET', billDate: '2026-11-12' }];
    const row = { orderId: 'LK-2001', sku: null, returnDate: '2026-11-11' };
    expect(returnDateReason(row, lines, today, { returnDate: 'Return Requested Date' })).toBe(
      'Return Requested Date: 11 Nov 2026 is before 12 Nov 2026, the bill date of order LK-2001 with SKU LK-BLANKET: a return is dated on or after the sale it returns.',
    );
    expect(returnDateReason({ ...row, returnDate: '2026-11-12' }, lines, today)).toBeNull();
  });
});

describe('a payment is dated from the sale it pays for to today (decision 151)', () => {
  const today = '2026-11-24';
  const line = { orderId: 'OD1', sku: 'KIDS-SET', billDate: '2026-11-10' };
  // the plain Flipkart payment file names its date column DATE, Amazon's transactions "date/time"
  const plain = reportReaders['flipkart:payment'](
    ['ORDER ID,DATE,BANK', 'OD1,2026-11-25,328.06', 'OD1,2026-11-09,328.06', 'OD1,2026-11-10,328.06'].join(
      '\n',
    ),
  );
  const reasons = plain.rows.map((row) => paymentDateReason(row, [line], today, plain.columnNames));

  it('refuses a payment dated after today in India, naming the date column as the file spells it', () => {
    expect(reasons[0]).toBe(
      'DATE: 25 Nov 2026 is after today (24 Nov 2026 in India): a payment is dated on or before the day its report is uploaded.',
    );
  });

  it('refuses a payment dated before the bill date of the line it pays for', () => {
    expect(reasons[1]).toBe(
      'DATE: 9 Nov 2026 is before 10 Nov 2026, the bill date of order OD1 with SKU KIDS-SET: a payment is dated on or after the sale it pays for.',
    );
    expect(reasons[2]).toBeNull();
  });

  it("names Amazon's date/time column, and takes a row without a date", () => {
    const amazon = reportReaders['amazon:payment'](fixture('amazon-date-range-transactions.tsv'));
    expect(amazon.columnNames?.paymentDate).toBe('date/time');
    const row = { orderId: 'OD1', sku: null, paymentDate: null };
    expect(paymentDateReason(row, [line], today, amazon.columnNames)).toBeNull();
    expect(
      paymentDateReason({ ...row, paymentDate: '2026-12-01' }, [line], today, amazon.columnNames),
    ).toMatch(/^date\/time: 1 Dec 2026 is after today/);
  });
});

describe('a file uploaded on the wrong tab', () => {
  it('says which marketplace report it is, and where it is uploaded', () => {
    expect(otherMarketplaceReport(fixture('amazon-all-orders.tsv'), 'flipkart', 'sale')).toBe(
      'It reads as the Amazon sale report (Upload Sale, Amazon tab).',
    );
    expect(otherMarketplaceReport(fixture('flipkart-returns-report.csv'), 'flipkart', 'sale')).toBe(
      'It reads as the Flipkart return report (Upload Return, Flipkart tab).',
    );
    // past the settlement sheet's preamble
    expect(otherMarketplaceReport(fixture('flipkart-settlement-orders-sheet.csv'), 'amazon', 'payment')).toBe(
      'It reads as the Flipkart payment report (Upload Payment, Flipkart tab).',
    );
  });

  it("names the reports of the tab's own kind alone, and every one the file reads as otherwise", () => {
    // the Meesho orders export is both Meesho's sale report and its returns
    expect(otherMarketplaceReport(fixture('meesho-orders-export.csv'), 'flipkart', 'sale')).toBe(
      'It reads as the Meesho sale report (Upload Sale, Meesho tab).',
    );
    expect(otherMarketplaceReport(fixture('meesho-orders-export.csv'), 'flipkart', 'payment')).toBe(
      'It reads as the Meesho sale report (Upload Sale, Meesho tab) or the Meesho return report (Upload Return, Meesho tab).',
    );
    // the two own stores share one layout
    expect(otherMarketplaceReport(fixture('little-kid-orders-export.csv'), 'amazon', 'sale')).toBe(
      'It reads as the Little Kid sale report (Upload Sale, Little Kid tab) or the Trendy Handy sale report (Upload Sale, Trendy Handy tab).',
    );
  });

  it('says nothing of a file that is no marketplace report, or is empty', () => {
    expect(otherMarketplaceReport(fixture('ithink-orders-export.csv'), 'flipkart', 'sale')).toBeNull();
    expect(otherMarketplaceReport('', 'flipkart', 'sale')).toBeNull();
  });
});

describe('a return or payment row that names no stored line', () => {
  // the Amazon returns report calls its columns Order ID and Merchant SKU
  const { columnNames } = reportReaders['amazon:return'](fixture('amazon-returns.tsv'));

  it('names the order id column when the order is not stored', () => {
    expect(notStoredReason({ orderId: '403-1', sku: 'LAMP' }, [], columnNames)).toBe(
      'Order ID: Order 403-1 (SKU LAMP) is not stored.',
    );
    expect(notStoredReason({ orderId: 'LK-1', sku: null }, [])).toBe('Order ID: Order LK-1 is not stored.');
  });

  it('names the SKU column and the SKUs the order has when the order is stored with others', () => {
    expect(notStoredReason({ orderId: '403-1', sku: 'LAMP' }, ['LAMP-2'], columnNames)).toBe(
      'Merchant SKU: Order 403-1 is stored, but not with SKU LAMP: its line has SKU LAMP-2.',
    );
    expect(notStoredReason({ orderId: '403-1', sku: 'LAMP' }, ['A', 'B', 'A'], columnNames)).toBe(
      'Merchant SKU: Order 403-1 is stored, but not with SKU LAMP: its lines have SKUs A, B.',
    );
  });

  it('names the order id column of a line an earlier row of the file names', () => {
    expect(repeatedRowReason({ orderId: '403-1', sku: 'LAMP' }, 2, columnNames)).toBe(
      'Order ID: Order 403-1 with SKU LAMP is already on line 2 of this file.',
    );
  });
});

describe('a row with a problem in a column a line could do without', () => {
  const file = [
    'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Invoice Date (mm/dd/yy),IGST',
    'OK1,"Aug 20, 2026",KIDS-SET-01,499,1,08/20/26,5%',
    'BD1,"Aug 20, 2026",KIDS-SET-01,499,1,soon,5',
    'BD2,"Aug 20, 2026",KIDS-SET-01,499,1,08/20/26,five',
  ].join('\n');

  it('is read by the reader with the problem beside it', () => {
    const read = marketplaceReader('flipkart', 'sale')(file);
    expect(read.rows.map((r) => [r.orderId, r.marketplaceInvoiceDate, r.igstRate])).toEqual([
      ['OK1', '2026-08-20', 5],
      ['BD1', null, 5],
      ['BD2', '2026-08-20', null],
    ]);
    expect(read.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [3, 'Invoice Date (mm/dd/yy)', '"soon" is not a date.'],
      [4, 'IGST', '"five" is not a tax rate.'],
    ]);
  });

  it('is left out of what an upload stores, its problems kept', () => {
    const whole = rowsWholeOrRefused(marketplaceReader('flipkart', 'sale')(file));
    expect(whole.rows.map((r) => r.orderId)).toEqual(['OK1']);
    expect(whole.problems.map((p) => p.line)).toEqual([3, 4]);
  });
});

describe('Flipkart return reader (returns report, 43 columns)', () => {
  const { rows, problems } = reportReaders['flipkart:return'](fixture('flipkart-returns-report.csv'));

  it('reads order, SKU, return type and date (BOM and both date forms)', () => {
    expect(rows.map((r) => [r.orderId, r.sku, r.returnType, r.returnDate])).toEqual([
      ['OD438462135749739100', 'KIDS-SET-01', 'customer_return', '2026-09-02'],
      ['OD438462135749739200', 'BLANKET-DBL', 'courier_return', '2026-09-03'],
    ]);
    expect(problems).toEqual([
      { line: 4, column: 'Order ID', message: 'The order id is empty.', sku: 'NAIL-KIT' },
    ]);
  });
});

describe('returns reports of the other marketplace', () => {
  it('are refused with one message, though they have the columns the reader needs', () => {
    expect(reportReaders['flipkart:return'](fixture('amazon-returns.tsv'))).toEqual({
      rows: [],
      header: [],
      problems: [
        {
          line: 1,
          message:
            'This is the Amazon returns report, not the Flipkart returns report (it has the column Amazon RMA ID).',
          wholeFile: 'another report',
        },
      ],
    });
    expect(reportReaders['amazon:return'](fixture('flipkart-returns-report.csv')).problems).toEqual([
      {
        line: 1,
        message:
          'This is the Flipkart returns report, not the Amazon returns report (it has the column Return ID).',
        wholeFile: 'another report',
      },
    ]);
  });
});

// Issue 40: a 2022 settlement sheet saved through another tool has its header labels stripped of
// punctuation and other column letters in its formula labels ("Bank Settlement Value  Rs      SUM I P");
// it was refused on the Payment tab as "the Flipkart return report". Headers are recognised by their words.
describe('a 2022 Flipkart settlement sheet with its header punctuation stripped', () => {
  const stripped = fixture('flipkart-settlement-2022-stripped.csv');
  it('is read on the Flipkart payment tab, its fee lines, TCS and TDS too', () => {
    const { rows, problems } = reportReaders['flipkart:payment'](stripped);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.orderId, r.sku, r.paymentDate, r.amountReceived, r.rowType])).toEqual([
      ['OD426011734417729100', 'KIDS-KITE-02', '2022-11-14', 291.88, 'Sale'],
      ['OD426011734417729200', 'KIDS-KITE-02', '2022-11-14', -72.94, 'courier_return'],
    ]);
    expect(rows[0]?.fees).toMatchObject({
      commission: -44.9,
      fixedFee: -26,
      gstOnFees: -23.62,
      totalFees: -131.2,
    });
    expect(rows[0]).toMatchObject({ tcs: 1.9, tds: 0.4 });
    expect(sum([449, -131.2, -23.62, -1.9, -0.4])).toBe(rows[0]?.amountReceived);
  });
  it('on another tab, it reads as the Flipkart payment report', () => {
    expect(otherMarketplaceReport(stripped, 'amazon', 'payment')).toBe(
      'It reads as the Flipkart payment report (Upload Payment, Flipkart tab).',
    );
  });
  it('missing a key column, the message names it', () => {
    const noDate = stripped.replace(' Payment Date,', ' Paid On,');
    const { rows, problems } = reportReaders['flipkart:payment'](noDate);
    expect(rows).toEqual([]);
    expect(problems.at(-1)?.message).toMatch(/Payment Date \(Flipkart settlement report \(Orders sheet\)\)/);
  });
});

// Issue 40 #11, decision 350: a file two kinds of one channel's reports could read is the kind whose
// columns it has more of; an orders export stays a returns file too (Meesho's, the own stores').
describe('a file two kinds of report could read', () => {
  const kindsReading = (text: string) =>
    CHANNELS.flatMap((channel) => (['sale', 'return', 'payment'] as const).map((kind) => ({ channel, kind })))
      .filter(({ channel, kind }) => {
        const read = marketplaceReader(channel, kind)(text);
        return read.columnNames !== undefined && !read.problems.some((p) => p.wholeFile);
      })
      .map(({ channel, kind }) => `${channel}:${kind}`);

  it.each([
    ['flipkart-settlement-orders-sheet.csv', ['flipkart:payment']],
    ['flipkart-settlement-2022-stripped.csv', ['flipkart:payment']],
    ['flipkart-returns-report.csv', ['flipkart:return']],
    ['flipkart-orders-export.csv', ['flipkart:sale']],
    ['flipkart-payments-simple.csv', ['flipkart:payment']],
    ['amazon-all-orders.tsv', ['amazon:sale']],
    ['amazon-returns.tsv', ['amazon:return']],
    ['amazon-date-range-transactions.tsv', ['amazon:payment']],
    ['meesho-orders-export.csv', ['meesho:sale', 'meesho:return']],
    ['meesho-payments.csv', ['meesho:payment']],
    ['little-kid-orders-export.csv', ['littleKid:sale', 'trendyHandy:sale']],
  ])('%s is read as %j only', (name, kinds) => {
    expect(kindsReading(fixture(name))).toEqual(kinds);
  });

  it("a settlement sheet, which has the returns report's Order ID and Return Type, is refused on the Return tab as the payment report", () => {
    const sheet = fixture('flipkart-settlement-orders-sheet.csv');
    // the reader alone reads it: the registry's marketplaceReader decides
    expect(reportReaders['flipkart:return'](sheet).rows.length).toBeGreaterThan(0);
    const read = marketplaceReader('flipkart', 'return')(sheet);
    expect(read.rows).toEqual([]);
    expect(read.problems).toEqual([
      {
        line: 1,
        wholeFile: 'another report',
        message: expect.stringMatching(
          /^This is the Flipkart payment report, not the Flipkart return report: besides the columns the Flipkart return report reads, it has Payment Date, Bank Settlement Value \(Rs\.\) = SUM\(J:R\), .* and \d+ more\.$/,
        ),
      },
    ]);
    expect(otherMarketplaceReport(sheet, 'flipkart', 'return')).toBe(
      'It reads as the Flipkart payment report (Upload Payment, Flipkart tab).',
    );
    // on the Sale tab it is named as the payment report alone
    expect(otherMarketplaceReport(sheet, 'flipkart', 'sale')).toBe(
      'It reads as the Flipkart payment report (Upload Payment, Flipkart tab).',
    );
  });

  it('a settlement sheet missing a key column: the message names it, and sends it to no return tab', () => {
    const noDate = fixture('flipkart-settlement-2022-stripped.csv').replace(' Payment Date,', ' Paid On,');
    expect(marketplaceReader('flipkart', 'payment')(noDate).problems.at(-1)?.message).toMatch(
      /no header row with the columns Payment Date/,
    );
    expect(otherMarketplaceReport(noDate, 'flipkart', 'payment')).toBeNull();
    const onReturns = marketplaceReader('flipkart', 'return')(noDate);
    expect(onReturns.rows).toEqual([]);
    expect(onReturns.problems.at(-1)?.message).toMatch(
      /^This is the Flipkart payment report, not the Flipkart return report: .* Read as the Flipkart payment report it lacks the columns Payment Date\.$/,
    );
  });

  it('a plain returns file of Order ID and Return Type is still a return report', () => {
    const plain = 'Order ID,Return Type\nOD1,courier_return\nOD2,customer_return\n';
    expect(marketplaceReader('flipkart', 'return')(plain).rows.map((r) => r.orderId)).toEqual(['OD1', 'OD2']);
  });
});

describe('Flipkart payment reader: two accepted layouts', () => {
  it('reads the settlement Orders sheet past its preamble, group header and sub-header rows', () => {
    const { rows, problems } = reportReaders['flipkart:payment'](
      fixture('flipkart-settlement-orders-sheet.csv'),
    );
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(2);
    const [sale, back] = rows;
    expect(sale).toMatchObject({
      orderId: 'OD438462135749739100',
      sku: 'KIDS-SET-01',
      paymentDate: '2026-09-10',
      amountReceived: 325.214,
      saleAmount: 499,
      tcs: 2.376,
      tds: 0.475,
      rowType: 'Sale',
      line: 10,
    });
    expect(sale?.fees).toEqual({
      commission: -59.88,
      fixedFee: -15,
      collectionFee: -9.98,
      shippingFee: -60,
      reverseShippingFee: 0,
      gstOnFees: -26.075,
      totalFees: -144.86,
    });
    // the bank value is the sale, the fees, the taxes and the refund together
    expect(sum([499, -144.86, -26.075, -2.376, -0.475])).toBe(sale?.amountReceived);
    expect(back).toMatchObject({ amountReceived: -189.98, rowType: 'Customer Return' });
    expect(sum(rows.map((r) => r.amountReceived))).toBe(135.234);
  });

  it('reads the plain ORDER ID, DATE, BANK file and names a bad amount', () => {
    const { rows, problems } = reportReaders['flipkart:payment'](fixture('flipkart-payments-simple.csv'));
    expect(rows.map((r) => [r.orderId, r.paymentDate, r.amountReceived, r.fees])).toEqual([
      ['OD438462135749739100', '2026-09-10', 328.06, null],
      ['OD438462135749739200', '2026-09-10', 1050.4, null],
    ]);
    expect(problems).toEqual([
      { line: 5, column: 'BANK', message: '"NA?" is not an amount.', orderId: 'OD438462135749739300' },
    ]);
  });

  it('names the columns of both layouts when the file is neither', () => {
    const { problems } = reportReaders['flipkart:payment'](fixture('flipkart-orders-export.csv'));
    expect(problems[0]?.message).toBe(
      'This is not the Flipkart settlement report (Orders sheet): it has no header row with the columns ' +
        'Bank Settlement Value (Rs.) = SUM(J:R), Payment Date (Flipkart settlement report (Orders sheet)), ' +
        'nor DATE, BANK (Flipkart payment file (ORDER ID, DATE, BANK)).',
    );
  });
});

describe('Amazon readers', () => {
  it('reads the tab-separated order report, dates in India time', () => {
    const { rows, problems } = reportReaders['amazon:sale'](fixture('amazon-order-report.tsv'));
    expect(rows.map((r) => [r.orderId, r.sku, r.orderedOn, r.invoiceAmount, r.quantity])).toEqual([
      ['403-1723004-9525953', 'AS-ERC6-2EI9', '2026-08-02', 899, 1],
      ['404-8158493-5928360', 'TROLLY-22', '2026-08-02', 2598, 2],
    ]);
    expect(rows[0]).toMatchObject({ shipToName: 'Priya', email: 'buyer1@example.com', trackingID: 'AWB1' });
    expect(problems).toEqual([
      {
        line: 4,
        column: 'purchase-date',
        message: '"yesterday" is not a date.',
        orderId: '405-0000000-0000001',
        sku: 'LAMP-2',
      },
    ]);
  });

  it('reads the All Orders report; a line whose item is cancelled is no sale, though its order shipped', () => {
    // fixtures/amazon-all-orders.tsv: the report's real header, rows of our own
    const { rows, problems } = reportReaders['amazon:sale'](fixture('amazon-all-orders.tsv'));
    expect(rows.map((r) => [r.orderId, r.sku, r.orderedOn, r.invoiceAmount, r.quantity, r.city])).toEqual([
      ['406-1111111-2222201', 'BOTTLE-750', '2026-09-03', 649, 1, 'Nagpur'],
      ['406-1111111-2222202', 'LUNCH-BOX-2', '2026-09-04', 1198, 2, 'Indore'],
    ]);
    expect(problems).toEqual([
      {
        line: 4,
        column: 'item-status',
        message: 'Order 406-1111111-2222203 is Cancelled: a cancelled order is no sale.',
        orderId: '406-1111111-2222203',
        sku: 'BOTTLE-750',
      },
      {
        line: 5,
        column: 'item-status',
        message: 'Order 406-1111111-2222204 is Cancelled: a cancelled order is no sale.',
        orderId: '406-1111111-2222204',
        sku: 'LUNCH-BOX-2',
      },
    ]);
  });

  it('names a line repeated in the file by the order id column the file has (amazon-order-id, not order-id)', () => {
    const text = fixture('amazon-all-orders.tsv');
    const repeated = `${text.trimEnd()}\n${text.split('\n')[1]}\n`;
    expect(reportReaders['amazon:sale'](repeated).problems.at(-1)).toEqual({
      line: 6,
      column: 'amazon-order-id',
      message: 'Order 406-1111111-2222201 with SKU BOTTLE-750 is already on line 2 of this file.',
      orderId: '406-1111111-2222201',
      sku: 'BOTTLE-750',
    });
  });

  it('refuses the Unshipped Orders report, which has no price, naming the column', () => {
    const header =
      'order-id\torder-item-id\tpurchase-date\tpayments-date\treporting-date\tpromise-date\tdays-past-promise\tbuyer-email\tbuyer-phone-number\tsku\tproduct-name\tquantity-purchased\tquantity-shipped\tquantity-to-ship\tship-service-level\trecipient-name\tship-address-1\tship-address-2\tship-address-3\tship-city\tship-state\tship-postal-code\tship-country\tis-business-order\tpurchase-order-number\tprice-designation\tis-prime';
    expect(reportReaders['amazon:sale'](`${header}\n`).problems).toEqual([
      {
        line: 1,
        message:
          'This is not the Amazon All Orders report: it has no header row with the columns item-price.',
        wholeFile: 'another report',
      },
    ]);
  });

  it('reads the order report comma separated too', () => {
    const text =
      'order-id,purchase-date,sku,item-price,quantity-purchased\n401-1-2,2026-08-03,S1,"1,020.50",1\n';
    expect(reportReaders['amazon:sale'](text).rows[0]).toMatchObject({ invoiceAmount: 1020.5 });
  });

  it('reads returns with the return reason as the return type', () => {
    const { rows } = reportReaders['amazon:return'](fixture('amazon-returns.tsv'));
    expect(rows).toEqual([
      {
        orderId: '403-1723004-9525953',
        sku: 'AS-ERC6-2EI9',
        returnType: 'DEFECTIVE',
        returnDate: '2026-08-20',
        line: 2,
      },
    ]);
  });

  it.each(['amazon-date-range-transactions.tsv', 'amazon-date-range-transactions-comma.csv'])(
    'reads the date range report past its preamble (%s)',
    (name) => {
      const { rows, problems } = reportReaders['amazon:payment'](fixture(name));
      expect(problems).toEqual([]);
      const order = rows[0]!;
      expect(order).toMatchObject({
        orderId: '403-1723004-9525953',
        paymentDate: '2026-08-02',
        amountReceived: 773.91,
        saleAmount: 899,
        tcs: 3.81,
        tds: 0.78,
        rowType: 'Order',
      });
      expect(order.fees?.totalFees).toBe(-120.5);
      // total = sales + tax - TCS - TDS + fees
      expect(sum([899, -3.81, -0.78, -120.5])).toBe(order.amountReceived);
    },
  );

  it('keeps a refund row and skips account-level rows without an order', () => {
    const { rows } = reportReaders['amazon:payment'](fixture('amazon-date-range-transactions.tsv'));
    expect(rows.map((r) => r.rowType)).toEqual(['Order', 'Refund']);
    expect(sum(rows.map((r) => r.amountReceived))).toBe(683.91);
  });
});

describe('Meesho readers', () => {
  it('reads sales from the orders export; a cancelled line is no sale', () => {
    const { rows, problems } = reportReaders['meesho:sale'](fixture('meesho-orders-export.csv'));
    expect(rows.map((r) => [r.orderId, r.sku, r.orderedOn, r.invoiceAmount, r.quantity])).toEqual([
      ['324074730393034112_1', 'JK-Blue', '2026-08-26', 340, 1],
      ['324074730393034113_1', 'JK-Red', '2026-08-27', 680, 2],
      ['324074730393034115_1', 'JK-Blue', '2026-08-28', 340, 1],
    ]);
    expect(problems).toEqual([
      {
        line: 4,
        column: 'Reason for Credit Entry',
        message: 'Order 324074730393034114_1 is CANCELLED: a cancelled order is no sale.',
        orderId: '324074730393034114_1',
        sku: 'JK-Red',
      },
    ]);
  });

  it('reads a line returned to origin (RTO_COMPLETE) with its return type; a delivered one without', () => {
    const { rows } = reportReaders['meesho:sale'](fixture('meesho-orders-export.csv'));
    expect(rows.map((r) => [r.orderId, r.returnType ?? null])).toEqual([
      ['324074730393034112_1', null],
      ['324074730393034113_1', 'RTO_COMPLETE'],
      ['324074730393034115_1', null],
    ]);
  });

  it('accepts the Commision spelling', () => {
    const text =
      'Sub Order No,Order Date,SKU,Supplier Listed Price (Incl. GST + Commision),Quantity\n1_1,2026-08-01,S,99,1\n';
    expect(reportReaders['meesho:sale'](text).rows[0]?.invoiceAmount).toBe(99);
  });

  it('reads returns from the same export by their status', () => {
    const { rows } = reportReaders['meesho:return'](fixture('meesho-orders-export.csv'));
    expect(rows.map((r) => [r.orderId, r.returnType])).toEqual([['324074730393034113_1', 'RTO_COMPLETE']]);
  });

  it('reads the Order Payments sheet with TCS and TDS', () => {
    const { rows, problems } = reportReaders['meesho:payment'](fixture('meesho-payments.csv'));
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      orderId: '324074730393034112_1',
      sku: 'JK-Blue',
      paymentDate: '2026-09-05',
      amountReceived: 321.99,
      saleAmount: 340,
      tcs: 1.62,
      tds: 0.32,
    });
    expect(sum(rows.map((r) => r.amountReceived))).toBe(321.99);
  });
});

describe('own store readers (Little Kid, Trendy Handy)', () => {
  it.each(['littleKid', 'trendyHandy'] as const)('%s reads its sale export', (channel) => {
    const { rows, problems } = marketplaceReader(channel, 'sale')(fixture('little-kid-orders-export.csv'));
    expect(rows.map((r) => [r.orderId, r.sku, r.orderedOn, r.invoiceAmount, r.quantity, r.phone])).toEqual([
      ['LK-2001', 'LK-BLANKET', '2026-08-26', 499, 1, '9876500011'],
      ['LK-2002', 'LK-CACTUS', '2026-08-27', 650.5, 2, '9876500012'],
    ]);
    expect(problems).toEqual([
      {
        line: 4,
        column: 'Payment Total',
        message: '"abc" is not an amount.',
        orderId: 'LK-2003',
        sku: 'LK-CACTUS',
      },
    ]);
  });

  it('refuses a line whose Awb Number Excel turned into a number, naming it', () => {
    const text =
      'Order Id,Order Date,Product sku,Payment Total,Product Quantity,Awb Number\n' +
      'LK-3001,2026-08-26,LK-BLANKET,499,1,1.43E+13\nLK-3002,2026-08-26,LK-BLANKET,499,1,14312345678901\n';
    const { rows, problems } = reportReaders['littleKid:sale'](text);
    expect(rows.map((r) => [r.orderId, r.trackingID])).toEqual([['LK-3002', '14312345678901']]);
    expect(problems).toEqual([
      {
        line: 2,
        column: 'Awb Number',
        message:
          '1.43E+13 is a number Excel made of the tracking id, whose digits are lost: download the report again and open it as text, not in Excel.',
        orderId: 'LK-3001',
        sku: 'LK-BLANKET',
      },
    ]);
  });

  it('reads returns (Order Id, Status) and payments (Order Id, Payment Date, Amount Received)', () => {
    expect(reportReaders['littleKid:return']('Order Id,Status\nLK-2001,Returned\n').rows).toEqual([
      { orderId: 'LK-2001', sku: null, returnType: 'Returned', returnDate: null, line: 2 },
    ]);
    // the whole orders export uploaded as returns: its delivered, shipped and cancelled lines are skipped
    const exported = reportReaders['trendyHandy:return'](
      'Order Id,Status\nTH-1,Delivered\nTH-2,RTO\nTH-3,in transit\nTH-4,Cancelled\nTH-5,Refunded\nTH-6,Completed\n',
    );
    expect(exported.rows.map((r) => [r.orderId, r.returnType])).toEqual([
      ['TH-2', 'RTO'],
      ['TH-5', 'Refunded'],
    ]);
    expect(exported.problems).toEqual([]);
    expect(
      reportReaders['trendyHandy:payment']('Order Id,Payment Date,Amount Received\nTH-1,2026-09-01,410\n')
        .rows[0],
    ).toMatchObject({ orderId: 'TH-1', paymentDate: '2026-09-01', amountReceived: 410 });
  });

  it('an empty file says so', () => {
    expect(reportReaders['littleKid:sale']('  \n').problems).toEqual([
      { line: 1, message: 'The file is empty: expected the Little Kid orders export.', wholeFile: 'empty' },
    ]);
  });
});
