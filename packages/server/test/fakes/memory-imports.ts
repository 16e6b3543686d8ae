// In-memory ports of the imports (modules/imports/imports.store.ts) for service unit tests: the ledger's
// order lines and payments over plain data, with the database's unique (channel, order id, SKU) key and
// its rule that a payment is recorded once per line and key; and a report reader that reads a file's text
// with core's reader for the channel and kind, in one part (the server's runs in a worker).
import {
  marketplaceReader,
  type Channel,
  type MarketplaceReportKind,
  type MarketplaceReportRows,
  type PaymentEntry,
} from '@seller-desk/core';
import type { ImportsStore } from '../../src/modules/imports/imports.store.ts';
import type { ReportReader } from '../../src/modules/imports/pipeline.ts';
import type { OrderLineRecord } from '../../src/modules/ledger/order-lines.repository.ts';
import type { ReadInParts, ReportFile } from '../../src/modules/imports/report-reader.ts';
import type { UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { orderLineValues } from '../factories.ts';
import { memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

export interface ImportsData extends MemoryData {
  lines: OrderLineRecord[];
  payments: (PaymentEntry & { orderLineId: string })[];
  /** The lines each audit row is linked to, by the row's index in `audit`. */
  auditLines: Map<number, string[]>;
}

export interface MemoryImports {
  data: ImportsData;
  store: UnitOfWork<ImportsStore>;
  /** A stored line with these fields, the rest blank (a line as a sale import stores it). */
  addLine(
    fields: Partial<OrderLineRecord> & Pick<OrderLineRecord, 'channel' | 'orderId' | 'sku' | 'billDate'>,
  ): OrderLineRecord;
}

/** A stored line: the test factory's values with the blanks a sale import leaves, and a record's own fields. */
const blankLine = (id: string): OrderLineRecord => ({
  ...orderLineValues({ orderId: '', sku: '', billDate: '', invoiceAmountPaise: 0 }),
  id,
  acceptedDifferencePaise: null,
  acceptedReason: null,
  acceptedAt: null,
  acceptedBy: null,
  stage: 'DRAFT',
  publishedAt: null,
  version: 1,
  createdAt: '',
  createdBy: null,
  updatedAt: '',
  updatedBy: null,
});

export function memoryImports(): MemoryImports {
  const holder = {
    current: { audit: [], lines: [], payments: [], auditLines: new Map() } as ImportsData,
  };
  let next = 0;
  const lines = () => holder.current.lines;
  const ofOrders = (channel: Channel, orderIds: readonly string[]) => {
    const ids = new Set(orderIds);
    return lines().filter((l) => l.channel === channel && ids.has(l.orderId));
  };
  const store: ImportsStore = {
    ledger: {
      storedKeys: async (channel, orderIds) =>
        new Set(ofOrders(channel, orderIds).map((l) => `${l.orderId}\u0000${l.sku}`)),
      hasLinesBetween: async (channel, from, to) =>
        lines().some((l) => l.channel === channel && l.billDate >= from && l.billDate <= to),
      findByOrderIds: async (channel, orderIds) => structuredClone(ofOrders(channel, orderIds)),
      paymentEntriesOf: async (lineIds) => {
        const out = new Map<string, PaymentEntry[]>();
        for (const { orderLineId, ...entry } of holder.current.payments)
          if (lineIds.includes(orderLineId)) out.set(orderLineId, [...(out.get(orderLineId) ?? []), entry]);
        return out;
      },
      insertNewOf: async (items, fields, at, by) => {
        const inserted = new Set<(typeof items)[number]>();
        const { id: idOf, ...values } = fields;
        for (const item of items) {
          const line: OrderLineRecord = { ...blankLine(idOf ? idOf(item) : `line-${++next}`) };
          for (const [field, read] of Object.entries(values))
            (line as unknown as Record<string, unknown>)[field] = (read as (i: typeof item) => unknown)(item);
          Object.assign(line, { createdAt: at, createdBy: by, updatedAt: at, updatedBy: by });
          // the unique (channel, order id, SKU) key: a line stored before is left as it is
          if (
            lines().some(
              (l) => l.channel === line.channel && l.orderId === line.orderId && l.sku === line.sku,
            )
          )
            continue;
          lines().push(line);
          inserted.add(item);
        }
        return inserted;
      },
      updateMany: async (updates, at, by, { onlyNotReturned = false } = {}) => {
        const changed: string[] = [];
        for (const { id, values } of updates) {
          const line = lines().find((l) => l.id === id);
          if (!line || (onlyNotReturned && line.isReturn)) continue;
          Object.assign(line, values, { updatedAt: at, updatedBy: by, version: line.version + 1 });
          changed.push(id);
        }
        return changed;
      },
      insertPaymentEntries: async (entries) => {
        for (const e of entries)
          if (!holder.current.payments.some((p) => p.orderLineId === e.orderLineId && p.key === e.key))
            holder.current.payments.push(structuredClone(e));
      },
    },
    audit: {
      write: async (entry) => {
        holder.current.audit.push(structuredClone(entry));
      },
      writeOfLines: async (entry, ids) => {
        holder.current.audit.push(structuredClone(entry));
        holder.current.auditLines.set(holder.current.audit.length - 1, [...new Set(ids)]);
      },
    },
  };
  return {
    get data() {
      return holder.current;
    },
    store: memoryUnitOfWork(holder, store),
    addLine: (fields) => {
      const line = { ...blankLine(`line-${++next}`), ...fields };
      lines().push(line);
      return line;
    },
  };
}

/** A report file of this text, as a stored file is given to an import. */
export function memoryReportFile(text: string, id = 'file-1'): ReportFile {
  const bytes = new TextEncoder().encode(text);
  return {
    id,
    bytes: bytes.length,
    encoding: 'utf-8',
    head: text.slice(0, 64 * 1024),
    async *chunks() {
      yield bytes;
    },
  };
}

/** The reader an import reads with, reading in this thread with core's reader, the whole file one part. */
export function memoryReportReader(): ReportReader {
  const readWhole = async <K extends MarketplaceReportKind>(channel: Channel, kind: K, file: ReportFile) => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of file.chunks()) text += decoder.decode(chunk, { stream: true });
    return marketplaceReader(channel, kind)(text + decoder.decode());
  };
  return {
    read: readWhole,
    readInParts<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      file: ReportFile,
    ): ReadInParts<MarketplaceReportRows[K]> {
      const whole = readWhole(channel, kind, file);
      async function* parts() {
        const read = await whole;
        yield { rows: read.rows, problems: read.problems, columnNames: read.columnNames ?? {} };
      }
      return { parts: parts(), whole };
    },
    warmUp: () => {},
    close: async () => {},
  };
}
