import {
  creditNoteLines,
  creditableChargesPaise,
  type ChargeField,
  type CreditReason,
  type InvoiceDocument,
  type SellerProfile,
} from '@seller-desk/core';
import type { useInvoiceToCredit } from './api/billing-api.ts';
import { typedNumberOrNaN } from './invoice-form.ts';

/** The invoice being credited, as the page reads it. */
export type ToCredit = NonNullable<ReturnType<typeof useInvoiceToCredit>['data']>;

export interface NoteLine {
  key: number;
  description: string;
  hsnCode: string | null;
  gst: number | null;
  productId: string | null;
  /** the invoice line it credits (1 = the first) */
  invoiceLine: number;
  /** as typed ("2." stays while typing) */
  quantity: string;
  /** the invoice line's unit (UQC), null on an invoice issued without units (decision 141) */
  unit: string | null;
  rate: string;
}

/** A note's lines as it opens: core's creditNoteLines of the invoice, quantity and rate as text to edit. */
function initialNoteLines(invoice: ToCredit): NoteLine[] {
  return creditNoteLines(invoice.document.productLines, invoice.returnedQuantities).map((l, i) => ({
    key: i,
    description: l.description,
    hsnCode: l.hsnCode ?? null,
    gst: l.gst ?? null,
    productId: l.productId ?? null,
    invoiceLine: l.invoiceLine ?? i + 1,
    quantity: String(l.quantity),
    unit: l.unit ?? null,
    rate: l.rate.toFixed(2),
  }));
}

/** What is typed on the credit note page, as typed. */
export interface NoteTyped {
  date: string;
  reason: CreditReason;
  /** each creditable charge: switched on, and its amount as typed */
  credit: Record<ChargeField, { on: boolean; amount: string }>;
  notes: string;
  term: string;
  lines: readonly NoteLine[];
}

/** The note as the document it saves: the invoice's party and place of supply, what is typed. */
export function creditNoteDocument(invoice: ToCredit, typed: NoteTyped): InvoiceDocument {
  return {
    clientName: invoice.document.clientName,
    clientAddress: invoice.document.clientAddress ?? null,
    gst: invoice.document.gst ?? null,
    contact: invoice.document.contact ?? null,
    invoiceDate: typed.date,
    placeOfSupply: invoice.placeOfSupply ?? null,
    againstInvoiceNumber: invoice.invoiceNumber,
    againstInvoiceDate: invoice.billDate,
    creditReason: typed.reason,
    courier: typed.credit.courier.on ? typedNumberOrNaN(typed.credit.courier.amount) : null,
    packingTransportation: typed.credit.packingTransportation.on
      ? typedNumberOrNaN(typed.credit.packingTransportation.amount)
      : null,
    notes: typed.notes,
    term: typed.term,
    productLines: typed.lines.map((l) => ({
      description: l.description,
      quantity: typedNumberOrNaN(l.quantity),
      unit: l.unit,
      rate: typedNumberOrNaN(l.rate),
      hsnCode: l.hsnCode,
      gst: l.gst,
      productId: l.productId,
      invoiceLine: l.invoiceLine,
    })),
  };
}

/**
 * A note as its page opens, dated `today` (India's: decision 123): for goods returned, the invoice's lines
 * not yet returned, its courier and packing offered at what is left of them but not credited until
 * switched on (decision 124), the seller profile's notes and terms of a credit note.
 */
export function initialNote(invoice: ToCredit, seller: SellerProfile, today: string): NoteTyped {
  const charges = creditableChargesPaise(invoice.document, [invoice.creditedCharges]);
  const defaults = seller.documentDefaults.CREDIT_NOTE;
  return {
    reason: 'RETURN',
    date: today,
    lines: initialNoteLines(invoice),
    credit: {
      courier: { on: false, amount: (charges.courier.leftPaise / 100).toFixed(2) },
      packingTransportation: {
        on: false,
        amount: (charges.packingTransportation.leftPaise / 100).toFixed(2),
      },
    },
    notes: defaults.notes,
    term: defaults.term,
  };
}
