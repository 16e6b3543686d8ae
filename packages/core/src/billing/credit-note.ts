// Credit notes (Section 34 of the CGST Act): issued against a saved tax invoice, for goods returned or a
// price reduction, never for more than what of the invoice is not credited yet. docs/billing.md,
// decisions 085 (the screen), 116 (goods returned per line) and 117 (the rupee round-off and the limit).
import { dateInWords } from '../pricing/dated.ts';
import {
  exactDecimal,
  formatPaise,
  formatRupees,
  paiseToRupees,
  roundDivBig,
  rupeesToPaise,
} from '../money/index.ts';
import {
  computeInvoice,
  type CreditReason,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceTotals,
} from './invoice.ts';
import type { InvoiceProblem } from './invoice-problems.ts';

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

const rupees = (paise: number) => formatPaise(paise);

/** The sentence refusing a credit note of notePaise against the invoice, or null when it fits. */
export function creditNoteLimitProblem(invoice: CreditedInvoice, notePaise: number): string | null {
  const remaining = remainingToCreditPaise(invoice);
  if (notePaise <= remaining) return null;
  return `A credit note can be at most the invoice's remaining value, ${rupees(remaining)} (invoice ${invoice.invoiceNumber} is ${rupees(invoice.totalPaise)}, credited already ${rupees(invoice.creditedPaise)})`;
}

/** The sentence refusing a credit note dated before its invoice, or null when the date fits. */
export function creditNoteDateProblem(
  invoice: { invoiceNumber: string; billDate: string },
  noteDate: string,
): string | null {
  return noteDate && noteDate < invoice.billDate
    ? `The credit note cannot be dated before invoice ${invoice.invoiceNumber} (${dateInWords(invoice.billDate)})`
    : null;
}

export interface CreditNoteTotals {
  /** true: the note's total is rounded down to the rupee to fit the remaining value */
  roundDown: boolean;
  totals: InvoiceTotals;
  /** why the note cannot be issued for its value, or null */
  problem: string | null;
}

/**
 * A credit note's totals as it is issued. Its total is rounded to the rupee half up, like every
 * document of ours; when that would pass the invoice's remaining value but rounding down would not, it
 * is rounded down instead (a round-off of up to −₹0.99). So the last piece of a return split over
 * several notes always fits, and the notes never add up to more than the invoice (decision 117).
 */
export function creditNoteTotals(
  invoice: CreditedInvoice,
  doc: Pick<
    InvoiceDocument,
    'productLines' | 'courier' | 'packingTransportation' | 'taxLabel' | 'placeOfSupply'
  >,
  sellerStateCode: string | null | undefined,
): CreditNoteTotals {
  const halfUp = computeInvoice('CREDIT_NOTE', { ...doc, roundDown: false }, sellerStateCode);
  const remaining = remainingToCreditPaise(invoice);
  const exact = halfUp.totalPaise - halfUp.roundOffPaise;
  const roundDown = halfUp.totalPaise > remaining && Math.floor(exact / 100) * 100 <= remaining;
  const totals = roundDown
    ? computeInvoice('CREDIT_NOTE', { ...doc, roundDown: true }, sellerStateCode)
    : halfUp;
  return { roundDown, totals, problem: creditNoteLimitProblem(invoice, totals.totalPaise) };
}

/**
 * A credit note starts with the invoice's lines (HSN code and rate of tax as invoiced), each at the
 * quantity not yet returned (`returned`: per invoice line, what earlier notes for goods returned
 * credited of it, `returnedQuantities`); a line returned whole is left out. When every line has been
 * returned whole, the lines start as invoiced, for a price reduction. A line without a value (quantity
 * or rate 0: a line left empty on an invoice saved before decision 135) has nothing to credit.
 */
export function creditNoteLines(
  invoiceLines: readonly InvoiceLine[],
  returned: readonly number[] = [],
): InvoiceLine[] {
  const lines = invoiceLines
    .map((l, i) => ({
      description: l.description,
      quantity: l.quantity,
      // the quantity credited is counted in the invoice's unit (none on an invoice before decision 141)
      unit: l.unit ?? null,
      rate: l.rate,
      hsnCode: l.hsnCode ?? null,
      gst: l.gst ?? null,
      productId: l.productId ?? null,
      invoiceLine: i + 1,
    }))
    .filter((l) => l.quantity > 0 && l.rate > 0);
  const open = lines
    .map((l) => ({ ...l, quantity: (milli(l.quantity) - milli(returned[l.invoiceLine - 1] ?? 0)) / 1000 }))
    .filter((l) => l.quantity > 0);
  return open.length > 0 ? open : lines;
}

const sameTax = (a: InvoiceLine, b: InvoiceLine) =>
  (a.hsnCode ?? '').trim() === (b.hsnCode ?? '').trim() && (a.gst ?? 0) === (b.gst ?? 0);

/**
 * The 0-based index of the invoice line a credit-note line credits: the one it names (invoiceLine,
 * 1-based); else the first of the same description, HSN code and GST rate; else the only one of the
 * same HSN code and GST rate. null when none (or more than one) fits.
 */
export function creditedInvoiceLine(invoiceLines: readonly InvoiceLine[], line: InvoiceLine): number | null {
  if (line.invoiceLine != null)
    return Number.isInteger(line.invoiceLine) &&
      line.invoiceLine >= 1 &&
      line.invoiceLine <= invoiceLines.length
      ? line.invoiceLine - 1
      : null;
  const description = line.description.trim().toLowerCase();
  const same = invoiceLines.findIndex(
    (l) => sameTax(l, line) && l.description.trim().toLowerCase() === description,
  );
  if (same >= 0) return same;
  const byTax = invoiceLines.flatMap((l, i) => (sameTax(l, line) ? [i] : []));
  return byTax.length === 1 ? byTax[0]! : null;
}

/** Quantities in thousandths (they have at most 3 decimals), so that sums are exact. */
const milli = (quantity: number): number => {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const q = exactDecimal(quantity);
  return Number(roundDivBig(q.num * 1000n, q.scale));
};
const quantityText = (m: number) => String(m / 1000);

/**
 * Per invoice line, the quantity the given lines of earlier notes for goods returned credit of it
 * (what the credit-note screen counts before the server does).
 */
export function returnedQuantities(
  invoiceLines: readonly InvoiceLine[],
  earlierReturnLines: readonly InvoiceLine[],
): number[] {
  const returned = invoiceLines.map(() => 0);
  for (const l of earlierReturnLines) {
    const j = creditedInvoiceLine(invoiceLines, l);
    if (j !== null) returned[j]! += milli(l.quantity);
  }
  return returned.map((m) => m / 1000);
}

const unitOf = (l: InvoiceLine): string => l.unit?.trim() ?? '';

/**
 * A credit note's lines with the unit of the invoice lines they credit where they give none (decision
 * 141): the quantity credited is in the unit invoiced. A line of an invoice issued without units stays
 * without one, as does a line that credits no line of the invoice.
 */
export function withInvoicedUnits(
  invoiceLines: readonly InvoiceLine[],
  noteLines: readonly InvoiceLine[],
): InvoiceLine[] {
  return noteLines.map((l) => {
    if (unitOf(l)) return l;
    const j = creditedInvoiceLine(invoiceLines, l);
    const unit = j === null ? '' : unitOf(invoiceLines[j]!);
    return unit ? { ...l, unit } : l;
  });
}

/**
 * What is wrong with the lines of a credit note, each naming its line and field. Whatever the reason,
 * a line crediting something has the unit of the invoice line it credits (none when the invoice has
 * none, decision 141), and a line crediting no line of an invoice with units has a unit. For goods
 * returned, a line credits a line of the invoice, at most the quantity invoiced less what earlier notes
 * for goods returned (not cancelled) credited of it, at most at the rate invoiced (decision 116); a note
 * for a price reduction is otherwise judged only by the invoice's remaining value.
 */
export function creditNoteLineProblems(
  invoice: { invoiceNumber: string; productLines: readonly InvoiceLine[] },
  /** the lines of the earlier notes for goods returned against the invoice, not cancelled */
  earlierReturnLines: readonly InvoiceLine[],
  note: { creditReason?: CreditReason | null; productLines: readonly InvoiceLine[] },
): InvoiceProblem[] {
  const returns = (note.creditReason ?? 'RETURN') === 'RETURN';
  const invoiced = invoice.productLines;
  const before = returnedQuantities(invoiced, earlierReturnLines);
  const left = invoiced.map((l, j) => milli(l.quantity) - milli(before[j]!));
  const withUnits = invoiced.some((l) => unitOf(l));
  const problems: InvoiceProblem[] = [];
  note.productLines.forEach((line, i) => {
    const n = `Line ${i + 1}${line.description.trim() ? ` (${line.description.trim()})` : ''}`;
    const q = milli(line.quantity);
    if (q === 0 || !line.rate) return; // a line that credits nothing
    const j = creditedInvoiceLine(invoiced, line);
    const unit = unitOf(line);
    const invoicedUnit = j === null ? null : unitOf(invoiced[j]!);
    if (invoicedUnit !== null && unit !== invoicedUnit)
      problems.push({
        field: 'unit',
        row: i,
        message: invoicedUnit
          ? `${n}: unit must be ${invoicedUnit}, as invoice ${invoice.invoiceNumber} invoiced it${unit ? ` (it is ${unit})` : ''}`
          : `${n}: invoice ${invoice.invoiceNumber} gives this line no unit; leave the unit out (it is ${unit})`,
      });
    // (a line for goods returned that credits no invoice line is named for that below)
    else if (invoicedUnit === null && withUnits && !unit && !returns)
      problems.push({
        field: 'unit',
        row: i,
        message: `${n}: unit (UQC) of the quantity is required on a credit note, such as PCS`,
      });
    if (!returns) return;
    if (j === null) {
      problems.push({
        field: 'invoiceLine',
        row: i,
        message: `${n}: not a line of invoice ${invoice.invoiceNumber} (same HSN code and GST rate): say which line is returned`,
      });
      return;
    }
    const of = invoiced[j]!;
    const available = Math.max(0, left[j]!);
    const all = milli(of.quantity);
    if (q > available)
      problems.push({
        field: 'quantity',
        row: i,
        message:
          available === all
            ? `${n}: quantity ${quantityText(q)} is more than the ${quantityText(all)} invoiced`
            : `${n}: quantity ${quantityText(q)} is more than the ${quantityText(available)} not credited yet (${quantityText(all)} invoiced, ${quantityText(all - available)} on earlier credit notes)`,
      });
    left[j]! -= q;
    if (rupeesToPaise(line.rate) > rupeesToPaise(of.rate))
      problems.push({
        field: 'rate',
        row: i,
        message: `${n}: rate ${formatRupees(line.rate)} is more than the ${formatRupees(of.rate)} invoiced`,
      });
  });
  return problems;
}

/** The charges a tax invoice adds to its lines, and a credit note can credit back (decision 124). */
export const CREDITABLE_CHARGES = [
  { field: 'courier', label: 'Courier', words: 'courier' },
  {
    field: 'packingTransportation',
    label: 'Packing and transportation',
    words: 'packing and transportation',
  },
] as const;
export type ChargeField = (typeof CREDITABLE_CHARGES)[number]['field'];
type Charges = Partial<Record<ChargeField, number | null>>;

/** A charge in paise: 0 when switched off (null), not a number or not above 0. */
const chargePaise = (rupees: number | null | undefined): number =>
  typeof rupees === 'number' && Number.isFinite(rupees) && rupees > 0 ? rupeesToPaise(rupees) : 0;

/**
 * What the earlier credit notes of an invoice (not cancelled, whatever their reason) credited of its
 * courier and packing charges, rupees.
 */
export function creditedCharges(earlierNotes: readonly Charges[]): Record<ChargeField, number> {
  const sum = (field: ChargeField) =>
    paiseToRupees(earlierNotes.reduce((s, n) => s + chargePaise(n[field]), 0));
  return { courier: sum('courier'), packingTransportation: sum('packingTransportation') };
}

/**
 * Per charge, what is left to credit, paise: what the invoice charged less what earlier notes (not
 * cancelled) credited of it, never below 0.
 */
export function creditableChargesPaise(
  invoice: Charges,
  earlierNotes: readonly Charges[],
): Record<ChargeField, { invoicedPaise: number; creditedPaise: number; leftPaise: number }> {
  const one = (field: ChargeField) => {
    const invoicedPaise = chargePaise(invoice[field]);
    const creditedPaise = earlierNotes.reduce((s, n) => s + chargePaise(n[field]), 0);
    return { invoicedPaise, creditedPaise, leftPaise: Math.max(0, invoicedPaise - creditedPaise) };
  };
  return { courier: one('courier'), packingTransportation: one('packingTransportation') };
}

/**
 * What is wrong with the courier and packing a credit note credits, each naming its field: at most what
 * the invoice charged less what its earlier notes (not cancelled, whatever their reason) credited of
 * that charge. The invoice adds these charges without GST, so the note credits them without GST too
 * (computeInvoice treats both alike; decision 124).
 */
export function creditNoteChargeProblems(
  invoice: { invoiceNumber: string } & Charges,
  /** the earlier notes against the invoice, not cancelled */
  earlierNotes: readonly Charges[],
  note: Charges,
): InvoiceProblem[] {
  const left = creditableChargesPaise(invoice, earlierNotes);
  return CREDITABLE_CHARGES.flatMap(({ field, label, words }): InvoiceProblem[] => {
    const asked = chargePaise(note[field]);
    const { invoicedPaise, creditedPaise, leftPaise } = left[field];
    if (asked <= leftPaise) return [];
    const message =
      invoicedPaise === 0
        ? `${label} ${rupees(asked)}: invoice ${invoice.invoiceNumber} charged no ${words}`
        : creditedPaise === 0
          ? `${label} ${rupees(asked)} is more than the ${rupees(invoicedPaise)} invoiced`
          : `${label} ${rupees(asked)} is more than the ${rupees(leftPaise)} not credited yet (${rupees(invoicedPaise)} invoiced, ${rupees(creditedPaise)} on earlier credit notes)`;
    return [{ field, message }];
  });
}

/**
 * The lines a credit note is saved and printed with: a line left at quantity 0 credits nothing and is
 * left out (issue 40: it was printed as a line of ₹0). Its problems are judged on the lines as typed
 * first, so that each names the row on the screen.
 */
export const creditedLinesOnly = <L extends { quantity: number }>(lines: readonly L[]): L[] =>
  lines.filter((l) => l.quantity !== 0);
