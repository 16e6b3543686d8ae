import { CHANNEL_INFO, valueRowsToObjects, type Channel, type ValueRows } from '@seller-desk/core';
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

/**
 * The id of the file read, which names it to the next preview or store (decision 174), and what the
 * server says of how it read the file: a file that is not UTF-8 was read as Windows-1252 (decision 209).
 */
type Read<R> = R & { fileId: string; notice?: string };

/** What a store answers: the report's counts and how many lines it changed, without the preview's rows. */
export type StoredReport<K extends ReportKind> = Omit<ReportResults[K], 'rows'> & { stored: number };

/**
 * POST /files/reports/{kind}/{channel}?preview=true: the server reads the file and answers the report.
 * With `fileId` (a file this page had read), the server reads the file it kept under that id, which is
 * not sent again; the file itself is sent when the server no longer keeps it.
 */
export async function previewReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
  fileId?: string,
): Promise<Read<ReportResults[K]>> {
  // the rows come as values with their fields named once (decision 175)
  const { rowFields, rows, ...report } = await postReport<Record<string, unknown> & ValueRows>(
    kind,
    channel,
    file,
    { preview: true, fileId },
  );
  return { ...report, rows: valueRowsToObjects({ rowFields, rows }) } as unknown as Read<ReportResults[K]>;
}

/**
 * POST /files/reports/{kind}/{channel}: the server stores the file's new rows in one transaction and
 * answers the counts. The file is named by its `fileId` (its preview's), and sent itself only when the
 * server no longer keeps it; `onProgress` then follows its upload.
 */
export function storeReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
  fileId: string,
  onProgress?: (fraction: number) => void,
): Promise<Read<StoredReport<K>>> {
  return postReport(kind, channel, file, { preview: false, fileId, onProgress });
}

/**
 * The request of both: by the file's id when there is one, and with the file as the multipart field
 * `file` when there is none or the server answers that it does not keep that file any more.
 */
async function postReport<T>(
  kind: ReportKind,
  channel: Channel,
  file: File,
  options: { preview: boolean; fileId?: string | undefined; onProgress?: (fraction: number) => void },
): Promise<T> {
  const url = `/files/reports/${kind}/${CHANNEL_INFO[channel].slug}${options.preview ? '?preview=true' : ''}`;
  if (options.fileId) {
    try {
      return await send<T>(`${url}${options.preview ? '&' : '?'}file=${options.fileId}`, file.name, null);
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'NOT_FOUND' && e.field === 'file')) throw e;
    }
  }
  const form = new FormData();
  form.append('file', file, file.name);
  return send<T>(url, file.name, form, options.onProgress);
}

/** One POST with XMLHttpRequest, which reports the progress of what it sends. */
function send<T>(
  url: string,
  fileName: string,
  body: FormData | null,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', REQUESTED_WITH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError(`${fileName} could not be sent: the server cannot be reached`));
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
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | undefined)
        ?.error;
      reject(
        new ApiError(error?.message ?? `${fileName} was not read (the server answered ${xhr.status})`, {
          status: xhr.status,
          code: error?.code ?? `HTTP_${xhr.status}`,
          ...(error?.field ? { field: error.field } : {}),
        }),
      );
    };
    xhr.send(body);
  });
}
