// Meesho sale uploads: the supplier panel's orders export. `Sub Order No` (order number + `_1`) is the
// line's order id; `Reason for Credit Entry` is the order status, and a CANCELLED line is no sale.
// The price column is spelled `Commision` in the discounted variant; both spellings are accepted.
import type { ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { SaleReportRow } from './marketplace-report.ts';
import { cellReader, dropDuplicateOrderLines } from './marketplace-report.ts';

type Key = 'orderId' | 'orderDate' | 'sku' | 'price' | 'quantity' | 'status' | 'state';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Sub Order No'], required: true },
  { key: 'orderDate', headers: ['Order Date'], required: true },
  { key: 'sku', headers: ['SKU'], required: true },
  {
    key: 'price',
    headers: [
      'Supplier Listed Price (Incl. GST + Commission)',
      'Supplier Listed Price (Incl. GST + Commision)',
    ],
    required: true,
  },
  { key: 'quantity', headers: ['Quantity'], required: true },
  { key: 'status', headers: ['Reason for Credit Entry'] },
  { key: 'state', headers: ['Customer State'] },
];

const spec: ReportSpec<Key, SaleReportRow> = {
  name: 'Meesho orders export',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'sub order number');
    const status = c.text('status');
    if (status !== null && /^cancel+ed$/i.test(status)) {
      cells.problem('status', `Order ${orderId ?? ''} is ${status}: a cancelled order is no sale.`);
      return null;
    }
    const sku = c.required('sku', 'SKU');
    const orderedOn = c.date('orderDate', { required: true });
    const invoiceAmount = c.amount('price', { required: true, nonNegative: true });
    const quantity = c.quantity('quantity');
    if (!orderId || !sku || !orderedOn || invoiceAmount === null || quantity === null) return null;
    return {
      orderId,
      sku,
      orderedOn,
      invoiceAmount,
      quantity,
      shipToName: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: c.text('state'),
      pinCode: null,
      trackingID: null,
      email: null,
      phone: null,
      marketplaceInvoiceNo: null,
      marketplaceInvoiceDate: null,
      cgstRate: null,
      sgstRate: null,
      igstRate: null,
    };
  },
};

export function readMeeshoSaleReport(text: string): ReportResult<SaleReportRow> {
  return dropDuplicateOrderLines(readReport(text, spec), { orderId: 'Sub Order No', sku: 'SKU' });
}
