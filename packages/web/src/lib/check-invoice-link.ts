/** Check Invoice: the saved documents (docs/billing.md). */
export const CHECK_INVOICE_PATH = '/billing/check-invoice';

/**
 * Check Invoice showing one document: its number searched and the dates from and to its date, in the
 * address as Check Invoice reads them (`?q=&from=&to=`). Documents are never edited (decision 081), so
 * the GST return's checks and drill-down lead here. Check Invoice's route and these links are made from
 * the one path, so they cannot part.
 */
export function checkInvoiceDocumentPath(document: { number: string; date: string }): string {
  const query = new URLSearchParams({ q: document.number, from: document.date, to: document.date });
  return `${CHECK_INVOICE_PATH}?${query}`;
}
