// Credit notes (Section 34 of the CGST Act): issued against a saved tax invoice, for goods returned or a
// price reduction, never for more than what of the invoice is not credited yet. docs/billing.md.
import { paiseToRupees } from '../money/index.ts';
import type { InvoiceLine } from './invoice.ts';

export interface CreditedInvoice {
  invoiceNumber: string;
  /** the invoice's total, paise */
  totalPaise: number;
  /** the credit notes already issued against it (not cancelled), paise */
  creditedPaise: number;
}

/** What of an invoice may still be credited, paise (never below 0). */
export const remainingToCreditPaise = (invoice: CreditedInvoice): number =>
  Math.max(0, invoice.totalPaise - invoice.creditedPaise);

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

/** The sentence refusing a credit note of notePaise against the invoice, or null when it fits. */
export function creditNoteLimitProblem(invoice: CreditedInvoice, notePaise: number): string | null {
  const remaining = remainingToCreditPaise(invoice);
  if (notePaise <= remaining) return null;
  return `A credit note can be at most the invoice's remaining value, ${rupees(remaining)} (invoice ${invoice.invoiceNumber} is ${rupees(invoice.totalPaise)}, credited already ${rupees(invoice.creditedPaise)})`;
}

/** A credit note starts with the invoice's lines (HSN code and rate of tax as invoiced). */
export function creditNoteLines(invoiceLines: readonly InvoiceLine[]): InvoiceLine[] {
  return invoiceLines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    rate: l.rate,
    hsnCode: l.hsnCode ?? null,
    gst: l.gst ?? null,
    productId: l.productId ?? null,
  }));
}
