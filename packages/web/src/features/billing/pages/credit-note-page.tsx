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
  creditedLinesOnly,
  canSaveInvoice,
  creditNoteChargeProblems,
  creditNoteChargeTax,
  creditNoteDateProblem,
  creditNoteLineProblems,
  creditNoteTotals,
  creditableChargesPaise,
  documentDateLabel,
  documentDateProblem,
  indiaDate,
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
import { ApiError } from '../../../lib/http.ts';
import { useInvoiceToCredit, useSaveInvoice } from '../api/billing-api.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';
import { useLogoDataUrl } from '../api/logo-data-url.ts';
import { ChargeSwitch } from '../components/charge-switch.tsx';
import { CreditNoteLines } from '../components/credit-note-lines.tsx';
import { DocumentTotals, rupees } from '../components/document-totals.tsx';
import { DocumentEditorLayout } from '../components/document-editor-layout.tsx';
import { InvoiceCredited } from '../components/invoice-credited.tsx';
import { SavedDocument } from '../components/saved-document.tsx';
import { creditNoteDocument, initialNoteLines, type NoteLine, type ToCredit } from '../credit-note-form.ts';
import { CHECK_INVOICE_PATH } from '../invoice-screens.ts';
import { typedNumberProblems } from '../invoice-form.ts';
import { pdfSource } from '../pdf-preview.ts';

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
  const [reason, setReason] = useState<CreditReason>('RETURN');
  // India's today, the server's (decision 123); an invoice is never dated later
  const today = indiaDate(new Date());
  const [date, setDate] = useState(today);
  const [lines, setLines] = useState<NoteLine[]>(() => initialNoteLines(invoice));
  // the invoice's courier and packing, credited back only when switched on (decision 124)
  const charges = useMemo(
    () => creditableChargesPaise(invoice.document, [invoice.creditedCharges]),
    [invoice],
  );
  const [credit, setCredit] = useState<Record<ChargeField, { on: boolean; amount: string }>>(() => ({
    courier: { on: false, amount: (charges.courier.leftPaise / 100).toFixed(2) },
    packingTransportation: {
      on: false,
      amount: (charges.packingTransportation.leftPaise / 100).toFixed(2),
    },
  }));
  const defaults = seller.documentDefaults.CREDIT_NOTE;
  const [notes, setNotes] = useState(defaults.notes);
  const [term, setTerm] = useState(defaults.term);
  const [error, setError] = useState<Error | null>(null);
  const [saved, setSaved] = useState<{ invoiceNumber: string; total: number; pdfUrl: string } | null>(null);
  const save = useSaveInvoice();

  const limit = {
    invoiceNumber: invoice.invoiceNumber,
    totalPaise: rupeesToPaise(invoice.total),
    creditedPaise: rupeesToPaise(invoice.credited),
  };
  const remainingPaise = remainingToCreditPaise(limit);
  const document = useMemo(
    () => creditNoteDocument(invoice, { date, reason, credit, notes, term, lines }),
    [invoice, date, reason, credit, notes, term, lines],
  );
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
    (error instanceof ApiError && error.field === field && error.row === row ? error.message : undefined);
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
  const dateProblem = creditNoteDateProblem(invoice, date) ?? documentDateProblem('CREDIT_NOTE', date, today);
  const canIssue =
    numberProblems.length === 0 &&
    canSaveInvoice(document, totals) &&
    !tooMuch &&
    !dateProblem &&
    lineProblems.length === 0 &&
    chargeProblems.length === 0 &&
    !save.isPending;
  const fieldError = (field: string) =>
    error instanceof ApiError && error.field === field ? error.message : undefined;
  const chargeProblem = (field: ChargeField) =>
    numberProblem(undefined, field) ??
    chargeProblems.find((p) => p.field === field)?.message ??
    fieldError(field);
  const setLine = (key: number, patch: Partial<NoteLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function issue() {
    setError(null);
    try {
      const { againstInvoiceNumber: _n, againstInvoiceDate: _d, ...data } = document;
      const r = await save.mutateAsync({
        kind: 'CREDIT_NOTE',
        data: { ...data, againstInvoice: invoice.id, creditReason: reason },
      });
      setSaved(r.saveInvoice);
    } catch (e) {
      setError(e as Error);
    }
  }

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
        pdf={pdf}
        noPreview={notANumber}
      >
        <InvoiceCredited
          invoice={invoice}
          totalPaise={limit.totalPaise}
          creditedPaise={limit.creditedPaise}
          remainingPaise={remainingPaise}
        />

        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box>
            <FormLabel id="credit-reason">Reason</FormLabel>
            <RadioGroup
              row
              aria-labelledby="credit-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as CreditReason)}
            >
              <FormControlLabel value="RETURN" control={<Radio />} label="Goods returned" />
              <FormControlLabel value="PRICE_REDUCTION" control={<Radio />} label="Price reduction" />
            </RadioGroup>
          </Box>
          <DateField
            label={documentDateLabel('CREDIT_NOTE')}
            size="small"
            value={date}
            onChange={setDate}
            min={invoice.billDate}
            max={today}
            error={!!(dateProblem ?? fieldError('invoiceDate'))}
            helperText={
              dateProblem ?? fieldError('invoiceDate') ?? `From ${formatDate(invoice.billDate)} to today`
            }
          />
        </Box>

        <CreditNoteLines
          invoice={invoice}
          reason={reason}
          lines={lines}
          totals={totals}
          numberProblems={numberProblems}
          numberProblem={numberProblem}
          lineProblem={lineProblem}
          setLine={setLine}
          onRemove={(key) => setLines((ls) => ls.filter((l) => l.key !== key))}
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
                  on={credit[field].on}
                  amount={credit[field].amount}
                  onToggle={(on) => setCredit((c) => ({ ...c, [field]: { ...c[field], on } }))}
                  onAmount={(amount) => setCredit((c) => ({ ...c, [field]: { ...c[field], amount } }))}
                  note={chargeText(charges[field])}
                  problem={chargeProblem(field)}
                />
              ))}
            </Box>
          </Box>
        )}

        <DocumentTotals
          totals={totals}
          subtotalLabel="Taxable value"
          courier={credit.courier.on}
          packing={credit.packingTransportation.on}
          totalLabel="Credit note total"
          totalTestId="credit-note-total"
          notANumber={notANumber}
        />

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Notes"
            multiline
            size="small"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <TextField
            label="Terms"
            multiline
            size="small"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
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
          <Button variant="contained" size="large" disabled={!canIssue} onClick={() => void issue()}>
            {save.isPending ? 'Issuing…' : 'Issue credit note'}
          </Button>
        </Box>
      </DocumentEditorLayout>
    </Box>
  );
}

/** "Invoiced ₹80.00, ₹20.00 credited already" for a charge of the invoice. */
function chargeText({ invoicedPaise, creditedPaise }: { invoicedPaise: number; creditedPaise: number }) {
  return `Invoiced ${rupees(invoicedPaise)}${creditedPaise ? `, ${rupees(creditedPaise)} credited already` : ''}`;
}
