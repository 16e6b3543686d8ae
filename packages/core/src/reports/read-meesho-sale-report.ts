// Meesho sale uploads: the supplier panel's orders export. `Sub Order No` (order number + `_1`) is the
// line's order id; `Reason for Credit Entry` is the order status, and a CANCELLED line is no sale.
// The price column is spelled `Commision` in the discounted variant; both spellings are accepted.
import type { ReadOptions, ReportResult } from './read-report.ts';
import type { SaleReportLayout, SaleReportRow } from './marketplace-report.ts';
import { readSaleReport } from './marketplace-report.ts';

const layout: SaleReportLayout = {
  name: 'Meesho orders export',
  columns: [
    { key: 'orderId', headers: ['Sub Order No'], required: true },
    { key: 'orderedOn', headers: ['Order Date'], required: true },
    { key: 'sku', headers: ['SKU'], required: true },
    {
      key: 'invoiceAmount',
      headers: [
        'Supplier Listed Price (Incl. GST + Commission)',
        'Supplier Listed Price (Incl. GST + Commision)',
      ],
      required: true,
    },
    { key: 'quantity', headers: ['Quantity'], required: true },
    { key: 'status', headers: ['Reason for Credit Entry'] },
    { key: 'state', headers: ['Customer State'] },
  ],
  orderIdName: 'sub order number',
};

export function readMeeshoSaleReport(
  text: string,
  options: ReadOptions<SaleReportRow> = {},
): ReportResult<SaleReportRow> {
  return readSaleReport(text, layout, options);
}
