// Flipkart return uploads: the returns report (43 columns) or a file with Order ID and Return Type only.
// `Return Type` is `courier_return` (RTO) or `customer_return`.
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { ReturnReportRow } from './marketplace-report.ts';
import { cellReader } from './marketplace-report.ts';

type Key = 'orderId' | 'sku' | 'returnType' | 'returnDate';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Order ID'], required: true },
  { key: 'returnType', headers: ['Return Type'], required: true },
  { key: 'sku', headers: ['SKU'] },
  { key: 'returnDate', headers: ['Return Requested Date', 'Return Approval Date'] },
];

const spec: ReportSpec<Key, ReturnReportRow> = {
  name: 'Flipkart returns report',
  columns,
  otherReports: [{ name: 'Amazon returns report', column: 'Amazon RMA ID' }],
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    if (!orderId) return null;
    return {
      orderId,
      sku: c.text('sku'),
      returnType: c.text('returnType'),
      returnDate: c.date('returnDate'),
    };
  },
};

export function readFlipkartReturnReport(
  text: string,
  options: ReadOptions<ReturnReportRow> = {},
): ReportResult<ReturnReportRow> {
  return readReport(text, spec, options);
}
