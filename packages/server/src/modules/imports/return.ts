// A return report's import (docs/ledger.md): each row marks the stored lines it names returned,
// once. A row naming no stored line, a line already marked by an earlier row of the file, or a return
// dated after today or before its sale (decision 142) marks nothing and is listed with its reason.
import {
  notStoredReason,
  objectsToValueRows,
  repeatedRowReason,
  returnDateReason,
  RETURN_PREVIEW_FIELDS,
  type ReturnImportReport,
  type ReturnPreviewRow,
  type ReturnReportRow,
  type ReturnUploadResult,
} from '@seller-desk/core';
import type { OrderLineRecord } from '../ledger/order-lines.repository.ts';
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

/** A stored line a row marks returned. */
interface Marked {
  row: ReturnReportRow & { line: number };
  line: OrderLineRecord;
  preview: ReturnPreviewRow;
}

export async function importReturns(
  ports: ImportPorts,
  request: ImportRequest,
): Promise<ReturnUploadResult<PreviewRows>> {
  const { channel, store } = request;
  const { clock } = ports;
  const read = await readWholeRows(ports, 'return', request);
  const today = todayInIndia(clock);
  const missing: ReturnImportReport['orderIdMissing'] = read.problems.map(problemMissing);
  const byOrder = groupByOrder(
    await ports.store.read.ledger.findByOrderIds(
      channel,
      read.rows.map((r) => r.orderId),
    ),
  );
  const valid: Marked[] = [];
  const alreadyReturned: ReturnImportReport['alreadyReturned'] = [];
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
    const notReturned = lines.filter((l) => !l.isReturn);
    if (notReturned.length === 0) {
      // Marked returned before (by this file's last upload, or another): nothing to do, no error.
      alreadyReturned.push(...lines.map((l) => ({ line: row.line, orderId: l.orderId, sku: l.sku })));
      continue;
    }
    const open = notReturned.filter((l) => !markedOn.has(l.id));
    if (open.length === 0) {
      missing.push({
        orderId: row.orderId,
        line: row.line,
        reason: repeatedRowReason(row, markedOn.get(notReturned[0]!.id)!, read.columnNames),
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
  const stored = store ? await markReturned(ports, request, valid) : undefined;
  return {
    totalReturnOrders: rowsInFile(read),
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

/**
 * Marks the lines returned in one transaction, with one audit row linked to each line marked. Only lines
 * not yet marked returned change: a second upload of the same file (or one running at the same moment)
 * changes nothing. Gives how many lines it marked.
 */
async function markReturned(
  ports: ImportPorts,
  { channel, actor }: ImportRequest,
  valid: readonly Marked[],
): Promise<number> {
  const at = ports.clock.now().toISOString();
  return ports.store.transaction(async ({ ledger, audit }) => {
    const marked = await ledger.updateMany(
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
    await audit.writeOfLines(
      uploadAudit(at, actor, channel, 'return', lines),
      lines.map((l) => l.id),
    );
    return marked.length;
  });
}
