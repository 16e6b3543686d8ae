// Amazon return uploads: the returns flat file (Title Case headers, unlike the order reports).
// The return type the staff see is the file's Return Reason (docs/ledger.md), else its Return type.
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { ReturnReportRow } from './marketplace-report.ts';
import { cellReader } from './marketplace-report.ts';

type Key = 'orderId' | 'sku' | 'reason' | 'type' | 'returnDate';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Order ID'], required: true },
  { key: 'reason', headers: ['Return Reason'], required: true },
  { key: 'type', headers: ['Return type'] },
  { key: 'sku', headers: ['Merchant SKU'] },
  { key: 'returnDate', headers: ['Return request date'] },
];

const spec: ReportSpec<Key, ReturnReportRow> = {
  name: 'Amazon returns report',
  columns,
  otherReports: [{ name: 'Flipkart returns report', column: 'Return ID' }],
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    if (!orderId) return null;
    return {
      orderId,
      sku: c.text('sku'),
      returnType: c.text('reason') ?? c.text('type'),
      returnDate: c.date('returnDate'),
    };
  },
};

export function readAmazonReturnReport(
  text: string,
  options: ReadOptions<ReturnReportRow> = {},
): ReportResult<ReturnReportRow> {
  return readReport(text, spec, options);
}
