// Loading a courier export for a message screen: the AWB rule, the in-transit merge and the Custom MSG
// format detection.
import type { Courier, CourierOrderRow } from '../reports/courier-order.ts';
import { isScientificNotation } from '../reports/courier-order.ts';
import type { ReportProblem, ReportRow } from '../reports/read-report.ts';
import { normaliseHeader } from '../reports/read-report.ts';
import { reportReaders } from '../reports/registry.ts';

export type CourierExportLoad =
  | { ok: true; courier: Courier; orders: ReportRow<CourierOrderRow>[]; problems: ReportProblem[] }
  | { ok: false; message: string; problems: ReportProblem[] };

/** The alert of the old screens, kept, quoting the file: Excel has turned the AWB into `2.34568E+12` and its digits are lost. */
export function awbNotANumber(awb: string): string {
  return `AWB should be a number: the file shows it as ${awb}. Open the export as text, not in Excel, and try again.`;
}

export function loadCourierExport(text: string, courier: Courier): CourierExportLoad {
  const { rows, problems } = reportReaders[`${courier}:orders`](text);
  const [firstProblem] = problems;
  if (rows.length === 0 && firstProblem) return { ok: false, message: firstProblem.message, problems };
  // An AWB in scientific notation loads nothing: every AWB of that file is suspect (docs/messaging.md).
  const bad = rows.find((row) => row.awb !== null && isScientificNotation(row.awb));
  if (bad?.awb) {
    const message = awbNotANumber(bad.awb);
    return { ok: false, message, problems: [{ line: bad.line, column: 'AWB', message }] };
  }
  return { ok: true, courier, orders: rows, problems };
}

/**
 * Custom MSG: the layout is told by the first row: `Order Number` is iThink's, `Order ID` Shiprocket's.
 * Null when it is neither.
 */
export function detectCourierFormat(text: string): Courier | null {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const cells = firstLine
    .split(firstLine.includes('\t') ? '\t' : ',')
    .map((c) => normaliseHeader(c.replace(/^"|"$/g, '')));
  if (cells.includes('order number')) return 'ithink';
  if (cells.includes('order id')) return 'shiprocket';
  return null;
}

export const CUSTOM_FORMAT_EXPECTED =
  'This file is neither an iThink export (its first row has "Order Number") nor a Shiprocket export (its first row has "Order ID").';

/** Custom MSG: a courier export of either layout, told by its first row; an empty file says so. */
export function loadCustomExport(text: string): CourierExportLoad {
  if (text.replace(/^\uFEFF/, '').trim() === '')
    return {
      ok: false,
      message: 'The file is empty: expected an iThink or a Shiprocket export.',
      problems: [],
    };
  const courier = detectCourierFormat(text);
  return courier === null
    ? { ok: false, message: CUSTOM_FORMAT_EXPECTED, problems: [] }
    : loadCourierExport(text, courier);
}

/**
 * Every message screen (both couriers export one row per SKU): the rows of one order become one, keeping
 * the first row's customer and shipment and joining the product names and SKUs with ", "; quantities add
 * up. One customer gets one message per order.
 */
export function mergeOrderRows<T extends CourierOrderRow>(rows: readonly T[]): T[] {
  const byOrder = new Map<string, T>();
  for (const row of rows) {
    const seen = byOrder.get(row.orderId);
    if (!seen) {
      byOrder.set(row.orderId, { ...row });
      continue;
    }
    seen.productName = joinWithComma(seen.productName, row.productName);
    seen.sku = joinWithComma(seen.sku, row.sku);
    seen.quantity =
      seen.quantity === null || row.quantity === null
        ? (seen.quantity ?? row.quantity)
        : seen.quantity + row.quantity;
  }
  return [...byOrder.values()];
}

function joinWithComma(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return `${a}, ${b}`;
}
