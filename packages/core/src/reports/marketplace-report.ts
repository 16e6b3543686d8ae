// The rows every marketplace sale, return and payment reader produces, whatever the channel's own
// layout, and the cell helpers they share. Amounts are rupees as the file writes them (the server keeps
// them in paise); dates are yyyy-MM-dd in India's time zone.
import type {
  ReadOptions,
  ReportColumn,
  ReportProblem,
  ReportResult,
  ReportRow,
  RowCells,
} from './read-report.ts';
import { amountProblem, parseAmount, readReport } from './read-report.ts';
import { isScientificNotation } from './courier-order.ts';
import { dateInWords } from '../pricing/dated.ts';
import { FIRST_BILL_DATE } from '../reconciliation/check-bills.ts';
import { isBelowOnePaisa } from '../validation/limits.ts';

export type MarketplaceReportKind = 'sale' | 'return' | 'payment';

/** One sold order line as a sale report gives it (docs/order-lines.md, "Bill/order row"). */
export interface SaleReportRow {
  orderId: string;
  sku: string;
  /** The order date (yyyy-MM-dd): the line's bill date. */
  orderedOn: string;
  /** The amount the customer paid for the line, GST included. */
  invoiceAmount: number;
  quantity: number;
  shipToName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  trackingID: string | null;
  email: string | null;
  phone: string | null;
  /** The marketplace's own tax invoice for the line, where the report gives it. */
  marketplaceInvoiceNo: string | null;
  marketplaceInvoiceDate: string | null;
  /** GST rates (%) the marketplace charged, where the report gives them. */
  cgstRate: number | null;
  sgstRate: number | null;
  igstRate: number | null;
}

/** One returned order line: the order it belongs to, the kind of return and when. */
export interface ReturnReportRow {
  orderId: string;
  /** Null where the report names only the order. */
  sku: string | null;
  returnType: string | null;
  returnDate: string | null;
}

/** The fee lines a payment report gives for a line, as the marketplace charged them (negative = deducted). */
export interface ReportedFees {
  commission: number | null;
  fixedFee: number | null;
  collectionFee: number | null;
  shippingFee: number | null;
  reverseShippingFee: number | null;
  /** GST on the marketplace's fees. */
  gstOnFees: number | null;
  /** Every fee line together (Flipkart's "Marketplace Fee", Amazon's selling + FBA + other fees). */
  totalFees: number | null;
}

/** One payment of an order line. */
export interface PaymentReportRow {
  orderId: string;
  sku: string | null;
  paymentDate: string | null;
  /** What reached the bank for the line (negative for a return's deduction). */
  amountReceived: number;
  /** The sale amount the payment was computed from, where given. */
  saleAmount: number | null;
  fees: ReportedFees | null;
  /** GST TCS (section 52) and income-tax TDS (section 194-O) withheld, as positive amounts. */
  tcs: number | null;
  tds: number | null;
  /** The marketplace's own word for the row: `Order`, `Refund`, `Customer Return`… */
  rowType: string | null;
}

export interface MarketplaceReportRows {
  sale: SaleReportRow;
  return: ReturnReportRow;
  payment: PaymentReportRow;
}

export type MarketplaceReader<K extends MarketplaceReportKind> = (
  text: string,
) => ReportResult<MarketplaceReportRows[K]>;

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The calendar date in India (UTC+05:30) of an instant. */
function indiaDate(ms: number): string {
  const d = new Date(ms + 330 * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * A date as the reports write it, as yyyy-MM-dd: `2026-06-12`, `2026-08-01T10:11:12+00:00` (taken in
 * India's time zone), `Aug 26, 2026`, `26-Aug-26`, `1 Aug 2026 3:44:19 pm UTC`, `26/08/2026` (day
 * first), or `08/26/26` when `monthFirst` (Flipkart's "Invoice Date (mm/dd/yy)"). Null when it is none.
 */
export function parseReportDate(text: string, monthFirst = false): string | null {
  const known = READ_DATES[monthFirst ? 'monthFirst' : 'dayFirst'];
  let date = known.get(text);
  if (date === undefined) {
    if (known.size >= READ_DATES_KEPT) known.clear();
    date = readDate(text, monthFirst);
    known.set(text, date);
  }
  return date;
}

/**
 * The dates already read, by their text (a report repeats a few dates over thousands of rows, and
 * reading one is the costliest part of a row); emptied when full.
 */
const READ_DATES = {
  dayFirst: new Map<string, string | null>(),
  monthFirst: new Map<string, string | null>(),
};
const READ_DATES_KEPT = 4096;

function readDate(text: string, monthFirst: boolean): string | null {
  const t = text.trim();
  let m =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$)/i.exec(
      t,
    );
  if (m) {
    const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (!date || m[4] === undefined || m[7] === undefined) return date;
    const zone = m[7].toUpperCase();
    let offset = 0;
    if (zone !== 'Z' && zone !== 'UTC') {
      const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
      offset = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3]));
    }
    const ms = Date.parse(`${date}T${pad(Number(m[4]))}:${m[5]}:${m[6] ?? '00'}Z`) - offset * 60_000;
    return indiaDate(ms);
  }
  // Aug 26, 2026 [12:00:00]
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b/.exec(t);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  // 26-Aug-26, 1 Aug 2026 3:44:19 pm UTC
  m =
    /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ](\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?\s*(UTC)?)?$/i.exec(
      t,
    );
  if (m) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()];
    if (!month) return null;
    const date = isoDate(Number(m[3]), month, Number(m[1]));
    if (!date || m[4] === undefined || m[8] === undefined) return date;
    let hour = Number(m[4]) % 12;
    if ((m[7] ?? '').toLowerCase() === 'pm') hour += 12;
    else if (!m[7]) hour = Number(m[4]);
    return indiaDate(Date.parse(`${date}T${pad(hour)}:${m[5]}:${m[6] ?? '00'}Z`));
  }
  // 26/08/2026, 26-08-2026, 26.08.2026 (or month first)
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})(?:\s.*)?$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return monthFirst ? isoDate(Number(m[3]), a, b) : isoDate(Number(m[3]), b, a);
  }
  return null;
}

/**
 * A marketplace upload stores a report row whole or not at all (docs/order-lines.md): a row with any
 * problem, even in a column a line could be stored without (a return date that is no date, a tax amount
 * that is no amount), is listed with its reasons and none of it is stored. The message screens keep such
 * rows, with the problem beside them: a message needs no stored line.
 */
export function rowsWholeOrRefused<T, R extends Pick<ReportResult<T>, 'rows' | 'problems'>>(result: R): R {
  if (result.problems.length === 0) return result;
  const refused = new Set(result.problems.map((p) => p.line));
  return { ...result, rows: result.rows.filter((row) => !refused.has(row.line)) };
}

/**
 * Cell helpers every marketplace reader uses; each records a problem naming the row and column. A read
 * gives every row the same RowCells (on the row of the moment), so its helpers are made once per read.
 */
export function cellReader<K extends string>(cells: RowCells<K>): CellReader<K> {
  let reader = cellReaders.get(cells) as CellReader<K> | undefined;
  if (!reader) {
    reader = cellHelpers(cells);
    cellReaders.set(cells, reader as CellReader<string>);
  }
  return reader;
}

type CellReader<K extends string> = ReturnType<typeof cellHelpers<K>>;
const cellReaders = new WeakMap<RowCells<string>, CellReader<string>>();

function cellHelpers<K extends string>(cells: RowCells<K>) {
  return {
    required(key: K, what: string): string | null {
      const value = cells.text(key);
      if (value === null) cells.problem(key, `The ${what} is empty.`);
      return value;
    },
    date(key: K, options: { required?: boolean; monthFirst?: boolean } = {}): string | null {
      const value = cells.text(key);
      if (value === null) {
        if (options.required) cells.problem(key, 'The date is empty.');
        return null;
      }
      const date = parseReportDate(value, options.monthFirst);
      if (date === null) cells.problem(key, `"${value}" is not a date.`);
      return date;
    },
    /**
     * An amount; `nonNegative` refuses a minus, `positive` a minus and 0; a `required` one (a line's own)
     * also less than a paisa but not 0. Null (with a problem) when it is not a number.
     */
    amount(
      key: K,
      options: { required?: boolean; nonNegative?: boolean; positive?: boolean } = {},
    ): number | null {
      const value = cells.text(key);
      if (value === null) {
        if (options.required) cells.problem(key, 'The amount is empty.');
        return null;
      }
      const amount = parseAmount(value);
      if (amount === null) {
        cells.problem(key, amountProblem(value));
        return null;
      }
      if ((options.nonNegative || options.positive) && amount < 0) {
        cells.problem(key, `The amount ${value} is negative.`);
        return null;
      }
      if (options.positive && amount === 0) {
        cells.problem(key, 'The amount is 0: a sale line has an amount above 0.');
        return null;
      }
      // A line's own amount (a sale's, a payment's received) is stored as whole paise: less than a paisa
      // would be stored as 0, past the checks above (decision 206). The parts of a figure (fees, taxes
      // withheld, credits) keep their decimals until they are summed, as settlement sheets write them.
      if (options.required && isBelowOnePaisa(amount)) {
        cells.problem(
          key,
          `The amount ${value} is less than one paisa (₹0.01): it would be stored as ₹0.00.`,
        );
        return null;
      }
      return amount;
    },
    /** A whole number of pieces, at least 1; a blank cell reads as 1 where `defaultOne`. */
    quantity(key: K, defaultOne = false): number | null {
      const value = cells.text(key);
      if (value === null) {
        if (defaultOne) return 1;
        cells.problem(key, 'The quantity is empty.');
        return null;
      }
      const n = Number(value.replace(/\.0+$/, ''));
      if (!/^\d+(\.0+)?$/.test(value) || !Number.isSafeInteger(n)) {
        cells.problem(key, `"${value}" is not a whole number of pieces.`);
        return null;
      }
      if (n < 1) {
        cells.problem(key, 'The quantity is 0: an order line sells at least 1 piece.');
        return null;
      }
      return n;
    },
    /** A rate in per cent (`5`, `5%`); null when blank, or (with a problem) when it is not a number. */
    rate(key: K): number | null {
      const value = cells.text(key);
      if (value === null) return null;
      const rate = parseAmount(value.replace(/%$/, ''));
      if (rate === null) cells.problem(key, `"${value}" is not a tax rate.`);
      return rate;
    },
    text: (key: K) => cells.text(key),
  };
}

/** The fee-less payment row defaults, for readers that give only what reached the bank. */
export function plainPayment(
  orderId: string,
  sku: string | null,
  paymentDate: string | null,
  amountReceived: number,
): PaymentReportRow {
  return {
    orderId,
    sku,
    paymentDate,
    amountReceived,
    saleAmount: null,
    fees: null,
    tcs: null,
    tds: null,
    rowType: null,
  };
}

/** An absolute value of a withheld amount (reports write deductions negative). */
export const withheld = (amount: number | null): number | null => (amount === null ? null : Math.abs(amount));

/**
 * The columns a sale report may have, each named after the field of SaleReportRow it fills (`status`
 * is the line's order status: Flipkart's `Order State`, Amazon's `item-status`, Meesho's `Reason for
 * Credit Entry`).
 */
export type SaleColumn =
  | 'orderId'
  | 'orderedOn'
  | 'sku'
  | 'invoiceAmount'
  | 'quantity'
  | 'shipToName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'pinCode'
  | 'trackingID'
  | 'email'
  | 'phone'
  | 'marketplaceInvoiceNo'
  | 'marketplaceInvoiceDate'
  | 'cgstRate'
  | 'sgstRate'
  | 'igstRate'
  | 'status';

/** One channel's sale export: which of its headers fill which field, and its quirks. */
export interface SaleReportLayout {
  /** What the staff call the file, used in messages: "Flipkart orders export". */
  name: string;
  /** The order id, order date, SKU, amount and quantity are required; the rest are read where present. */
  columns: readonly ReportColumn<SaleColumn>[];
  /** What the file calls its order id in messages (Meesho's "sub order number"); "order id" by default. */
  orderIdName?: string;
  /** The marketplace's invoice date is written month first (Flipkart's "Invoice Date (mm/dd/yy)"). */
  invoiceDateMonthFirst?: boolean;
}

/**
 * Reads a sale export (docs/reports.md, "Sale rows"): every row is one order line with its order id,
 * order date, SKU, amount (above 0) and quantity; a line whose status says it was cancelled is no
 * sale; a second row of the same order line is refused (dropDuplicateOrderLines).
 */
export function readSaleReport(
  text: string,
  layout: SaleReportLayout,
  { onPart, rowsInPartsOnly = false }: ReadOptions<SaleReportRow> = {},
): ReportResult<SaleReportRow> {
  const spec = {
    name: layout.name,
    columns: layout.columns,
    mapRow(cells: RowCells<SaleColumn>): SaleReportRow | null {
      const c = cellReader(cells);
      const orderId = c.required('orderId', layout.orderIdName ?? 'order id');
      const status = c.text('status');
      if (status !== null && /^cancel+ed$/i.test(status)) {
        cells.problem('status', `Order ${orderId ?? ''} is ${status}: a cancelled order is no sale.`);
        return null;
      }
      const sku = c.required('sku', 'SKU');
      const orderedOn = c.date('orderedOn', { required: true });
      const invoiceAmount = c.amount('invoiceAmount', { required: true, positive: true });
      const quantity = c.quantity('quantity');
      const trackingID = c.text('trackingID');
      if (trackingID !== null && isScientificNotation(trackingID)) {
        cells.problem(
          'trackingID',
          `${trackingID} is a number Excel made of the tracking id, whose digits are lost: download the report again and open it as text, not in Excel.`,
        );
        return null;
      }
      if (!orderId || !sku || !orderedOn || invoiceAmount === null || quantity === null) return null;
      return {
        orderId,
        sku,
        orderedOn,
        invoiceAmount,
        quantity,
        shipToName: c.text('shipToName'),
        addressLine1: c.text('addressLine1'),
        addressLine2: c.text('addressLine2'),
        city: c.text('city'),
        state: c.text('state'),
        pinCode: c.text('pinCode'),
        trackingID,
        email: c.text('email'),
        phone: c.text('phone'),
        marketplaceInvoiceNo: c.text('marketplaceInvoiceNo'),
        marketplaceInvoiceDate: c.date('marketplaceInvoiceDate', {
          monthFirst: layout.invoiceDateMonthFirst ?? false,
        }),
        cgstRate: c.rate('cgstRate'),
        sgstRate: c.rate('sgstRate'),
        igstRate: c.rate('igstRate'),
      };
    },
  };
  // Each part as it is read without the rows that repeat an order line; the whole is those parts (a
  // file refused for its header has none, and is as read).
  const dropRepeats = duplicateOrderLinesDropped();
  const rows: ReportRow<SaleReportRow>[] = [];
  const problems: ReportProblem[] = [];
  let parts = 0;
  const whole = readReport(text, spec, {
    onPart: (part) => {
      const kept = dropRepeats(part);
      parts++;
      if (!(onPart && rowsInPartsOnly)) rows.push(...kept.rows);
      problems.push(...kept.problems);
      onPart?.(kept);
    },
    rowsInPartsOnly: true,
  });
  return parts === 0 ? whole : { ...whole, rows, problems };
}

/**
 * A sale file may hold one order line only once: a second row with the same order id and SKU is
 * reported on its own line, naming the order id's column as the file spells it, and dropped, so the
 * first is what is stored. The function given keeps what it has seen: given a file's parts in turn (or
 * the whole file at once), it drops each repeat, wherever its first row was.
 */
function duplicateOrderLinesDropped() {
  const seen = new Map<string, number>();
  return <
    P extends {
      rows: ReportRow<SaleReportRow>[];
      problems: ReportProblem[];
      columnNames?: Readonly<Record<string, string>>;
    },
  >(
    part: P,
  ): P => {
    const orderIdColumn = part.columnNames?.orderId ?? 'Order ID';
    const rows: ReportRow<SaleReportRow>[] = [];
    const problems = [...part.problems];
    for (const row of part.rows) {
      const key = `${row.orderId}\u0000${row.sku}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          line: row.line,
          column: orderIdColumn,
          message: alreadyOnLine(row.orderId, row.sku, first),
          orderId: row.orderId,
          sku: row.sku,
        });
        continue;
      }
      seen.set(key, row.line);
      rows.push(row);
    }
    problems.sort((a, b) => a.line - b.line);
    return { ...part, rows, problems };
  };
}

/** A row naming an order line an earlier row of the same file names: "Order X with SKU Y is already on line 4 of this file." */
function alreadyOnLine(orderId: string, sku: string | null, first: number): string {
  return `Order ${orderId}${sku === null ? '' : ` with SKU ${sku}`} is already on line ${first} of this file.`;
}

/**
 * What is wrong with a sale line's order date, or null (decision 137): an order is dated on or before
 * the day its report is uploaded (`today` in India), and Check Bills shows the lines billed from
 * FIRST_BILL_DATE on, so a line dated outside those days would be stored where no screen finds it.
 */
export function orderDateProblem(date: string, today: string): string | null {
  if (date > today)
    return `${dateInWords(date)} is after today (${dateInWords(today)} in India): an order is dated on or before the day its report is uploaded.`;
  if (date < FIRST_BILL_DATE)
    return `${dateInWords(date)} is before ${dateInWords(FIRST_BILL_DATE)}, the first day Check Bills shows: a line dated earlier could not be found there.`;
  return null;
}

/**
 * A sale report read, with the rows whose order date orderDateProblem refuses moved to its problems,
 * each naming the order date's column as the file spells it (decision 137). The read itself knows no
 * today: it is kept and shared (decision 105), this is applied to it on each upload.
 */
export function withOrderDatesChecked<
  R extends Pick<ReportResult<SaleReportRow>, 'rows' | 'problems' | 'columnNames'>,
>(read: R, today: string): R {
  const refused: ReportProblem[] = [];
  const rows = read.rows.filter((row) => {
    const problem = orderDateProblem(row.orderedOn, today);
    if (problem === null) return true;
    refused.push({
      line: row.line,
      column: read.columnNames?.orderedOn ?? 'Order date',
      message: problem,
      orderId: row.orderId,
      sku: row.sku,
    });
    return false;
  });
  if (refused.length === 0) return read;
  return { ...read, rows, problems: [...read.problems, ...refused].sort((a, b) => a.line - b.line) };
}

/** What a return or payment report row names: an order, and one of its lines where the report gives a SKU. */
interface RowNamingALine {
  orderId: string;
  sku: string | null;
}

/**
 * What a return or a payment row records of the line it names, in the words its date's problem uses
 * (decisions 142 and 151): each is dated on or before the day its report is uploaded, and on or after
 * the sale it follows.
 */
const LINE_EVENTS = {
  return: { column: 'Return date', noun: 'a return', follows: 'the sale it returns' },
  payment: { column: 'Payment date', noun: 'a payment', follows: 'the sale it pays for' },
} as const;

type LineEvent = keyof typeof LINE_EVENTS;

/** What is wrong with a return's or a payment's date, or null: after today, or before the bill date of `line`. */
function lineEventDateProblem(
  event: LineEvent,
  date: string,
  line: { orderId: string; sku: string; billDate: string },
  today: string,
): string | null {
  const { noun, follows } = LINE_EVENTS[event];
  if (date > today)
    return `${dateInWords(date)} is after today (${dateInWords(today)} in India): ${noun} is dated on or before the day its report is uploaded.`;
  if (date < line.billDate)
    return `${dateInWords(date)} is before ${dateInWords(line.billDate)}, the bill date of order ${line.orderId} with SKU ${line.sku}: ${noun} is dated on or after ${follows}.`;
  return null;
}

/**
 * Why a return or payment row dated `date` may not be recorded for the stored `lines` it names, or
 * null, naming the date's column as the file spells it: its date is after today, or before the bill
 * date of one of those lines (the latest, where the row names a whole order). A row without a date is
 * dated today when stored, and has nothing to check.
 */
function lineEventDateReason(
  event: LineEvent,
  date: string | null,
  lines: readonly { orderId: string; sku: string; billDate: string }[],
  today: string,
  columnNames: Readonly<Record<string, string>>,
): string | null {
  if (date === null) return null;
  const latest = lines.reduce<(typeof lines)[number] | null>(
    (a, l) => (a === null || l.billDate > a.billDate ? l : a),
    null,
  );
  if (latest === null) return null;
  const problem = lineEventDateProblem(event, date, latest, today);
  const column = columnNames[`${event}Date`] ?? LINE_EVENTS[event].column;
  return problem === null ? null : `${column}: ${problem}`;
}

/** Why a return row may not mark the stored `lines` it names returned, or null (decision 142). */
export const returnDateReason = (
  row: RowNamingALine & { returnDate: string | null },
  lines: readonly { orderId: string; sku: string; billDate: string }[],
  today: string,
  columnNames: Readonly<Record<string, string>> = {},
): string | null => lineEventDateReason('return', row.returnDate, lines, today, columnNames);

/** Why a payment row may not be recorded for the stored `lines` it pays, or null (decision 151). */
export const paymentDateReason = (
  row: RowNamingALine & { paymentDate: string | null },
  lines: readonly { orderId: string; sku: string; billDate: string }[],
  today: string,
  columnNames: Readonly<Record<string, string>> = {},
): string | null => lineEventDateReason('payment', row.paymentDate, lines, today, columnNames);

/**
 * Why a return or payment row names no stored line (docs/order-lines.md), naming the column as the
 * file spells it: its order is not stored, or it is but none of its lines (whose SKUs are
 * `skusOfOrder`) has the row's SKU.
 */
export function notStoredReason(
  row: RowNamingALine,
  skusOfOrder: readonly string[],
  columnNames: Readonly<Record<string, string>> = {},
): string {
  const sku = row.sku === null ? '' : ` (SKU ${row.sku})`;
  if (skusOfOrder.length === 0 || row.sku === null)
    return `${columnNames.orderId ?? 'Order ID'}: Order ${row.orderId}${sku} is not stored.`;
  const stored = [...new Set(skusOfOrder)];
  return `${columnNames.sku ?? 'SKU'}: Order ${row.orderId} is stored, but not with SKU ${row.sku}: its ${stored.length === 1 ? 'line has SKU' : 'lines have SKUs'} ${stored.join(', ')}.`;
}

/**
 * Why a return row is refused when an earlier row of the same file marks the same line, naming the
 * order id's column as the file spells it.
 */
export function repeatedRowReason(
  row: RowNamingALine,
  firstLine: number,
  columnNames: Readonly<Record<string, string>> = {},
): string {
  return `${columnNames.orderId ?? 'Order ID'}: ${alreadyOnLine(row.orderId, row.sku, firstLine)}`;
}
