import { PostgresAdapter } from 'kysely';
import type { InvoiceDocument, InvoiceKind, SellerProfile } from '@seller-desk/core';
import { containsAnyCase } from '../../db/text-search.ts';
import type { InvoicesTable } from '../../db/types.ts';
import type { Executor } from '../../shared/transaction.ts';

export interface InvoiceRecord {
  id: string;
  kind: InvoiceKind;
  invoiceNumber: string;
  sequence: number;
  billDate: string;
  financialYear: string;
  clientName: string;
  clientGstin: string | null;
  placeOfSupply: string | null;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxTotalPaise: number;
  totalPaise: number;
  document: InvoiceDocument;
  seller: SellerProfile;
  againstInvoiceId: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  createdAt: string;
  createdBy: string | null;
}

export function toRecord(row: InvoicesTable): InvoiceRecord {
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    invoiceNumber: row.invoice_number,
    sequence: Number(row.sequence),
    billDate: row.bill_date,
    financialYear: row.financial_year,
    clientName: row.client_name,
    clientGstin: row.client_gstin,
    placeOfSupply: row.place_of_supply,
    subtotalPaise: Number(row.subtotal_paise),
    cgstPaise: Number(row.cgst_paise),
    sgstPaise: Number(row.sgst_paise),
    igstPaise: Number(row.igst_paise),
    taxTotalPaise: Number(row.tax_total_paise),
    totalPaise: Number(row.total_paise),
    document: JSON.parse(row.document) as InvoiceDocument,
    seller: JSON.parse(row.seller) as SellerProfile,
    againstInvoiceId: row.against_invoice_id,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

export interface InvoiceFilter {
  billDateFrom?: string | null;
  billDateTo?: string | null;
  kind?: InvoiceKind | null;
  /** part of the number, of the client's name or GSTIN, or of a bill's number on the supplier's bill, any case */
  search?: string | null;
}

/** The columns Check Invoice's search looks in (decision 163 added the supplier's bill number). */
const SEARCHED = ['invoice_number', 'client_name', 'client_gstin', 'supplier_bill_number'] as const;

export const invoicesRepository = {
  /** The next sequence number of a series on a day: one atomic upsert, rolled back with its transaction. */
  async nextSequence(tx: Executor, kind: InvoiceKind, billDate: string): Promise<number> {
    const row = await tx
      .insertInto('invoice_counters')
      .values({ kind, bill_date: billDate, last_sequence: 1 })
      .onConflict((oc) =>
        oc.columns(['kind', 'bill_date']).doUpdateSet((eb) => ({
          last_sequence: eb(eb.ref('invoice_counters.last_sequence'), '+', 1),
        })),
      )
      .returning('last_sequence')
      .executeTakeFirstOrThrow();
    return Number(row.last_sequence);
  },

  async insert(tx: Executor, row: InvoicesTable): Promise<void> {
    await tx.insertInto('invoices').values(row).execute();
  },

  async byId(db: Executor, id: string): Promise<InvoiceRecord | null> {
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  filtered(db: Executor, f: InvoiceFilter) {
    let q = db.selectFrom('invoices');
    if (f.billDateFrom) q = q.where('bill_date', '>=', f.billDateFrom);
    if (f.billDateTo) q = q.where('bill_date', '<=', f.billDateTo);
    if (f.kind) q = q.where('kind', '=', f.kind);
    const s = f.search?.trim();
    if (s) q = q.where(containsAnyCase(SEARCHED, s));
    return q;
  },

  async list(db: Executor, f: InvoiceFilter, first: number, skip: number): Promise<InvoiceRecord[]> {
    const rows = await invoicesRepository
      .filtered(db, f)
      .selectAll()
      .orderBy('bill_date', 'desc')
      .orderBy('kind')
      .orderBy('sequence', 'desc')
      .limit(first)
      .offset(skip)
      .execute();
    return rows.map(toRecord);
  },

  async count(db: Executor, f: InvoiceFilter): Promise<number> {
    const row = await invoicesRepository
      .filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Each document's kind, number and whether it is cancelled, in [from, to], in the order issued. */
  async numbersBetween(
    db: Executor,
    from: string,
    to: string,
  ): Promise<{ kind: string; invoiceNumber: string; cancelled: boolean }[]> {
    const rows = await db
      .selectFrom('invoices')
      .select(['kind', 'invoice_number', 'cancelled_at'])
      .where('bill_date', '>=', from)
      .where('bill_date', '<=', to)
      .orderBy('bill_date')
      .orderBy('sequence')
      .execute();
    return rows.map((r) => ({
      kind: r.kind,
      invoiceNumber: r.invoice_number,
      cancelled: r.cancelled_at !== null,
    }));
  },

  /** Every document between two bill dates, oldest first (registers, archives, bills). */
  async between(db: Executor, from: string, to: string): Promise<InvoiceRecord[]> {
    const rows = await db
      .selectFrom('invoices')
      .selectAll()
      .where('bill_date', '>=', from)
      .where('bill_date', '<=', to)
      .orderBy('bill_date')
      .orderBy('kind')
      .orderBy('sequence')
      .execute();
    return rows.map(toRecord);
  },

  /** One page of a bill date's documents of one kind, in the order issued (a Bill's array). */
  async pageOnDate(
    db: Executor,
    billDate: string,
    kind: InvoiceKind,
    page: { first: number; skip: number },
  ): Promise<InvoiceRecord[]> {
    if (page.first === 0) return [];
    const rows = await invoicesRepository
      .filtered(db, { billDateFrom: billDate, billDateTo: billDate, kind })
      .selectAll()
      .orderBy('sequence')
      .limit(page.first)
      .offset(page.skip)
      .execute();
    return rows.map(toRecord);
  },

  /** The distinct bill dates in a range (either end may be open), ascending. */
  async billDates(db: Executor, from: string | null, to: string | null): Promise<string[]> {
    let q = db.selectFrom('invoices').select('bill_date').distinct();
    if (from) q = q.where('bill_date', '>=', from);
    if (to) q = q.where('bill_date', '<=', to);
    const rows = await q.orderBy('bill_date').execute();
    return rows.map((r) => r.bill_date);
  },

  /** The credit notes (not cancelled) issued against an invoice, oldest first. */
  async creditNotesOf(db: Executor, invoiceId: string): Promise<InvoiceRecord[]> {
    const rows = await db
      .selectFrom('invoices')
      .selectAll()
      .where('against_invoice_id', '=', invoiceId)
      .where('cancelled_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return rows.map(toRecord);
  },

  /** The credit notes (not cancelled) issued against an invoice: their total in paise. */
  async creditedPaise(db: Executor, invoiceId: string): Promise<number> {
    const row = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.sum<number | string | null>('total_paise').as('s'))
      .where('against_invoice_id', '=', invoiceId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.s ?? 0);
  },

  /** Reads an invoice and, on PostgreSQL, locks it until the transaction ends (SQLite writes one at a time). */
  async byIdLocked(tx: Executor, id: string): Promise<InvoiceRecord | null> {
    const query = tx.selectFrom('invoices').selectAll().where('id', '=', id);
    const row = await (
      tx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
    ).executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async cancel(tx: Executor, id: string, at: string, by: string, reason: string): Promise<boolean> {
    const r = await tx
      .updateTable('invoices')
      .set({ cancelled_at: at, cancelled_by: by, cancel_reason: reason })
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};

export type InvoicesRepository = typeof invoicesRepository;
