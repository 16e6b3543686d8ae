// The charges of a document that include GST (decision 128): how a tax invoice is issued with them, how
// its totals show them, and how a credit note takes them from its invoice.
import { formatPaise, paiseToRupees } from '../money/index.ts';
import { computeInvoice, type InvoiceDocument, type InvoiceTotals } from './invoice.ts';
import type { InvoiceKind } from './invoice-numbers.ts';

/**
 * A document as it is issued from decision 128 on: a tax invoice's courier and packing include GST and
 * are taxed at the rates of its lines. The server stores the flag on every new tax invoice; the screen
 * previews with it. Other kinds are returned as they are (a credit note takes its invoice's way,
 * creditNoteChargeTax).
 */
export function withChargeTax<D extends Pick<InvoiceDocument, 'chargesGstIncluded'>>(
  kind: InvoiceKind,
  doc: D,
): D {
  return kind === 'GST_INVOICE' ? { ...doc, chargesGstIncluded: true } : doc;
}

/**
 * The charges of a document that include GST, as its totals show them: each charge as typed in its
 * label ("Courier (₹100.00 incl. GST)") beside its taxable value, its tax being in the taxes (decision
 * 128). None when the charges are added without GST.
 */
export function taxedChargeRows(
  t: InvoiceTotals,
): { label: string; taxablePaise: number; taxPaise: number }[] {
  if (!t.chargesTaxed) return [];
  return [
    {
      name: 'Courier',
      typed: t.courierPaise,
      taxablePaise: t.courierTaxablePaise,
      taxPaise: t.courierTaxPaise,
    },
    {
      name: 'Packing and transportation',
      typed: t.packingPaise,
      taxablePaise: t.packingTaxablePaise,
      taxPaise: t.packingTaxPaise,
    },
  ]
    .filter((c) => c.typed > 0)
    .map(({ name, typed, taxablePaise, taxPaise }) => ({
      label: `${name} (${formatPaise(typed)} incl. GST)`,
      taxablePaise,
      taxPaise,
    }));
}

/**
 * How a credit note takes GST on the charges it credits: as its invoice did (decision 128). An invoice
 * whose charges include GST gives its note the flag and its lines with a value as the basis the note's
 * charges are shared over, so a charge credited in full is credited with the same taxable value and tax
 * per HSN code and rate; an invoice issued before gives nothing (its charges are credited without GST).
 */
export function creditNoteChargeTax(
  invoice: Pick<InvoiceDocument, 'productLines' | 'chargesGstIncluded'>,
): Pick<InvoiceDocument, 'chargesGstIncluded' | 'chargeBasis'> {
  if (!invoice.chargesGstIncluded) return { chargesGstIncluded: null, chargeBasis: null };
  const t = computeInvoice('GST_INVOICE', { productLines: invoice.productLines }, null);
  return {
    chargesGstIncluded: true,
    chargeBasis: t.lines
      .filter((l) => l.amountPaise > 0)
      .map((l) => ({ hsnCode: l.hsnCode, gst: l.gst, taxable: paiseToRupees(l.amountPaise) })),
  };
}
