// The invoice document and its arithmetic: line amounts, GST split (CGST + SGST inside a state, IGST
// between states), the tax summary per rate and HSN code, round-off and the amount in words.
// Money is integer paise inside (money/index.ts); documents carry rupee numbers as people type them.
// docs/billing.md gives the rounding rules with examples.

import { exactDecimal, paiseToRupees, roundDiv, roundDivBig, rupeesToPaise } from '../money/index.ts';
import { MAX_MONEY_RUPEES, MAX_MONEY_TEXT, MONEY_DECIMALS } from '../validation/limits.ts';
import { hsnCodeProblem } from '../validation/hsn-code.ts';
import { gstRateProblem, isGstRate } from '../validation/gst-rate.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  apportionCharge,
  splitGstIncluded,
  toChargeBasis,
  type ChargeBasisLine,
  type StoredChargeBasisLine,
} from './charge-tax.ts';
import { gstinProblem, isStateCode } from './gstin.ts';
import { isIsoDate } from '../pricing/dated.ts';
import type { InvoiceKind } from './invoice-numbers.ts';
import { DEFAULT_UQC, uqcProblem } from './uqc.ts';
import { supplierBillNumberProblem } from './invoice-numbers.ts';

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

const safe = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

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
    quantity: safe(l.quantity),
    unit: (l.unit ?? '').trim(),
    rate: safe(l.rate),
    gst: taxMode === 'GST' ? safe(l.gst) : 0,
    amountPaise: lineAmountPaise(safe(l.quantity), safe(l.rate)),
  }));
  const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const interState =
    taxMode === 'GST' && !!doc.placeOfSupply && !!sellerStateCode && doc.placeOfSupply !== sellerStateCode;
  const courierPaise = doc.courier == null ? 0 : rupeesToPaise(safe(doc.courier));
  const packingPaise = doc.packingTransportation == null ? 0 : rupeesToPaise(safe(doc.packingTransportation));

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
      label: `${name} (₹${formatIndianAmount(typed)} incl. GST)`,
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

/** Can the Upload button be pressed? Total over ₹1 and a first line described in more than 1 character. */
export function canSaveInvoice(doc: Pick<InvoiceDocument, 'productLines'>, totals: InvoiceTotals): boolean {
  return (
    totals.totalPaise > MIN_SAVE_TOTAL_PAISE && (doc.productLines[0]?.description.trim().length ?? 0) > 1
  );
}

export interface InvoiceProblem {
  field: string;
  /** 0-based product line, for line fields */
  row?: number;
  message: string;
}

/**
 * The bounds of a document's numbers (decision 207), far beyond a small seller's and within what its
 * arithmetic does exactly: a quantity of 10,00,000; a rate, a charge, a line's amount (quantity × rate)
 * and the document's total of ₹1,00,00,00,000 (10^11 paise). Tax is worked as taxable paise × rate in
 * hundredths of a percent (at most 10^11 × 10^4 = 10^15), below 2^53, so every sum is an exact whole
 * number of paise and amountInWords can say it.
 */
const MAX_QUANTITY = 1_000_000;
const MAX_RATE = MAX_MONEY_RUPEES;
const MAX_LINE_PAISE = MAX_MONEY_RUPEES * 100;
const MAX_DOCUMENT_PAISE = MAX_MONEY_RUPEES * 100;

/**
 * Decision 136: a quantity is a count or a measure to the thousandth (a gram, a millilitre); a rate and
 * the charges are rupees and paise; a GST rate is a percent to the hundredth (0.25, 1.5). More decimals
 * would be printed as typed but computed rounded (a rate of ₹12.345 × 10 made ₹123.50).
 */
export const QUANTITY_DECIMALS = 3;
export const GST_RATE_DECIMALS = 2;

/** How many decimals a finite number has, written in its shortest form: 12.345 → 3, 12.5 → 1, 12 → 0. */
const decimalsOf = (x: number): number => exactDecimal(x).scale.toString().length - 1;

/**
 * Rule 46(e) of the CGST Rules: from this taxable value (₹50,000) a tax invoice to an unregistered buyer
 * carries the buyer's name, address and state whether or not the buyer asks (decision 135).
 */
export const UNREGISTERED_BUYER_ADDRESS_FROM_PAISE = 50_000_00;

/**
 * Rule 46(h): does the line at `index` (0-based) have to be described (more than 1 character)? The first
 * line of every document (the spec's Upload rule), and every line of a document typed on its screen; a
 * credit note's further lines are its invoice's, as invoiced (decision 135).
 */
export const describedLine = (kind: InvoiceKind, index: number): boolean =>
  index === 0 || kind !== 'CREDIT_NOTE';

/**
 * Everything wrong with a document before it is saved, each naming its field (and line). The screens
 * show the same messages; the server refuses a save with the first.
 */
export function invoiceProblems(
  kind: InvoiceKind,
  doc: InvoiceDocument,
  sellerStateCode: string | null | undefined,
): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const add = (field: string, message: string, row?: number) =>
    problems.push({ field, message, ...(row !== undefined ? { row } : {}) });
  const party = kind === 'PURCHASE' || kind === 'EXPENSE' ? 'Supplier' : 'Client';

  if (!doc.clientName?.trim()) add('clientName', `${party} name is required`);
  if (!isIsoDate(doc.invoiceDate ?? '')) add('invoiceDate', 'Invoice date must be a date');
  if (doc.invoiceDueDate) {
    if (!isIsoDate(doc.invoiceDueDate)) add('invoiceDueDate', 'Due date must be a date');
    else if (isIsoDate(doc.invoiceDate) && doc.invoiceDueDate < doc.invoiceDate)
      add('invoiceDueDate', 'Due date must not be before the invoice date');
  }
  if (doc.logoWidth != null && (doc.logoWidth < LOGO_WIDTH.min || doc.logoWidth > LOGO_WIDTH.max))
    add('logoWidth', `Logo width must be from ${LOGO_WIDTH.min} to ${LOGO_WIDTH.max}`);
  const buyerGstin = doc.gst?.trim() ?? '';
  if (buyerGstin) {
    const p = gstinProblem(buyerGstin, `${party} GSTIN`);
    if (p) add('gst', p);
  }
  const taxMode = taxModeOf(kind, doc);
  if (kind === 'GST_INVOICE' || kind === 'CREDIT_NOTE') {
    if (!sellerStateCode)
      add(
        'stateCode',
        'Fill in the seller profile (Settings → Seller profile: state and GSTIN) before making a tax invoice',
      );
    const pos = doc.placeOfSupply?.trim() ?? '';
    if (!isStateCode(pos)) add('placeOfSupply', 'Place of supply must be a GST state code such as 27');
    else if (buyerGstin && !gstinProblem(buyerGstin) && buyerGstin.slice(0, 2) !== pos)
      add(
        'placeOfSupply',
        `Place of supply (${pos}) must be the state of the buyer's GSTIN (${buyerGstin.slice(0, 2)})`,
      );
  }
  if (kind === 'PURCHASE' || kind === 'EXPENSE') {
    const billNumberProblem = supplierBillNumberProblem(doc.supplierBillNumber);
    if (billNumberProblem) add('supplierBillNumber', billNumberProblem);
    const pos = doc.placeOfSupply?.trim() ?? '';
    if (pos && !isStateCode(pos))
      add('placeOfSupply', `Place of supply must be a GST state code such as 27 (it is ${pos})`);
  }
  for (const [field, value] of [
    ['courier', doc.courier],
    ['packingTransportation', doc.packingTransportation],
  ] as const) {
    const label = field === 'courier' ? 'Courier' : 'Packing and transportation';
    if (value != null && !(Number.isFinite(value) && value >= 0))
      add(field, `${label} must be a number of 0 or more`);
    else if (value != null && value > MAX_RATE) add(field, `${label} must be at most ${MAX_MONEY_TEXT}`);
    else if (value != null && decimalsOf(value) > MONEY_DECIMALS)
      add(field, `${label} is rupees and paise, at most ${MONEY_DECIMALS} decimals (${value})`);
  }

  if (doc.productLines.length === 0) add('productLines', 'Add at least one product line');
  if (doc.productLines.length > MAX_INVOICE_LINES)
    add('productLines', `A document holds at most ${MAX_INVOICE_LINES} lines`);
  // Rule 46(d): a registered buyer's address is on the tax invoice, beside the name and GSTIN
  const registeredBuyer = kind === 'GST_INVOICE' && !!buyerGstin;
  if (registeredBuyer && !doc.clientAddress?.trim())
    add(
      'clientAddress',
      'Client address is required on a tax invoice to a registered buyer (one with a GSTIN)',
    );
  doc.productLines.forEach((l, i) => {
    const n = `Line ${i + 1}`;
    // what is printed is what is computed with (decision 136): decimals beyond these would be rounded
    if (!(Number.isFinite(l.quantity) && l.quantity >= 0 && l.quantity <= MAX_QUANTITY))
      add('quantity', `${n}: quantity must be a number from 0 to ${MAX_QUANTITY.toLocaleString('en-IN')}`, i);
    else if (decimalsOf(l.quantity) > QUANTITY_DECIMALS)
      add('quantity', `${n}: quantity has at most ${QUANTITY_DECIMALS} decimals (${l.quantity})`, i);
    if (!(Number.isFinite(l.rate) && l.rate >= 0)) add('rate', `${n}: rate must be a number of 0 or more`, i);
    else if (l.rate > MAX_RATE) add('rate', `${n}: rate must be at most ${MAX_MONEY_TEXT}`, i);
    else if (decimalsOf(l.rate) > MONEY_DECIMALS)
      add('rate', `${n}: rate is rupees and paise, at most ${MONEY_DECIMALS} decimals (${l.rate})`, i);
    else if (
      Number.isFinite(l.quantity) &&
      l.quantity <= MAX_QUANTITY &&
      lineAmountPaise(safe(l.quantity), l.rate) > MAX_LINE_PAISE
    )
      add(
        'rate',
        `${n}: amount (quantity × rate) must be at most ${MAX_MONEY_TEXT} a line: ₹${formatIndianAmount(lineAmountPaise(safe(l.quantity), l.rate))} is more`,
        i,
      );
    // a rate typed on a tax invoice or a supplier's bill is one in force (decision 152); a credit note's
    // are its invoice's, as invoiced (creditNoteLineProblems), whatever was in force then
    if (taxMode === 'GST' && l.gst != null && !(Number.isFinite(l.gst) && l.gst >= 0 && l.gst <= 100))
      add('gst', `${n}: GST rate must be from 0 to 100 %`, i);
    else if (taxMode === 'GST' && l.gst != null && kind !== 'CREDIT_NOTE' && !isGstRate(l.gst))
      add('gst', `${n}: ${gstRateProblem(l.gst, 'GST rate')}`, i);
    else if (taxMode === 'GST' && l.gst != null && decimalsOf(l.gst) > GST_RATE_DECIMALS)
      add('gst', `${n}: GST rate has at most ${GST_RATE_DECIMALS} decimals (${l.gst})`, i);
    // Rule 46(i): the quantity with its unit, a code the GST returns accept (decision 141); a line not
    // described yet is named for that. A credit note's line takes its invoice line's
    // (creditNoteLineProblems): none on an invoice issued before
    const unit = l.unit?.trim() ?? '';
    const unitProblem = unit ? uqcProblem(unit, 'unit') : null;
    if (unitProblem) add('unit', `${n}: ${unitProblem}`, i);
    else if (kind === 'GST_INVOICE' && !unit && l.quantity > 0 && l.description.trim())
      add('unit', `${n}: unit (UQC) of the quantity is required on a tax invoice, such as PCS`, i);
    const hsnCode = l.hsnCode?.trim() ?? '';
    // Rule 46(l): the rate of tax of each line with a value; none known (no GST rule for the HSN code,
    // no product picked, none typed) is asked for, not printed as 0 % (a credit note's are its invoice's)
    if (kind === 'GST_INVOICE' && l.gst == null && l.quantity > 0 && l.rate > 0 && l.description.trim())
      add(
        'gst',
        `${n}: no GST rate is known${hsnCode ? ` for HSN code ${hsnCode}` : ''}: type it (0 for nil-rated goods)`,
        i,
      );
    // a supplier's bill is taxed per line once one line carries a GST %, and then its tax label taxes
    // nothing: a line with a value left without one would be recorded at 0 % (decision 169)
    if (
      (kind === 'PURCHASE' || kind === 'EXPENSE') &&
      taxMode === 'GST' &&
      l.gst == null &&
      l.quantity > 0 &&
      l.rate > 0 &&
      l.description.trim()
    )
      add(
        'gst',
        `${n}: GST % is empty while other lines have theirs: type it as the supplier's bill has it (0 for nil-rated), or empty every line's GST % to tax the bill by its tax label`,
        i,
      );
    if ((kind === 'GST_INVOICE' || kind === 'CREDIT_NOTE') && l.description.trim() && hsnCode) {
      const problem = hsnCodeProblem(hsnCode, 'HSN code');
      if (problem) add('hsnCode', `${n}: ${problem}`, i);
    }
    // Rule 46(g): the HSN code of the goods; to an unregistered buyer a seller of up to ₹5 crore a year
    // may leave it out (Notification 78/2020-Central Tax). A line not described yet is named for that.
    if (registeredBuyer && l.description.trim() && !hsnCode)
      add('hsnCode', `${n}: HSN code is required on a tax invoice to a registered buyer`, i);
    // Rule 46(h): every line says what it is. The first line is the spec's (Upload needs it described);
    // a credit note's lines are its invoice's, as invoiced.
    if (describedLine(kind, i) && l.description.trim().length <= 1)
      add(
        'description',
        i === 0
          ? 'Line 1: describe the product (more than 1 character)'
          : `${n}: describe the product (more than 1 character) or remove the line`,
        i,
      );
  });

  if (problems.length === 0) {
    const totals = computeInvoice(kind, doc, sellerStateCode);
    // Rule 46(e): from a taxable value of ₹50,000 an unregistered buyer's name, address and state (the
    // place of supply, printed beside the address) are on the tax invoice
    if (
      kind === 'GST_INVOICE' &&
      !buyerGstin &&
      totals.taxablePaise >= UNREGISTERED_BUYER_ADDRESS_FROM_PAISE &&
      !doc.clientAddress?.trim()
    )
      add(
        'clientAddress',
        'Client address is required on a tax invoice of ₹50,000 or more (taxable value) to an unregistered buyer',
      );
    // a charge including GST takes the rate of the goods it goes with (decision 128)
    if (kind === 'GST_INVOICE' && doc.chargesGstIncluded && !totals.chargesTaxed)
      for (const [field, paise, label] of [
        ['courier', totals.courierPaise, 'Courier'],
        ['packingTransportation', totals.packingPaise, 'Packing and transportation'],
      ] as const)
        if (paise > 0)
          add(field, `${label} is taxed at the GST rate of the goods it goes with: add a line with a value`);
    if (totals.totalPaise <= MIN_SAVE_TOTAL_PAISE) add('total', 'The total must be more than ₹1.00 to save');
    else if (totals.totalPaise > MAX_DOCUMENT_PAISE)
      add(
        'total',
        `The total must be at most ${MAX_MONEY_TEXT}: ₹${formatIndianAmount(totals.totalPaise)} is more`,
      );
  }
  return problems;
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

/** Rupees with 2 decimals in the Indian grouping, without the sign: 123456.7 → "1,23,456.70". */
export function formatIndianAmount(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toString();
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}
