import {
  canSaveInvoice,
  creditNoteChargeProblems,
  creditNoteChargeTax,
  creditNoteDateProblem,
  creditNoteLineProblems,
  creditNoteTotals,
  creditableChargesPaise,
  creditedLinesOnly,
  documentDateProblem,
  indiaDate,
  remainingToCreditPaise,
  rupeesToPaise,
  type ChargeField,
  type SellerProfile,
} from '@seller-desk/core';
import { useMemo } from 'react';
import { useLogoDataUrl } from '../api/logo-data-url.ts';
import { creditNoteDocument, initialNote, type NoteTyped, type ToCredit } from '../credit-note-form.ts';
import { typedNumberProblems } from '../invoice-form.ts';
import { pdfSource } from '../pdf-preview.ts';
import { refusalOf, type DocumentEditorKind } from './use-document-editor.ts';

/**
 * The credit note screen's kind of the document editor: a note against `invoice`, sent with the invoice
 * it credits and its reason.
 */
export function creditNoteEditor(
  invoice: ToCredit,
  seller: SellerProfile,
): DocumentEditorKind<NoteTyped, CreditNoteDraft> {
  return {
    kind: 'CREDIT_NOTE',
    initial: () => initialNote(invoice, seller, indiaDate(new Date())),
    useDraft: (typed, error) => useCreditNoteDraft(invoice, seller, typed, error),
    saveData: ({ document }, { reason }) => {
      const { againstInvoiceNumber: _n, againstInvoiceDate: _d, ...data } = document;
      return { ...data, againstInvoice: invoice.id, creditReason: reason };
    },
  };
}

export type CreditNoteDraft = ReturnType<typeof useCreditNoteDraft>;

function useCreditNoteDraft(invoice: ToCredit, seller: SellerProfile, typed: NoteTyped, error: Error | null) {
  // India's today, the server's (decision 123); an invoice is never dated later
  const today = indiaDate(new Date());
  // the invoice's courier and packing, credited back only when switched on (decision 124)
  const charges = useMemo(
    () => creditableChargesPaise(invoice.document, [invoice.creditedCharges]),
    [invoice],
  );
  const limit = {
    invoiceNumber: invoice.invoiceNumber,
    totalPaise: rupeesToPaise(invoice.total),
    creditedPaise: rupeesToPaise(invoice.credited),
  };
  const remainingPaise = remainingToCreditPaise(limit);
  const document = useMemo(() => creditNoteDocument(invoice, typed), [invoice, typed]);
  // as the server issues it: charges taxed as the invoice's (decision 128), no line of quantity 0
  const issued = useMemo(
    () => ({
      ...document,
      productLines: creditedLinesOnly(document.productLines),
      ...creditNoteChargeTax(invoice.document),
    }),
    [document, invoice.document],
  );
  // rounded down to the rupee when that is what fits the remaining value (decision 117)
  const fit = useMemo(
    () =>
      creditNoteTotals(
        {
          invoiceNumber: invoice.invoiceNumber,
          totalPaise: rupeesToPaise(invoice.total),
          creditedPaise: rupeesToPaise(invoice.credited),
        },
        issued,
        seller.stateCode,
      ),
    [invoice, issued, seller.stateCode],
  );
  const totals = fit.totals;
  // goods returned: per line at most what is invoiced and not credited yet, at the rate invoiced (decision 116)
  const lineProblems = useMemo(() => {
    const earlier = invoice.document.productLines.map((l, j) => ({
      ...l,
      quantity: invoice.returnedQuantities[j] ?? 0,
      invoiceLine: j + 1,
    }));
    return creditNoteLineProblems(
      { invoiceNumber: invoice.invoiceNumber, productLines: invoice.document.productLines },
      earlier,
      document,
    );
  }, [invoice, document]);
  const chargeProblems = useMemo(
    () =>
      creditNoteChargeProblems(
        { invoiceNumber: invoice.invoiceNumber, ...invoice.document },
        [invoice.creditedCharges],
        document,
      ),
    [invoice, document],
  );
  // a quantity, rate or charge holding no number: named first, nothing totalled or drawn (decision 148)
  const { lines, credit } = typed;
  const numberProblems = useMemo(
    () =>
      typedNumberProblems({
        // a note's GST % is its invoice's, not typed
        lines: lines.map((l) => ({ quantity: l.quantity, rate: l.rate, gst: null })),
        courier: credit.courier.on ? credit.courier.amount : null,
        packingTransportation: credit.packingTransportation.on ? credit.packingTransportation.amount : null,
      }),
    [lines, credit],
  );
  const notANumber = numberProblems[0]?.message;
  const numberProblem = (row: number | undefined, field: string) =>
    numberProblems.find((p) => p.row === row && p.field === field)?.message;
  const lineProblem = (row: number, field: string) =>
    numberProblem(row, field) ??
    lineProblems.find((p) => p.row === row && p.field === field)?.message ??
    refusalOf(error, field, row);
  // the note prints its invoice's logo: none where that was removed, the profile's where it took that
  // (decision 170), as the server prints it
  const letterhead = useLogoDataUrl(invoice.document.logo ?? seller.logo);
  const pdf = useMemo(
    () =>
      notANumber
        ? null
        : pdfSource(
            {
              kind: 'CREDIT_NOTE',
              invoiceNumber: null,
              document: { ...issued, roundDown: fit.roundDown },
              seller: {
                ...seller,
                logo: letterhead,
                logoWidth: invoice.document.logoWidth ?? seller.logoWidth,
              },
              copy: 'ORIGINAL',
            },
            totals,
          ),
    [issued, fit.roundDown, seller, letterhead, invoice.document.logoWidth, totals, notANumber],
  );
  const tooMuch = notANumber ? null : fit.problem;
  const dateProblem =
    creditNoteDateProblem(invoice, typed.date) ?? documentDateProblem('CREDIT_NOTE', typed.date, today);
  const ready =
    numberProblems.length === 0 &&
    canSaveInvoice(document, totals) &&
    !tooMuch &&
    !dateProblem &&
    lineProblems.length === 0 &&
    chargeProblems.length === 0;
  const fieldError = (field: string) => refusalOf(error, field);
  const chargeProblem = (field: ChargeField) =>
    numberProblem(undefined, field) ??
    chargeProblems.find((p) => p.field === field)?.message ??
    fieldError(field);
  return {
    today,
    charges,
    limit,
    remainingPaise,
    document,
    totals,
    numberProblems,
    notANumber,
    numberProblem,
    lineProblem,
    chargeProblem,
    fieldError,
    dateProblem,
    tooMuch,
    pdf,
    ready,
  };
}
