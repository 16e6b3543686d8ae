import {
  CHANNEL_INFO,
  valueRowsToObjects,
  type Channel,
  type ImportFileRead,
  type ImportPreview,
  type ImportPreviewAnswer,
  type ImportPreviewRows,
  type ImportReports,
  type ImportStoreAnswer,
  type SalePreviewRow,
} from '@seller-desk/core';
import { ApiError } from '../../../lib/http.ts';
import { uploadFile } from '../../../lib/upload.ts';
import type { ReportKind } from '../report-screens.ts';

// An import's answer is typed once, in core (core/src/imports), for the server that builds it and this
// screen that reads it: a field misspelt on either side fails the typecheck.

/** A sale row of the preview grid. */
export type SaleRow = SalePreviewRow;

/** Each kind's preview: its counts, and its rows as objects. */
export type ReportResults = { [K in ReportKind]: ImportReports[K] & { rows: ImportPreviewRows[K][] } };
export type SaleResult = ReportResults['sale'];
export type ReturnResult = ReportResults['return'];
export type PaymentResult = ReportResults['payment'];

/**
 * The id of the file read, which names it to the next preview or store (decision 174), and what the
 * server says of how it read the file: a file that is not UTF-8 was read as Windows-1252 (decision 209).
 */
type Read<R> = R & ImportFileRead;

/**
 * What a store answers, the result of its job (decision 217): the report's counts and how many lines it
 * changed, without the preview's rows, and the id of the file it read.
 */
export type StoreJobResult = ImportStoreAnswer<ReportKind>;

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
): Promise<Read<ReportResults[K]>>;
export async function previewReport<K extends ReportKind>(
  kind: K,
  channel: Channel,
  file: File,
  fileId?: string,
): Promise<ImportPreview<K>> {
  const answer = await postReport<ImportPreviewAnswer<K>>(kind, channel, file, { preview: true, fileId });
  // the rows come as values with their fields named once (decision 175): here each as its object
  const preview = { ...answer, rows: valueRowsToObjects<ImportPreviewRows[K]>(answer) };
  return preview;
}

/**
 * Starts the store of the file as a job (decision 217): the server answers at once with the job's id,
 * which the screen follows (useJob) to the store's counts (StoreJobResult). The file is named by its
 * `fileId` (its preview's), and sent itself only when the server no longer keeps it; `onProgress` then
 * follows its upload.
 */
export function startStoreJob(
  kind: ReportKind,
  channel: Channel,
  file: File,
  fileId: string,
  onProgress?: (fraction: number) => void,
): Promise<{ jobId: string }> {
  return postReport<{ jobId: string }>(kind, channel, file, {
    preview: false,
    fileId,
    onProgress,
    async: true,
  });
}

/**
 * The request of both: by the file's id when there is one, and with the file as the multipart field
 * `file` when there is none or the server answers that it does not keep that file any more.
 */
async function postReport<T extends object>(
  kind: ReportKind,
  channel: Channel,
  file: File,
  options: {
    preview: boolean;
    fileId?: string | undefined;
    onProgress?: (fraction: number) => void;
    /** answered at once with the import job's id (Prefer: respond-async) */
    async?: boolean;
  },
): Promise<T> {
  const prefer = options.async ? 'respond-async' : undefined;
  const url = `/files/reports/${kind}/${CHANNEL_INFO[channel].slug}${options.preview ? '?preview=true' : ''}`;
  if (options.fileId) {
    try {
      return await uploadFile<T>(`${url}${options.preview ? '&' : '?'}file=${options.fileId}`, file, {
        sendFile: false,
        prefer,
        failed: 'read',
      });
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'NOT_FOUND' && e.field === 'file')) throw e;
    }
  }
  return uploadFile<T>(url, file, { onProgress: options.onProgress, prefer, failed: 'read' });
}
