// Little Kid and Trendy Handy, the two own web stores, export the same layout, so one set of specs
// reads both. Sales: Order Id, Order Date, Product sku, Payment Total, Product Quantity, Customer Name,
// Customer Email, Customer Phone, Awb Number. Returns: Order Id and Status. Payments (our own layout, as
// the stores' payment gateway gives no export of its own): Order Id, Payment Date, Amount Received.
import type { ReadOptions, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';
import type {
  PaymentReportRow,
  ReturnReportRow,
  SaleReportLayout,
  SaleReportRow,
} from './marketplace-report.ts';
import { cellReader, plainPayment, readSaleReport } from './marketplace-report.ts';

const saleLayout = (store: string): SaleReportLayout => ({
  name: `${store} orders export`,
  columns: [
    { key: 'orderId', headers: ['Order Id'], required: true },
    { key: 'orderedOn', headers: ['Order Date'], required: true },
    { key: 'sku', headers: ['Product sku'], required: true },
    { key: 'invoiceAmount', headers: ['Payment Total'], required: true },
    { key: 'quantity', headers: ['Product Quantity'], required: true },
    { key: 'shipToName', headers: ['Customer Name'] },
    { key: 'email', headers: ['Customer Email'] },
    { key: 'phone', headers: ['Customer Phone'] },
    { key: 'trackingID', headers: ['Awb Number'] },
  ],
});

type ReturnKey = 'orderId' | 'status' | 'sku' | 'returnDate';

/**
 * A store's order states that are no return: on a returns file (the spec's `Status` column is the
 * return type) such a row — the whole orders export uploaded as returns, say — is skipped, as a
 * Meesho orders export's non-return lines are. Any other status (Returned, RTO, Refunded, Damaged, …)
 * is the return's type.
 */
const NOT_RETURNED =
  /^(new|pending( payment)?|processing|on[- ]?hold|confirmed|packed|ready to (ship|dispatch)|manifested|pickup scheduled|picked up|shipped|dispatched|in[- ]?transit|out for delivery|delivered|completed|fulfill?ed|unfulfill?ed|paid|failed|cancell?ed|draft)$/i;

const returnSpec = (store: string): ReportSpec<ReturnKey, ReturnReportRow> => ({
  name: `${store} returns file`,
  columns: [
    { key: 'orderId', headers: ['Order Id'], required: true },
    { key: 'status', headers: ['Status'], required: true },
    { key: 'sku', headers: ['Product sku'] },
    { key: 'returnDate', headers: ['Return Date'] },
  ],
  mapRow(cells) {
    const c = cellReader(cells);
    const status = c.text('status');
    if (status !== null && NOT_RETURNED.test(status.trim())) return null;
    const orderId = c.required('orderId', 'order id');
    if (!orderId) return null;
    return { orderId, sku: c.text('sku'), returnType: status, returnDate: c.date('returnDate') };
  },
});

type PaymentKey = 'orderId' | 'date' | 'amount' | 'sku';

const paymentSpec = (store: string): ReportSpec<PaymentKey, PaymentReportRow> => ({
  name: `${store} payments file`,
  columns: [
    { key: 'orderId', headers: ['Order Id'], required: true },
    { key: 'date', headers: ['Payment Date'], required: true },
    { key: 'amount', headers: ['Amount Received', 'Amount'], required: true },
    { key: 'sku', headers: ['Product sku'] },
  ],
  mapRow(cells) {
    const c = cellReader(cells);
    const orderId = c.required('orderId', 'order id');
    const date = c.date('date', { required: true });
    const amount = c.amount('amount', { required: true });
    if (!orderId || amount === null) return null;
    return plainPayment(orderId, c.text('sku'), date, amount);
  },
});

const littleKidSale = saleLayout('Little Kid');
const trendyHandySale = saleLayout('Trendy Handy');
const littleKidReturn = returnSpec('Little Kid');
const trendyHandyReturn = returnSpec('Trendy Handy');
const littleKidPayment = paymentSpec('Little Kid');
const trendyHandyPayment = paymentSpec('Trendy Handy');

export const readLittleKidSaleReport = (text: string, options?: ReadOptions<SaleReportRow>) =>
  readSaleReport(text, littleKidSale, options);
export const readTrendyHandySaleReport = (text: string, options?: ReadOptions<SaleReportRow>) =>
  readSaleReport(text, trendyHandySale, options);
export const readLittleKidReturnReport = (text: string, options?: ReadOptions<ReturnReportRow>) =>
  readReport(text, littleKidReturn, options);
export const readTrendyHandyReturnReport = (text: string, options?: ReadOptions<ReturnReportRow>) =>
  readReport(text, trendyHandyReturn, options);
export const readLittleKidPaymentReport = (text: string, options?: ReadOptions<PaymentReportRow>) =>
  readReport(text, littleKidPayment, options);
export const readTrendyHandyPaymentReport = (text: string, options?: ReadOptions<PaymentReportRow>) =>
  readReport(text, trendyHandyPayment, options);
