import {
  stateOfGstin,
  supplierBillNumberOf,
  type CreditReason,
  type InvoiceDocument,
  type InvoiceKind,
} from '@seller-desk/core';
import { checkedLogo } from './logo.ts';

/** The document as it arrives on the wire (rupees; strings may be null). */
export interface InvoiceDocumentInput extends Omit<
  InvoiceDocument,
  'againstInvoiceNumber' | 'againstInvoiceDate' | 'roundDown' | 'chargesGstIncluded' | 'chargeBasis'
> {
  /** credit notes: the id of the tax invoice it corrects */
  againstInvoice?: string | null;
  creditReason?: CreditReason | null;
  /** true: save even though the invoice date is in a financial year that has ended */
  confirmClosedYear?: boolean | null;
}

const text = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Trims every text, upper-cases GSTINs and fills an empty place of supply from the party's GSTIN: the
 * buyer's on our documents, the supplier's on a bill received (decision 115). A cash memo has none.
 */
export function normalised(kind: InvoiceKind, input: InvoiceDocumentInput): InvoiceDocument {
  const gst = text(input.gst).toUpperCase();
  const placeOfSupply = kind === 'CASH_MEMO' ? null : text(input.placeOfSupply) || stateOfGstin(gst) || null;
  return {
    // "" is no logo (removed on the screen); none sent prints the seller profile's (decision 170)
    logo: input.logo == null ? null : checkedLogo(input.logo),
    logoWidth: input.logoWidth ?? null,
    title: text(input.title) || null,
    clientName: text(input.clientName),
    clientAddress: text(input.clientAddress) || null,
    gst: gst || null,
    contact: text(input.contact) || null,
    invoiceTitle: text(input.invoiceTitle) || null,
    invoiceDate: text(input.invoiceDate),
    invoiceDueDate: text(input.invoiceDueDate) || null,
    courier: input.courier ?? null,
    packingTransportation: input.packingTransportation ?? null,
    taxLabel: text(input.taxLabel) || null,
    notesLabel: text(input.notesLabel) || null,
    notes: input.notes ?? null,
    termLabel: text(input.termLabel) || null,
    term: input.term ?? null,
    productLines: input.productLines.map((l) => ({
      description: text(l.description),
      quantity: l.quantity,
      // unit codes are capitals (UQC); core's invoiceProblems names one not on the list
      unit: text(l.unit).toUpperCase() || null,
      rate: l.rate,
      hsnCode: text(l.hsnCode) || null,
      gst: l.gst ?? null,
      productId: l.productId ?? null,
      ...(kind === 'CREDIT_NOTE' ? { invoiceLine: l.invoiceLine ?? null } : {}),
    })),
    placeOfSupply,
    supplierBillNumber: supplierBillNumberOf(kind, input),
    creditReason: kind === 'CREDIT_NOTE' ? (input.creditReason ?? 'RETURN') : null,
  };
}
