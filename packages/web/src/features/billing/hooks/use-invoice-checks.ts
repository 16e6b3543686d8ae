import {
  canSaveInvoice,
  documentDateProblem,
  gstinProblem,
  invoiceProblems,
  type InvoiceDocument,
  type InvoiceTotals,
} from '@seller-desk/core';
import { useMemo } from 'react';
import { LINE_FIELDS } from '../components/invoice-lines.tsx';
import { formNumberProblems, type InvoiceForm } from '../invoice-form.ts';
import type { InvoiceScreen } from '../invoice-screens.ts';
import { refusalOf } from './use-document-editor.ts';

/**
 * What the invoice editor says is wrong before Upload, each under its field, and what the server said
 * after one (`error`): the same rules the server applies, from core, so that Upload waits for them.
 */
export function useInvoiceChecks({
  screen,
  form,
  document,
  issued,
  totals,
  stateCode,
  today,
  error,
}: {
  screen: InvoiceScreen;
  form: InvoiceForm;
  /** the form as the document it saves */
  document: InvoiceDocument;
  /** the document as the server will issue it (its charges' GST, decision 128) */
  issued: InvoiceDocument;
  totals: InvoiceTotals;
  /** the seller's state */
  stateCode: string;
  today: string;
  /** the last refusal, or a logo that could not be read */
  error: Error | null;
}) {
  const { kind } = screen;
  // a number field holding no number ("ten" typed): named at the field, nothing totalled or drawn as if
  // it were 0, and Upload waits (decision 148)
  const numberProblems = useMemo(() => formNumberProblems(kind, form), [kind, form]);
  const notANumber = numberProblems[0]?.message;
  const dateProblem = documentDateProblem(kind, form.invoiceDate, today);
  // a refusal naming a line (row) belongs under that line, not under the document's field of that name
  // (a line's `gst` is its GST %, the document's the party's GSTIN)
  const fieldError = (field: string) => refusalOf(error, field);
  // a field's own "not a number" first: it is the message shown for that field
  const problems = useMemo(
    () => [...numberProblems, ...invoiceProblems(kind, issued, stateCode)],
    [numberProblems, kind, issued, stateCode],
  );
  // a line's HSN code, quantity, rate or GST % the server would refuse, and a further line not described
  // (one added and left empty), shown under the line before Upload; the first line's description is
  // the hint beside Upload until it is typed
  const lineProblems = useMemo(
    () =>
      problems.filter(
        (p) =>
          p.row !== undefined && (LINE_FIELDS.includes(p.field) || (p.field === 'description' && p.row > 0)),
      ),
    [problems],
  );
  // Rule 46: the buyer's address on a tax invoice to a registered buyer, or of ₹50,000 or more (decision 135)
  const addressProblem = problems.find((p) => p.field === 'clientAddress')?.message;
  // a due date picked before the document's date, named as it is picked rather than on Upload
  const dueDateProblem = problems.find((p) => p.field === 'invoiceDueDate')?.message;
  // a charge the server would refuse (fractions of a paisa, decision 136; a taxed charge without goods)
  const chargeProblem = (field: 'courier' | 'packingTransportation') =>
    problems.find((p) => p.field === field)?.message ?? fieldError(field);
  // a supplier's bill number is a GST invoice number: 16 letters, digits, - and / (decision 208)
  const billNumberProblem =
    problems.find((p) => p.field === 'supplierBillNumber')?.message ?? fieldError('supplierBillNumber');
  const taxed = kind === 'GST_INVOICE';
  const partyGstinProblem = form.gst.trim() ? gstinProblem(form.gst, `${screen.party} GSTIN`) : null;
  // a cash memo's and a bill's GSTIN have no hint: the line under it is only kept for a problem
  const gstinReservesLine = !taxed && !partyGstinProblem && !fieldError('gst');
  // all but a save under way: the editor adds that
  const ready =
    numberProblems.length === 0 &&
    canSaveInvoice(document, totals) &&
    !dateProblem &&
    lineProblems.length === 0 &&
    !partyGstinProblem &&
    !addressProblem &&
    !dueDateProblem &&
    !problems.some((p) => p.field === 'courier' || p.field === 'packingTransportation');
  const lineProblem = (row: number, field: string) =>
    lineProblems.find((p) => p.row === row && p.field === field)?.message ?? refusalOf(error, field, row);

  return {
    numberProblems,
    notANumber,
    dateProblem,
    fieldError,
    lineProblem,
    addressProblem,
    dueDateProblem,
    chargeProblem,
    billNumberProblem,
    partyGstinProblem,
    gstinReservesLine,
    ready,
  };
}
