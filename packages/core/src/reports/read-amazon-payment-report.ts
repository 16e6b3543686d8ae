// Amazon payment uploads: the India "Date Range" transaction report, in both variants (tab separated
// since 2025, or comma and quotes), each with a preamble whose text differs. Rows without an order
// (Service Fee, Transfer) are account-level and skipped; an order may have several rows (Order,
// Refund, SAFE-T Reimbursement), which the payment flow adds up.
import type { ReadOptions, ReportColumn, ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type { PaymentReportRow } from './marketplace-report.ts';
import { cellReader, withheld } from './marketplace-report.ts';

type Key =
  | 'paymentDate'
  | 'type'
  | 'orderId'
  | 'sku'
  | 'productSales'
  | 'shippingCredits'
  | 'giftWrapCredits'
  | 'promotionalRebates'
  | 'taxLiable'
  | 'tcsCgst'
  | 'tcsSgst'
  | 'tcsIgst'
  | 'tds'
  | 'sellingFees'
  | 'fbaFees'
  | 'otherTransactionFees'
  | 'total';

const columns: readonly ReportColumn<Key>[] = [
  { key: 'paymentDate', headers: ['date/time'], required: true },
  { key: 'type', headers: ['type'], required: true },
  { key: 'orderId', headers: ['order id'], required: true },
  { key: 'total', headers: ['total'], required: true },
  { key: 'sku', headers: ['Sku'] },
  { key: 'productSales', headers: ['product sales'] },
  { key: 'shippingCredits', headers: ['shipping credits'] },
  { key: 'giftWrapCredits', headers: ['gift wrap credits'] },
  { key: 'promotionalRebates', headers: ['promotional rebates'] },
  { key: 'taxLiable', headers: ['Total sales tax liable(GST before adjusting TCS)'] },
  { key: 'tcsCgst', headers: ['TCS-CGST'] },
  { key: 'tcsSgst', headers: ['TCS-SGST'] },
  { key: 'tcsIgst', headers: ['TCS-IGST'] },
  { key: 'tds', headers: ['TDS (Section 194-O)'] },
  { key: 'sellingFees', headers: ['selling fees'] },
  { key: 'fbaFees', headers: ['fba fees'] },
  { key: 'otherTransactionFees', headers: ['other transaction fees'] },
];

/** Adds the amounts present; null when none is. */
function sum(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.round(present.reduce((a, b) => a + b, 0) * 1000) / 1000;
}

const spec: ReportSpec<Key, PaymentReportRow> = {
  name: 'Amazon date range transaction report',
  columns,
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.text('orderId');
    if (orderId === null) return null;
    const total = c.amount('total', { required: true });
    if (total === null) return null;
    const fees = [c.amount('sellingFees'), c.amount('fbaFees'), c.amount('otherTransactionFees')];
    return {
      orderId,
      sku: c.text('sku'),
      paymentDate: c.date('paymentDate'),
      amountReceived: total,
      saleAmount: sum([
        c.amount('productSales'),
        c.amount('shippingCredits'),
        c.amount('giftWrapCredits'),
        c.amount('promotionalRebates'),
        c.amount('taxLiable'),
      ]),
      fees: {
        commission: fees[0] ?? null,
        fixedFee: null,
        collectionFee: null,
        shippingFee: fees[1] ?? null,
        reverseShippingFee: null,
        gstOnFees: null,
        totalFees: sum(fees),
      },
      tcs: withheld(sum([c.amount('tcsCgst'), c.amount('tcsSgst'), c.amount('tcsIgst')])),
      tds: withheld(c.amount('tds')),
      rowType: c.text('type'),
    };
  },
};

export function readAmazonPaymentReport(
  text: string,
  options: ReadOptions<PaymentReportRow> = {},
): ReportResult<PaymentReportRow> {
  return readReport(text, spec, options);
}
