// Flipkart sale uploads: the Seller Hub orders (dispatch) export, 37 columns, or a file with only the
// columns the old upload read. Quirks: `'4384…` guards, `NA` in the tax columns, `"Aug 26, 2026"`.
import type { ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { SaleReportRow } from './marketplace-report.ts';
import { cellReader, dropDuplicateOrderLines } from './marketplace-report.ts';

type Key =
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
  | 'invoiceNo'
  | 'invoiceDate'
  | 'cgst'
  | 'sgst'
  | 'igst';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Order Id'], required: true },
  { key: 'orderedOn', headers: ['Ordered On'], required: true },
  { key: 'sku', headers: ['SKU'], required: true },
  { key: 'invoiceAmount', headers: ['Invoice Amount'], required: true },
  { key: 'quantity', headers: ['Quantity'], required: true },
  { key: 'shipToName', headers: ['Ship to name'] },
  { key: 'addressLine1', headers: ['Address Line 1'] },
  { key: 'addressLine2', headers: ['Address Line 2'] },
  { key: 'city', headers: ['City'] },
  { key: 'state', headers: ['State'] },
  { key: 'pinCode', headers: ['PIN Code'] },
  { key: 'trackingID', headers: ['Tracking ID'] },
  { key: 'invoiceNo', headers: ['Invoice No.', 'Invoice No'] },
  { key: 'invoiceDate', headers: ['Invoice Date (mm/dd/yy)'] },
  { key: 'cgst', headers: ['CGST'] },
  { key: 'sgst', headers: ['SGST'] },
  { key: 'igst', headers: ['IGST'] },
];

const spec: ReportSpec<Key, SaleReportRow> = {
  name: 'Flipkart orders export',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    const sku = c.required('sku', 'SKU');
    const orderedOn = c.date('orderedOn', { required: true });
    const invoiceAmount = c.amount('invoiceAmount', { required: true, nonNegative: true });
    const quantity = c.quantity('quantity');
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
      trackingID: c.text('trackingID'),
      email: null,
      phone: null,
      marketplaceInvoiceNo: c.text('invoiceNo'),
      marketplaceInvoiceDate: c.date('invoiceDate', { monthFirst: true }),
      cgstRate: c.rate('cgst'),
      sgstRate: c.rate('sgst'),
      igstRate: c.rate('igst'),
    };
  },
};

export function readFlipkartSaleReport(text: string): ReportResult<SaleReportRow> {
  return dropDuplicateOrderLines(readReport(text, spec), { orderId: 'Order Id', sku: 'SKU' });
}
