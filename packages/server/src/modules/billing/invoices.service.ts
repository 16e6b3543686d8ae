import crypto from 'node:crypto';
import {
  computeInvoice,
  creditNoteChargeProblems,
  creditNoteChargeTax,
  creditNoteDateProblem,
  creditNoteLineProblems,
  creditNoteTotals,
  creditedCharges,
  creditedInvoiceLine,
  creditedLinesOnly,
  dateInWords,
  defaultLineGst,
  linesTakeHsnGst,
  documentDateLabel,
  documentDateProblem,
  returnedQuantities,
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_KIND_LABEL,
  INWARD_KINDS,
  invoiceProblems,
  withInvoicedUnits,
  isIsoDate,
  prepareGstRules,
  supplierBillNumberOf,
  type InvoiceDocument,
  type InvoiceKind,
  type GstRule,
  type InvoiceTotals,
  type SellerProfile,
  withChargeTax,
} from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { todayOf } from '../../shared/date-scalar.ts';
import { badInput, conflict, DomainError, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import { normalised, type InvoiceDocumentInput } from './invoice-input.ts';
import type { InvoiceFilter, InvoiceRecord, InvoicesRepository } from './invoices.repository.ts';

/** A saved document as the API returns it: rupees and the computed summary. */
export interface InvoiceView {
  id: string;
  kind: InvoiceKind;
  invoiceNumber: string;
  billDate: string;
  financialYear: string;
  clientName: string;
  clientGstin: string | null;
  placeOfSupply: string | null;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  taxTotal: number;
  roundOff: number;
  total: number;
  amountInWords: string;
  pdfUrl: string;
  document: InvoiceDocument & {
    productLines: (InvoiceDocument['productLines'][number] & { amount: number })[];
  };
  taxSummary: { hsnCode: string; rate: number; taxable: number; cgst: number; sgst: number; igst: number }[];
  interState: boolean;
  cancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  againstInvoiceId: string | null;
  createdAt: string;
  createdBy: string | null;
}

export const pdfUrlOf = (id: string) => `/files/invoices/${id}.pdf`;

export function totalsOf(r: InvoiceRecord): InvoiceTotals {
  return computeInvoice(r.kind, r.document, r.seller.stateCode);
}

export function toView(r: InvoiceRecord): InvoiceView {
  const t = totalsOf(r);
  return {
    id: r.id,
    kind: r.kind,
    invoiceNumber: r.invoiceNumber,
    billDate: r.billDate,
    financialYear: r.financialYear,
    clientName: r.clientName,
    clientGstin: r.clientGstin,
    placeOfSupply: r.placeOfSupply,
    subtotal: wireRupees(r.subtotalPaise),
    cgst: wireRupees(r.cgstPaise),
    sgst: wireRupees(r.sgstPaise),
    igst: wireRupees(r.igstPaise),
    taxTotal: wireRupees(r.taxTotalPaise),
    roundOff: wireRupees(t.roundOffPaise),
    total: wireRupees(r.totalPaise),
    amountInWords: t.amountInWords,
    pdfUrl: pdfUrlOf(r.id),
    document: {
      ...r.document,
      productLines: r.document.productLines.map((l, i) => ({
        ...l,
        amount: wireRupees(t.lines[i]?.amountPaise ?? 0),
      })),
    },
    taxSummary: t.taxSummary.map((s) => ({
      hsnCode: s.hsnCode,
      rate: s.rate,
      taxable: wireRupees(s.taxablePaise),
      cgst: wireRupees(s.cgstPaise),
      sgst: wireRupees(s.sgstPaise),
      igst: wireRupees(s.igstPaise),
    })),
    interState: t.interState,
    cancelled: r.cancelledAt !== null,
    cancelledAt: r.cancelledAt,
    cancelReason: r.cancelReason,
    againstInvoiceId: r.againstInvoiceId,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
  };
}

export interface DocumentSeries {
  kind: InvoiceKind;
  label: string;
  firstNumber: string;
  lastNumber: string;
  total: number;
  cancelled: number;
}

/** The ports the invoices service works through (app.ts binds the database; unit tests, memory). */
export interface InvoicesStore {
  invoices: Omit<Bound<InvoicesRepository>, 'filtered' | 'pageOnDate' | 'billDates'>;
  audit: AuditLog;
}

export function createInvoicesService({
  store,
  clock,
  sellerProfile,
  gstRules,
}: {
  store: UnitOfWork<InvoicesStore>;
  clock: Clock;
  /** the seller profile now (the billing module's seller profile service) */
  sellerProfile: () => Promise<SellerProfile>;
  /** the GST rules by HSN code (the settings service): a tax invoice's line without a rate takes theirs */
  gstRules: () => Promise<readonly GstRule[]>;
}) {
  // a document's audit rows keep what they always kept: its kind, number and total; its cancelling
  const audit = auditTo<object>(clock, 'invoice');
  const { invoices } = store.read;

  async function get(id: string): Promise<InvoiceRecord | null> {
    return invoices.byId(id);
  }

  /**
   * Saves a new document: checks it, takes the next number of its series for its bill date inside the
   * saving transaction, stores it with a copy of the seller profile, audits it. On any failure nothing
   * is stored and the number is not used up.
   */
  async function save(
    kind: InvoiceKind,
    input: InvoiceDocumentInput,
    actor: SessionUser,
  ): Promise<InvoiceRecord> {
    // a tax invoice's courier and packing include GST at the rates of its lines (decision 128)
    const doc = withChargeTax(kind, normalised(kind, input));
    // never dated after the seller's today, India's date by the clock (decision 123)
    const today = todayOf(clock);
    const futureProblem = documentDateProblem(kind, doc.invoiceDate, today);
    if (futureProblem) throw badInput('invoiceDate', futureProblem);
    const seller = await sellerProfile();
    if (linesTakeHsnGst(kind, doc) && doc.productLines.some((l) => l.gst === null)) {
      // as the screen does (docs/billing.md): the HSN rule on the invoice date at the line's rate; on a
      // registered supplier's bill too (decision 295)
      const rules = prepareGstRules(await gstRules());
      doc.productLines = doc.productLines.map((l) =>
        l.gst === null
          ? {
              ...l,
              gst: defaultLineGst(rules, { hsnCode: l.hsnCode, invoiceDate: doc.invoiceDate, rate: l.rate }),
            }
          : l,
      );
    }
    if (kind === 'CREDIT_NOTE') {
      const original = input.againstInvoice ? await invoices.byId(input.againstInvoice) : null;
      if (!original || original.kind !== 'GST_INVOICE')
        throw badInput(
          'againstInvoice',
          'A credit note is issued against a saved tax invoice: choose the invoice',
        );
      // the note follows its invoice: same buyer registration and place of supply (Section 34)
      doc.placeOfSupply = original.placeOfSupply;
      doc.gst = original.clientGstin;
      doc.againstInvoiceNumber = original.invoiceNumber;
      doc.againstInvoiceDate = original.billDate;
      // and its letterhead: the note has no logo of its own to choose, so it prints the invoice's logo,
      // none where the invoice's was removed, the seller profile's where the invoice took that (decision 170)
      doc.logo = original.document.logo ?? null;
      doc.logoWidth = original.document.logoWidth ?? null;
      // its charges are credited with GST as the invoice took it: none on an invoice issued before 128
      Object.assign(doc, creditNoteChargeTax(original.document));
      // a line sent without a unit counts in the unit of the invoice line it credits (decision 141)
      doc.productLines = withInvoicedUnits(original.document.productLines, doc.productLines);
      const dateProblem = creditNoteDateProblem(original, doc.invoiceDate ?? '');
      if (dateProblem) throw badInput('invoiceDate', dateProblem);
    }

    const problem = invoiceProblems(kind, doc, seller.stateCode)[0];
    if (problem)
      throw new DomainError('BAD_USER_INPUT', problem.message, {
        field: problem.field,
        ...(problem.row !== undefined ? { row: problem.row } : {}),
      });

    const fy = financialYearOf(doc.invoiceDate, seller.financialYearStartMonth);
    if (fy.to < financialYearOf(today, seller.financialYearStartMonth).from && !input.confirmClosedYear)
      throw badInput(
        'confirmClosedYear',
        `${documentDateLabel(kind)} ${dateInWords(doc.invoiceDate)} is in the financial year ${fy.label}, which has ended. Confirm to ${kind === 'CREDIT_NOTE' ? 'issue' : 'save'} it there.`,
      );

    return store.transaction(async (tx) => {
      let againstId: string | null = null;
      if (kind === 'CREDIT_NOTE') {
        const original = (await tx.invoices.byIdLocked(input.againstInvoice!))!;
        if (original.cancelledAt)
          throw conflict(
            `Invoice ${original.invoiceNumber} is cancelled: no credit note can be issued against it`,
          );
        againstId = original.id;
        // goods returned: per line, at most what is invoiced and not credited yet, at most at its rate
        const earlier = await tx.invoices.creditNotesOf(original.id);
        const noteProblem =
          creditNoteLineProblems(
            { invoiceNumber: original.invoiceNumber, productLines: original.document.productLines },
            earlier
              .filter((n) => n.document.creditReason === 'RETURN')
              .flatMap((n) => n.document.productLines),
            doc,
          )[0] ??
          // courier and packing: at most what the invoice charged less what its notes credited (decision 124)
          creditNoteChargeProblems(
            {
              invoiceNumber: original.invoiceNumber,
              courier: original.document.courier,
              packingTransportation: original.document.packingTransportation,
            },
            earlier.map((n) => n.document),
            doc,
          )[0];
        if (noteProblem)
          throw new DomainError('BAD_USER_INPUT', noteProblem.message, {
            field: noteProblem.field,
            ...(noteProblem.row !== undefined ? { row: noteProblem.row } : {}),
          });
        // each line keeps the invoice line it credits, so later notes count it against that line
        doc.productLines = doc.productLines.map((l) => {
          const j = creditedInvoiceLine(original.document.productLines, l);
          return { ...l, invoiceLine: j === null ? null : j + 1 };
        });
        // a line left at quantity 0 credits nothing: not stored, not printed
        doc.productLines = creditedLinesOnly(doc.productLines);
        const creditedPaise = earlier.reduce((sum, n) => sum + n.totalPaise, 0);
        const fit = creditNoteTotals(
          { invoiceNumber: original.invoiceNumber, totalPaise: original.totalPaise, creditedPaise },
          doc,
          seller.stateCode,
        );
        if (fit.problem) throw badInput('total', fit.problem);
        doc.roundDown = fit.roundDown || null;
      }
      const t = computeInvoice(kind, doc, seller.stateCode);
      const sequence = await tx.invoices.nextSequence(kind, doc.invoiceDate);
      const invoiceNumber = formatInvoiceNumber(kind, doc.invoiceDate, sequence);
      const id = crypto.randomUUID();
      const at = clock.now().toISOString();
      await tx.invoices.insert({
        id,
        kind,
        invoice_number: invoiceNumber,
        sequence,
        bill_date: doc.invoiceDate,
        financial_year: fy.label,
        client_name: doc.clientName,
        client_gstin: doc.gst ?? null,
        place_of_supply: doc.placeOfSupply ?? null,
        // searched by Check Invoice; core's rule, as migration 017 filled it for the bills stored before
        supplier_bill_number: supplierBillNumberOf(kind, doc),
        // the document's taxable value: its lines' and, from decision 128 on, its charges'
        subtotal_paise: t.taxablePaise,
        cgst_paise: t.cgstPaise,
        sgst_paise: t.sgstPaise,
        igst_paise: t.igstPaise,
        tax_total_paise: t.taxTotalPaise,
        total_paise: t.totalPaise,
        document: JSON.stringify(doc),
        seller: JSON.stringify(seller),
        against_invoice_id: againstId,
        cancelled_at: null,
        cancelled_by: null,
        cancel_reason: null,
        created_at: at,
        created_by: actor.id,
      });
      await audit(tx, actor.id, id, 'create', null, {
        kind,
        invoiceNumber,
        total: wireRupees(t.totalPaise),
      });
      const saved = await tx.invoices.byId(id);
      return saved!;
    });
  }

  /** Marks a document cancelled with a reason; it stays stored and its number is never given again. */
  async function cancel(id: string, reason: string, actor: SessionUser): Promise<InvoiceRecord> {
    const why = reason.trim();
    if (why.length < 3) throw badInput('reason', 'Say why the document is cancelled (at least 3 characters)');
    return store.transaction(async (tx) => {
      const r = await tx.invoices.byIdLocked(id);
      if (!r) throw notFound('No such document');
      if (r.cancelledAt)
        throw conflict(`${INVOICE_KIND_LABEL[r.kind]} ${r.invoiceNumber} is cancelled already`);
      if (r.kind === 'GST_INVOICE' && (await tx.invoices.creditedPaise(r.id)) > 0)
        throw conflict(`Invoice ${r.invoiceNumber} has credit notes: cancel them first`);
      await tx.invoices.cancel(id, clock.now().toISOString(), actor.id, why);
      await audit(tx, actor.id, id, 'cancel', { cancelled: false }, { cancelled: true, reason: why });
      return (await tx.invoices.byId(id))!;
    });
  }

  /**
   * For each series in a date range: first and last number, how many, how many cancelled. `issued`
   * (GSTR-1 Table 13): the documents we issue; `received`: the purchase and expense bills recorded,
   * which are not documents issued (decision 115).
   */
  async function documentSeries(
    from: string,
    to: string,
    which: 'issued' | 'received',
  ): Promise<DocumentSeries[]> {
    if (!isIsoDate(from)) throw badInput('from', 'From must be a date (yyyy-MM-dd)');
    if (!isIsoDate(to)) throw badInput('to', 'To must be a date (yyyy-MM-dd)');
    const series = new Map<string, DocumentSeries>();
    for (const r of await invoices.numbersBetween(from, to)) {
      const kind = r.kind as InvoiceKind;
      const s = series.get(kind) ?? {
        kind,
        label: INVOICE_KIND_LABEL[kind],
        firstNumber: r.invoiceNumber,
        lastNumber: r.invoiceNumber,
        total: 0,
        cancelled: 0,
      };
      s.lastNumber = r.invoiceNumber;
      s.total += 1;
      if (r.cancelled) s.cancelled += 1;
      series.set(kind, s);
    }
    const order: InvoiceKind[] = ['GST_INVOICE', 'CREDIT_NOTE', 'CASH_MEMO', 'PURCHASE', 'EXPENSE'];
    return order
      .filter((k) => INWARD_KINDS.includes(k) === (which === 'received'))
      .flatMap((k) => (series.has(k) ? [series.get(k)!] : []));
  }

  return {
    get,
    save,
    cancel,
    documentsIssued: (from: string, to: string) => documentSeries(from, to, 'issued'),
    billsReceived: (from: string, to: string) => documentSeries(from, to, 'received'),
    list: (f: InvoiceFilter, first: number, skip: number) => invoices.list(f, first, skip),
    count: (f: InvoiceFilter) => invoices.count(f),
    between: (from: string, to: string) => invoices.between(from, to),
    creditedPaise: (id: string) => invoices.creditedPaise(id),
    /** per line of a tax invoice, the quantity its credit notes for goods returned (not cancelled) credit */
    returnedQuantities: async (invoice: InvoiceRecord) =>
      returnedQuantities(
        invoice.document.productLines,
        (await invoices.creditNotesOf(invoice.id))
          .filter((n) => n.document.creditReason === 'RETURN')
          .flatMap((n) => n.document.productLines),
      ),
    /** what the credit notes of a tax invoice (not cancelled) credited of its courier and packing */
    creditedCharges: async (invoice: InvoiceRecord) =>
      creditedCharges((await invoices.creditNotesOf(invoice.id)).map((n) => n.document)),
    sellerProfile,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
