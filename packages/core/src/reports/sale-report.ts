// A marketplace's sale export read into order lines (docs/reports.md, "Sale rows"): one layout per
// channel, one reader for all; a repeated order line is refused on its own line, and the order dates a
// line may have are checked on each upload (decision 137).
import type { SaleReportRow } from './marketplace-report.ts';
import type {
  ReadOptions,
  ReportColumn,
  ReportProblem,
  ReportResult,
  ReportRow,
  RowCells,
} from './read-report.ts';
import { readReport } from './read-report.ts';
import { isScientificNotation } from './courier-order.ts';
import { cellReader } from './report-cells.ts';
import { alreadyOnLine } from './row-reasons.ts';
import { dateInWords } from '../pricing/dated.ts';
import { FIRST_BILL_DATE } from '../reconciliation/check-bills.ts';
import { isRtoReturn } from '../dashboards/sales-summary.ts';

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
  | 'buyerGstin'
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
 * sale, one returned to origin (RTO) is read with its return type; a second row of the same order line is refused (dropDuplicateOrderLines).
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
        buyerGstin: c.text('buyerGstin')?.toUpperCase() ?? null,
        marketplaceInvoiceDate: c.date('marketplaceInvoiceDate', {
          monthFirst: layout.invoiceDateMonthFirst ?? false,
        }),
        cgstRate: c.rate('cgstRate'),
        sgstRate: c.rate('sgstRate'),
        igstRate: c.rate('igstRate'),
        // returned to origin, it never earned: stored with its return (issue 40)
        ...(isRtoReturn(status) ? { returnType: status } : {}),
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
