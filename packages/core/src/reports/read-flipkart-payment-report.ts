// Flipkart payment uploads, in either accepted layout:
// - the plain file the old upload read: ORDER ID, DATE, BANK (what reached the bank);
// - the settlement ("settled transactions") report's Orders sheet: six preamble lines, a group-header
//   row, the header row (cells with newlines inside: "Bank Settlement Value (Rs.) \n= SUM(J:R)"), a
//   sub-header row, then one row per order item with every fee line, TCS and TDS.
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReportOneOf } from './read-report.ts';
import type { PaymentReportRow } from './marketplace-report.ts';
import { cellReader, plainPayment, withheld } from './marketplace-report.ts';

type SettlementKey =
  | 'orderId'
  | 'sku'
  | 'paymentDate'
  | 'bank'
  | 'sale'
  | 'marketplaceFee'
  | 'commission'
  | 'fixedFee'
  | 'collectionFee'
  | 'shippingFee'
  | 'reverseShippingFee'
  | 'gstOnFees'
  | 'tcs'
  | 'tds'
  | 'returnType';

const settlementColumns: readonly ReportColumn<SettlementKey>[] = [
  { key: 'orderId', headers: ['Order ID'], required: true },
  {
    key: 'bank',
    headers: ['Bank Settlement Value (Rs.) = SUM(J:R)', 'Bank Settlement Value (Rs.)'],
    required: true,
  },
  { key: 'paymentDate', headers: ['Payment Date'], required: true },
  { key: 'sku', headers: ['Seller SKU'] },
  { key: 'sale', headers: ['Sale Amount (Rs.)'] },
  { key: 'marketplaceFee', headers: ['Marketplace Fee (Rs.) = SUM (V:AI)', 'Marketplace Fee (Rs.)'] },
  { key: 'commission', headers: ['Commission (Rs.)'] },
  { key: 'fixedFee', headers: ['Fixed Fee (Rs.)'] },
  { key: 'collectionFee', headers: ['Collection Fee (Rs.)'] },
  { key: 'shippingFee', headers: ['Shipping Fee (Rs.)'] },
  { key: 'reverseShippingFee', headers: ['Reverse Shipping Fee (Rs.)'] },
  { key: 'gstOnFees', headers: ['GST on MP Fees (Rs.)'] },
  { key: 'tcs', headers: ['TCS (Rs.)'] },
  { key: 'tds', headers: ['TDS (Rs.)'] },
  { key: 'returnType', headers: ['Return Type'] },
];

const settlementSpec: ReportSpec<SettlementKey, PaymentReportRow> = {
  name: 'Flipkart settlement report (Orders sheet)',
  columns: settlementColumns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.text('orderId');
    // The sub-header row under the header ("Total (Rs.)", "Free Shipping Offer (Rs.)") has no order.
    if (orderId === null) return null;
    const amountReceived = c.amount('bank', { required: true });
    if (amountReceived === null) return null;
    const fee = (key: SettlementKey) => c.amount(key);
    return {
      orderId,
      sku: c.text('sku'),
      paymentDate: c.date('paymentDate', { required: true }),
      amountReceived,
      saleAmount: fee('sale'),
      fees: {
        commission: fee('commission'),
        fixedFee: fee('fixedFee'),
        collectionFee: fee('collectionFee'),
        shippingFee: fee('shippingFee'),
        reverseShippingFee: fee('reverseShippingFee'),
        gstOnFees: fee('gstOnFees'),
        totalFees: fee('marketplaceFee'),
      },
      tcs: withheld(fee('tcs')),
      tds: withheld(fee('tds')),
      rowType: c.text('returnType') ?? 'Sale',
    };
  },
};

type PlainKey = 'orderId' | 'paymentDate' | 'bank';

const plainSpec: ReportSpec<PlainKey, PaymentReportRow> = {
  name: 'Flipkart payment file (ORDER ID, DATE, BANK)',
  columns: [
    { key: 'orderId', headers: ['ORDER ID'], required: true },
    { key: 'paymentDate', headers: ['DATE'], required: true },
    { key: 'bank', headers: ['BANK'], required: true },
  ],
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    const paymentDate = c.date('paymentDate', { required: true });
    const bank = c.amount('bank', { required: true });
    if (!orderId || bank === null) return null;
    return plainPayment(orderId, null, paymentDate, bank);
  },
};

export function readFlipkartPaymentReport(
  text: string,
  options: ReadOptions<PaymentReportRow> = {},
): ReportResult<PaymentReportRow> {
  return readReportOneOf(text, [settlementSpec, plainSpec], options);
}
