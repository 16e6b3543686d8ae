import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { ApiError, REQUESTED_WITH, reportUnauthenticated } from '../../../lib/http.ts';
import type { ReportKind } from '../report-screens.ts';

export interface InvoiceIssue {
  orderId: string | null;
  sku: string | null;
  line: number;
  column: string | null;
  reason: string;
}

export interface SaleRow {
  line: number;
  orderedOn: string;
  orderId: string;
  sku: string;
  invoiceAmount: number;
  quantity: number;
  shipToName: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  trackingID: string | null;
  purchaseCost: number;
  marketplaceFee: number;
  settlement: number;
  profit: number;
  saleType: string;
}

export interface SaleResult {
  totalInvoices: number;
  validSkuInvoices: number;
  newInvoices: number;
  invoicesWithIssues: InvoiceIssue[];
  alreadyUploaded: { orderId: string; sku: string }[];
  billDates: string[];
  rows: SaleRow[];
}

export interface MissingOrder {
  orderId: string | null;
  line: number;
  reason: string;
}

export interface ReturnResult {
  totalReturnOrders: number;
  validReturnOrders: number;
  invalidReturnOrders: number;
  orderIdMissing: MissingOrder[];
  /** Lines the file names that were marked returned before: nothing to store, nothing wrong. */
  alreadyReturned: { line: number; orderId: string; sku: string }[];
  rows: {
    line: number;
    orderId: string;
    sku: string;
    returnType: string | null;
    returnDate: string;
    billDate: string;
  }[];
}

export interface PaymentResult {
  totalPaymentRows: number;
  validPaymentOrders: number;
  /** Of the valid lines, those whose payments in this file were all recorded before. */
  alreadyRecorded: number;
  invalidPaymentOrders: number;
  orderIdMissing: MissingOrder[];
  rows: {
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
    /** Every payment of this line in the file was recorded before. */
    alreadyRecorded: boolean;
  }[];
}

export interface ReportResults {
  sale: SaleResult;
  return: ReturnResult;
  payment: PaymentResult;
}

/** What a store answers: the report's counts and how many lines it changed, without the preview's rows. */
export type StoredReport<K extends ReportKind> = Omit<ReportResults[K], 'rows'> & { stored: number };

/** POST /files/reports/{kind}/{channel}?preview=true: the server reads the file and answers the report. */
export function previewReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
): Promise<ReportResults[K]> {
  return postReport(kind, channel, file, { preview: true });
}

/**
 * POST /files/reports/{kind}/{channel}: the server stores the file's new rows in one transaction and
 * answers the counts. `onProgress` follows the file's upload.
 */
export function storeReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<StoredReport<K>> {
  return postReport(kind, channel, file, { preview: false, onProgress });
}

/** The request of both, with the file as the multipart field `file`; XMLHttpRequest reports the progress. */
function postReport<T>(
  kind: ReportKind,
  channel: Channel,
  file: File,
  options: { preview: boolean; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      `/files/reports/${kind}/${CHANNEL_INFO[channel].slug}${options.preview ? '?preview=true' : ''}`,
    );
    xhr.setRequestHeader('X-Requested-With', REQUESTED_WITH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError(`${file.name} could not be sent: the server cannot be reached`));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) reportUnauthenticated();
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(error?.message ?? `${file.name} was not read (the server answered ${xhr.status})`, {
          status: xhr.status,
          code: error?.code ?? `HTTP_${xhr.status}`,
        }),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
