// The invoice document and its arithmetic: line amounts, GST split (CGST + SGST inside a state, IGST
// between states), the tax summary per rate and HSN code, round-off and the amount in words.
// Money is integer paise inside (money/index.ts); documents carry rupee numbers as people type them.
// docs/billing.md gives the rounding rules with examples. What is wrong with a document before it is
// saved is invoice-problems.ts; charges that include GST, invoice-charges.ts.

import { exactDecimal, roundDiv, roundDivBig, rupeesToPaise } from '../money/index.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  apportionCharge,
  splitGstIncluded,
  toChargeBasis,
  type ChargeBasisLine,
  type StoredChargeBasisLine,
} from './charge-tax.ts';
import type { InvoiceKind } from './invoice-numbers.ts';
import { DEFAULT_UQC } from './uqc.ts';

export interface InvoiceLine {
  description: string;
  /** a count or a measure, up to 3 decimals */
  quantity: number;
  /**
   * the unit of the quantity, a GST unit code (UQC: PCS, KGS, MTR, uqc.ts). Required on a tax invoice's
   * line with a quantity; a credit note's line takes its invoice line's. Documents stored before
   * decision 141 have none and print the quantity alone.
   */
  unit?: string | null;
  /** rupees per unit, tax NOT included */
  rate: number;
  /** HSN code of goods or SAC of services (tax invoices and credit notes) */
  hsnCode?: string | null;
  /** GST rate in percent (tax invoices, credit notes; purchases and expenses when taxed per line) */
  gst?: number | null;
  /** the catalogue product the line was picked from, if any */
  productId?: string | null;
  /**
   * credit notes: the line of the invoice it credits (1 = the invoice's first line); when missing, the
   * first invoice line of the same description, HSN code and GST rate (creditNoteLineProblems)
   */
  invoiceLine?: number | null;
}

export type CreditReason = 'RETURN' | 'PRICE_REDUCTION';

/** One document as the screens fill it and the server stores it (rupees, dates yyyy-MM-dd). */
export interface InvoiceDocument {
  /**
   * data URL of a PNG or JPEG image or a stored image's URL; "" for none (removed on the screen); null or
   * missing: the seller profile's (decision 170)
   */
  logo?: string | null;
  /** 100–250 points */
  logoWidth?: number | null;
  /** the business name printed at the top (defaults to the seller profile's) */
  title?: string | null;
  /** the buyer; on purchase and expense bills, the supplier */
  clientName: string;
  clientAddress?: string | null;
  /** the buyer's (or supplier's) GSTIN, empty when unregistered */
  gst?: string | null;
  contact?: string | null;
  /** the heading: Tax Invoice, Cash Memo, … */
  invoiceTitle?: string | null;
  invoiceDate: string;
  invoiceDueDate?: string | null;
  /**
   * courier charge in rupees, or null when switched off; what the buyer pays for it, GST included when
   * chargesGstIncluded (decision 128)
   */
  courier?: number | null;
  /** packing and transportation in rupees, or null when switched off; as courier */
  packingTransportation?: number | null;
  /**
   * tax invoices and credit notes: true when the courier and packing include GST, shared over the lines
   * and taxed at their rates (set by the server on every tax invoice from decision 128 on, and on its
   * credit notes). Documents issued before it have none: their charges were added without GST.
   */
  chargesGstIncluded?: boolean | null;
  /**
   * credit notes of such an invoice: the invoice's lines with a value, which the note's charges are
   * shared over as the invoice's were (set by the server, creditNoteChargeTax)
   */
  chargeBasis?: StoredChargeBasisLine[] | null;
  /** purchase and expense bills taxed as a whole: "Sale Tax (10%)" gives 10 % */
  taxLabel?: string | null;
  notesLabel?: string | null;
  notes?: string | null;
  termLabel?: string | null;
  term?: string | null;
  productLines: InvoiceLine[];
  /**
   * two-digit GST state code: where the supply ends (tax invoices and credit notes); on purchase and
   * expense bills the state the supplier's bill charges tax for, by default its GSTIN's (decision 115)
   */
  placeOfSupply?: string | null;
  /** purchase and expense: the supplier's own bill number */
  supplierBillNumber?: string | null;
  /** credit notes: the tax invoice it corrects (filled in by the server from the stored invoice) */
  againstInvoiceNumber?: string | null;
  againstInvoiceDate?: string | null;
  creditReason?: CreditReason | null;
  /**
   * credit notes: the total is rounded down to the rupee instead of half up, so that the last part of
   * a return fits the invoice's remaining value (set by creditNoteTotals, decision 116)
   */
  roundDown?: boolean | null;
}

export const LOGO_WIDTH = { min: 100, max: 250, step: 1, default: 150 } as const;
export const DEFAULT_TAX_LABEL = 'Sale Tax (10%)';
export const MAX_INVOICE_LINES = 500;
/** A document can be saved only when its total is over ₹1 (and the first line is described). */
export const MIN_SAVE_TOTAL_PAISE = 100;

export type TaxMode = 'NONE' | 'GST' | 'LABEL';

/** Tax invoices and credit notes are taxed per line; a cash memo never; purchases and expenses as entered. */
export function taxModeOf(kind: InvoiceKind, doc: Pick<InvoiceDocument, 'productLines'>): TaxMode {
  if (kind === 'GST_INVOICE' || kind === 'CREDIT_NOTE') return 'GST';
  if (kind === 'CASH_MEMO') return 'NONE';
  return doc.productLines.some((l) => l.gst !== null && l.gst !== undefined) ? 'GST' : 'LABEL';
}

/** The percentage in a tax label: the digits before a percent sign ("Sale Tax (10%)" → 10), else 0. */
export function taxLabelPercent(label: string | null | undefined): number {
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(label ?? '');
  return m ? Number(m[1]) : 0;
}

/** quantity × rate to the paisa (half away from zero); 0 when either is zero. */
export function lineAmountPaise(quantity: number, rate: number): number {
  if (!quantity || !rate) return 0;
  const q = exactDecimal(quantity);
  return Number(roundDivBig(BigInt(rupeesToPaise(rate)) * q.num, q.scale));
}

export interface ComputedLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** the unit code (UQC), '' when the line has none */
  unit: string;
  rate: number;
  /** percent, 0 when untaxed */
  gst: number;
  /** taxable value of the line (quantity × rate) in paise */
  amountPaise: number;
}

/** One row of the tax summary: one per HSN code and rate. */
export interface TaxSummaryRow {
  hsnCode: string;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTotals {
  taxMode: TaxMode;
  /** true: IGST; false: CGST + SGST (only meaningful when taxMode is GST) */
  interState: boolean;
  lines: ComputedLine[];
  taxSummary: TaxSummaryRow[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** LABEL mode: the percentage read from the tax label and its tax */
  labelPercent: number;
  labelTaxPaise: number;
  taxTotalPaise: number;
  /** the charges as typed: what the buyer pays for them (GST included when chargesTaxed) */
  courierPaise: number;
  packingPaise: number;
  /** true: the charges include GST and are in the taxable value and the tax (decision 128) */
  chargesTaxed: boolean;
  /** of each charge, the taxable value and the tax it includes (0 when not taxed) */
  courierTaxablePaise: number;
  courierTaxPaise: number;
  packingTaxablePaise: number;
  packingTaxPaise: number;
  /** of each charge, what is added to the total outside the taxable value and tax (documents before decision 128) */
  courierUntaxedPaise: number;
  packingUntaxedPaise: number;
  /** the document's taxable value: the lines' (subtotal) and the charges' */
  taxablePaise: number;
  /**
   * added to reach a whole rupee on our own documents (−49 to +50 paise; a credit note rounded down
   * −99 to 0); 0 on purchase/expense bills
   */
  roundOffPaise: number;
  totalPaise: number;
  amountInWords: string;
}

/** Our own documents end on a whole rupee; a supplier's bill is recorded as the supplier wrote it. */
export const roundsOff = (kind: InvoiceKind): boolean => kind !== 'PURCHASE' && kind !== 'EXPENSE';

/** A quantity, rate or charge as it counts while it is typed: a positive finite number, else 0. */
export const positiveOrZero = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;

/**
 * The sums of a document. Tax per summary row (HSN code and rate) is worked on the row's taxable
 * total: IGST = round(taxable × rate / 100); inside a state CGST and SGST are each
 * round(taxable × rate / 200), so they are always equal. Courier and packing on a document with
 * chargesGstIncluded include GST: each is shared over the lines (or the invoice's, chargeBasis) and the
 * part of each HSN code and rate is split into taxable value and tax at that rate, added to its row
 * (decision 128); otherwise they are added without tax. Total = lines + their tax + courier + packing,
 * then rounded to the rupee (half up) on our own documents with the difference as the round-off line.
 */
export function computeInvoice(
  kind: InvoiceKind,
  doc: Pick<
    InvoiceDocument,
    | 'productLines'
    | 'courier'
    | 'packingTransportation'
    | 'taxLabel'
    | 'placeOfSupply'
    | 'roundDown'
    | 'chargesGstIncluded'
    | 'chargeBasis'
  >,
  sellerStateCode: string | null | undefined,
): InvoiceTotals {
  const taxMode = taxModeOf(kind, doc);
  const lines: ComputedLine[] = doc.productLines.map((l) => ({
    description: l.description,
    hsnCode: (l.hsnCode ?? '').trim(),
    quantity: positiveOrZero(l.quantity),
    unit: (l.unit ?? '').trim(),
    rate: positiveOrZero(l.rate),
    gst: taxMode === 'GST' ? positiveOrZero(l.gst) : 0,
    amountPaise: lineAmountPaise(positiveOrZero(l.quantity), positiveOrZero(l.rate)),
  }));
  const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const interState =
    taxMode === 'GST' && !!doc.placeOfSupply && !!sellerStateCode && doc.placeOfSupply !== sellerStateCode;
  const courierPaise = doc.courier == null ? 0 : rupeesToPaise(positiveOrZero(doc.courier));
  const packingPaise =
    doc.packingTransportation == null ? 0 : rupeesToPaise(positiveOrZero(doc.packingTransportation));

  const taxSummary: TaxSummaryRow[] = [];
  const groups = new Map<string, TaxSummaryRow>();
  const rowOf = (hsnCode: string, rate: number) => {
    const key = `${hsnCode}|${rate}`;
    let row = groups.get(key);
    if (!row) {
      row = { hsnCode, rate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
      groups.set(key, row);
      taxSummary.push(row);
    }
    return row;
  };
  if (taxMode === 'GST') {
    for (const l of lines) if (l.amountPaise) rowOf(l.hsnCode, l.gst).taxablePaise += l.amountPaise;
    for (const row of taxSummary) {
      // rate has at most 2 decimals: taxable × rate% = taxable × (rate × 100) / 10000
      const rateHundredths = Math.round(row.rate * 100);
      if (interState) row.igstPaise = roundDiv(row.taxablePaise * rateHundredths, 10_000);
      else row.cgstPaise = row.sgstPaise = roundDiv(row.taxablePaise * rateHundredths, 20_000);
    }
  }

  // the charges: GST included and shared over the lines with a value (decision 128), else added as they are
  const basis: ChargeBasisLine[] = doc.chargeBasis
    ? toChargeBasis(doc.chargeBasis)
    : lines.map((l) => ({ hsnCode: l.hsnCode, gst: l.gst, taxablePaise: l.amountPaise }));
  const chargesTaxed = taxMode === 'GST' && !!doc.chargesGstIncluded && basis.some((b) => b.taxablePaise > 0);
  const taxCharge = (chargePaise: number) => {
    if (!chargesTaxed || !chargePaise) return { taxablePaise: 0, taxPaise: 0, untaxedPaise: chargePaise };
    const parts = apportionCharge(chargePaise, basis);
    const perRow = new Map<string, { hsnCode: string; rate: number; paise: number }>();
    basis.forEach((b, i) => {
      const key = `${b.hsnCode}|${b.gst}`;
      const at = perRow.get(key) ?? { hsnCode: b.hsnCode, rate: b.gst, paise: 0 };
      at.paise += parts[i]!;
      perRow.set(key, at);
    });
    let taxablePaise = 0;
    let taxPaise = 0;
    for (const { hsnCode, rate, paise } of perRow.values()) {
      if (!paise) continue;
      const split = splitGstIncluded(paise, rate, interState);
      const row = rowOf(hsnCode, rate);
      row.taxablePaise += split.taxablePaise;
      if (interState) row.igstPaise += split.taxPaise;
      else {
        row.cgstPaise += split.taxPaise / 2;
        row.sgstPaise += split.taxPaise / 2;
      }
      taxablePaise += split.taxablePaise;
      taxPaise += split.taxPaise;
    }
    return { taxablePaise, taxPaise, untaxedPaise: 0 };
  };
  const courier = taxCharge(courierPaise);
  const packing = taxCharge(packingPaise);

  const sum = (f: (r: TaxSummaryRow) => number) => taxSummary.reduce((s, r) => s + f(r), 0);
  const cgstPaise = sum((r) => r.cgstPaise);
  const sgstPaise = sum((r) => r.sgstPaise);
  const igstPaise = sum((r) => r.igstPaise);
  const labelPercent = taxMode === 'LABEL' ? taxLabelPercent(doc.taxLabel) : 0;
  const labelTaxPaise = labelPercent ? roundDiv(subtotalPaise * Math.round(labelPercent * 100), 10_000) : 0;
  const taxTotalPaise = cgstPaise + sgstPaise + igstPaise + labelTaxPaise;
  const taxablePaise = subtotalPaise + courier.taxablePaise + packing.taxablePaise;
  const exact = taxablePaise + taxTotalPaise + courier.untaxedPaise + packing.untaxedPaise;
  const totalPaise = !roundsOff(kind)
    ? exact
    : doc.roundDown && kind === 'CREDIT_NOTE'
      ? Math.floor(exact / 100) * 100
      : roundDiv(exact, 100) * 100;
  return {
    taxMode,
    interState,
    lines,
    taxSummary,
    subtotalPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    labelPercent,
    labelTaxPaise,
    taxTotalPaise,
    courierPaise,
    packingPaise,
    chargesTaxed,
    courierTaxablePaise: courier.taxablePaise,
    courierTaxPaise: courier.taxPaise,
    packingTaxablePaise: packing.taxablePaise,
    packingTaxPaise: packing.taxPaise,
    courierUntaxedPaise: courier.untaxedPaise,
    packingUntaxedPaise: packing.untaxedPaise,
    taxablePaise,
    roundOffPaise: totalPaise - exact,
    totalPaise,
    // a document past the bounds (invoiceProblems refuses it) is still totalled while it is typed; its
    // total may then be beyond the whole numbers said exactly in words
    amountInWords: Number.isSafeInteger(totalPaise) ? amountInWords(totalPaise) : '',
  };
}

/** Can the Upload button be pressed? Total over ₹1 and a first line described in more than 1 character. */
export function canSaveInvoice(doc: Pick<InvoiceDocument, 'productLines'>, totals: InvoiceTotals): boolean {
  return (
    totals.totalPaise > MIN_SAVE_TOTAL_PAISE && (doc.productLines[0]?.description.trim().length ?? 0) > 1
  );
}

/** A blank product line: quantity 1 piece, rate 0.00. */
export const blankInvoiceLine = (): InvoiceLine => ({
  description: '',
  quantity: 1,
  unit: DEFAULT_UQC,
  rate: 0,
  hsnCode: '',
  gst: null,
});
