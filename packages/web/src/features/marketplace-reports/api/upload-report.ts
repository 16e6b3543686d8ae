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
  stored?: number;
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
  rows: {
    line: number;
    orderId: string;
    sku: string;
    returnType: string | null;
    returnDate: string;
    billDate: string;
  }[];
  stored?: number;
}

export interface PaymentResult {
  totalPaymentRows: number;
  validPaymentOrders: number;
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
  }[];
  stored?: number;
}

export interface ReportResults {
  sale: SaleResult;
  return: ReturnResult;
  payment: PaymentResult;
}

/**
 * POST /files/reports/{kind}/{channel}[?preview=true] with the file (multipart field `file`). The
 * server reads the file and answers the report; without preview it also stores the new rows in one
 * transaction. XMLHttpRequest reports the upload's progress.
 */
export function uploadReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
  options: { preview: boolean; onProgress?: (fraction: number) => void },
): Promise<ReportResults[K]> {
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
        resolve(body as ReportResults[K]);
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
