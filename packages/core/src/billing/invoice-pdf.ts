// One pdfmake document definition for every document kind. The server renders it for downloads and
// the browser for the live preview; both register the same bundled fonts under these names.

import { fieldShortTitle } from '../fields/field.ts';
import { BILL_FIELDS } from '../fields/ledger-fields.ts';
import { stateLabel } from './gstin.ts';
import { formatIndianAmount, formatPaise, rupeesToPaise } from '../money/index.ts';
import { computeInvoice, type InvoiceDocument, type InvoiceTotals } from './invoice.ts';
import { taxedChargeRows } from './invoice-charges.ts';
import { INVOICE_KIND_LABEL, type InvoiceKind } from './invoice-numbers.ts';
import type { SellerProfile } from './seller-profile.ts';

/** The font families a renderer must register (Noto Sans with ₹; Noto Sans Devanagari for Hindi). */
export const PDF_FONT = 'NotoSans';
export const PDF_FONT_DEVANAGARI = 'NotoSansDevanagari';

export type CopyMarker = 'ORIGINAL' | 'DUPLICATE' | 'TRIPLICATE';
export const COPY_MARKER_TEXT: Readonly<Record<CopyMarker, string>> = {
  ORIGINAL: 'Original for Recipient',
  DUPLICATE: 'Duplicate for Transporter',
  TRIPLICATE: 'Triplicate for Supplier',
};

/** The subset of pdfmake's document definition this module writes (kept here so core needs no pdfmake). */
export type PdfNode = string | { [key: string]: unknown };
export interface PdfDocDefinition {
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  info: { title: string; author: string; subject: string };
  defaultStyle: { font: string; fontSize: number };
  styles: Record<string, Record<string, unknown>>;
  content: PdfNode[];
  footer: (currentPage: number, pageCount: number) => PdfNode;
  watermark?: { text: string; opacity: number; bold: boolean; color: string };
}

export interface InvoicePdfInput {
  kind: InvoiceKind;
  /** null for the unsaved preview */
  invoiceNumber: string | null;
  document: InvoiceDocument;
  seller: SellerProfile;
  copy?: CopyMarker;
  cancelled?: { reason: string } | null;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** A text node in the font that can draw it: Devanagari text gets Noto Sans Devanagari. */
export function pdfText(text: string, style: Record<string, unknown> = {}): PdfNode {
  return DEVANAGARI.test(text) ? { text, font: PDF_FONT_DEVANAGARI, ...style } : { text, ...style };
}

const money = (paise: number) => formatIndianAmount(paise);
const rupees = (paise: number) => formatPaise(paise);
/** Joins words a line must not break between ("1234.567 KGS", "dated 25-11-2026"). */
const NO_BREAK = '\u00a0';
/**
 * The quantity with its unit code ("2 PCS", never broken between them); alone on a line without one
 * (documents before decision 141).
 */
const qty = (n: number, unit: string) => (unit ? `${n}${NO_BREAK}${unit}` : String(n));
const rate = (n: number) => `${n}%`;

/** yyyy-MM-dd → dd-MM-yyyy (how Indian invoices write dates). */
export const printedDate = (iso: string | null | undefined): string =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '';

// pdfmake writes into the nodes it lays out: every document gets new ones
const line = (): PdfNode => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: 0.5, lineColor: '#999999' }],
  margin: [0, 6, 0, 6],
});

function labelled(label: string, value: string | null | undefined): PdfNode | null {
  if (!value?.trim()) return null;
  return { text: [{ text: `${label}: `, bold: true }, pdfText(value)] };
}

/** Drops the nodes left out (null, false, undefined); an empty text stays, so table rows keep their cells. */
const compact = (nodes: (PdfNode | null | false | undefined)[]): PdfNode[] =>
  nodes.filter((n): n is PdfNode => n !== null && n !== false && n !== undefined);

/** Builds the document definition; `totals` may be passed when already computed. */
export function buildInvoicePdf(input: InvoicePdfInput, totals?: InvoiceTotals): PdfDocDefinition {
  const { kind, document: doc, seller } = input;
  const t = totals ?? computeInvoice(kind, doc, seller.stateCode);
  const gstKind = kind === 'GST_INVOICE' || kind === 'CREDIT_NOTE';
  const supplierBill = kind === 'PURCHASE' || kind === 'EXPENSE';
  const title = doc.invoiceTitle?.trim() || INVOICE_KIND_LABEL[kind];
  const businessName = doc.title?.trim() || seller.businessName || 'Seller';
  // "" is a document's logo removed: none; none given is the seller profile's (decision 170)
  const logo = doc.logo ?? seller.logo;
  const logoWidth = doc.logoWidth ?? seller.logoWidth;

  const sellerBlock = compact([
    pdfText(businessName, { style: 'business' }),
    seller.address ? pdfText(seller.address) : null,
    labelled('GSTIN', seller.gstin),
    seller.stateCode ? labelled('State', stateLabel(seller.stateCode)) : null,
    labelled('PAN', seller.pan),
    labelled('Phone', seller.phone),
    labelled('Email', seller.email),
  ]);
  const header: PdfNode = {
    columns: compact([
      logo ? { image: logo, fit: [logoWidth, 90], width: logoWidth } : null,
      { stack: sellerBlock, width: '*', margin: [logo ? 10 : 0, 0, 0, 0] },
      {
        width: 170,
        stack: compact([
          { text: title, style: 'docTitle', alignment: 'right' },
          gstKind && input.copy
            ? { text: COPY_MARKER_TEXT[input.copy], alignment: 'right', italics: true, fontSize: 8 }
            : null,
          kind === 'CASH_MEMO' ? { text: 'Not a tax invoice', alignment: 'right', fontSize: 8 } : null,
        ]),
      },
    ]),
  };

  const facts: [string, string][] = [
    [supplierBill ? 'Our reference' : `${title} No.`, input.invoiceNumber ?? '(given when saved)'],
    ['Date', printedDate(doc.invoiceDate)],
  ];
  if (doc.invoiceDueDate) facts.push(['Due date', printedDate(doc.invoiceDueDate)]);
  if (supplierBill && doc.supplierBillNumber) facts.push(["Supplier's bill No.", doc.supplierBillNumber]);
  if (gstKind) {
    facts.push(['Place of supply', doc.placeOfSupply ? stateLabel(doc.placeOfSupply) : '']);
    facts.push(['Reverse charge', 'No']);
  }
  // a supplier's bill taxed per line: the state its tax is charged for (IGST when not ours, decision 115)
  if (supplierBill && t.taxMode === 'GST' && doc.placeOfSupply)
    facts.push(['Place of supply', stateLabel(doc.placeOfSupply)]);
  if (kind === 'CREDIT_NOTE') {
    facts.push([
      'Against invoice',
      `${doc.againstInvoiceNumber ?? ''} dated${NO_BREAK}${printedDate(doc.againstInvoiceDate)}`,
    ]);
    facts.push(['Reason', doc.creditReason === 'PRICE_REDUCTION' ? 'Price reduction' : 'Goods returned']);
  }
  const factsTable: PdfNode = {
    width: 230,
    table: { widths: [95, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, pdfText(v)]) },
    layout: 'noBorders',
  };
  const party = compact([
    { text: supplierBill ? 'Supplier' : 'Bill to', style: 'label' },
    pdfText(doc.clientName || '', { bold: true }),
    doc.clientAddress ? pdfText(doc.clientAddress) : null,
    labelled('GSTIN', doc.gst),
    gstKind && doc.gst
      ? null
      : gstKind && doc.placeOfSupply
        ? labelled('State', stateLabel(doc.placeOfSupply))
        : null,
    labelled('Contact', doc.contact),
  ]);
  const partyRow: PdfNode = { columns: [{ stack: party, width: '*' }, factsTable], columnGap: 12 };

  // the product table: its header row repeats on every page
  const perLineTax = t.taxMode === 'GST';
  const head = compact([
    '#',
    'Description',
    perLineTax ? 'HSN/SAC' : null,
    // a narrow column: the quantity's short title (decision 381)
    fieldShortTitle(BILL_FIELDS.quantity),
    'Rate (₹)',
    perLineTax ? 'GST' : null,
    perLineTax ? 'Taxable value (₹)' : 'Amount (₹)',
  ]).map((h, i) => ({ text: h, style: 'th', alignment: i >= 2 && h !== 'HSN/SAC' ? 'right' : 'left' }));
  const body: PdfNode[][] = [head];
  t.lines.forEach((l, i) => {
    body.push(
      compact([
        String(i + 1),
        pdfText(l.description),
        perLineTax ? l.hsnCode : null,
        { text: qty(l.quantity, l.unit), alignment: 'right' },
        { text: money(rupeesToPaise(l.rate)), alignment: 'right' },
        perLineTax ? { text: rate(l.gst), alignment: 'right' } : null,
        { text: money(l.amountPaise), alignment: 'right' },
      ]),
    );
  });
  // a quantity with its unit ("1234.567 KGS") takes the width it needs, whole, from the description;
  // a document without units keeps its layout
  const units = t.lines.some((l) => l.unit);
  const qtyWidth = units ? 'auto' : perLineTax ? 36 : 40;
  const widths = perLineTax ? [18, '*', 50, qtyWidth, 62, 34, 80] : [18, '*', qtyWidth, 70, 90];
  const linesTable: PdfNode = {
    table: { headerRows: 1, dontBreakRows: true, widths, body },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#999999',
      vLineColor: () => '#999999',
      fillColor: (row: number) => (row === 0 ? '#eeeeee' : null),
    },
    margin: [0, 8, 0, 8],
  };

  // totals
  const totalRows: [string, string, boolean?][] = [];
  if (t.chargesTaxed) {
    // charges including GST: their taxable value here, their tax in the taxes below (decision 128)
    totalRows.push(['Lines', money(t.subtotalPaise)]);
    for (const c of taxedChargeRows(t)) totalRows.push([c.label, money(c.taxablePaise)]);
    totalRows.push(['Taxable value', money(t.taxablePaise)]);
  } else totalRows.push([perLineTax ? 'Taxable value' : 'Subtotal', money(t.subtotalPaise)]);
  if (perLineTax) {
    if (t.interState) totalRows.push(['IGST', money(t.igstPaise)]);
    else {
      totalRows.push(['CGST', money(t.cgstPaise)]);
      totalRows.push(['SGST', money(t.sgstPaise)]);
    }
  } else if (t.taxMode === 'LABEL' && t.labelPercent) {
    totalRows.push([doc.taxLabel || `Tax (${t.labelPercent}%)`, money(t.labelTaxPaise)]);
  }
  if (doc.courier != null && !t.chargesTaxed) totalRows.push(['Courier', money(t.courierPaise)]);
  if (doc.packingTransportation != null && !t.chargesTaxed)
    totalRows.push(['Packing and transportation', money(t.packingPaise)]);
  if (t.roundOffPaise) totalRows.push(['Round off', money(t.roundOffPaise)]);
  totalRows.push(['Total', rupees(t.totalPaise), true]);
  const totalsTable: PdfNode = {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Amount in words', style: 'label' },
          { text: t.amountInWords, italics: true },
        ],
      },
      {
        width: 220,
        table: {
          widths: ['*', 90],
          body: totalRows.map(([k, v, strong]) => [
            { text: k, bold: !!strong, alignment: 'right' },
            { text: v, bold: !!strong, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 12,
    // on one page: the amount in words and the total were printed a page apart
    unbreakable: true,
  };

  // the tax summary per HSN and rate
  let summary: PdfNode | null = null;
  if (perLineTax && t.taxSummary.length) {
    const sHead = t.interState
      ? ['HSN/SAC', 'Rate', 'Taxable value', 'IGST', 'Total tax']
      : ['HSN/SAC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Total tax'];
    const sBody: PdfNode[][] = [
      sHead.map((h, i) => ({ text: h, style: 'th', alignment: i >= 2 ? 'right' : 'left' })),
    ];
    for (const r of t.taxSummary) {
      const taxes = t.interState ? [r.igstPaise] : [r.cgstPaise, r.sgstPaise];
      sBody.push([
        r.hsnCode || '—',
        t.interState ? rate(r.rate) : [rate(r.rate / 2), rate(r.rate / 2)].join(`${NO_BREAK}+${NO_BREAK}`),
        { text: money(r.taxablePaise), alignment: 'right' },
        ...taxes.map((x) => ({ text: money(x), alignment: 'right' })),
        { text: money(taxes.reduce((a, b) => a + b, 0)), alignment: 'right' },
      ]);
    }
    sBody.push([
      { text: 'Total', bold: true },
      '',
      { text: money(t.taxablePaise), alignment: 'right', bold: true },
      ...(t.interState ? [t.igstPaise] : [t.cgstPaise, t.sgstPaise]).map((x) => ({
        text: money(x),
        alignment: 'right',
        bold: true,
      })),
      { text: money(t.taxTotalPaise), alignment: 'right', bold: true },
    ]);
    summary = {
      stack: [
        { text: 'Tax summary', style: 'label', margin: [0, 8, 0, 2] },
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            // the rate split in two ("0.125% + 0.125%") as wide as it needs, whole
            widths: t.interState ? [70, 60, '*', 80, 80] : [60, 'auto', '*', 70, 70, 70],
            body: sBody,
          },
          layout: 'lightHorizontalLines',
        },
        t.chargesTaxed && (t.courierPaise || t.packingPaise)
          ? {
              text: 'Courier and packing include GST: each is shared over the lines by their taxable value and taxed at their rates, in the rows above.',
              fontSize: 8,
              italics: true,
              margin: [0, 2, 0, 0],
            }
          : null,
      ].filter((n) => n !== null),
      unbreakable: t.taxSummary.length < 12,
    };
  }

  const bank =
    !supplierBill && seller.bankAccountNumber
      ? {
          stack: compact([
            { text: 'Bank details', style: 'label' },
            labelled('Bank', seller.bankName),
            labelled('Account name', seller.bankAccountName),
            labelled('Account No.', seller.bankAccountNumber),
            labelled('IFSC', seller.bankIfsc),
          ]),
          width: '*',
        }
      : { text: '', width: '*' };
  const signature = supplierBill
    ? { text: '', width: 200 }
    : {
        width: 200,
        stack: [
          pdfText(`For ${businessName}`, { bold: true, alignment: 'right' }),
          { text: ' ', margin: [0, 18, 0, 0] },
          { text: 'Authorised Signatory', alignment: 'right' },
        ],
      };
  const notes = compact([
    doc.notes?.trim()
      ? {
          stack: [{ text: doc.notesLabel || 'Notes', style: 'label' }, pdfText(doc.notes)],
          margin: [0, 6, 0, 0],
        }
      : null,
    doc.term?.trim()
      ? {
          stack: [{ text: doc.termLabel || 'Terms', style: 'label' }, pdfText(doc.term)],
          margin: [0, 6, 0, 0],
        }
      : null,
  ]);

  const numberText = input.invoiceNumber ?? 'preview';
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${title} ${numberText}`, author: businessName, subject: title },
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: {
      business: { fontSize: 14, bold: true },
      docTitle: { fontSize: 16, bold: true },
      label: { bold: true, fontSize: 8, color: '#555555' },
      th: { bold: true, fontSize: 8 },
    },
    content: compact([
      header,
      line(),
      partyRow,
      linesTable,
      totalsTable,
      summary,
      ...notes,
      { columns: [bank, signature], margin: [0, 14, 0, 0], unbreakable: true },
      input.cancelled
        ? {
            text: `Cancelled: ${input.cancelled.reason}`,
            color: '#b00020',
            bold: true,
            margin: [0, 10, 0, 0],
          }
        : null,
    ]),
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${title} ${numberText}`, fontSize: 7, color: '#777777' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 7, color: '#777777' },
      ],
      margin: [36, 16, 36, 0],
    }),
    ...(input.cancelled
      ? { watermark: { text: 'CANCELLED', opacity: 0.15, bold: true, color: '#b00020' } }
      : {}),
  };
}
