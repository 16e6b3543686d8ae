// Everything wrong with a document before it is saved (docs/billing.md): the bounds of its numbers
// (decision 207), its parties and dates, and the rules of each line. The screens show the messages; the
// server refuses a save with the first.
import { exactDecimal, formatIndianAmount } from '../money/index.ts';
import { isIsoDate } from '../pricing/dated.ts';
import { gstRateProblem, isGstRate } from '../validation/gst-rate.ts';
import { hsnCodeProblem } from '../validation/hsn-code.ts';
import { MAX_MONEY_RUPEES, MAX_MONEY_TEXT, MONEY_DECIMALS } from '../validation/limits.ts';
import { gstinProblem, isStateCode } from './gstin.ts';
import {
  LOGO_WIDTH,
  MAX_INVOICE_LINES,
  MIN_SAVE_TOTAL_PAISE,
  computeInvoice,
  lineAmountPaise,
  positiveOrZero,
  taxModeOf,
  type InvoiceDocument,
} from './invoice.ts';
import { supplierBillNumberProblem, type InvoiceKind } from './invoice-numbers.ts';
import { uqcProblem } from './uqc.ts';

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
      lineAmountPaise(positiveOrZero(l.quantity), l.rate) > MAX_LINE_PAISE
    )
      add(
        'rate',
        `${n}: amount (quantity × rate) must be at most ${MAX_MONEY_TEXT} a line: ₹${formatIndianAmount(lineAmountPaise(positiveOrZero(l.quantity), l.rate))} is more`,
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
