import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GST_STATE_LIST,
  LOGO_WIDTH,
  buildInvoicePdf,
  canSaveInvoice,
  catalogueLine,
  computeInvoice,
  withChargeTax,
  documentDateLabel,
  documentDateProblem,
  gstinProblem,
  indiaDate,
  invoiceProblems,
  typedNumberText,
  type SellerProfile,
} from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';
import { UnitField } from '../../../components/unit-field.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { useBillingProducts, useSaveInvoice } from '../api/billing-api.ts';
import { ChargeSwitch } from '../components/charge-switch.tsx';
import { DocumentTotals } from '../components/document-totals.tsx';
import { LineAmount, LineProblems, QuantityRateFields } from '../components/line-fields.tsx';
import { DocumentEditorLayout } from '../components/document-editor-layout.tsx';
import {
  formNumberProblems,
  formToDocument,
  initialForm,
  newLine,
  withBuyerGstin,
  withDefaultGst,
  type FormLine,
  type InvoiceForm,
} from '../invoice-form.ts';
import { CHECK_INVOICE_PATH, type InvoiceScreen } from '../invoice-screens.ts';
import { useLogoDataUrl } from '../api/logo-data-url.ts';
import { usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';

/** Reads a picked logo; only PNG and JPEG files whose first bytes say so (the server checks again). */
async function readLogo(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47].every((b, i) => head[i] === b);
  const jpeg = [0xff, 0xd8, 0xff].every((b, i) => head[i] === b);
  if (!png && !jpeg) throw new Error(`${file.name} is not a PNG or JPEG image`);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const data = String(reader.result);
      // the declared type follows the content, whatever the file name says
      resolve(data.replace(/^data:[^;]*;/, `data:image/${png ? 'png' : 'jpeg'};`));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The fields of a line that core's invoiceProblems judges, shown under the line as it is typed. */
const LINE_FIELDS: readonly string[] = ['hsnCode', 'quantity', 'unit', 'rate', 'gst'];

/** From this width a taxed line's Rate and amount sit in a cell each (on a phone they span). */
const TAX_LINE_ROWS = '@400';
/**
 * A taxed line's fields by the width the lines have (container queries, not the window's width): on a
 * phone HSN, Quantity, Unit over a wide Rate and GST %, the amount on a row of its own; from 400 px
 * HSN, Quantity, Unit over Rate, GST %, amount (1440 px with the menu open, 1280 px, beside the
 * preview); from 760 px one row. Each field's least width shows a rate of 100000.50, an 8-digit HSN
 * code and a quantity of 1234.5 whole.
 */
const TAX_LINE_COLUMNS = {
  '@': 'minmax(0, 6fr) minmax(0, 5fr) 6rem',
  [TAX_LINE_ROWS]: 'minmax(8rem, 1fr) minmax(6rem, 1fr) minmax(10rem, auto)',
  '@760':
    'minmax(7.5rem, 1.1fr) minmax(6rem, 1fr) 6rem minmax(8rem, 1.3fr) minmax(4rem, 0.6fr) minmax(10rem, auto)',
};
/** A cash memo's line (no HSN, no GST %): Quantity, Unit over Rate, amount; from 500 px one row. */
const MEMO_LINE_COLUMNS = {
  '@': 'minmax(0, 1fr) auto',
  '@500': 'minmax(6rem, 1fr) 6rem minmax(8rem, 1fr) minmax(10rem, auto)',
};
/** Under a tax invoice's charge: what the amount typed is (decision 128). */
const CHARGE_GST_NOTE = 'What the buyer pays, GST included: taxed at the rates of the lines';

export function InvoicePage({ screen }: { screen: InvoiceScreen }) {
  const profile = useSellerProfile();
  if (profile.isPending) return <FullScreenSpinner />;
  if (profile.isError)
    return <Alert severity="error">The seller profile could not be loaded: {profile.error.message}</Alert>;
  return <InvoiceEditor key={screen.kind} screen={screen} seller={profile.data} />;
}

interface SavedInvoice {
  id: string;
  invoiceNumber: string;
  total: number;
  pdfUrl: string;
}

function InvoiceEditor({ screen, seller }: { screen: InvoiceScreen; seller: SellerProfile }) {
  const { kind } = screen;
  const [form, setForm] = useState<InvoiceForm>(() => initialForm(screen, seller, indiaDate(new Date())));
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [saved, setSaved] = useState<SavedInvoice | null>(null);
  const [confirmYear, setConfirmYear] = useState<string | null>(null);
  const [pickProducts, setPickProducts] = useState(false);
  const products = useBillingProducts(pickProducts);
  const save = useSaveInvoice();

  const set = <K extends keyof InvoiceForm>(key: K, value: InvoiceForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setLine = (key: number, patch: Partial<FormLine>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }));

  const gstRules = usePreparedGstRules(kind === 'GST_INVOICE');
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
  // a number field holding no number ("ten" typed): named at the field, nothing totalled or drawn as if
  // it were 0, and Upload waits (decision 148)
  const numberProblems = useMemo(() => formNumberProblems(kind, form), [kind, form]);
  const notANumber = numberProblems[0]?.message;
  const definition = useMemo(
    () =>
      notANumber
        ? null
        : buildInvoicePdf(
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
  // never after today in India, the server's rule (decision 123)
  const today = indiaDate(new Date());
  const dateProblem = documentDateProblem(kind, form.invoiceDate, today);
  // a refusal naming a line (row) belongs under that line, not under the document's field of that name
  // (a line's `gst` is its GST %, the document's the party's GSTIN)
  const fieldError = (field: string) =>
    error instanceof ApiError && error.field === field && error.row === undefined ? error.message : undefined;
  // a field's own "not a number" first: it is the message shown for that field
  const problems = useMemo(
    () => [...numberProblems, ...invoiceProblems(kind, issued, seller.stateCode)],
    [numberProblems, kind, issued, seller.stateCode],
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
  const perLineTax = kind !== 'CASH_MEMO';
  const partyGstinProblem = form.gst.trim() ? gstinProblem(form.gst, `${screen.party} GSTIN`) : null;
  // a cash memo's and a bill's GSTIN have no hint: the line under it is only kept for a problem
  const gstinReservesLine = !taxed && !partyGstinProblem && !fieldError('gst');
  const canSave =
    numberProblems.length === 0 &&
    canSaveInvoice(document, totals) &&
    !dateProblem &&
    lineProblems.length === 0 &&
    !partyGstinProblem &&
    !addressProblem &&
    !dueDateProblem &&
    !problems.some((p) => p.field === 'courier' || p.field === 'packingTransportation') &&
    !save.isPending;
  const lineProblem = (row: number, field: string) =>
    lineProblems.find((p) => p.row === row && p.field === field)?.message ??
    (error instanceof ApiError && error.field === field && error.row === row ? error.message : undefined);

  async function upload(confirmClosedYear = false) {
    setError(null);
    try {
      const r = await save.mutateAsync({ kind, data: { ...document, confirmClosedYear } });
      setSaved(r.saveInvoice);
    } catch (e) {
      if (e instanceof ApiError && e.field === 'confirmClosedYear') setConfirmYear(e.message);
      else setError(e as Error);
    }
  }

  if (saved)
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          {screen.heading}
        </Typography>
        <Alert severity="success" sx={{ mb: 2 }}>
          Saved {screen.invoiceTitle} <strong data-testid="saved-number">{saved.invoiceNumber}</strong> for{' '}
          {formatRupees(saved.total)}.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" href={`${saved.pdfUrl}?download=1`}>
            Download PDF
          </Button>
          <Button variant="outlined" href={saved.pdfUrl} target="_blank">
            Open PDF
          </Button>
          <Button component={RouterLink} to={CHECK_INVOICE_PATH}>
            Check Invoice
          </Button>
          <Button
            onClick={() => {
              setForm(initialForm(screen, seller, indiaDate(new Date())));
              setSaved(null);
            }}
          >
            New {screen.heading}
          </Button>
        </Box>
      </Box>
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
        definition={definition}
        noPreview={notANumber}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {form.logo ? (
            <Box
              component="img"
              src={form.logo}
              alt="Logo"
              sx={{ width: form.logoWidth / 2, maxHeight: 60, objectFit: 'contain' }}
            />
          ) : null}
          <UploadButton
            label="Logo"
            accept="image/png,image/jpeg"
            onFiles={(files) => {
              const file = files[0];
              if (file)
                readLogo(file)
                  .then((logo) => set('logo', logo))
                  .catch((e: Error) => setError(e));
            }}
          />
          {form.logo && <Button onClick={() => set('logo', '')}>Remove logo</Button>}
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography id="logo-width" variant="caption">
              Logo width: {form.logoWidth}
            </Typography>
            <Slider
              aria-labelledby="logo-width"
              min={LOGO_WIDTH.min}
              max={LOGO_WIDTH.max}
              step={LOGO_WIDTH.step}
              value={form.logoWidth}
              onChange={(_e, v) => set('logoWidth', v as number)}
            />
          </Box>
        </Box>
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
            onChange={(e) => setForm((f) => withBuyerGstin(f, e.target.value))}
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
            <TextField
              select
              label="Place of supply"
              value={form.placeOfSupply}
              onChange={(e) => set('placeOfSupply', e.target.value)}
              error={!!fieldError('placeOfSupply')}
              helperText={
                fieldError('placeOfSupply') ??
                (totals.interState ? 'Another state: IGST' : 'Same state as the seller: CGST + SGST')
              }
            >
              {GST_STATE_LIST.map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {code} {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {screen.party === 'Supplier' && (
            // the state the supplier's bill charges tax for: IGST when it is not ours (decision 115)
            <TextField
              select
              label="Place of supply"
              value={form.placeOfSupply}
              onChange={(e) => set('placeOfSupply', e.target.value)}
              error={!!fieldError('placeOfSupply')}
              helperText={
                fieldError('placeOfSupply') ??
                (totals.taxMode !== 'GST'
                  ? "As on the supplier's bill; from the supplier's GSTIN"
                  : totals.interState
                    ? "Supplier's bill from another state: IGST"
                    : form.placeOfSupply
                      ? 'Same state as ours: CGST + SGST'
                      : "Not known: CGST + SGST. Fill in the supplier's GSTIN or the state")
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Not known</MenuItem>
              {GST_STATE_LIST.map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {code} {name}
                </MenuItem>
              ))}
            </TextField>
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
            <TextField
              label="Tax label"
              value={form.taxLabel}
              onChange={(e) => set('taxLabel', e.target.value)}
              helperText="The percentage in the label taxes the bill, unless lines carry their own GST %"
            />
          )}
        </Box>

        <Box>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 1,
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Product lines
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {perLineTax ? 'Rate is per unit, without tax' : 'Rate is per unit'}
            </Typography>
          </Box>
          {/* the lines lay out by the width they have, not the window's: beside the preview, and with
              the menu open, a 1440 px window leaves them less room than a tablet does */}
          <Box sx={{ display: 'grid', gap: 1.5, containerType: 'inline-size' }}>
            {form.lines.map((line, i) => (
              <Box
                key={line.key}
                role="group"
                aria-label={`Line ${i + 1}`}
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'start',
                  gridTemplateColumns: perLineTax ? TAX_LINE_COLUMNS : MEMO_LINE_COLUMNS,
                }}
              >
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <Autocomplete
                    freeSolo
                    options={products.data ?? []}
                    getOptionLabel={(o) => (typeof o === 'string' ? o : o.productName)}
                    loading={products.isFetching}
                    inputValue={line.description}
                    onOpen={() => setPickProducts(true)}
                    onInputChange={(_e, value, reason) =>
                      reason !== 'reset' && setLine(line.key, { description: value })
                    }
                    onChange={(_e, value) => {
                      if (!value || typeof value === 'string') return;
                      const picked = catalogueLine(value, kind);
                      setLine(line.key, {
                        description: picked.description,
                        hsnCode: picked.hsnCode ?? line.hsnCode,
                        rate: picked.rate === null ? line.rate : picked.rate.toFixed(2),
                        productId: picked.productId,
                        productGst: picked.productGst,
                        // the product's own unit, which its prices are per (decision 147)
                        unit: picked.unit,
                        // a tax invoice takes the HSN rules' rate (withDefaultGst), a bill the product's
                        gstAuto: true,
                        gst: picked.productGst === null ? line.gst : String(picked.productGst),
                      });
                    }}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Description"
                        size="small"
                        error={!!lineProblem(i, 'description')}
                        helperText={lineProblem(i, 'description')}
                      />
                    )}
                  />
                </Box>
                {perLineTax && (
                  <TextField
                    label="HSN"
                    size="small"
                    value={line.hsnCode}
                    onChange={(e) => setLine(line.key, { hsnCode: e.target.value })}
                    error={!!lineProblem(i, 'hsnCode')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
                  />
                )}
                <QuantityRateFields
                  quantity={line.quantity}
                  rate={line.rate}
                  onChange={(patch) => setLine(line.key, patch)}
                  invalid={{ quantity: !!lineProblem(i, 'quantity'), rate: !!lineProblem(i, 'rate') }}
                  {...(perLineTax
                    ? { rateSx: { gridColumn: { '@': 'span 2', [TAX_LINE_ROWS]: 'auto' } } }
                    : {})}
                  unitField={
                    <UnitField
                      unit={line.unit}
                      onChange={(unit) => setLine(line.key, { unit })}
                      optional={kind !== 'GST_INVOICE'}
                      invalid={!!lineProblem(i, 'unit')}
                    />
                  }
                />
                {perLineTax && (
                  <TextField
                    label="GST %"
                    size="small"
                    value={shown.lines[i]?.gst ?? line.gst}
                    onChange={(e) =>
                      // emptied, the rate follows the HSN rules again
                      setLine(line.key, {
                        gst: e.target.value === '' ? '' : typedNumberText(e.target.value),
                        gstAuto: e.target.value === '',
                      })
                    }
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={!!lineProblem(i, 'gst')}
                  />
                )}
                <LineAmount
                  {...(perLineTax ? { sx: { gridColumn: { '@': '1 / -1', [TAX_LINE_ROWS]: 'auto' } } } : {})}
                  index={i}
                  amountPaise={
                    numberProblems.some((p) => p.row === i && p.field !== 'gst')
                      ? null
                      : (totals.lines[i]?.amountPaise ?? 0)
                  }
                  onlyLine={form.lines.length === 1}
                  onRemove={() =>
                    setForm((f) => ({ ...f, lines: f.lines.filter((l) => l.key !== line.key) }))
                  }
                />
                <LineProblems fields={LINE_FIELDS} problemOf={(field) => lineProblem(i, field)} />
              </Box>
            ))}
          </Box>
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 1 }}
            onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, newLine()] }))}
          >
            Add line
          </Button>
        </Box>

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
          <Button variant="contained" size="large" disabled={!canSave} onClick={() => void upload()}>
            {save.isPending ? 'Uploading…' : 'Upload'}
          </Button>
          {!notANumber && !canSaveInvoice(document, totals) && (
            <Typography variant="body2" color="text.secondary">
              Upload needs a total over ₹1 and a first line described in more than 1 character.
            </Typography>
          )}
        </Box>
      </DocumentEditorLayout>
      <ConfirmDialog
        open={confirmYear !== null}
        title="Save in a closed financial year?"
        message={confirmYear ?? ''}
        confirmLabel="Save anyway"
        busy={save.isPending}
        onCancel={() => setConfirmYear(null)}
        onConfirm={() => {
          setConfirmYear(null);
          void upload(true);
        }}
      />
    </Box>
  );
}
