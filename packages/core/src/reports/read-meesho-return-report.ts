// Meesho return uploads: the orders export, whose `Reason for Credit Entry` is the line's status (a
// return is an `RTO_*` or `*RETURN*` status; other lines are skipped), or the returns report
// (`Suborder Number`, `Type of Return`: `Courier Return (RTO)`, `Customer Return`).
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { ReturnReportRow } from './marketplace-report.ts';
import { cellReader } from './marketplace-report.ts';

type Key = 'orderId' | 'status' | 'sku' | 'returnDate';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Sub Order No', 'Suborder Number'], required: true },
  { key: 'status', headers: ['Reason for Credit Entry', 'Type of Return'], required: true },
  { key: 'sku', headers: ['SKU'] },
  { key: 'returnDate', headers: ['Return Created Date'] },
];

const spec: ReportSpec<Key, ReturnReportRow> = {
  name: 'Meesho returns (orders export)',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const status = c.text('status');
    if (status === null || !/rto|return/i.test(status)) return null;
    const orderId = c.required('orderId', 'sub order number');
    if (!orderId) return null;
    return { orderId, sku: c.text('sku'), returnType: status, returnDate: c.date('returnDate') };
  },
};

export function readMeeshoReturnReport(
  text: string,
  options: ReadOptions<ReturnReportRow> = {},
): ReportResult<ReturnReportRow> {
  return readReport(text, spec, options);
}
