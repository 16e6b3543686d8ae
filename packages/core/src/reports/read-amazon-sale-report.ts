// Amazon sale uploads: the order reports (unshipped orders, all orders by order date), tab or comma
// separated, or a file with only the columns the old upload read. `item-price` is the line's amount.
import type { ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { SaleReportRow } from './marketplace-report.ts';
import { cellReader, dropDuplicateOrderLines } from './marketplace-report.ts';

type Key =
  | 'orderId'
  | 'purchaseDate'
  | 'sku'
  | 'itemPrice'
  | 'quantity'
  | 'recipientName'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'trackingID'
  | 'email'
  | 'phone';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['order-id', 'amazon-order-id'], required: true },
  { key: 'purchaseDate', headers: ['purchase-date'], required: true },
  { key: 'sku', headers: ['sku'], required: true },
  { key: 'itemPrice', headers: ['item-price'], required: true },
  { key: 'quantity', headers: ['quantity-purchased', 'quantity'], required: true },
  { key: 'recipientName', headers: ['recipient-name'] },
  { key: 'address1', headers: ['ship-address-1'] },
  { key: 'address2', headers: ['ship-address-2'] },
  { key: 'city', headers: ['ship-city'] },
  { key: 'state', headers: ['ship-state'] },
  { key: 'postalCode', headers: ['ship-postal-code'] },
  { key: 'trackingID', headers: ['Tracking ID', 'tracking-number'] },
  { key: 'email', headers: ['buyer-email'] },
  { key: 'phone', headers: ['buyer-phone-number'] },
];

const spec: ReportSpec<Key, SaleReportRow> = {
  name: 'Amazon order report',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    const sku = c.required('sku', 'SKU');
    const orderedOn = c.date('purchaseDate', { required: true });
    const invoiceAmount = c.amount('itemPrice', { required: true, nonNegative: true });
    const quantity = c.quantity('quantity');
    if (!orderId || !sku || !orderedOn || invoiceAmount === null || quantity === null) return null;
    return {
      orderId,
      sku,
      orderedOn,
      invoiceAmount,
      quantity,
      shipToName: c.text('recipientName'),
      addressLine1: c.text('address1'),
      addressLine2: c.text('address2'),
      city: c.text('city'),
      state: c.text('state'),
      pinCode: c.text('postalCode'),
      trackingID: c.text('trackingID'),
      email: c.text('email'),
      phone: c.text('phone'),
      marketplaceInvoiceNo: null,
      marketplaceInvoiceDate: null,
      cgstRate: null,
      sgstRate: null,
      igstRate: null,
    };
  },
};

export function readAmazonSaleReport(text: string): ReportResult<SaleReportRow> {
  return dropDuplicateOrderLines(readReport(text, spec), { orderId: 'order-id', sku: 'sku' });
}
