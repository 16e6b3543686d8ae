// Sale, return and payment uploads (docs/order-lines.md): the server reads the file with core's reader
// for the channel and kind, works out what the file would change, and — unless it is a preview —
// changes it in one transaction. Every order line is stored once: the unique (channel, order id, SKU)
// key decides, so a re-upload or two uploads at the same moment store nothing twice.
import { orderLinePaymentsRepository } from '../ledger/order-line-payments.repository.ts';
import { repricingRepository } from '../ledger/repricing.repository.ts';
import {
  CHANNEL_INFO,
  feeScheduleKey,
  addKnown,
  indiaDate,
  notStoredReason,
  otherMarketplaceReport,
  paymentEntryKey,
  repeatedRowReason,
  paymentDateReason,
  returnDateReason,
  withOrderDatesChecked,
  paymentOfEntries,
  type FeeScheduleVersion,
  type PaymentEntry,
  rowsWholeOrRefused,
  rupeesToPaise,
  objectsToValueRows,
  toValueRows,
  type ValueRowFields,
  type ValueRows,
  type Channel,
  type MarketplaceReportKind,
  type PaymentReportRow,
  type ReportProblem,
  type ReportResult,
  type ReturnReportRow,
  type SaleReportRow,
} from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import { writeAudit, writeAuditOfLines, type AuditEntry } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError } from '../../shared/errors.ts';
import { JsonList } from '../../shared/json-stream.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction, type Executor } from '../../shared/transaction.ts';
import { mapInTurns } from '../../shared/turns.ts';
import type { ListingView } from '../listings/listing-view.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { NewLineFields, OrderLineRecord, OrderLineValues } from '../ledger/order-lines.repository.ts';
import { orderLinesRepository } from '../ledger/order-lines.repository.ts';
import { paymentColumnsOf } from '../ledger/order-lines.service.ts';
import { pricedColumns, pricerOf, type PricedLine } from '../ledger/line-pricer.ts';
import type { PricingData } from '../listings/listings.service.ts';
import { createReportReader, type ReportFile } from './report-reader.ts';

export interface InvoiceIssue {
  orderId: string | null;
  sku: string | null;
  line: number;
  column: string | null;
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
}

/**
 * The rows a preview answers, as values with their fields named once (decision 175); a sale's written as
 * JSON already, while the file was read (a JsonList).
 */
type PreviewRows = Omit<ValueRows, 'rows'> & { rows: ValueRows['rows'] | JsonList };

/**
 * What a preview or a store answers besides the report's counts (decision 105): a preview the rows it
 * would store, for the grid; a store how many lines it changed (the screen previews the file again to
 * show what is stored now, so the rows would be sent for nothing).
 */
export type UploadOutcome =
  (PreviewRows & { stored?: never }) | { stored: number; rowFields?: never; rows?: never };

const outcome = (stored: number | undefined, rows: () => PreviewRows): UploadOutcome =>
  stored === undefined ? rows() : { stored };

export type SaleUploadResult = SaleUploadReport & UploadOutcome;

interface SaleUploadReport {
  totalInvoices: number;
  validSkuInvoices: number;
  newInvoices: number;
  invoicesWithIssues: InvoiceIssue[];
  alreadyUploaded: { orderId: string; sku: string }[];
  billDates: string[];
}

export interface ReturnPreviewRow {
  line: number;
  orderId: string;
  sku: string;
  returnType: string | null;
  returnDate: string;
  billDate: string;
}

/** Every field of a preview row, in the order the answer gives its values (the type checks that all are named). */
const fieldsOf = <T>(fields: Record<keyof T, true>) => Object.keys(fields) as (keyof T & string)[];

const RETURN_PREVIEW_FIELDS = fieldsOf<ReturnPreviewRow>({
  line: true,
  orderId: true,
  sku: true,
  returnType: true,
  returnDate: true,
  billDate: true,
});

export type ReturnUploadResult = ReturnUploadReport & UploadOutcome;

interface ReturnUploadReport {
  totalReturnOrders: number;
  validReturnOrders: number;
  invalidReturnOrders: number;
  orderIdMissing: { orderId: string | null; line: number; reason: string }[];
  /** Lines the file names that were marked returned before: nothing to store, nothing wrong. */
  alreadyReturned: { line: number; orderId: string; sku: string }[];
}

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

const PAYMENT_PREVIEW_FIELDS = fieldsOf<PaymentPreviewRow>({
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

export type PaymentUploadResult = PaymentUploadReport & UploadOutcome;

interface PaymentUploadReport {
  totalPaymentRows: number;
  validPaymentOrders: number;
  /** Of the valid lines, those whose payments in this file were all recorded before. */
  alreadyRecorded: number;
  invalidPaymentOrders: number;
  orderIdMissing: { orderId: string | null; line: number; reason: string }[];
}

const rupees = (paise: number) => paise / 100;

/** The sale rows whose stored lines one query looks up (their order ids, one parameter). */
const LOOKUP_ROWS = 10_000;
const todayInIndia = (clock: Clock) => indiaDate(clock.now());

type Amounts = Record<'amount' | 'sale' | 'fees' | 'tcs' | 'tds', number | null>;

/**
 * Shares a payment for a whole order among its lines in proportion to their invoice amounts, to the
 * paisa: the last line takes what the others leave, so the parts add up to the whole.
 */
function shareByInvoiceAmount(lines: readonly OrderLineRecord[], whole: Amounts): Amounts[] {
  const total = lines.reduce((t, l) => t + l.invoiceAmountPaise, 0);
  const left: Amounts = { ...whole };
  return lines.map((line, i) => {
    const part = {} as Amounts;
    for (const k of Object.keys(whole) as (keyof Amounts)[]) {
      const v = whole[k];
      part[k] =
        v === null
          ? null
          : i === lines.length - 1
            ? left[k]
            : total === 0
              ? 0
              : Math.round((v * line.invoiceAmountPaise) / total);
      left[k] = v === null ? null : left[k]! - part[k]!;
    }
    return part;
  });
}

/**
 * The return fields the staff fill in once a return arrives (physically received, POD ticket, condition,
 * damage, claim id and result): blank on a new line, and blank again when a return report marks it.
 */
const RETURN_FIELDS_TO_FILL = {
  pysicallyRecieved: false,
  podRequestTickeetId: null,
  condition: null,
  damageDescription: null,
  claimId: null,
  claimResult: null,
} as const;

/** What an upload was asked to read: the head of the file's text, as which channel's report of which kind. */
interface Upload {
  channel: Channel;
  kind: MarketplaceReportKind;
  /** the beginning of the text (ReportFile's head): enough to name another report by its header */
  head: string;
}

/**
 * A file-level problem (empty, another report, a broken quote) refuses the whole file, in one message
 * naming where it is ("Line 4, Ship to name: A quoted cell is not closed …"); a file that is another
 * marketplace report says which, and where it is uploaded (core's otherMarketplaceReport).
 */
function refuseUnreadable<T>(result: ReportResult<T>, upload: Upload): void {
  const fileProblem = result.problems.find((p) => p.wholeFile);
  if (!fileProblem) return;
  const where = [fileProblem.line > 1 ? `Line ${fileProblem.line}` : null, fileProblem.column ?? null]
    .filter((w) => w !== null)
    .join(', ');
  const goes =
    fileProblem.wholeFile === 'another report'
      ? otherMarketplaceReport(upload.head, upload.channel, upload.kind)
      : null;
  const message = [where ? `${where}: ${fileProblem.message}` : fileProblem.message, goes]
    .filter((m) => m !== null)
    .join(' ');
  throw new DomainError('BAD_USER_INPUT', message, { field: 'file' });
}

/**
 * A file refused whole, or the file's rows without those refused (core's `rowsWholeOrRefused`), after
 * `check` has moved the rows it refuses to the problems.
 */
function readWholeRows<T>(
  read: ReportResult<T>,
  upload: Upload,
  check: (read: ReportResult<T>) => ReportResult<T> = (r) => r,
): ReportResult<T> {
  refuseUnreadable(read, upload);
  return rowsWholeOrRefused(check(read));
}

/**
 * A row the reader refused, as the upload's answer lists it. The row is named by `line` beside the
 * reason (the screen's Line column), so the reason names only the column: "Quantity: "two" is not a
 * whole number of pieces." A whole file refused is a message alone, and names its line (refuseUnreadable).
 */
const problemIssue = (p: ReportProblem): InvoiceIssue => ({
  orderId: p.orderId ?? null,
  sku: p.sku ?? null,
  line: p.line,
  column: p.column ?? null,
  reason: p.column ? `${p.column}: ${p.message}` : p.message,
});

export function createReportUploadsService({
  db,
  bulk = db,
  clock,
  listings,
  listingsIn = () => listings,
  settings,
}: {
  db: Db;
  /**
   * Where a sale's store writes its lines (DatabaseHandle.bulk): on SQLite a connection of its own, so that
   * other requests read on while it writes, a slice at a time (decision 196).
   */
  bulk?: Db;
  clock: Clock;
  listings: Pick<ListingsService, 'bySkus'>;
  /** The listings read through a transaction (the re-price sees the category change it is part of). */
  listingsIn?: (ex: Executor) => Pick<ListingsService, 'bySkus'>;
  settings: Pick<SettingsService, 'read' | 'gstRules'>;
}) {
  const reader = createReportReader();
  /**
   * The one audit row of an upload (`channel:kind`), listing its file's lines as "orderId/sku", at the
   * instant it stamps the lines with. A line's history finds it (decision 130): a sale's row is the one of
   * the instant its lines were stored (their created_at, which nothing changes), so a sale writes it alone
   * (writeAudit); a return or payment links each line it changed to its row (writeAuditOfLines).
   */
  const uploadAudit = (
    at: string,
    actor: SessionUser,
    channel: Channel,
    kind: 'sale' | 'return' | 'payment',
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

  /** The pricing data as `ex` reads it (a transaction sees its own changes). */
  const pricingIn = (ex: Executor): PricingData => ({
    feeSchedule: async (channel) =>
      (await settings.read<FeeScheduleVersion[]>(feeScheduleKey(channel), ex)).value,
    gstRules: async () => (await settings.gstRules(ex)).value,
  });

  /**
   * Re-prices the stored lines of a category's listings billed on or after `from` (decision 093), in the
   * caller's transaction `tx` (the category change's), with each line's stored invoice amount and quantity
   * and its listing's current values. A line that cannot be priced any more keeps its values; payment
   * columns are not touched. One audit row says how many lines were re-priced and names those kept, and
   * each line re-priced is linked to it (decision 130). Gives that count.
   */
  async function repriceFrom(
    tx: Executor,
    categoryId: string,
    from: string,
    actorId: string | null,
  ): Promise<number> {
    const lines = await repricingRepository.ofCategoryFrom(tx, categoryId, from);
    if (lines.length === 0) return 0;
    const at = clock.now().toISOString();
    const repriced: { id: string; values: Partial<OrderLineValues> }[] = [];
    const kept: string[] = [];
    for (const channel of [...new Set(lines.map((l) => l.channel))]) {
      const ofChannel = lines.filter((l) => l.channel === channel);
      const matched = await listingsIn(tx).bySkus(
        channel,
        ofChannel.map((l) => l.listingSku),
      );
      const price = await pricerOf(pricingIn(tx), channel);
      const priced = await mapInTurns(ofChannel, (l) =>
        price(matched.get(l.listingSku) ?? null, l.invoiceAmountPaise / 100, l.quantity, l.billDate),
      );
      priced.forEach((line, i) => {
        if (line.ok) repriced.push({ id: ofChannel[i]!.id, values: pricedColumns(line) });
        else kept.push(ofChannel[i]!.id);
      });
    }
    await orderLinesRepository.updateMany(tx, repriced, at, actorId);
    // each line priced again is linked to the row, for its own history (decision 130)
    await writeAuditOfLines(
      tx,
      {
        at,
        userId: actorId,
        entity: 'order_line',
        entityId: `category:${categoryId}`,
        action: 'reprice',
        before: null,
        after: { from, repriced: repriced.length, kept },
      },
      repriced.map((l) => l.id),
    );
    return repriced.length;
  }

  async function sale(
    channel: Channel,
    file: ReportFile,
    store: boolean,
    actor: SessionUser,
  ): Promise<SaleUploadResult> {
    /** A row the listings price: its listing and what core computed for it. */
    type Priced = {
      row: SaleReportRow & { line: number };
      listingId: string | null;
      line: PricedLine;
      /** The line's priced columns as stored, shared with every line priced the same. */
      priced: ReturnType<typeof pricedColumns>;
    };
    /** The priced columns of each distinct priced sale, made once: its lines share the priced answer. */
    const pricedOnce = new Map<Priced['line'], ReturnType<typeof pricedColumns>>();
    const pricedColumnsOf = (line: Priced['line']) => {
      let columns = pricedOnce.get(line);
      if (!columns) pricedOnce.set(line, (columns = pricedColumns(line)));
      return columns;
    };
    /** The buyer's name, address and contact as the report gives them: a stored line's and a preview row's. */
    const shipToFields = {
      shipToName: (v: Priced) => v.row.shipToName,
      addressLine1: (v: Priced) => v.row.addressLine1,
      addressLine2: (v: Priced) => v.row.addressLine2,
      city: (v: Priced) => v.row.city,
      state: (v: Priced) => v.row.state,
      pinCode: (v: Priced) => v.row.pinCode,
      email: (v: Priced) => v.row.email,
      phone: (v: Priced) => v.row.phone,
    };
    /**
     * A new sale line's fields, read from its priced row (no line object is made: 50,000 for a large
     * file). What it leaves out, the table gives: not returned, its return fields blank, unpaid.
     */
    const newSaleLineFields: NewLineFields<Priced> = {
      channel: () => channel,
      orderId: (v) => v.row.orderId,
      sku: (v) => v.row.sku,
      billDate: (v) => v.row.orderedOn,
      listingId: (v) => v.listingId,
      invoiceAmountPaise: (v) => rupeesToPaise(v.row.invoiceAmount),
      quantity: (v) => v.row.quantity,
      ...shipToFields,
      trackingId: (v) => v.row.trackingID,
      marketplaceInvoiceNo: (v) => v.row.marketplaceInvoiceNo,
      marketplaceInvoiceDate: (v) => v.row.marketplaceInvoiceDate,
      cgstRate: (v) => v.row.cgstRate,
      sgstRate: (v) => v.row.sgstRate,
      igstRate: (v) => v.row.igstRate,
      gstRate: (v) => v.priced.gstRate,
      purchaseCostPaise: (v) => v.priced.purchaseCostPaise,
      settlementPaise: (v) => v.priced.settlementPaise,
      marketplaceFeePaise: (v) => v.priced.marketplaceFeePaise,
      profitPaise: (v) => v.priced.profitPaise,
      saleType: (v) => v.priced.saleType,
    };
    /** A preview row's fields, read from a priced row (no preview object is made, decision 175). */
    const previewFields: ValueRowFields<Priced, SalePreviewRow> = {
      line: (v) => v.row.line,
      orderedOn: (v) => v.row.orderedOn,
      orderId: (v) => v.row.orderId,
      sku: (v) => v.row.sku,
      invoiceAmount: (v) => v.row.invoiceAmount,
      quantity: (v) => v.row.quantity,
      ...shipToFields,
      trackingID: (v) => v.row.trackingID,
      purchaseCost: (v) => v.line.purchaseCost,
      marketplaceFee: (v) => v.line.marketplaceFee,
      settlement: (v) => v.line.settlement,
      profit: (v) => v.line.profit,
      saleType: (v) => v.line.saleType,
    };
    const today = todayInIndia(clock);
    const price = await pricerOf(pricingIn(db), channel);
    /** The listings of the SKUs met so far (null: no listing has it), each looked up once. */
    const listingOf = new Map<string, ListingView | null>();
    const issues: InvoiceIssue[] = [];
    const rejectedLines = new Set<number>();
    let rows = 0;
    let validRows = 0;
    const key = (orderId: string, sku: string) => `${orderId}\u0000${sku}`;
    const alreadyUploaded: Priced[] = [];
    let fresh: Priced[] = [];
    /** A preview's rows, written as JSON a batch at a time while the worker reads the next parts. */
    const previewRows = new JsonList();
    /** Valid rows not looked up yet: looked up 10,000 at a time (one query), and at the end. */
    let unsorted: Priced[] = [];
    /** The lookups so far, each batch sorted in turn (file order) as its answer comes. */
    let sorted: Promise<void> = Promise.resolve();
    /**
     * The stored lines of a batch's orders (decision 177). A store first asks whether the channel has any
     * line of the batch's days, as the old upload looked up the lines of the file's dates: when it has
     * none, as for a file of new days, nothing is looked up by order, and a line stored under another date
     * is still refused by the unique key as the store inserts it (it then counts as already uploaded, as
     * a line another upload stored a moment ago does). A preview looks up by order always: its counts
     * are exact.
     */
    const storedOf = async (batch: readonly Priced[]): Promise<Set<string>> => {
      if (store && batch.length > 0) {
        let from = batch[0]!.row.orderedOn;
        let to = from;
        for (const { row } of batch)
          if (row.orderedOn < from) from = row.orderedOn;
          else if (row.orderedOn > to) to = row.orderedOn;
        if (!(await orderLinesRepository.hasLinesBetween(db, channel, from, to))) return new Set();
      }
      return orderLinesRepository.storedKeys(
        db,
        channel,
        batch.map((v) => v.row.orderId),
      );
    };
    /**
     * Sorts the rows not looked up yet into fresh and already uploaded, once the batches before them are
     * (one query at a time: on PostgreSQL another would take another of the pool's connections, which may
     * have to be opened first); the next parts are priced meanwhile. `sorted` ends when every batch so far
     * is sorted.
     */
    const lookUp = () => {
      const batch = unsorted;
      unsorted = [];
      sorted = sorted.then(async () => {
        const stored = await storedOf(batch);
        // a new file's rows are all fresh: no key is made for them
        const freshNow = stored.size === 0 ? batch : [];
        if (stored.size > 0)
          for (const v of batch)
            (stored.has(key(v.row.orderId, v.row.sku)) ? alreadyUploaded : freshNow).push(v);
        fresh.push(...freshNow);
        // a preview's rows are written as JSON values while the next part is read (decision 175)
        if (!store) previewRows.add(toValueRows(previewFields, freshNow).rows);
      });
      // awaited at the end: a failure is the upload's, not an unhandled one meanwhile
      sorted.catch(() => {});
    };
    // Each part of the file is priced and looked up while the worker reads the next (decision 176).
    const { parts, whole } = reader.readInParts(channel, 'sale', file);
    for await (const part of parts) {
      // an order dated after today, or before Check Bills' first day, is refused (decision 137); a row
      // with a problem is refused whole
      const read = rowsWholeOrRefused(withOrderDatesChecked(part, today));
      rows += read.rows.length;
      for (const p of read.problems) {
        issues.push(problemIssue(p));
        rejectedLines.add(p.line);
      }
      const unknownSkus = [...new Set(read.rows.map((r) => r.sku))].filter((sku) => !listingOf.has(sku));
      if (unknownSkus.length > 0) {
        const found = await listings.bySkus(channel, unknownSkus);
        for (const sku of unknownSkus) listingOf.set(sku, found.get(sku) ?? null);
      }
      await mapInTurns(read.rows, (row) => {
        const listing = listingOf.get(row.sku) ?? null;
        const line = price(listing, row.invoiceAmount, row.quantity, row.orderedOn);
        if (line.ok) {
          unsorted.push({ row, listingId: listing?.id ?? null, line, priced: pricedColumnsOf(line) });
          validRows++;
        } else
          issues.push({
            orderId: row.orderId,
            sku: row.sku,
            line: row.line,
            column: null,
            reason: line.reason,
          });
      });
      if (unsorted.length >= LOOKUP_ROWS) lookUp();
    }
    lookUp();
    await sorted;
    // a file that is no such report, or has a quoted cell left open, is refused whole
    refuseUnreadable(await whole, { channel, kind: 'sale', head: file.head });
    let storedCount: number | undefined;
    if (store && fresh.length > 0) {
      const at = clock.now().toISOString();
      const inserted = await withTransaction(bulk, async (tx) => {
        const insertedNow = await orderLinesRepository.insertNewOf(
          tx,
          fresh,
          newSaleLineFields,
          at,
          actor.id,
        );
        const stored = insertedNow.size === fresh.length ? fresh : fresh.filter((v) => insertedNow.has(v));
        await writeAudit(
          tx,
          uploadAudit(
            at,
            actor,
            channel,
            'sale',
            stored.map((v) => v.row),
          ),
        );
        return insertedNow;
      });
      if (inserted.size < fresh.length) {
        // A line another upload stored a moment ago (or stored under another date, see storedOf) counts
        // as already uploaded, not as new.
        alreadyUploaded.push(...fresh.filter((v) => !inserted.has(v)));
        fresh = fresh.filter((v) => inserted.has(v));
      }
      storedCount = inserted.size;
    } else if (store) storedCount = 0;
    return {
      totalInvoices: rows + rejectedLines.size,
      validSkuInvoices: validRows,
      newInvoices: fresh.length,
      invoicesWithIssues: issues.sort((a, b) => a.line - b.line),
      alreadyUploaded: alreadyUploaded.map((v) => ({ orderId: v.row.orderId, sku: v.row.sku })),
      billDates: [...new Set(fresh.map((v) => v.row.orderedOn))].sort(),
      ...outcome(storedCount, () => ({ rowFields: Object.keys(previewFields), rows: previewRows })),
    };
  }

  /** The stored lines a report row names: every line of the order, or only its SKU's when given. */
  const linesOf = (byOrder: Map<string, OrderLineRecord[]>, orderId: string, sku: string | null) =>
    (byOrder.get(orderId) ?? []).filter((l) => sku === null || l.sku === sku);

  /** The SKUs an order's stored lines have, for a row that names another (core's notStoredReason). */
  const skusOf = (byOrder: Map<string, OrderLineRecord[]>, orderId: string) =>
    (byOrder.get(orderId) ?? []).map((l) => l.sku);

  const groupByOrder = (lines: OrderLineRecord[]) => {
    const map = new Map<string, OrderLineRecord[]>();
    for (const l of lines) map.set(l.orderId, [...(map.get(l.orderId) ?? []), l]);
    return map;
  };

  async function returns(
    channel: Channel,
    file: ReportFile,
    store: boolean,
    actor: SessionUser,
  ): Promise<ReturnUploadResult> {
    const read = readWholeRows(await reader.read(channel, 'return', file), {
      channel,
      kind: 'return',
      head: file.head,
    });
    const today = todayInIndia(clock);
    const missing: ReturnUploadResult['orderIdMissing'] = read.problems.map((p) => ({
      orderId: p.orderId ?? null,
      line: p.line,
      reason: problemIssue(p).reason,
    }));
    const byOrder = groupByOrder(
      await orderLinesRepository.findByOrderIds(
        db,
        channel,
        read.rows.map((r) => r.orderId),
      ),
    );
    const valid: {
      row: ReturnReportRow & { line: number };
      line: OrderLineRecord;
      preview: ReturnPreviewRow;
    }[] = [];
    const alreadyReturned: ReturnUploadResult['alreadyReturned'] = [];
    /** The file's line that marks each stored line returned. */
    const markedOn = new Map<string, number>();
    for (const row of read.rows) {
      const lines = linesOf(byOrder, row.orderId, row.sku);
      if (lines.length === 0) {
        missing.push({
          orderId: row.orderId,
          line: row.line,
          reason: notStoredReason(row, skusOf(byOrder, row.orderId), read.columnNames),
        });
        continue;
      }
      const notStored = lines.filter((l) => !l.isReturn);
      if (notStored.length === 0) {
        // Marked returned before (by this file's last upload, or another): nothing to do, no error.
        alreadyReturned.push(...lines.map((l) => ({ line: row.line, orderId: l.orderId, sku: l.sku })));
        continue;
      }
      const open = notStored.filter((l) => !markedOn.has(l.id));
      if (open.length === 0) {
        missing.push({
          orderId: row.orderId,
          line: row.line,
          reason: repeatedRowReason(row, markedOn.get(notStored[0]!.id)!, read.columnNames),
        });
        continue;
      }
      // A return dated after today, or before the sale it returns, marks nothing (decision 142).
      const misdated = returnDateReason(row, open, today, read.columnNames);
      if (misdated !== null) {
        missing.push({ orderId: row.orderId, line: row.line, reason: misdated });
        continue;
      }
      for (const line of open) {
        markedOn.set(line.id, row.line);
        valid.push({
          row,
          line,
          preview: {
            line: row.line,
            orderId: line.orderId,
            sku: line.sku,
            returnType: row.returnType,
            returnDate: row.returnDate ?? today,
            billDate: line.billDate,
          },
        });
      }
    }
    let stored: number | undefined;
    if (store) {
      const at = clock.now().toISOString();
      stored = await withTransaction(db, async (tx) => {
        // Only lines not yet marked returned change: a second upload of the same file (or one running at
        // the same moment) changes nothing.
        const marked = await orderLinesRepository.updateMany(
          tx,
          valid.map((v) => ({
            id: v.line.id,
            values: {
              isReturn: true,
              returnType: v.row.returnType,
              returnDate: v.preview.returnDate,
              ...RETURN_FIELDS_TO_FILL,
            },
          })),
          at,
          actor.id,
          { onlyNotReturned: true },
        );
        const markedNow = new Set(marked);
        const lines = valid.filter((v) => markedNow.has(v.line.id)).map((v) => v.line);
        await writeAuditOfLines(
          tx,
          uploadAudit(at, actor, channel, 'return', lines),
          lines.map((l) => l.id),
        );
        return marked.length;
      });
    }
    return {
      totalReturnOrders: read.rows.length + new Set(read.problems.map((p) => p.line)).size,
      validReturnOrders: valid.length,
      invalidReturnOrders: missing.length,
      orderIdMissing: missing.sort((a, b) => a.line - b.line),
      alreadyReturned,
      ...outcome(stored, () =>
        objectsToValueRows(
          RETURN_PREVIEW_FIELDS,
          valid.map((v) => v.preview),
        ),
      ),
    };
  }

  async function payments(
    channel: Channel,
    file: ReportFile,
    store: boolean,
    actor: SessionUser,
  ): Promise<PaymentUploadResult> {
    const read = readWholeRows(await reader.read(channel, 'payment', file), {
      channel,
      kind: 'payment',
      head: file.head,
    });
    const missing: PaymentUploadResult['orderIdMissing'] = read.problems.map((p) => ({
      orderId: p.orderId ?? null,
      line: p.line,
      reason: problemIssue(p).reason,
    }));
    // Each report row is one payment, recorded for the lines it pays (decision 114): an order's rows
    // (Amazon's Order, Refund, SAFE-T rows; a refund in a later period's report) add up, and a row
    // recorded before, by this file or by a report of an overlapping period, is not recorded again.
    const rows = read.rows as (PaymentReportRow & { line: number })[];
    const byOrder = groupByOrder(
      await orderLinesRepository.findByOrderIds(
        db,
        channel,
        rows.map((r) => r.orderId),
      ),
    );
    const today = todayInIndia(clock);
    const occurrences = new Map<string, number>();
    const paid = new Map<string, { line: OrderLineRecord; entries: PaymentEntry[] }>();
    const reportedMissing = new Set<string>();
    for (const row of rows) {
      const lines = linesOf(byOrder, row.orderId, row.sku);
      if (lines.length === 0) {
        const k = `${row.orderId}\u0000${row.sku ?? ''}`;
        if (!reportedMissing.has(k))
          missing.push({
            orderId: row.orderId,
            line: row.line,
            reason: notStoredReason(row, skusOf(byOrder, row.orderId), read.columnNames),
          });
        reportedMissing.add(k);
        continue;
      }
      // A payment dated after today, or before the sale it pays for, is recorded for no line (decision 151).
      const misdated = paymentDateReason(row, lines, today, read.columnNames);
      if (misdated !== null) {
        missing.push({ orderId: row.orderId, line: row.line, reason: misdated });
        continue;
      }
      const alike = paymentEntryKey(row, 0);
      const occurrence = (occurrences.get(alike) ?? 0) + 1;
      occurrences.set(alike, occurrence);
      const key = paymentEntryKey(row, occurrence);
      const fees = row.fees ? addKnown(row.fees.totalFees, row.fees.gstOnFees) : null;
      // A payment for a whole order of several lines is shared in proportion to their invoice amounts.
      const parts = shareByInvoiceAmount(lines, {
        amount: rupeesToPaise(row.amountReceived),
        sale: row.saleAmount === null ? null : rupeesToPaise(row.saleAmount),
        // Fees are written as deductions (negative); we keep what the marketplace charged as positive.
        fees: fees === null ? null : -rupeesToPaise(fees),
        tcs: row.tcs === null ? null : rupeesToPaise(row.tcs),
        tds: row.tds === null ? null : rupeesToPaise(row.tds),
      });
      const feeLines =
        row.fees && lines.length === 1
          ? (Object.fromEntries(
              Object.entries(row.fees).map(([n, v]) => [n, v === null ? null : rupeesToPaise(v)]),
            ) as Record<string, number | null>)
          : null;
      lines.forEach((line, i) => {
        const part = parts[i]!;
        const entry: PaymentEntry = {
          key,
          paymentDate: row.paymentDate,
          amountPaise: part.amount!,
          salePaise: part.sale,
          feesPaise: part.fees,
          feeLines,
          tcsPaise: part.tcs,
          tdsPaise: part.tds,
        };
        const p = paid.get(line.id) ?? { line, entries: [] };
        p.entries.push(entry);
        paid.set(line.id, p);
      });
    }
    const recorded = await orderLinePaymentsRepository.paymentEntriesOf(db, [...paid.keys()]);
    const updates = [...paid.values()].map(({ line, entries }) => {
      const before = recorded.get(line.id) ?? [];
      const known = new Set(before.map((e) => e.key));
      const fresh = entries.filter((e) => !known.has(e.key));
      const after = paymentOfEntries([...before, ...fresh]);
      return {
        line,
        fresh,
        preview: {
          orderId: line.orderId,
          sku: line.sku,
          billDate: line.billDate,
          paymentDate: after.paymentDate,
          amountReceived: rupees(after.amountReceivedPaise),
          expectedSettlement: line.settlementPaise === null ? null : rupees(line.settlementPaise),
          tcs: after.tcsPaise === null ? null : rupees(after.tcsPaise),
          tds: after.tdsPaise === null ? null : rupees(after.tdsPaise),
          reportedFees: after.reportedFeesPaise === null ? null : rupees(after.reportedFeesPaise),
          marketplaceFee: line.marketplaceFeePaise === null ? null : rupees(line.marketplaceFeePaise),
          alreadyRecorded: fresh.length === 0,
        } satisfies PaymentPreviewRow,
      };
    });
    let stored: number | undefined;
    if (store) {
      const at = clock.now().toISOString();
      const toRecord = updates.filter((u) => u.fresh.length > 0);
      stored = await withTransaction(db, async (tx) => {
        await orderLinePaymentsRepository.insertPaymentEntries(
          tx,
          toRecord.flatMap((u) => u.fresh.map((e) => ({ ...e, orderLineId: u.line.id }))),
          at,
          actor.id,
        );
        // Each line's payment columns are the sum of its entries as this transaction sees them (another
        // upload's entries included once it has committed).
        const entries = await orderLinePaymentsRepository.paymentEntriesOf(
          tx,
          toRecord.map((u) => u.line.id),
        );
        await orderLinesRepository.updateMany(
          tx,
          toRecord.map((u) => ({
            id: u.line.id,
            values: paymentColumnsOf(entries.get(u.line.id) ?? []),
          })),
          at,
          actor.id,
        );
        const lines = toRecord.map((u) => u.line);
        await writeAuditOfLines(
          tx,
          uploadAudit(at, actor, channel, 'payment', lines),
          lines.map((l) => l.id),
        );
        return toRecord.length;
      });
    }
    return {
      totalPaymentRows: read.rows.length + new Set(read.problems.map((p) => p.line)).size,
      validPaymentOrders: updates.length,
      alreadyRecorded: updates.filter((u) => u.fresh.length === 0).length,
      invalidPaymentOrders: missing.length,
      orderIdMissing: missing.sort((a, b) => a.line - b.line),
      ...outcome(stored, () =>
        objectsToValueRows(
          PAYMENT_PREVIEW_FIELDS,
          updates.map((u) => u.preview),
        ),
      ),
    };
  }

  return {
    sale,
    returns,
    payments,
    repriceFrom,
    /** How many stored lines `repriceFrom(…, categoryId, from, …)` would re-price. */
    countRepricedFrom: (categoryId: string, from: string) =>
      repricingRepository.countOfCategoryFrom(db, categoryId, from),
    /** A file read lately as this channel's report of this kind, by its id (decision 174), or null. */
    warmUp: () => reader.warmUp(),
    close: () => reader.close(),
    /** The label of a channel in messages. */
    label: (channel: Channel) => CHANNEL_INFO[channel].label,
  };
}

export type ReportUploadsService = ReturnType<typeof createReportUploadsService>;
