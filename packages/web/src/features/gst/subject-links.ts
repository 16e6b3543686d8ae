import type { Channel } from '@seller-desk/core';
import { checkBillsLinePath } from '../../lib/check-bills-link.ts';
import { checkInvoiceDocumentPath } from '../../lib/check-invoice-link.ts';
import { productPath } from '../../lib/product-link.ts';
import { reportUploadPath } from '../../lib/report-upload-link.ts';

/** What a check or a figure names (the API's GstRef): an order line, one of our documents, an upload, a figure. */
export interface Subject {
  kind: string;
  id: string;
  label: string;
  channel?: string | null;
  orderId?: string | null;
  billDate?: string | null;
  returnDate?: string | null;
  productId?: string | null;
  number?: string | null;
}

/** A link to a screen, or to a figure's lines on this one. */
export type SubjectLink = { text: string; to: string } | { text: string; drill: string; title: string };

/** The checks a product's HSN code fixes. */
const PRODUCT_CHECKS = new Set(['HSN_MISSING', 'HSN_SHORT']);

/**
 * Where what a check (or a figure) names leads (docs/gst.md, Checks): the one place that maps a subject to
 * its links. A marketplace line opens in Check Bills (its tab, order and date); an HSN check on it also
 * opens its listing's product. One of our documents opens in Check Invoice. A sale an upload did not
 * store leads to the channel's sale upload. A figure lists its lines here.
 */
export function subjectLinks(ref: Subject | null | undefined, code?: string): SubjectLink[] {
  if (!ref) return [];
  const links: SubjectLink[] = [];
  if (ref.kind === 'ORDER_LINE' && ref.channel && ref.orderId && ref.billDate)
    links.push({
      text: `Open order ${ref.orderId}`,
      to: checkBillsLinePath(ref.channel as Channel, ref.returnDate ? 'RETURN' : 'SALE', {
        orderId: ref.orderId,
        billDate: ref.billDate,
      }),
    });
  if (ref.kind === 'ORDER_LINE' && ref.productId && code !== undefined && PRODUCT_CHECKS.has(code))
    links.push({ text: 'Open the product', to: productPath(ref.productId) });
  if (ref.kind === 'DOCUMENT' && ref.number && ref.billDate)
    links.push({
      text: `Open ${ref.number}`,
      to: checkInvoiceDocumentPath({ number: ref.number, date: ref.billDate }),
    });
  if (ref.kind === 'UPLOAD' && ref.channel)
    links.push({
      text: 'Store it: add the listing, upload the sale report again',
      to: reportUploadPath('sale', ref.channel as Channel),
    });
  if (ref.kind === 'SECTION' && /^(b2cs|hsn|eco):/.test(ref.id))
    links.push({ text: 'List the lines', drill: ref.id, title: ref.label });
  return links;
}
