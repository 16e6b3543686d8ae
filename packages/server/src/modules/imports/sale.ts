// A sale report's import (docs/ledger.md): each row is a line sold, priced as stored (the ledger's
// line pricer) and stored once — the unique (channel, order id, SKU) key decides, so a re-upload or two
// uploads at the same moment store nothing twice. A 50,000-line file is read by the worker a part at a
// time (decision 176); each part is priced and looked up against the stored lines while the next is read.
import {
  paiseToRupees,
  rowsWholeOrRefused,
  rupeesToPaise,
  toValueRows,
  withOrderDatesChecked,
  type InvoiceIssue,
  type SalePreviewRow,
  type SaleReportRow,
  type SaleUploadResult,
  type ValueRowFields,
} from '@seller-desk/core';
import { JsonList } from '../../shared/json-stream.ts';
import { mapInTurns } from '../../shared/turns.ts';
import { pricedColumns, pricerOf, type PricedColumns, type PricedLine } from '../ledger/line-pricer.ts';
import type { ListingView } from '../listings/listing-view.ts';
import type { NewLineFields } from '../ledger/order-lines.repository.ts';
import type { SaleNotStored } from '../gst/gst-period.repository.ts';
import {
  outcome,
  problemIssue,
  refuseUnreadable,
  todayInIndia,
  uploadAudit,
  type ImportPorts,
  type ImportRequest,
  type PreviewRows,
} from './pipeline.ts';

/** The sale rows whose stored lines one query looks up (their order ids, one parameter). */
const LOOKUP_ROWS = 10_000;

/** A row the listings price: its listing, what core computed, and its priced columns as stored. */
interface Priced {
  row: SaleReportRow & { line: number };
  listingId: string | null;
  line: PricedLine;
  /** Shared with every line priced the same. */
  priced: PricedColumns;
}

const key = (orderId: string, sku: string) => `${orderId}\u0000${sku}`;

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
 * A new sale line's fields, read from its priced row (no line object is made: 50,000 for a large file).
 * What it leaves out, the table gives: not returned, its return fields blank, unpaid.
 */
const newSaleLineFields = (channel: ImportRequest['channel'], today: string): NewLineFields<Priced> => ({
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
  buyerGstin: (v) => v.row.buyerGstin,
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
  // returned to origin (Meesho's RTO_COMPLETE): stored with its return, never counted as a sale
  isReturn: (v) => !!v.row.returnType,
  returnType: (v) => v.row.returnType ?? null,
  // the export gives no return date: the day it is uploaded, as a return report's line without one
  returnDate: (v) => (v.row.returnType ? today : null),
});

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
  purchaseCost: (v) => paiseToRupees(v.line.purchaseCostPaise),
  marketplaceFee: (v) => paiseToRupees(v.line.marketplaceFeePaise),
  settlement: (v) => paiseToRupees(v.line.settlementPaise),
  profit: (v) => paiseToRupees(v.line.profitPaise),
  saleType: (v) => v.line.saleType,
  returnType: (v) => v.row.returnType ?? null,
};

export async function importSale(
  ports: ImportPorts,
  request: ImportRequest,
): Promise<SaleUploadResult<PreviewRows>> {
  const { channel, file, store, onProgress } = request;
  const { clock, listings, reader } = ports;
  const ledger = ports.store.read.ledger;
  const today = todayInIndia(clock);
  const price = await pricerOf(ports.pricing, channel);
  /** The priced columns of each distinct priced sale, made once: its lines share the priced answer. */
  const pricedOnce = new Map<PricedLine, PricedColumns>();
  const pricedColumnsOf = (line: PricedLine) => {
    let columns = pricedOnce.get(line);
    if (!columns) pricedOnce.set(line, (columns = pricedColumns(line)));
    return columns;
  };
  /** The listings of the SKUs met so far (null: no listing has it), each looked up once. */
  const listingOf = new Map<string, ListingView | null>();
  const issues: InvoiceIssue[] = [];
  /** The priced rows no line is stored for (a SKU without a listing): kept for the GSTR-1's check. */
  const notStored: SaleNotStored[] = [];
  const rejectedLines = new Set<number>();
  let rows = 0;
  let validRows = 0;
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
   * line of the batch's days: when it has none, as for a file of new days, nothing is looked up by order,
   * and a line stored under another date is still refused by the unique key as the store inserts it (it
   * then counts as already uploaded, as a line another upload stored a moment ago does). A preview looks
   * up by order always: its counts are exact.
   */
  const storedOf = async (batch: readonly Priced[]): Promise<Set<string>> => {
    if (store && batch.length > 0) {
      let from = batch[0]!.row.orderedOn;
      let to = from;
      for (const { row } of batch)
        if (row.orderedOn < from) from = row.orderedOn;
        else if (row.orderedOn > to) to = row.orderedOn;
      if (!(await ledger.hasLinesBetween(channel, from, to))) return new Set();
    }
    return ledger.storedKeys(
      channel,
      batch.map((v) => v.row.orderId),
    );
  };
  /**
   * Sorts the rows not looked up yet into fresh and already uploaded, once the batches before them are
   * (one query at a time: on PostgreSQL another would take another of the pool's connections, which may
   * have to be opened first); the next parts are priced meanwhile.
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
    // awaited at the end: a failure is the import's, not an unhandled one meanwhile
    sorted.catch(() => {});
  };
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
      const line = price(listing, rupeesToPaise(row.invoiceAmount), row.quantity, row.orderedOn);
      if (line.ok) {
        unsorted.push({ row, listingId: listing?.id ?? null, line, priced: pricedColumnsOf(line) });
        validRows++;
      } else {
        issues.push({
          orderId: row.orderId,
          sku: row.sku,
          line: row.line,
          column: null,
          reason: line.reason,
        });
        notStored.push({
          channel,
          orderId: row.orderId,
          sku: row.sku,
          billDate: row.orderedOn,
          amountPaise: rupeesToPaise(row.invoiceAmount),
          quantity: row.quantity,
          invoiceNo: row.marketplaceInvoiceNo ?? null,
          reason: line.reason,
          fileId: file.id,
          fileLine: row.line,
        });
      }
    });
    if (unsorted.length >= LOOKUP_ROWS) lookUp();
    onProgress?.(rows + rejectedLines.size);
  }
  lookUp();
  await sorted;
  // a file that is no such report, or has a quoted cell left open, is refused whole
  refuseUnreadable(await whole, channel, 'sale', file);
  let storedCount: number | undefined;
  if (store) {
    const inserted = await storeNew(ports, request, fresh);
    if (inserted.size < fresh.length) {
      // A line another upload stored a moment ago (or stored under another date, see storedOf) counts
      // as already uploaded, not as new.
      alreadyUploaded.push(...fresh.filter((v) => !inserted.has(v)));
      fresh = fresh.filter((v) => inserted.has(v));
    }
    storedCount = inserted.size;
    if (notStored.length > 0)
      await ports.bulk.transaction(({ ledger }) =>
        ledger.recordSalesNotStored
          ? ledger.recordSalesNotStored(notStored, ports.clock.now().toISOString(), request.actor.id)
          : Promise.resolve(),
      );
  }
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

/**
 * Stores the new lines in one transaction on the bulk connection (decision 196), with the upload's one
 * audit row naming those stored. Gives the rows whose lines were inserted.
 */
async function storeNew(
  ports: ImportPorts,
  { channel, actor }: ImportRequest,
  fresh: readonly Priced[],
): Promise<Set<Priced>> {
  if (fresh.length === 0) return new Set();
  const at = ports.clock.now().toISOString();
  return ports.bulk.transaction(async ({ ledger, audit }) => {
    const inserted = await ledger.insertNewOf(
      fresh,
      newSaleLineFields(channel, todayInIndia(ports.clock)),
      at,
      actor.id,
    );
    const stored = inserted.size === fresh.length ? fresh : fresh.filter((v) => inserted.has(v));
    await audit.write(
      uploadAudit(
        at,
        actor,
        channel,
        'sale',
        stored.map((v) => v.row),
      ),
    );
    return inserted;
  });
}
