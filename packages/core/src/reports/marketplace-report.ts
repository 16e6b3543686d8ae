// The rows every marketplace sale, return and payment reader produces, whatever the channel's own
// layout. Amounts are rupees as the file writes them (the server keeps them in paise); dates are
// yyyy-MM-dd in India's time zone. The readers' shared parts are files of their own, exported from here:
// report dates (report-dates.ts), cell helpers (report-cells.ts), the sale reader (sale-report.ts) and
// the reasons a return or payment row is refused (row-reasons.ts).
import type { ReportResult } from './read-report.ts';

export { parseReportDate } from './report-dates.ts';
export { cellReader, plainPayment, rowsWholeOrRefused, withheld } from './report-cells.ts';
export {
  orderDateProblem,
  readSaleReport,
  withOrderDatesChecked,
  type SaleColumn,
  type SaleReportLayout,
} from './sale-report.ts';
export { notStoredReason, paymentDateReason, repeatedRowReason, returnDateReason } from './row-reasons.ts';

export type MarketplaceReportKind = 'sale' | 'return' | 'payment';

/** One sold order line as a sale report gives it (docs/ledger.md, "Bill/order row"). */
export interface SaleReportRow {
  orderId: string;
  sku: string;
  /** The order date (yyyy-MM-dd): the line's bill date. */
  orderedOn: string;
  /** The amount the customer paid for the line, GST included. */
  invoiceAmount: number;
  quantity: number;
  shipToName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  trackingID: string | null;
  email: string | null;
  phone: string | null;
  /** The marketplace's own tax invoice for the line, where the report gives it. */
  marketplaceInvoiceNo: string | null;
  /** The buyer's GSTIN on a B2B order, where the report gives it (upper case, as written). */
  buyerGstin: string | null;
  marketplaceInvoiceDate: string | null;
  /** GST rates (%) the marketplace charged, where the report gives them. */
  cgstRate: number | null;
  sgstRate: number | null;
  igstRate: number | null;
  /**
   * A line whose status says the courier brought it back to origin (Meesho's `RTO_COMPLETE`): the
   * status, stored as the line's return type with the line returned; absent or null for a sale.
   */
  returnType?: string | null;
}

/** One returned order line: the order it belongs to, the kind of return and when. */
export interface ReturnReportRow {
  orderId: string;
  /** Null where the report names only the order. */
  sku: string | null;
  returnType: string | null;
  returnDate: string | null;
}

/** The fee lines a payment report gives for a line, as the marketplace charged them (negative = deducted). */
export interface ReportedFees {
  commission: number | null;
  fixedFee: number | null;
  collectionFee: number | null;
  shippingFee: number | null;
  reverseShippingFee: number | null;
  /** GST on the marketplace's fees. */
  gstOnFees: number | null;
  /** Every fee line together (Flipkart's "Marketplace Fee", Amazon's selling + FBA + other fees). */
  totalFees: number | null;
}

/** One payment of an order line. */
export interface PaymentReportRow {
  orderId: string;
  sku: string | null;
  paymentDate: string | null;
  /** What reached the bank for the line (negative for a return's deduction). */
  amountReceived: number;
  /** The sale amount the payment was computed from, where given. */
  saleAmount: number | null;
  fees: ReportedFees | null;
  /** GST TCS (section 52) and income-tax TDS (section 194-O) withheld, as positive amounts. */
  tcs: number | null;
  tds: number | null;
  /** The marketplace's own word for the row: `Order`, `Refund`, `Customer Return`… */
  rowType: string | null;
}

export interface MarketplaceReportRows {
  sale: SaleReportRow;
  return: ReturnReportRow;
  payment: PaymentReportRow;
}

export type MarketplaceReader<K extends MarketplaceReportKind> = (
  text: string,
) => ReportResult<MarketplaceReportRows[K]>;
