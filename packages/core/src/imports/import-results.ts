// What an import of a marketplace report answers (docs/ledger.md, decision 105): the report's counts
// and problems, and either the rows a preview would store or how many lines a store changed. The server
// builds these types and the web app reads them: one definition, so a field misspelt on either side fails
// the typecheck. Money in rupees: these are the wire's values.
import type { MarketplaceReportKind } from '../reports/marketplace-report.ts';
import type { ValueRows } from '../reports/value-rows.ts';

/** A sale row the import refused, named by its line in the file (and the column, when one is at fault). */
export interface InvoiceIssue {
  orderId: string | null;
  sku: string | null;
  line: number;
  column: string | null;
  reason: string;
}

/** A return or payment row that marks or pays no stored line, and why. */
export interface MissingOrder {
  orderId: string | null;
  line: number;
  reason: string;
}

/** A sale row as the preview grid shows it (rupees). */
export interface SalePreviewRow {
  line: number;
  orderedOn: string;
  orderId: string;
  sku: string;
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
  purchaseCost: number;
  marketplaceFee: number;
  settlement: number;
  profit: number;
  saleType: string;
  /** a line returned to origin (RTO) in the sale report: its status, stored with its return; else null */
  returnType: string | null;
}

/** A stored line a return report marks returned, as the preview grid shows it. */
export interface ReturnPreviewRow {
  line: number;
  orderId: string;
  sku: string;
  returnType: string | null;
  returnDate: string;
  billDate: string;
}

/** A stored line with the payments a payment report records for it, as the preview grid shows it (rupees). */
export interface PaymentPreviewRow {
  orderId: string;
  sku: string;
  billDate: string;
  paymentDate: string | null;
  amountReceived: number;
  expectedSettlement: number | null;
  tcs: number | null;
  tds: number | null;
  reportedFees: number | null;
  marketplaceFee: number | null;
  /** Every payment of this line in the file was recorded before: storing changes nothing. */
  alreadyRecorded: boolean;
}

/** Every field of a row type, in the order an answer gives its values (the type checks that all are named). */
const fieldsOf = <T>(fields: Record<keyof T, true>) => Object.keys(fields) as (keyof T & string)[];

export const RETURN_PREVIEW_FIELDS = fieldsOf<ReturnPreviewRow>({
  line: true,
  orderId: true,
  sku: true,
  returnType: true,
  returnDate: true,
  billDate: true,
});

export const PAYMENT_PREVIEW_FIELDS = fieldsOf<PaymentPreviewRow>({
  orderId: true,
  sku: true,
  billDate: true,
  paymentDate: true,
  amountReceived: true,
  expectedSettlement: true,
  tcs: true,
  tds: true,
  reportedFees: true,
  marketplaceFee: true,
  alreadyRecorded: true,
});

/** A sale report's counts: its rows, those whose SKU a listing prices, the new ones, and the refused. */
export interface SaleImportReport {
  totalInvoices: number;
  validSkuInvoices: number;
  newInvoices: number;
  invoicesWithIssues: InvoiceIssue[];
  alreadyUploaded: { orderId: string; sku: string }[];
  billDates: string[];
}

export interface ReturnImportReport {
  totalReturnOrders: number;
  validReturnOrders: number;
  invalidReturnOrders: number;
  orderIdMissing: MissingOrder[];
  /** Lines the file names that were marked returned before: nothing to store, nothing wrong. */
  alreadyReturned: { line: number; orderId: string; sku: string }[];
}

export interface PaymentImportReport {
  totalPaymentRows: number;
  validPaymentOrders: number;
  /** Of the valid lines, those whose payments in this file were all recorded before. */
  alreadyRecorded: number;
  invalidPaymentOrders: number;
  orderIdMissing: MissingOrder[];
}

/** Each kind's counts and preview row. */
export interface ImportReports {
  sale: SaleImportReport;
  return: ReturnImportReport;
  payment: PaymentImportReport;
}
export interface ImportPreviewRows {
  sale: SalePreviewRow;
  return: ReturnPreviewRow;
  payment: PaymentPreviewRow;
}

/**
 * What an import answers besides the report's counts: a preview the rows it would store, as values with
 * their fields named once (decision 175); a store how many lines it changed (the screen previews the file
 * again to show what is stored now, so the rows would be sent for nothing). `Rows` is how the rows are
 * held: the server may hold them as JSON already written.
 */
export type UploadOutcome<Rows = ValueRows['rows']> =
  | { rowFields: readonly string[]; rows: Rows; stored?: never }
  | { stored: number; rowFields?: never; rows?: never };

export type SaleUploadResult<Rows = ValueRows['rows']> = SaleImportReport & UploadOutcome<Rows>;
export type ReturnUploadResult<Rows = ValueRows['rows']> = ReturnImportReport & UploadOutcome<Rows>;
export type PaymentUploadResult<Rows = ValueRows['rows']> = PaymentImportReport & UploadOutcome<Rows>;

/**
 * How the server read the file, beside every answer: the id of the stored file, which names it to the
 * next preview or store (decision 174), and a notice when it was not UTF-8 (decision 209).
 */
export interface ImportFileRead {
  fileId: string;
  notice?: string | undefined;
}

/** A preview as the HTTP answer sends it: the counts, the rows as values, and the file read. */
export type ImportPreviewAnswer<K extends MarketplaceReportKind> = ImportReports[K] &
  ValueRows &
  ImportFileRead;

/** A store as the HTTP answer sends it: the counts, how many lines it changed, and the file read. */
export type ImportStoreAnswer<K extends MarketplaceReportKind> = ImportReports[K] & {
  stored: number;
} & ImportFileRead;

/** A preview with its rows as objects, as a screen shows it. */
export type ImportPreview<K extends MarketplaceReportKind> = ImportReports[K] & {
  rows: ImportPreviewRows[K][];
} & ImportFileRead;
