import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canSaveInvoice, documentDateLabel, type SellerProfile } from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useBillingProducts } from '../api/billing-api.ts';
import { ChargeSwitch } from '../components/charge-switch.tsx';
import { ClosedYearDialog } from '../components/closed-year-dialog.tsx';
import { DocumentTotals } from '../components/document-totals.tsx';
import { DocumentEditorLayout } from '../components/document-editor-layout.tsx';
import { InvoiceLines } from '../components/invoice-lines.tsx';
import { InvoiceLogoField } from '../components/invoice-logo-field.tsx';
import { PlaceOfSupplyField } from '../components/place-of-supply-field.tsx';
import { TaxLabelField } from '../components/tax-label-field.tsx';
import { SavedDocument } from '../components/saved-document.tsx';
import { invoiceEditor } from '../hooks/invoice-editor.ts';
import { useDocumentEditor } from '../hooks/use-document-editor.ts';
import { newLine, withBuyerGstin } from '../invoice-form.ts';
import type { InvoiceScreen } from '../invoice-screens.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';

/** Under a tax invoice's charge: what the amount typed is (decision 128). */
const CHARGE_GST_NOTE = 'What the buyer pays, GST included: taxed at the rates of the lines';

export function InvoicePage({ screen }: { screen: InvoiceScreen }) {
  const profile = useSellerProfile();
  if (profile.isPending) return <FullScreenSpinner />;
  if (profile.isError)
    return <Alert severity="error">The seller profile could not be loaded: {profile.error.message}</Alert>;
  return <InvoiceEditor key={screen.kind} screen={screen} seller={profile.data} />;
}

function InvoiceEditor({ screen, seller }: { screen: InvoiceScreen; seller: SellerProfile }) {
  const { kind } = screen;
  const editor = useDocumentEditor(useMemo(() => invoiceEditor(screen, seller), [screen, seller]));
  const { typed: form, set, update, draft, error, saved } = editor;
  const [pickProducts, setPickProducts] = useState(false);
  const products = useBillingProducts(pickProducts);
  const {
    shown,
    document,
    totals,
    today,
    pdf,
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
  } = draft;
  const taxed = kind === 'GST_INVOICE';
  const perLineTax = kind !== 'CASH_MEMO';

  if (saved)
    return (
      <SavedDocument
        title={screen.heading}
        pdfUrl={saved.pdfUrl}
        action={<Button onClick={editor.startAgain}>New {screen.heading}</Button>}
      >
        Saved {screen.invoiceTitle} <strong data-testid="saved-number">{saved.invoiceNumber}</strong> for{' '}
        {formatRupees(saved.total)}.
      </SavedDocument>
    );

  return (
    <Box>
      <DocumentEditorLayout
        title={screen.heading}
        notices={
          taxed &&
          !seller.gstin && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The seller profile has no GSTIN yet: an administrator fills it in under Settings → Seller
              profile.
            </Alert>
          )
        }
        pdf={pdf}
        noPreview={notANumber}
      >
        <InvoiceLogoField
          logo={form.logo}
          logoWidth={form.logoWidth}
          onLogo={(logo) => set('logo', logo)}
          onLogoWidth={(width) => set('logoWidth', width)}
          onError={editor.setError}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Title" value={form.title} onChange={(e) => set('title', e.target.value)} />
          <TextField
            label="Invoice title"
            value={form.invoiceTitle}
            onChange={(e) => set('invoiceTitle', e.target.value)}
          />
          <TextField
            label={`${screen.party} name`}
            required
            value={form.clientName}
            onChange={(e) => set('clientName', e.target.value)}
            error={!!fieldError('clientName')}
            helperText={fieldError('clientName')}
          />
          <TextField
            label={`${screen.party} GSTIN`}
            value={form.gst}
            onChange={(e) => update((f) => withBuyerGstin(f, e.target.value))}
            error={!!partyGstinProblem || !!fieldError('gst')}
            helperText={
              partyGstinProblem ?? fieldError('gst') ?? (taxed ? 'Empty for an unregistered buyer' : ' ')
            }
            slotProps={{
              htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } },
              // beside the name (two columns) the line a GSTIN's problem takes is kept, so the fields
              // below do not move when one appears; in one column (a phone) it would be an empty gap
              ...(gstinReservesLine
                ? { formHelperText: { sx: { display: { xs: 'none', sm: 'block' } } } }
                : {}),
            }}
          />
          <TextField
            label={`${screen.party} address`}
            multiline
            minRows={2}
            value={form.clientAddress}
            onChange={(e) => set('clientAddress', e.target.value)}
            error={!!addressProblem}
            helperText={addressProblem}
          />
          <TextField label="Contact" value={form.contact} onChange={(e) => set('contact', e.target.value)} />
          <DateField
            label={documentDateLabel(kind)}
            value={form.invoiceDate}
            onChange={(date) => set('invoiceDate', date)}
            max={today}
            error={!!(dateProblem ?? fieldError('invoiceDate'))}
            helperText={dateProblem ?? fieldError('invoiceDate')}
          />
          <DateField
            label="Due date"
            value={form.invoiceDueDate}
            onChange={(date) => set('invoiceDueDate', date)}
            error={!!(dueDateProblem ?? fieldError('invoiceDueDate'))}
            helperText={dueDateProblem ?? fieldError('invoiceDueDate')}
          />
          {taxed && (
            <PlaceOfSupplyField
              value={form.placeOfSupply}
              onChange={(code) => set('placeOfSupply', code)}
              problem={fieldError('placeOfSupply')}
              hint={totals.interState ? 'Another state: IGST' : 'Same state as the seller: CGST + SGST'}
            />
          )}
          {screen.party === 'Supplier' && (
            // the state the supplier's bill charges tax for: IGST when it is not ours (decision 115)
            <PlaceOfSupplyField
              unknownAllowed
              value={form.placeOfSupply}
              onChange={(code) => set('placeOfSupply', code)}
              problem={fieldError('placeOfSupply')}
              hint={
                totals.taxMode !== 'GST'
                  ? "As on the supplier's bill; from the supplier's GSTIN"
                  : totals.interState
                    ? "Supplier's bill from another state: IGST"
                    : form.placeOfSupply
                      ? 'Same state as ours: CGST + SGST'
                      : "Not known: CGST + SGST. Fill in the supplier's GSTIN or the state"
              }
            />
          )}
          {screen.party === 'Supplier' && (
            <TextField
              label="Supplier's bill number"
              value={form.supplierBillNumber}
              onChange={(e) => set('supplierBillNumber', e.target.value)}
              error={!!billNumberProblem}
              helperText={billNumberProblem}
            />
          )}
          {(kind === 'PURCHASE' || kind === 'EXPENSE') && (
            <TaxLabelField value={form.taxLabel} onChange={(label) => set('taxLabel', label)} />
          )}
        </Box>

        <InvoiceLines
          kind={kind}
          lines={form.lines}
          shownLines={shown.lines}
          totals={totals}
          numberProblems={numberProblems}
          products={products}
          lineProblem={lineProblem}
          onPickProducts={() => setPickProducts(true)}
          setLine={editor.setLine}
          onAdd={() => editor.addLine(newLine())}
          onRemove={editor.removeLine}
        />

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ChargeSwitch
            label="Courier"
            amountLabel="Courier charge"
            on={form.courierOn}
            amount={form.courier}
            onToggle={(on) => set('courierOn', on)}
            onAmount={(text) => set('courier', text)}
            note={taxed && form.courierOn ? CHARGE_GST_NOTE : undefined}
            problem={form.courierOn ? chargeProblem('courier') : undefined}
          />
          <ChargeSwitch
            label="Packing/transport"
            amountLabel="Packing and transportation"
            on={form.packingOn}
            amount={form.packing}
            onToggle={(on) => set('packingOn', on)}
            onAmount={(text) => set('packing', text)}
            note={taxed && form.packingOn ? CHARGE_GST_NOTE : undefined}
            problem={form.packingOn ? chargeProblem('packingTransportation') : undefined}
          />
        </Box>

        <DocumentTotals
          totals={totals}
          subtotalLabel={perLineTax && totals.taxMode === 'GST' ? 'Taxable value' : 'Subtotal'}
          taxLabel={form.taxLabel || 'Tax'}
          courier={form.courierOn}
          packing={form.packingOn}
          totalLabel="Total"
          totalTestId="invoice-total"
          notANumber={notANumber}
        />

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 3fr' } }}>
          <TextField
            label="Notes label"
            size="small"
            value={form.notesLabel}
            onChange={(e) => set('notesLabel', e.target.value)}
          />
          <TextField
            label="Notes"
            multiline
            size="small"
            value={form.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
          <TextField
            label="Terms label"
            size="small"
            value={form.termLabel}
            onChange={(e) => set('termLabel', e.target.value)}
          />
          <TextField
            label="Terms"
            multiline
            size="small"
            value={form.term}
            onChange={(e) => set('term', e.target.value)}
          />
        </Box>

        {error && (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" disabled={!editor.canSave} onClick={editor.save}>
            {editor.saving ? 'Uploading…' : 'Upload'}
          </Button>
          {!notANumber && !canSaveInvoice(document, totals) && (
            <Typography variant="body2" color="text.secondary">
              Upload needs a total over ₹1 and a first line described in more than 1 character.
            </Typography>
          )}
        </Box>
      </DocumentEditorLayout>
      <ClosedYearDialog question={editor.closedYear} action="Save" busy={editor.saving} />
    </Box>
  );
}
