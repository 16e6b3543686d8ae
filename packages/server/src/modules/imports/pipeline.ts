// The one pipeline every import runs on (issue 36, item 3): a stored report file → the registry's reader,
// part by part → the kind's mapping of rows to ledger writes (sale.ts, return.ts, payment.ts) → one audit
// row. Here are the parts the kinds share: what an import is given, how a file or a row is refused, and
// the audit row of an upload.
import {
  indiaDate,
  otherMarketplaceReport,
  rowsWholeOrRefused,
  type Channel,
  type InvoiceIssue,
  type MarketplaceReportKind,
  type MissingOrder,
  type ReportProblem,
  type ReportResult,
  type UploadOutcome,
  type ValueRows,
} from '@seller-desk/core';
import type { AuditEntry } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError } from '../../shared/errors.ts';
import type { JsonList } from '../../shared/json-stream.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import type { PricingData } from '../listings/listings.service.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { OrderLineRecord } from '../ledger/order-lines.repository.ts';
import type { createReportReader, ReportFile } from './report-reader.ts';
import type { ImportsStore } from './imports.store.ts';

export type ReportReader = ReturnType<typeof createReportReader>;

/** What every import works with (app.ts gives the database's; the unit tests memory's). */
export interface ImportPorts {
  /** The ledger for reads, and the transaction of a return's or payment's store. */
  store: UnitOfWork<ImportsStore>;
  /**
   * The transaction of a sale's store: on SQLite a connection of its own (DatabaseHandle.bulk), so that
   * other requests read on while it writes, a slice at a time (decision 196).
   */
  bulk: UnitOfWork<ImportsStore>;
  clock: Clock;
  listings: Pick<ListingsService, 'bySkus'>;
  /** The fee schedules and GST rules a sale's lines are priced with (modules/ledger/line-pricer.ts). */
  pricing: PricingData;
  reader: ReportReader;
}

/** One import: which channel's report, the stored file, whether to store or only preview, and who. */
export interface ImportRequest {
  channel: Channel;
  file: ReportFile;
  store: boolean;
  actor: SessionUser;
  /** Told of the rows read so far, as the file is read (a job's progress). */
  onProgress?: (done: number, total?: number | null) => void;
}

/** A preview's rows as the server holds them: values, or (a sale's) JSON written while the file was read. */
export type PreviewRows = ValueRows['rows'] | JsonList;

/** The preview's rows, made only for a preview (`stored` undefined), or a store's count. */
export const outcome = (
  stored: number | undefined,
  rows: () => { rowFields: readonly string[]; rows: PreviewRows },
): UploadOutcome<PreviewRows> => (stored === undefined ? rows() : { stored });

export const todayInIndia = (clock: Clock) => indiaDate(clock.now());

/**
 * A file-level problem (empty, another report, a broken quote) refuses the whole file, in one message
 * naming where it is ("Line 4, Ship to name: A quoted cell is not closed …"); a file that is another
 * marketplace report says which, and where it is uploaded (core's otherMarketplaceReport, which reads the
 * file's head).
 */
export function refuseUnreadable<T>(
  result: Pick<ReportResult<T>, 'problems'>,
  channel: Channel,
  kind: MarketplaceReportKind,
  file: Pick<ReportFile, 'head'>,
): void {
  const fileProblem = result.problems.find((p) => p.wholeFile);
  if (!fileProblem) return;
  const where = [fileProblem.line > 1 ? `Line ${fileProblem.line}` : null, fileProblem.column ?? null]
    .filter((w) => w !== null)
    .join(', ');
  const goes =
    fileProblem.wholeFile === 'another report' ? otherMarketplaceReport(file.head, channel, kind) : null;
  const message = [where ? `${where}: ${fileProblem.message}` : fileProblem.message, goes]
    .filter((m) => m !== null)
    .join(' ');
  throw new DomainError('BAD_USER_INPUT', message, { field: 'file' });
}

/**
 * A whole read of a small report (a return's or payment's): refused whole, or its rows without those
 * refused (core's `rowsWholeOrRefused`).
 */
export async function readWholeRows<K extends 'return' | 'payment'>(
  ports: Pick<ImportPorts, 'reader'>,
  kind: K,
  { channel, file, onProgress }: Pick<ImportRequest, 'channel' | 'file' | 'onProgress'>,
) {
  const read = await ports.reader.read(channel, kind, file);
  refuseUnreadable(read, channel, kind, file);
  onProgress?.(read.rows.length, read.rows.length);
  return rowsWholeOrRefused(read);
}

/**
 * A row the reader refused, as the answer lists it. The row is named by `line` beside the reason (the
 * screen's Line column), so the reason names only the column: "Quantity: "two" is not a whole number of
 * pieces." A whole file refused is a message alone, and names its line (refuseUnreadable).
 */
export const problemIssue = (p: ReportProblem): InvoiceIssue => ({
  orderId: p.orderId ?? null,
  sku: p.sku ?? null,
  line: p.line,
  column: p.column ?? null,
  reason: p.column ? `${p.column}: ${p.message}` : p.message,
});

/** A row the reader refused, as a return's or payment's answer lists it. */
export const problemMissing = (p: ReportProblem): MissingOrder => ({
  orderId: p.orderId ?? null,
  line: p.line,
  reason: problemIssue(p).reason,
});

/** The file's rows: those read, and each line the reader refused once. */
export const rowsInFile = (read: { rows: readonly unknown[]; problems: readonly ReportProblem[] }) =>
  read.rows.length + new Set(read.problems.map((p) => p.line)).size;

/**
 * The one audit row of an upload (`channel:kind`), listing its file's lines as "orderId/sku", at the
 * instant it stamps the lines with. A line's history finds it (decision 130): a sale's row is the one of
 * the instant its lines were stored (their created_at, which nothing changes), so a sale writes it alone;
 * a return or payment links each line it changed to its row.
 */
export const uploadAudit = (
  at: string,
  actor: SessionUser,
  channel: Channel,
  kind: MarketplaceReportKind,
  lines: readonly Pick<OrderLineRecord, 'orderId' | 'sku'>[],
): AuditEntry => ({
  at,
  userId: actor.id,
  entity: 'order_line',
  entityId: `${channel}:${kind}`,
  action: 'upload',
  before: null,
  // the count first, then the list: History reads only the head of this text (core's uploadAfterOfHead)
  after: { stored: lines.length, orders: lines.map((l) => `${l.orderId}/${l.sku}`) },
});

/** The stored lines of a return's or payment's orders, by order id. */
export type LinesByOrder = Map<string, OrderLineRecord[]>;

export const groupByOrder = (lines: readonly OrderLineRecord[]): LinesByOrder => {
  const map: LinesByOrder = new Map();
  for (const l of lines) map.set(l.orderId, [...(map.get(l.orderId) ?? []), l]);
  return map;
};

/** The stored lines a report row names: every line of the order, or only its SKU's when given. */
export const linesOf = (byOrder: LinesByOrder, orderId: string, sku: string | null) =>
  (byOrder.get(orderId) ?? []).filter((l) => sku === null || l.sku === sku);

/** The SKUs an order's stored lines have, for a row that names another (core's notStoredReason). */
export const skusOf = (byOrder: LinesByOrder, orderId: string) =>
  (byOrder.get(orderId) ?? []).map((l) => l.sku);
