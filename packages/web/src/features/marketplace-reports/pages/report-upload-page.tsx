import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { CHANNEL_INFO, returnTypeInWords, type Channel } from '@seller-desk/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { checkBillsPath } from '../../../lib/check-bills-link.ts';
import { formatDate, formatNumber, formatRupees } from '../../../lib/format.ts';
import { billEditsOf, saleGridRowId, saveSaleGridEdits } from '../api/grid-edits.ts';
import {
  previewReport,
  storeReport,
  type PaymentResult,
  type ReportResults,
  type ReturnResult,
  type SaleResult,
  type SaleRow,
} from '../api/upload-report.ts';
import { ReportTabStrip } from '../components/report-tab-strip.tsx';
import { CountsTable, SimpleTable } from '../components/simple-table.tsx';
import { ACCEPTED_FILES, KIND_TITLES, type ReportKind } from '../report-screens.ts';

/** A calendar date in words, as every screen writes one ("24 Nov 2026"). */
const date = (width: number): Partial<GridColDef> => ({
  width,
  valueFormatter: (v: string | null) => formatDate(v),
});

/**
 * Widths leave each header whole: a right-aligned header keeps room for its sort arrow, about 17 px
 * beside its text, so "Marketplace Fee" needs 150 px (at 130 it read "Marketplace F…").
 */
const money = (width = 140): Partial<GridColDef> => ({
  type: 'number',
  width,
  valueFormatter: (v: number | null) => formatRupees(v),
});

/** The editable columns are the fields grid-edits.ts sends (EDITABLE_SALE_FIELDS). */
const SALE_COLUMNS: GridColDef[] = [
  { field: 'orderedOn', headerName: 'Ordered On', ...date(120) },
  { field: 'orderId', headerName: 'Order ID', width: 220 },
  { field: 'sku', headerName: 'SKU', width: 160 },
  { field: 'invoiceAmount', headerName: 'Invoice Amount', ...money() },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  { field: 'purchaseCost', headerName: 'Purchase Cost', ...money() },
  { field: 'marketplaceFee', headerName: 'Marketplace Fee', ...money(150) },
  { field: 'settlement', headerName: 'Settlement', ...money() },
  { field: 'profit', headerName: 'Profit', ...money(110) },
  { field: 'saleType', headerName: 'Sale Type', width: 100 },
  { field: 'shipToName', headerName: 'Ship to name', width: 160, editable: true },
  { field: 'city', headerName: 'City', width: 120, editable: true },
  { field: 'state', headerName: 'State', width: 130, editable: true },
  { field: 'pinCode', headerName: 'PIN Code', width: 100, editable: true },
  { field: 'trackingID', headerName: 'Tracking ID', width: 160, editable: true },
];

const RETURN_COLUMNS: GridColDef[] = [
  { field: 'orderId', headerName: 'Order ID', width: 220 },
  { field: 'sku', headerName: 'SKU', width: 160 },
  { field: 'billDate', headerName: 'Ordered On', ...date(120) },
  {
    field: 'returnType',
    headerName: 'Return Type',
    width: 170,
    valueFormatter: (value: string | null) => returnTypeInWords(value),
  },
  { field: 'returnDate', headerName: 'Return Date', ...date(120) },
];

const PAYMENT_COLUMNS: GridColDef[] = [
  { field: 'orderId', headerName: 'Order ID', width: 220 },
  { field: 'sku', headerName: 'SKU', width: 150 },
  { field: 'billDate', headerName: 'Ordered On', ...date(110) },
  { field: 'paymentDate', headerName: 'Payment Date', ...date(130) },
  { field: 'amountReceived', headerName: 'Amount Received', ...money(150) },
  { field: 'expectedSettlement', headerName: 'Expected Settlement', ...money(180) },
  { field: 'tcs', headerName: 'TCS', ...money(90) },
  { field: 'tds', headerName: 'TDS', ...money(90) },
  { field: 'reportedFees', headerName: 'Fees Charged', ...money(130) },
  { field: 'marketplaceFee', headerName: 'Fees Expected', ...money(130) },
  { field: 'alreadyRecorded', headerName: 'Already Recorded', type: 'boolean', width: 160 },
];

/**
 * A report as the server read it, with the id that names its file to the store and the preview after it,
 * and what the server says of how it read the file (decision 209).
 */
type AnyResult = ReportResults[ReportKind] & { fileId: string; notice?: string };

/**
 * The most a report's grid takes: 400 px from md on, where the report above and the confirmation below
 * stay near. On a phone, under a toolbar of two lines (decision 160), 400 px would show three and a half rows above
 * the pager; there it is 640 px (eight rows, the lines are checked before "Do you want to Upload
 * Bills"), never taller than the screen below the top bar. A report of fewer lines takes their room only.
 */
function useReportGridMaxHeight(): number | string {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true })
    ? 'min(640px, calc(100dvh - 80px))'
    : 400;
}

const CORRECTIONS_NOT_UPLOADED =
  'The corrections made in the grid are not uploaded. Discard them, or keep editing and press Upload the Bill.';
const CORRECTIONS_NOT_SAVED =
  'The lines are stored, but the corrections made in the grid are not saved. Discard them, or stay and press Save the corrections again.';

/**
 * One upload screen (docs/order-lines.md, Screens): pick a report, see what it would do (read and priced on the server),
 * tick the confirmation, upload. The store is one request and one transaction on the server.
 */
export function ReportUploadPage({ kind, channel }: { kind: ReportKind; channel: Channel }) {
  const label = CHANNEL_INFO[channel].label;
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<AnyResult | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  /**
   * The store's progress: the fraction of the file sent, or null while the server stores a file it
   * keeps (nothing to send, decision 174); `stored` once it has answered.
   */
  const [progress, setProgress] = useState<{ fraction: number | null; stored: number | null } | null>(null);
  /** Sale rows edited in the grid before upload, by order id and SKU; sent through updateBill. */
  const [edits, setEdits] = useState<ReadonlyMap<string, SaleRow>>(new Map());
  const [editsSaved, setEditsSaved] = useState<number | null>(null);
  /** Corrections whose save failed after a store, with the rows they were made on and why: to try again. */
  const [unsaved, setUnsaved] = useState<{
    rows: readonly SaleRow[];
    edits: ReadonlyMap<string, SaleRow>;
    error: string;
  } | null>(null);
  /** How many lines "Upload the Bill" stored, once the result shown is the file read again after it. */
  const [storedShown, setStoredShown] = useState<number | null>(null);

  const read = async (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setError(null);
    setConfirmed(false);
    setProgress(null);
    setEdits(new Map());
    setEditsSaved(null);
    setUnsaved(null);
    setStoredShown(null);
    setReading(true);
    try {
      setResult(await previewReport(kind, channel, chosen));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setReading(false);
    }
  };

  // Corrections not sent yet are lost with the page or with another file: leaving and picking another
  // file ask first, and "Keep editing" keeps the preview and its corrections. A preview alone is not
  // asked about, as picking the file again shows it again (decision 129).
  /** The file picked last, read at once, or once the person chose to discard the corrections. */
  const picked = useRef<File | null>(null);
  const guard = useDiscardGuard(
    () => {
      if (picked.current) void read(picked.current);
    },
    unsaved ? CORRECTIONS_NOT_SAVED : CORRECTIONS_NOT_UPLOADED,
  );
  const corrected =
    kind === 'sale' &&
    result !== null &&
    edits.size > 0 &&
    billEditsOf(channel, (result as SaleResult).rows, edits).length > 0;
  useReportDirty(corrected || unsaved !== null, guard.setDirty);
  const pick = (files: File[]) => {
    picked.current = files[0]!;
    // The guard's close: with corrections held it asks, otherwise the file is read at once.
    guard.requestClose();
  };

  /** The lines a store would change: a payment file's lines recorded before change nothing. */
  const newRows = !result
    ? 0
    : kind === 'payment'
      ? (result as PaymentResult).rows.filter((r) => !r.alreadyRecorded).length
      : result.rows.length;
  const store = async () => {
    if (!file || !result) return;
    setError(null);
    setProgress({ fraction: null, stored: null });
    try {
      // the file the preview read, by its id: it is sent again only when the server no longer keeps it
      const { stored, fileId } = await storeReport(kind, channel, file, result.fileId, (fraction) =>
        setProgress({ fraction: Math.min(fraction, 0.99), stored: null }),
      );
      setProgress({ fraction: 1, stored });
      setConfirmed(false);
      // The file's lines are stored now: the corrections made in the grid go to them.
      if (kind === 'sale' && edits.size > 0 && result)
        await saveCorrections((result as SaleResult).rows, edits);
      // What is stored now is "already uploaded": read the file again for the report, which then says
      // what the store did beside what is left.
      setResult(await previewReport(kind, channel, file, fileId));
      setStoredShown(stored);
    } catch (e) {
      setProgress(null);
      setError((e as Error).message);
    }
  };

  /** Sends the grid's corrections to the stored lines; kept, with the reason, to try again when that fails. */
  const saveCorrections = async (rows: readonly SaleRow[], corrections: ReadonlyMap<string, SaleRow>) => {
    try {
      setEditsSaved(await saveSaleGridEdits(channel, rows, corrections));
      setEdits(new Map());
      setUnsaved(null);
    } catch (e) {
      setUnsaved({ rows, edits: corrections, error: (e as Error).message });
    }
  };

  const title = kind === 'payment' ? `${label.toUpperCase()} PAYMENT` : `${label} ${KIND_TITLES[kind]}`;
  const percent = progress ? Math.round((progress.fraction ?? 0) * 100) : 0;

  return (
    <Box sx={{ minWidth: 0 }}>
      <ReportTabStrip kind={kind} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <UploadButton
          label="Upload"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          onFiles={pick}
        />
        <Typography variant="body2" color="text.secondary">
          {file ? (
            <>
              File: <strong>{file.name}</strong>
            </>
          ) : (
            `Accepts: ${ACCEPTED_FILES[kind][channel]}`
          )}
        </Typography>
      </Stack>
      {reading && <LinearProgress aria-label="Reading the report" sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result?.notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {result.notice}
        </Alert>
      )}
      {result && kind === 'sale' && (
        <SaleReport
          channel={channel}
          result={result as SaleResult}
          stored={storedShown}
          edits={edits}
          onEdit={(row) => setEdits((m) => new Map(m).set(saleGridRowId(row), row))}
        />
      )}
      {result && kind === 'return' && <ReturnReport result={result as ReturnResult} />}
      {result && kind === 'payment' && <PaymentReport result={result as PaymentResult} />}
      {result && (
        <Box sx={{ mt: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label="Do you want to Upload Bills"
          />
          {progress && progress.fraction === null && progress.stored === null && (
            <LinearProgress aria-label="Storing the report" sx={{ my: 1 }} />
          )}
          {progress && (progress.fraction !== null || progress.stored !== null) && (
            <BatchProgress
              label="Upload progress"
              progress={{
                total: Math.max(progress.stored ?? newRows, 1),
                done: progress.stored ?? Math.round(percent * newRows) / 100,
                failed: 0,
                percent,
              }}
            />
          )}
          {progress?.stored !== null && progress?.stored !== undefined && (
            <Alert severity="success" sx={{ my: 1 }}>
              {linesText(progress.stored)} stored
              {editsSaved !== null &&
                `; ${editsSaved.toLocaleString('en-IN')} corrected ${editsSaved === 1 ? 'line' : 'lines'} saved`}
            </Alert>
          )}
          {unsaved && (
            <Alert
              severity="error"
              sx={{ my: 1 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => void saveCorrections(unsaved.rows, unsaved.edits)}
                >
                  Save the corrections again
                </Button>
              }
            >
              The lines are stored, but the corrections made in the grid were not: {unsaved.error}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!confirmed || newRows === 0 || (progress !== null && progress.stored === null)}
            onClick={() => void store()}
          >
            Upload the Bill
          </Button>
        </Box>
      )}
      {guard.dialog}
    </Box>
  );
}

/** "18 lines", "1 line". */
const linesText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'line' : 'lines'}`;

/**
 * What the grid leaves out, said under its title (decision 131): it lists only the lines not uploaded
 * yet, which "Upload the Bill" would store, so after a store it is empty while the lines are stored.
 * "Check Bills" there opens the channel's Sale tab of Check Bills, where the stored lines are.
 */
function gridNote(result: SaleResult, stored: number | null, channel: Channel): ReactNode {
  const left =
    result.rows.length === 0
      ? 'none is left'
      : `${linesText(result.rows.length)} ${result.rows.length === 1 ? 'is' : 'are'} left`;
  if (stored !== null)
    return (
      <>
        Upload the Bill stored {linesText(stored)} of this file: {stored === 1 ? 'it is' : 'they are'} in{' '}
        <Link component={RouterLink} to={checkBillsPath(channel, 'SALE')}>
          Check Bills
        </Link>
        , and listed under Already Upload Invoice. This grid lists only the lines not uploaded yet: {left}.
      </>
    );
  const before = result.alreadyUploaded.length;
  if (before === 0) return null;
  return `${linesText(before)} of this file ${before === 1 ? 'was' : 'were'} uploaded before (Already Upload Invoice). This grid lists only the lines not uploaded yet: ${left}.`;
}

function SaleReport({
  channel,
  result,
  stored,
  edits,
  onEdit,
}: {
  channel: Channel;
  result: SaleResult;
  /** How many lines "Upload the Bill" stored, once it has; the result is then the file read again. */
  stored: number | null;
  edits: ReadonlyMap<string, SaleRow>;
  onEdit: (row: SaleRow) => void;
}) {
  const rows = result.rows.map((r) => edits.get(saleGridRowId(r)) ?? r);
  const gridMaxHeight = useReportGridMaxHeight();
  const note = gridNote(result, stored, channel);
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <CountsTable
          title="Upload Report"
          counts={[
            ['Total Invoices', result.totalInvoices],
            ['Valid SKU Invoices', result.validSkuInvoices],
            ['New Invoices', result.newInvoices],
            ['Invoices with Issues', result.invoicesWithIssues.length],
            ['Already Upload Invoice', result.alreadyUploaded.length],
          ]}
        />
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Dates for Bills
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
            aria-label="Dates for Bills"
            role="list"
          >
            {result.billDates.length === 0 ? (
              <Typography variant="body2">None</Typography>
            ) : (
              result.billDates.map((d) => <Chip key={d} label={formatDate(d)} role="listitem" />)
            )}
          </Stack>
        </Box>
      </Stack>
      {/* The issues take three fifths: beside their ids, the Reason needs the room to be read in a line or
          two; Already Upload Invoice holds two ids. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 3, minWidth: 0 }}>
          <SimpleTable
            title="Invoices with Issues"
            head={['Line', 'Order ID', 'Sku ID', 'Reason']}
            rows={result.invoicesWithIssues.map((i) => [i.line, i.orderId ?? '—', i.sku ?? '—', i.reason])}
          />
        </Box>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <SimpleTable
            title="Already Upload Invoice"
            head={['Order ID', 'Sku ID']}
            rows={result.alreadyUploaded.map((i) => [i.orderId, i.sku])}
          />
        </Box>
      </Stack>
      {result.rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
          Ship to name, City, State, PIN Code and Tracking ID can be corrected in the grid before uploading
          (double-click a cell, Enter to keep).{edits.size > 0 && ` ${edits.size} edited.`}
        </Typography>
      )}
      <DataTable
        title={`Valid SKU Invoices ${formatNumber(result.rows.length)}`}
        aboveGrid={note && <Typography variant="body2">{note}</Typography>}
        emptyText={note ? 'Nothing left to upload' : undefined}
        rows={rows}
        columns={SALE_COLUMNS}
        getRowId={saleGridRowId}
        processRowUpdate={(row: SaleRow) => {
          onEdit(row);
          return row;
        }}
        getRowAriaLabel={(r) => `${r.orderId} ${r.sku}`}
        maxHeight={gridMaxHeight}
        exportFileName="valid-sku-invoices"
      />
    </>
  );
}

function ReturnReport({ result }: { result: ReturnResult }) {
  const gridMaxHeight = useReportGridMaxHeight();
  return (
    <>
      <CountsTable
        title="Return Report"
        counts={[
          ['Total Return Orders Upload', result.totalReturnOrders],
          ['Valid Return Orders', result.validReturnOrders],
          ['Invalid Return Orders', result.invalidReturnOrders],
          ['Already Returned', result.alreadyReturned.length],
        ]}
      />
      <SimpleTable
        tone="error"
        title={`Order ID Mising => ${formatNumber(result.orderIdMissing.length)}`}
        head={['Line', 'Order ID', 'Reason']}
        rows={result.orderIdMissing.map((m) => [m.line, m.orderId ?? '—', m.reason])}
      />
      <SimpleTable
        title={`Already Returned ${formatNumber(result.alreadyReturned.length)}`}
        head={['Line', 'Order ID', 'Sku ID']}
        rows={result.alreadyReturned.map((r) => [r.line, r.orderId, r.sku])}
      />
      <DataTable
        title={`Return Orders ${formatNumber(result.rows.length)}`}
        rows={result.rows}
        columns={RETURN_COLUMNS}
        getRowId={(r) => `${r.orderId}|${r.sku}`}
        maxHeight={gridMaxHeight}
      />
    </>
  );
}

function PaymentReport({ result }: { result: PaymentResult }) {
  const gridMaxHeight = useReportGridMaxHeight();
  return (
    <>
      <CountsTable
        title="Payment Report"
        counts={[
          ['Total Payment Rows Upload', result.totalPaymentRows],
          ['Valid Payment Orders', result.validPaymentOrders],
          ['Already Recorded', result.alreadyRecorded],
          ['Invalid Payment Orders', result.invalidPaymentOrders],
        ]}
      />
      <SimpleTable
        tone="error"
        title={`Order ID Mising => ${formatNumber(result.orderIdMissing.length)}`}
        head={['Line', 'Order ID', 'Reason']}
        rows={result.orderIdMissing.map((m) => [m.line, m.orderId ?? '—', m.reason])}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Amount Received is what each line has been paid in all: this file&apos;s rows added to those of
        reports stored before. A row stored before (the same file again, or a report of an overlapping period)
        is not added twice.
      </Typography>
      <DataTable
        title={`Payment Orders ${formatNumber(result.rows.length)}`}
        rows={result.rows}
        columns={PAYMENT_COLUMNS}
        getRowId={(r) => `${r.orderId}|${r.sku}`}
        maxHeight={gridMaxHeight}
      />
    </>
  );
}
