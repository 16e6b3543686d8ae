import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CREDITABLE_CHARGES,
  INVOICE_KIND_LABEL,
  documentDateLabel,
  remainingToCreditPaise,
  rupeesToPaise,
  type ChargeField,
  type CreditReason,
  type SellerProfile,
} from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { useInvoiceToCredit } from '../api/billing-api.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';
import { ChargeSwitch } from '../components/charge-switch.tsx';
import { ClosedYearDialog } from '../components/closed-year-dialog.tsx';
import { CreditNoteLines } from '../components/credit-note-lines.tsx';
import { DocumentTotals, rupees } from '../components/document-totals.tsx';
import { DocumentEditorLayout } from '../components/document-editor-layout.tsx';
import { InvoiceCredited } from '../components/invoice-credited.tsx';
import { SavedDocument } from '../components/saved-document.tsx';
import type { NoteTyped, ToCredit } from '../credit-note-form.ts';
import { creditNoteEditor } from '../hooks/credit-note-editor.ts';
import { useDocumentEditor } from '../hooks/use-document-editor.ts';
import { CHECK_INVOICE_PATH } from '../invoice-screens.ts';

const TITLE = INVOICE_KIND_LABEL.CREDIT_NOTE;

/**
 * A credit note against a saved tax invoice (Section 34 of the CGST Act): for goods returned or a price
 * reduction, its lines start as the invoice's (HSN code and rate of tax as invoiced; quantity and rate
 * are changed to what is credited). The server refuses a note above what is not yet credited.
 */
export function CreditNotePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoiceToCredit(invoiceId);
  const profile = useSellerProfile();
  if (invoice.isPending || profile.isPending) return <FullScreenSpinner />;
  if (invoice.isError || profile.isError)
    return <Alert severity="error">{(invoice.error ?? profile.error)?.message}</Alert>;
  if (!invoice.data || invoice.data.kind !== 'GST_INVOICE')
    return (
      <Alert severity="error">
        A credit note is issued against a saved tax invoice: choose one in{' '}
        <RouterLink to={CHECK_INVOICE_PATH}>Check Invoice</RouterLink>.
      </Alert>
    );
  return <CreditNoteOrCreditedInFull invoice={invoice.data} seller={profile.data} />;
}

/**
 * An invoice whose credit notes already add up to its total has nothing left to credit: the page says
 * so instead of offering lines that could only be refused. Decided when the page opens, so that the
 * note that credits the rest stays on screen with its number once issued.
 */
function CreditNoteOrCreditedInFull({ invoice, seller }: { invoice: ToCredit; seller: SellerProfile }) {
  const [creditedInFull] = useState(
    () =>
      remainingToCreditPaise({
        invoiceNumber: invoice.invoiceNumber,
        totalPaise: rupeesToPaise(invoice.total),
        creditedPaise: rupeesToPaise(invoice.credited),
      }) <= 0,
  );
  if (!creditedInFull) return <CreditNoteEditor invoice={invoice} seller={seller} />;
  return (
    <Alert severity="info">
      Invoice {invoice.invoiceNumber} is credited in full: its credit notes add up to its total of{' '}
      {formatRupees(invoice.total)}, so nothing is left to credit. Back to{' '}
      <RouterLink to={CHECK_INVOICE_PATH}>Check Invoice</RouterLink>.
    </Alert>
  );
}

function CreditNoteEditor({ invoice, seller }: { invoice: ToCredit; seller: SellerProfile }) {
  const editor = useDocumentEditor(useMemo(() => creditNoteEditor(invoice, seller), [invoice, seller]));
  const { typed, set, draft, error, saved } = editor;
  const { charges, totals, notANumber, fieldError, dateProblem, tooMuch } = draft;
  // a creditable charge switched on or off, or its amount typed
  const setCredit = (field: ChargeField, patch: Partial<NoteTyped['credit'][ChargeField]>) =>
    editor.update((t) => ({ ...t, credit: { ...t.credit, [field]: { ...t.credit[field], ...patch } } }));

  if (saved)
    return (
      <SavedDocument title={TITLE} pdfUrl={saved.pdfUrl}>
        Issued {TITLE} <strong data-testid="saved-number">{saved.invoiceNumber}</strong> for{' '}
        {formatRupees(saved.total)} against invoice {invoice.invoiceNumber}.
      </SavedDocument>
    );

  return (
    <Box>
      <DocumentEditorLayout
        title={TITLE}
        heading={`${TITLE} against invoice ${invoice.invoiceNumber}`}
        notices={
          invoice.cancelled && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Invoice {invoice.invoiceNumber} is cancelled: no credit note can be issued against it.
            </Alert>
          )
        }
        pdf={draft.pdf}
        noPreview={notANumber}
      >
        <InvoiceCredited
          invoice={invoice}
          totalPaise={draft.limit.totalPaise}
          creditedPaise={draft.limit.creditedPaise}
          remainingPaise={draft.remainingPaise}
        />

        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box>
            <FormLabel id="credit-reason">Reason</FormLabel>
            <RadioGroup
              row
              aria-labelledby="credit-reason"
              value={typed.reason}
              onChange={(e) => set('reason', e.target.value as CreditReason)}
            >
              <FormControlLabel value="RETURN" control={<Radio />} label="Goods returned" />
              <FormControlLabel value="PRICE_REDUCTION" control={<Radio />} label="Price reduction" />
            </RadioGroup>
          </Box>
          <DateField
            label={documentDateLabel('CREDIT_NOTE')}
            size="small"
            value={typed.date}
            onChange={(date) => set('date', date)}
            min={invoice.billDate}
            max={draft.today}
            error={!!(dateProblem ?? fieldError('invoiceDate'))}
            helperText={
              dateProblem ?? fieldError('invoiceDate') ?? `From ${formatDate(invoice.billDate)} to today`
            }
          />
        </Box>

        <CreditNoteLines
          invoice={invoice}
          reason={typed.reason}
          lines={typed.lines}
          totals={totals}
          numberProblems={draft.numberProblems}
          numberProblem={draft.numberProblem}
          lineProblem={draft.lineProblem}
          setLine={editor.setLine}
          onRemove={editor.removeLine}
        />

        {CREDITABLE_CHARGES.some(({ field }) => charges[field].invoicedPaise > 0) && (
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Charges credited
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {invoice.document.chargesGstIncluded
                ? "The invoice's courier and packing, credited back with their GST, as invoiced."
                : "The invoice's courier and packing, credited back as invoiced (without GST)."}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {CREDITABLE_CHARGES.filter(({ field }) => charges[field].invoicedPaise > 0).map(({ field }) => (
                <ChargeSwitch
                  key={field}
                  label={field === 'courier' ? 'Courier' : 'Packing/transport'}
                  amountLabel={field === 'courier' ? 'Courier credited' : 'Packing credited'}
                  on={typed.credit[field].on}
                  amount={typed.credit[field].amount}
                  onToggle={(on) => setCredit(field, { on })}
                  onAmount={(amount) => setCredit(field, { amount })}
                  note={chargeText(charges[field])}
                  problem={draft.chargeProblem(field)}
                />
              ))}
            </Box>
          </Box>
        )}

        <DocumentTotals
          totals={totals}
          subtotalLabel="Taxable value"
          courier={typed.credit.courier.on}
          packing={typed.credit.packingTransportation.on}
          totalLabel="Credit note total"
          totalTestId="credit-note-total"
          notANumber={notANumber}
        />

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Notes"
            multiline
            size="small"
            value={typed.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
          <TextField
            label="Terms"
            multiline
            size="small"
            value={typed.term}
            onChange={(e) => set('term', e.target.value)}
          />
        </Box>

        {tooMuch && (
          <Alert severity="warning" data-testid="credit-limit">
            {tooMuch}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        )}
        <Box>
          <Button variant="contained" size="large" disabled={!editor.canSave} onClick={editor.save}>
            {editor.saving ? 'Issuing…' : 'Issue credit note'}
          </Button>
        </Box>
      </DocumentEditorLayout>
      <ClosedYearDialog question={editor.closedYear} action="Issue" busy={editor.saving} />
    </Box>
  );
}

/** "Invoiced ₹80.00, ₹20.00 credited already" for a charge of the invoice. */
function chargeText({ invoicedPaise, creditedPaise }: { invoicedPaise: number; creditedPaise: number }) {
  return `Invoiced ${rupees(invoicedPaise)}${creditedPaise ? `, ${rupees(creditedPaise)} credited already` : ''}`;
}
