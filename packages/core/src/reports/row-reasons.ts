// Why a return or payment row is not recorded for the stored lines it names, in words naming the
// column as the file spells it (docs/ledger.md): its date (decisions 142 and 151), a line that is
// not stored, or a row that repeats an earlier one of the same file.
import { dateInWords } from '../pricing/dated.ts';

/** A row naming an order line an earlier row of the same file names: "Order X with SKU Y is already on line 4 of this file." */
export function alreadyOnLine(orderId: string, sku: string | null, first: number): string {
  return `Order ${orderId}${sku === null ? '' : ` with SKU ${sku}`} is already on line ${first} of this file.`;
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
 * Why a return or payment row names no stored line (docs/ledger.md), naming the column as the
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
