// The state of an invoice screen and how it becomes a document (pure: tested without a browser).
import {
  DEFAULT_UQC,
  LOGO_WIDTH,
  defaultLineGst,
  linesTakeHsnGst,
  stateOfGstin,
  readTypedNumber,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceProblem,
  type PreparedGstRules,
  type SellerProfile,
} from '@seller-desk/core';
import type { InvoiceScreen } from './invoice-screens.ts';

export interface FormLine {
  key: number;
  description: string;
  /** as typed: "12." and "1.50" stay while typing */
  quantity: string;
  /** the unit of the quantity, a GST unit code (UQC); "" = none (not on a tax invoice) */
  unit: string;
  rate: string;
  hsnCode: string;
  /** GST % as typed ("" = none) */
  gst: string;
  /** tax invoices: true until a GST % is typed, the rate then follows the HSN rules (withDefaultGst) */
  gstAuto: boolean;
  productId: string | null;
  /** the picked product's own GST % (the fallback when no HSN rule covers the line) */
  productGst: number | null;
}

export interface InvoiceForm {
  logo: string;
  logoWidth: number;
  title: string;
  clientName: string;
  clientAddress: string;
  gst: string;
  contact: string;
  invoiceTitle: string;
  invoiceDate: string;
  invoiceDueDate: string;
  courierOn: boolean;
  courier: string;
  packingOn: boolean;
  packing: string;
  taxLabel: string;
  notesLabel: string;
  notes: string;
  termLabel: string;
  term: string;
  placeOfSupply: string;
  supplierBillNumber: string;
  lines: FormLine[];
}

let nextKey = 1;
export const newLine = (): FormLine => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unit: DEFAULT_UQC,
  rate: '0.00',
  hsnCode: '',
  gst: '',
  gstAuto: true,
  productId: null,
  productGst: null,
});

/**
 * A fresh form for a screen, with the seller profile's logo, notes and terms, dated `today` (India's
 * date: a later one is refused, decision 123).
 */
export function initialForm(screen: InvoiceScreen, seller: SellerProfile, today: string): InvoiceForm {
  const defaults = seller.documentDefaults[screen.kind];
  return {
    logo: seller.logo,
    logoWidth: seller.logoWidth || LOGO_WIDTH.default,
    title: seller.businessName,
    clientName: '',
    clientAddress: '',
    gst: '',
    contact: '',
    invoiceTitle: screen.invoiceTitle,
    invoiceDate: today,
    invoiceDueDate: '',
    courierOn: false,
    courier: '0',
    packingOn: false,
    packing: '0',
    // none: a label's percentage would tax a supplier's bill unsaid; the screen offers it (decision 295)
    taxLabel: '',
    notesLabel: 'Notes',
    notes: defaults.notes,
    termLabel: 'Terms',
    term: defaults.term,
    placeOfSupply: screen.kind === 'GST_INVOICE' ? seller.stateCode : '',
    supplierBillNumber: '',
    lines: [newLine()],
  };
}

/**
 * The place of supply follows the party's GSTIN when it is a valid one: the buyer's on a tax invoice,
 * the supplier's on a purchase or expense bill (decision 115); it can be changed after.
 */
export function withBuyerGstin(form: InvoiceForm, gst: string): InvoiceForm {
  const state = stateOfGstin(gst);
  return { ...form, gst, ...(state ? { placeOfSupply: state } : {}) };
}

/** The documents whose form has a place of supply (a cash memo has none). */
export const hasPlaceOfSupply = (kind: InvoiceKind): boolean => kind !== 'CASH_MEMO';

/**
 * The number a field stands for, or NaN when it holds no number: a document with NaN is neither totalled
 * nor previewed nor uploaded; typedNumberProblems names the field (decision 148).
 */
export const typedNumberOrNaN = (text: string): number => {
  const read = readTypedNumber(text, '');
  return 'value' in read ? read.value : NaN;
};

/**
 * The lines whose GST % was not typed take the rate of core's defaultLineGst (the GST rule of the HSN
 * code on the invoice date at the line's rate, otherwise the picked product's rate) where core's
 * linesTakeHsnGst says so: a tax invoice, a registered supplier's bill not taxed by its label (decision
 * 295). Other documents are returned as they are.
 */
export function withDefaultGst(
  kind: InvoiceKind,
  form: InvoiceForm,
  rules: PreparedGstRules | null,
): InvoiceForm {
  if (!linesTakeHsnGst(kind, form)) return form;
  return {
    ...form,
    lines: form.lines.map((l) => {
      // a rate that is no number has no price band to judge: the line waits until it is one
      if (!l.gstAuto || Number.isNaN(typedNumberOrNaN(l.rate))) return l;
      const gst = rules
        ? defaultLineGst(rules, {
            hsnCode: l.hsnCode,
            invoiceDate: form.invoiceDate,
            rate: typedNumberOrNaN(l.rate),
            productGst: l.productGst,
          })
        : l.productGst;
      return { ...l, gst: gst === null ? '' : String(gst) };
    }),
  };
}

const gstValue = (text: string): number | null => (text.trim() === '' ? null : typedNumberOrNaN(text));

/** A document's number fields as typed: its lines', and each charge's while it is switched on (else null). */
export interface TypedNumbers {
  /** a line's GST % when the screen types it (null: not typed here, or a tax the line does not carry) */
  lines: readonly { quantity: string; rate: string; gst: string | null }[];
  courier: string | null;
  packingTransportation: string | null;
}

/**
 * Every number field of a document screen that holds no number, named by its line and by the field's
 * name on the screen ("Line 2: Quantity “ten” is not a number"), in core's InvoiceProblem form so that
 * it shows where the server's problems of that field show. An emptied GST % is no rate (not a problem).
 */
export function typedNumberProblems(typed: TypedNumbers): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const check = (text: string, label: string, field: string, row?: number) => {
    const read = readTypedNumber(text, row === undefined ? label : `Line ${row + 1}: ${label}`);
    if ('problem' in read)
      problems.push({ field, message: read.problem, ...(row === undefined ? {} : { row }) });
  };
  typed.lines.forEach((l, i) => {
    check(l.quantity, 'Quantity', 'quantity', i);
    check(l.rate, 'Rate', 'rate', i);
    if (l.gst !== null && l.gst.trim() !== '') check(l.gst, 'GST %', 'gst', i);
  });
  if (typed.courier !== null) check(typed.courier, 'Courier', 'courier');
  if (typed.packingTransportation !== null)
    check(typed.packingTransportation, 'Packing and transportation', 'packingTransportation');
  return problems;
}

/** The number fields of an invoice screen's form that hold no number (typedNumberProblems). */
export function formNumberProblems(kind: InvoiceKind, f: InvoiceForm): InvoiceProblem[] {
  const perLine = kind === 'GST_INVOICE' || kind === 'PURCHASE' || kind === 'EXPENSE';
  return typedNumberProblems({
    lines: f.lines.map((l) => ({ quantity: l.quantity, rate: l.rate, gst: perLine ? l.gst : null })),
    courier: f.courierOn ? f.courier : null,
    packingTransportation: f.packingOn ? f.packing : null,
  });
}

/**
 * The document the form stands for (numbers read by core's readTypedNumber; a field that holds no number
 * is NaN, named by formNumberProblems).
 */
export function formToDocument(kind: InvoiceKind, f: InvoiceForm): InvoiceDocument {
  const perLine = kind === 'GST_INVOICE' || kind === 'PURCHASE' || kind === 'EXPENSE';
  return {
    // "" when removed: the document has none, not the seller profile's (decision 170)
    logo: f.logo,
    logoWidth: f.logoWidth,
    title: f.title,
    clientName: f.clientName,
    clientAddress: f.clientAddress,
    gst: f.gst.trim().toUpperCase(),
    contact: f.contact,
    invoiceTitle: f.invoiceTitle,
    invoiceDate: f.invoiceDate,
    invoiceDueDate: f.invoiceDueDate || null,
    courier: f.courierOn ? typedNumberOrNaN(f.courier) : null,
    packingTransportation: f.packingOn ? typedNumberOrNaN(f.packing) : null,
    taxLabel: f.taxLabel,
    notesLabel: f.notesLabel,
    notes: f.notes,
    termLabel: f.termLabel,
    term: f.term,
    placeOfSupply: hasPlaceOfSupply(kind) ? f.placeOfSupply || null : null,
    supplierBillNumber: f.supplierBillNumber || null,
    productLines: f.lines.map((l) => ({
      description: l.description,
      quantity: typedNumberOrNaN(l.quantity),
      unit: l.unit || null,
      rate: typedNumberOrNaN(l.rate),
      hsnCode: l.hsnCode || null,
      // a tax invoice's line without a rate (no HSN rule, none typed) is asked for, never taken as 0 %
      gst: perLine ? gstValue(l.gst) : null,
      productId: l.productId,
    })),
  };
}
