// The state of an invoice screen and how it becomes a document (pure: tested without a browser).
import {
  DEFAULT_UQC,
  LOGO_WIDTH,
  defaultLineGst,
  stateOfGstin,
  typedNumberValue,
  type InvoiceDocument,
  type InvoiceKind,
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
    taxLabel: screen.taxLabel,
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
 * A tax invoice's lines whose GST % was not typed take the rate of core's defaultLineGst: the GST rule
 * of the HSN code on the invoice date at the line's rate, otherwise the picked product's rate. Other
 * documents record what the supplier's bill says and are returned as they are.
 */
export function withDefaultGst(
  kind: InvoiceKind,
  form: InvoiceForm,
  rules: PreparedGstRules | null,
): InvoiceForm {
  if (kind !== 'GST_INVOICE') return form;
  return {
    ...form,
    lines: form.lines.map((l) => {
      if (!l.gstAuto) return l;
      const gst = rules
        ? defaultLineGst(rules, {
            hsnCode: l.hsnCode,
            invoiceDate: form.invoiceDate,
            rate: typedNumberValue(l.rate),
            productGst: l.productGst,
          })
        : l.productGst;
      return { ...l, gst: gst === null ? '' : String(gst) };
    }),
  };
}

const gstValue = (text: string): number | null => (text.trim() === '' ? null : typedNumberValue(text));

/** The document the form stands for (numbers read the way the old system's screens read them). */
export function formToDocument(kind: InvoiceKind, f: InvoiceForm): InvoiceDocument {
  const perLine = kind === 'GST_INVOICE' || kind === 'PURCHASE' || kind === 'EXPENSE';
  return {
    logo: f.logo || null,
    logoWidth: f.logoWidth,
    title: f.title,
    clientName: f.clientName,
    clientAddress: f.clientAddress,
    gst: f.gst.trim().toUpperCase(),
    contact: f.contact,
    invoiceTitle: f.invoiceTitle,
    invoiceDate: f.invoiceDate,
    invoiceDueDate: f.invoiceDueDate || null,
    courier: f.courierOn ? typedNumberValue(f.courier) : null,
    packingTransportation: f.packingOn ? typedNumberValue(f.packing) : null,
    taxLabel: f.taxLabel,
    notesLabel: f.notesLabel,
    notes: f.notes,
    termLabel: f.termLabel,
    term: f.term,
    placeOfSupply: hasPlaceOfSupply(kind) ? f.placeOfSupply || null : null,
    supplierBillNumber: f.supplierBillNumber || null,
    productLines: f.lines.map((l) => ({
      description: l.description,
      quantity: typedNumberValue(l.quantity),
      unit: l.unit || null,
      rate: typedNumberValue(l.rate),
      hsnCode: l.hsnCode || null,
      // a tax invoice's line without a rate (no HSN rule, none typed) is asked for, never taken as 0 %
      gst: perLine ? gstValue(l.gst) : null,
      productId: l.productId,
    })),
  };
}
