import { computeInvoice, indiaDate, withChargeTax, type SellerProfile } from '@seller-desk/core';
import { useMemo } from 'react';
import { usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { useLogoDataUrl } from '../api/logo-data-url.ts';
import { formToDocument, initialForm, withDefaultGst, type InvoiceForm } from '../invoice-form.ts';
import type { InvoiceScreen } from '../invoice-screens.ts';
import { pdfSource } from '../pdf-preview.ts';
import type { DocumentEditorKind } from './use-document-editor.ts';
import { useInvoiceChecks } from './use-invoice-checks.ts';

/**
 * The invoice screens' kind of the document editor (a tax invoice, cash memo, purchase or expense bill):
 * the form starts from the seller profile, dated India's today.
 */
export function invoiceEditor(
  screen: InvoiceScreen,
  seller: SellerProfile,
): DocumentEditorKind<InvoiceForm, InvoiceDraft> {
  return {
    kind: screen.kind,
    initial: () => initialForm(screen, seller, indiaDate(new Date())),
    useDraft: (form, error) => useInvoiceDraft(screen, seller, form, error),
    saveData: ({ document }) => document,
  };
}

export type InvoiceDraft = ReturnType<typeof useInvoiceDraft>;

function useInvoiceDraft(
  screen: InvoiceScreen,
  seller: SellerProfile,
  form: InvoiceForm,
  error: Error | null,
) {
  const { kind } = screen;
  const gstRules = usePreparedGstRules(kind !== 'CASH_MEMO');
  // lines whose GST % was not typed follow the HSN rules on the invoice date at their rate
  const shown = useMemo(() => withDefaultGst(kind, form, gstRules), [kind, form, gstRules]);
  const document = useMemo(() => formToDocument(kind, shown), [kind, shown]);
  // previewed as the server will issue it: a tax invoice's charges include GST (decision 128)
  const issued = useMemo(() => withChargeTax(kind, document), [kind, document]);
  const totals = useMemo(
    () => computeInvoice(kind, issued, seller.stateCode),
    [kind, issued, seller.stateCode],
  );
  const documentLogo = useLogoDataUrl(document.logo);
  const sellerLogo = useLogoDataUrl(seller.logo);
  // never after today in India, the server's rule (decision 123)
  const today = indiaDate(new Date());
  const checks = useInvoiceChecks({
    screen,
    form,
    document,
    issued,
    totals,
    stateCode: seller.stateCode,
    today,
    error,
  });
  const { notANumber } = checks;
  const pdf = useMemo(
    () =>
      notANumber
        ? null
        : pdfSource(
            {
              kind,
              invoiceNumber: null,
              // removed (""): none; while a stored one loads, the seller profile's
              document: { ...issued, logo: issued.logo === '' ? '' : documentLogo || null },
              seller: { ...seller, logo: sellerLogo },
              copy: 'ORIGINAL',
            },
            totals,
          ),
    [kind, issued, seller, totals, documentLogo, sellerLogo, notANumber],
  );
  return { ...checks, shown, document, totals, today, pdf };
}
