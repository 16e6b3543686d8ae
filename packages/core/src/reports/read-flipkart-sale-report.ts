// Flipkart sale uploads: the Seller Hub orders (dispatch) export, 37 columns, or a file with only the
// columns the old upload read. Quirks: `'4384…` guards, `NA` in the tax columns, `"Aug 26, 2026"`; a line
// whose `Order State` is `Cancelled` is no sale.
import type { ReadOptions, ReportResult } from './read-report.ts';
import type { SaleReportLayout, SaleReportRow } from './marketplace-report.ts';
import { readSaleReport } from './marketplace-report.ts';

const layout: SaleReportLayout = {
  name: 'Flipkart orders export',
  columns: [
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
    { key: 'marketplaceInvoiceNo', headers: ['Invoice No.', 'Invoice No'] },
    { key: 'marketplaceInvoiceDate', headers: ['Invoice Date (mm/dd/yy)'] },
    // a business order's GSTIN, in the Sales (GST) report and the returns report's layout (decision 331)
    { key: 'buyerGstin', headers: ['Business GST Number', 'Customer GSTIN'] },
    { key: 'cgstRate', headers: ['CGST'] },
    { key: 'sgstRate', headers: ['SGST'] },
    { key: 'igstRate', headers: ['IGST'] },
    { key: 'status', headers: ['Order State'] },
  ],
  invoiceDateMonthFirst: true,
};

export function readFlipkartSaleReport(
  text: string,
  options: ReadOptions<SaleReportRow> = {},
): ReportResult<SaleReportRow> {
  return readSaleReport(text, layout, options);
}
