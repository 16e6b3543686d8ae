// A payment report's import (docs/ledger.md): each report row is one payment, recorded for the
// lines it pays (decision 114). An order's rows (Amazon's Order, Refund, SAFE-T rows; a refund in a later
// period's report) add up, and a row recorded before, by this file or by a report of an overlapping
// period, is not recorded again. A payment dated after today or before its sale pays nothing (decision 151).
import {
  addKnown,
  notStoredReason,
  objectsToValueRows,
  paymentDateReason,
  paymentEntryKey,
  paymentOfEntries,
  PAYMENT_PREVIEW_FIELDS,
  rupeesToPaise,
  shareByInvoiceAmount,
  type PaymentEntry,
  type PaymentImportReport,
  type PaymentPreviewRow,
  type PaymentReportRow,
  type PaymentUploadResult,
} from '@seller-desk/core';
import { wireRupees } from '../../shared/wire-money.ts';
import type { OrderLineRecord } from '../ledger/order-lines.repository.ts';
import { paymentColumnsOf } from '../ledger/order-lines.service.ts';
import {
  groupByOrder,
  linesOf,
  outcome,
  problemMissing,
  readWholeRows,
  rowsInFile,
  skusOf,
  todayInIndia,
  uploadAudit,
  type ImportPorts,
  type ImportRequest,
  type PreviewRows,
} from './pipeline.ts';

/** Rupees for the preview, from paise (the report gave none: none). */
const rupees = (paise: number | null) => wireRupees(paise);

/** A line the file pays, the payments it records for it not recorded before, and its preview row. */
interface Paid {
  line: OrderLineRecord;
  fresh: PaymentEntry[];
  preview: PaymentPreviewRow;
}

/** The payment entries of a row for each line it pays: a whole order's shared by invoice amount. */
function entriesOf(row: PaymentReportRow, key: string, lines: readonly OrderLineRecord[]): PaymentEntry[] {
  const fees = row.fees ? addKnown(row.fees.totalFees, row.fees.gstOnFees) : null;
  const parts = shareByInvoiceAmount(lines, {
    amount: rupeesToPaise(row.amountReceived),
    sale: row.saleAmount === null ? null : rupeesToPaise(row.saleAmount),
    // Fees are written as deductions (negative); we keep what the marketplace charged as positive.
    fees: fees === null ? null : -rupeesToPaise(fees),
    tcs: row.tcs === null ? null : rupeesToPaise(row.tcs),
    tds: row.tds === null ? null : rupeesToPaise(row.tds),
  });
  // The report's fee lines belong to one line; shared among several they would mean nothing.
  const feeLines =
    row.fees && lines.length === 1
      ? (Object.fromEntries(
          Object.entries(row.fees).map(([n, v]) => [n, v === null ? null : rupeesToPaise(v)]),
        ) as Record<string, number | null>)
      : null;
  return parts.map((part) => ({
    key,
    paymentDate: row.paymentDate,
    amountPaise: part.amount!,
    salePaise: part.sale,
    feesPaise: part.fees,
    feeLines,
    tcsPaise: part.tcs,
    tdsPaise: part.tds,
  }));
}

export async function importPayments(
  ports: ImportPorts,
  request: ImportRequest,
): Promise<PaymentUploadResult<PreviewRows>> {
  const { channel, store } = request;
  const read = await readWholeRows(ports, 'payment', request);
  const missing: PaymentImportReport['orderIdMissing'] = read.problems.map(problemMissing);
  const ledger = ports.store.read.ledger;
  const byOrder = groupByOrder(
    await ledger.findByOrderIds(
      channel,
      read.rows.map((r) => r.orderId),
    ),
  );
  const today = todayInIndia(ports.clock);
  const occurrences = new Map<string, number>();
  const paid = new Map<string, { line: OrderLineRecord; entries: PaymentEntry[] }>();
  const reportedMissing = new Set<string>();
  for (const row of read.rows) {
    const lines = linesOf(byOrder, row.orderId, row.sku);
    if (lines.length === 0) {
      // an order (and SKU) not stored is listed once, however many of its rows the file has
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
    const misdated = paymentDateReason(row, lines, today, read.columnNames);
    if (misdated !== null) {
      missing.push({ orderId: row.orderId, line: row.line, reason: misdated });
      continue;
    }
    // the same payment twice in one file is two payments: each occurrence has a key of its own
    const alike = paymentEntryKey(row, 0);
    const occurrence = (occurrences.get(alike) ?? 0) + 1;
    occurrences.set(alike, occurrence);
    const entries = entriesOf(row, paymentEntryKey(row, occurrence), lines);
    lines.forEach((line, i) => {
      const p = paid.get(line.id) ?? { line, entries: [] };
      p.entries.push(entries[i]!);
      paid.set(line.id, p);
    });
  }
  const recorded = await ledger.paymentEntriesOf([...paid.keys()]);
  const updates: Paid[] = [...paid.values()].map(({ line, entries }) => {
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
        amountReceived: wireRupees(after.amountReceivedPaise),
        expectedSettlement: rupees(line.settlementPaise),
        tcs: rupees(after.tcsPaise),
        tds: rupees(after.tdsPaise),
        reportedFees: rupees(after.reportedFeesPaise),
        marketplaceFee: rupees(line.marketplaceFeePaise),
        alreadyRecorded: fresh.length === 0,
      },
    };
  });
  const stored = store ? await recordPayments(ports, request, updates) : undefined;
  return {
    totalPaymentRows: rowsInFile(read),
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

/**
 * Records the new payments in one transaction, sets each paid line's payment columns to the sum of its
 * entries as this transaction sees them (another upload's entries included once it has committed), and
 * writes one audit row linked to each line paid. Gives how many lines it paid.
 */
async function recordPayments(
  ports: ImportPorts,
  { channel, actor }: ImportRequest,
  updates: readonly Paid[],
): Promise<number> {
  const at = ports.clock.now().toISOString();
  const toRecord = updates.filter((u) => u.fresh.length > 0);
  return ports.store.transaction(async ({ ledger, audit }) => {
    await ledger.insertPaymentEntries(
      toRecord.flatMap((u) => u.fresh.map((e) => ({ ...e, orderLineId: u.line.id }))),
      at,
      actor.id,
    );
    const entries = await ledger.paymentEntriesOf(toRecord.map((u) => u.line.id));
    await ledger.updateMany(
      toRecord.map((u) => ({ id: u.line.id, values: paymentColumnsOf(entries.get(u.line.id) ?? []) })),
      at,
      actor.id,
    );
    const lines = toRecord.map((u) => u.line);
    await audit.writeOfLines(
      uploadAudit(at, actor, channel, 'payment', lines),
      lines.map((l) => l.id),
    );
    return toRecord.length;
  });
}
