// Meesho payment uploads: the payments workbook's Order Payments sheet. Some fee headers repeat or
// come in two spellings; the first of each is read.
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { PaymentReportRow } from './marketplace-report.ts';
import { cellReader, withheld } from './marketplace-report.ts';

type Key =
  | 'orderId'
  | 'sku'
  | 'paymentDate'
  | 'settlement'
  | 'sale'
  | 'commission'
  | 'fixedFee'
  | 'shipping'
  | 'returnShipping'
  | 'tcs'
  | 'tds'
  | 'status';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'orderId', headers: ['Sub Order No'], required: true },
  { key: 'settlement', headers: ['Final Settlement Amount'], required: true },
  { key: 'paymentDate', headers: ['Payment Date'], required: true },
  { key: 'sku', headers: ['Supplier SKU', 'SKU'] },
  { key: 'sale', headers: ['Total Sale Amount (Incl. Shipping & GST)'] },
  { key: 'commission', headers: ['Meesho Commission (Incl. GST)'] },
  { key: 'fixedFee', headers: ['Fixed Fee (Incl. GST)'] },
  { key: 'shipping', headers: ['Shipping Charge (Incl. GST)'] },
  { key: 'returnShipping', headers: ['Return Shipping Charge (Incl. GST)'] },
  { key: 'tcs', headers: ['TCS'] },
  { key: 'tds', headers: ['TDS'] },
  { key: 'status', headers: ['Live Order Status'] },
];

const spec: ReportSpec<Key, PaymentReportRow> = {
  name: 'Meesho payments report (Order Payments sheet)',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'sub order number');
    const amountReceived = c.amount('settlement', { required: true });
    if (!orderId || amountReceived === null) return null;
    const commission = c.amount('commission');
    const fixedFee = c.amount('fixedFee');
    const shippingFee = c.amount('shipping');
    const reverseShippingFee = c.amount('returnShipping');
    const present = [commission, fixedFee, shippingFee, reverseShippingFee].filter((v) => v !== null);
    return {
      orderId,
      sku: c.text('sku'),
      paymentDate: c.date('paymentDate', { required: true }),
      amountReceived,
      saleAmount: c.amount('sale'),
      fees: {
        commission,
        fixedFee,
        collectionFee: null,
        shippingFee,
        reverseShippingFee,
        gstOnFees: null,
        totalFees: present.length ? Math.round(present.reduce((a, b) => a + b, 0) * 100) / 100 : null,
      },
      tcs: withheld(c.amount('tcs')),
      tds: withheld(c.amount('tds')),
      rowType: c.text('status'),
    };
  },
};

export function readMeeshoPaymentReport(
  text: string,
  options: ReadOptions<PaymentReportRow> = {},
): ReportResult<PaymentReportRow> {
  return readReport(text, spec, options);
}
