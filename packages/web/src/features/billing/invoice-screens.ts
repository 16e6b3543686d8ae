import type { InvoiceKind } from '@seller-desk/core';
import { INVOICE_KIND_LABEL } from '@seller-desk/core';

export interface InvoiceScreen {
  kind: Exclude<InvoiceKind, 'CREDIT_NOTE'>;
  path: string;
  /** the screen's heading (the old screens' names) */
  heading: string;
  /** the document's printed title by default */
  invoiceTitle: string;
  /** who the document is for: the buyer, or the supplier of a bill we received */
  party: 'Client' | 'Supplier';
}

export const INVOICE_SCREENS: readonly InvoiceScreen[] = [
  {
    kind: 'GST_INVOICE',
    path: '/billing/gst-invoice',
    heading: 'GST Invoice',
    invoiceTitle: INVOICE_KIND_LABEL.GST_INVOICE,
    party: 'Client',
  },
  {
    kind: 'CASH_MEMO',
    path: '/billing/cash-memo',
    heading: 'Cash Memo',
    invoiceTitle: INVOICE_KIND_LABEL.CASH_MEMO,
    party: 'Client',
  },
  {
    kind: 'PURCHASE',
    path: '/billing/purchase',
    heading: 'Purchase Invoice',
    invoiceTitle: INVOICE_KIND_LABEL.PURCHASE,
    party: 'Supplier',
  },
  {
    kind: 'EXPENSE',
    path: '/billing/expense',
    heading: 'Expense Invoice',
    invoiceTitle: INVOICE_KIND_LABEL.EXPENSE,
    party: 'Supplier',
  },
];

export { CHECK_INVOICE_PATH } from '../../lib/check-invoice-link.ts';
/** A credit note against a saved tax invoice: /billing/credit-note/<invoice id>. */
export const CREDIT_NOTE_PATH = '/billing/credit-note';
export const creditNotePath = (invoiceId: string) => `${CREDIT_NOTE_PATH}/${invoiceId}`;
export const MARKETPLACE_PATH = '/billing/marketplace';
/** Settings › Seller profile (a section of the one Settings screen). */
export const SELLER_PROFILE_PATH = '/settings#seller-profile';
