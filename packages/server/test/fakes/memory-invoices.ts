import type { InvoiceKind } from '@seller-desk/core';
import type { InvoicesTable } from '../../src/db/types.ts';
import { toRecord, type InvoiceFilter } from '../../src/modules/billing/invoices.repository.ts';
import type { InvoicesStore } from '../../src/modules/billing/invoices.service.ts';
import type { createBillsService } from '../../src/modules/billing/bills.service.ts';
import type { UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

interface InvoicesData extends MemoryData {
  /** the stored rows, as the invoices table holds them (JSON document and seller) */
  invoices: InvoicesTable[];
  /** the last sequence given per series and bill date (invoice_counters): `${kind}|${date}` */
  counters: Map<string, number>;
}

const matches = (r: InvoicesTable, f: InvoiceFilter): boolean => {
  const s = f.search?.trim().toLowerCase();
  return (
    (!f.billDateFrom || r.bill_date >= f.billDateFrom) &&
    (!f.billDateTo || r.bill_date <= f.billDateTo) &&
    (!f.kind || r.kind === f.kind) &&
    (!s ||
      [r.invoice_number, r.client_name, r.client_gstin, r.supplier_bill_number].some((v) =>
        v?.toLowerCase().includes(s),
      ))
  );
};
const issued = (a: InvoicesTable, b: InvoicesTable) =>
  a.bill_date.localeCompare(b.bill_date) || Number(a.sequence) - Number(b.sequence);

/** The billing repository over an array, in the orders the SQL gives. */
export function memoryInvoicesRepository(data: { current: InvoicesData }): InvoicesStore['invoices'] {
  const rows = () => data.current.invoices;
  const notesOf = (id: string) =>
    rows().filter((r) => r.against_invoice_id === id && r.cancelled_at === null);
  const byId = async (id: string) => {
    const row = rows().find((r) => r.id === id);
    return row ? toRecord(row) : null;
  };
  return {
    nextSequence: async (kind: InvoiceKind, billDate: string) => {
      const key = `${kind}|${billDate}`;
      const next = (data.current.counters.get(key) ?? 0) + 1;
      data.current.counters.set(key, next);
      return next;
    },
    insert: async (row) => {
      if (rows().some((r) => r.kind === row.kind && r.invoice_number === row.invoice_number))
        throw new Error(`duplicate invoice number ${row.invoice_number}`);
      rows().push(structuredClone(row));
    },
    byId,
    byIdLocked: byId,
    list: async (f, first, skip) =>
      rows()
        .filter((r) => matches(r, f))
        .sort((a, b) => issued(b, a))
        .slice(skip, skip + first)
        .map(toRecord),
    count: async (f) => rows().filter((r) => matches(r, f)).length,
    numbersBetween: async (from, to) =>
      rows()
        .filter((r) => r.bill_date >= from && r.bill_date <= to)
        .sort(issued)
        .map((r) => ({ kind: r.kind, invoiceNumber: r.invoice_number, cancelled: r.cancelled_at !== null })),
    between: async (from, to) =>
      rows()
        .filter((r) => r.bill_date >= from && r.bill_date <= to)
        .sort(issued)
        .map(toRecord),
    creditNotesOf: async (id) => notesOf(id).map(toRecord),
    creditedPaise: async (id) => notesOf(id).reduce((sum, r) => sum + Number(r.total_paise), 0),
    cancel: async (id, at, by, reason) => {
      const row = rows().find((r) => r.id === id && r.cancelled_at === null);
      if (!row) return false;
      Object.assign(row, { cancelled_at: at, cancelled_by: by, cancel_reason: reason });
      return true;
    },
  };
}

export interface MemoryInvoices {
  store: UnitOfWork<InvoicesStore>;
  /** What is stored now (after any rollback). */
  readonly data: InvoicesData;
}

export function memoryInvoices(): MemoryInvoices {
  const data = { current: { invoices: [], counters: new Map(), audit: [] } as InvoicesData };
  const store: InvoicesStore = { invoices: memoryInvoicesRepository(data), audit: memoryAuditLog(data) };
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
  };
}

/** The billing repository's reads the bills service takes, over the same stored rows. */
export function memoryBillReads(
  memory: MemoryInvoices,
): Parameters<typeof createBillsService>[0]['invoices'] {
  const rows = () => memory.data.invoices;
  return {
    billDates: async (from, to) =>
      [...new Set(rows().map((r) => r.bill_date))]
        .filter((d) => (!from || d >= from) && (!to || d <= to))
        .sort(),
    pageOnDate: async (billDate, kind, page) =>
      rows()
        .filter((r) => r.bill_date === billDate && r.kind === kind)
        .sort(issued)
        .slice(page.skip, page.skip + page.first)
        .map(toRecord),
    count: async (f) => rows().filter((r) => matches(r, f)).length,
  };
}
