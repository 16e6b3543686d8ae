// Amazon sale uploads: the All Orders report (orders by order date), tab or comma separated, or a file
// with only the columns the old upload read. `item-price` is the line's amount, so the Unshipped Orders
// report, which has no price, is not a sale report. A line whose `item-status` (else `order-status`) is
// `Cancelled` is no sale.
import type { ReadOptions, ReportResult } from './read-report.ts';
import type { SaleReportLayout, SaleReportRow } from './marketplace-report.ts';
import { readSaleReport } from './marketplace-report.ts';

const layout: SaleReportLayout = {
  name: 'Amazon All Orders report',
  columns: [
    { key: 'orderId', headers: ['order-id', 'amazon-order-id'], required: true },
    { key: 'orderedOn', headers: ['purchase-date'], required: true },
    { key: 'sku', headers: ['sku'], required: true },
    { key: 'invoiceAmount', headers: ['item-price'], required: true },
    { key: 'quantity', headers: ['quantity-purchased', 'quantity'], required: true },
    { key: 'shipToName', headers: ['recipient-name'] },
    { key: 'addressLine1', headers: ['ship-address-1'] },
    { key: 'addressLine2', headers: ['ship-address-2'] },
    { key: 'city', headers: ['ship-city'] },
    { key: 'state', headers: ['ship-state'] },
    { key: 'pinCode', headers: ['ship-postal-code'] },
    { key: 'trackingID', headers: ['Tracking ID', 'tracking-number'] },
    { key: 'email', headers: ['buyer-email'] },
    { key: 'phone', headers: ['buyer-phone-number'] },
    // an Amazon Business order's GSTIN, in the tax report's layout (decision 331)
    { key: 'buyerGstin', headers: ['Customer Bill To Gstid', 'buyer-tax-registration-id'] },
    { key: 'status', headers: ['item-status', 'order-status'] },
  ],
};

export function readAmazonSaleReport(
  text: string,
  options: ReadOptions<SaleReportRow> = {},
): ReportResult<SaleReportRow> {
  return readSaleReport(text, layout, options);
}
