import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { FIELDS, returnTypeInWords, type Channel } from '@seller-desk/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { checkBillsPath } from '../../../lib/check-bills-link.ts';
import { formatCount, formatDate, formatNumber, formatRupees } from '../../../lib/format.ts';
import { saleGridRowId } from '../api/grid-edits.ts';
import type { PaymentResult, ReturnResult, SaleResult, SaleRow } from '../api/upload-report.ts';
import { CountsTable, SimpleTable } from './simple-table.tsx';

// What an upload screen shows of a report the server read (docs/ledger.md, Screens): each kind's
// counts, lists and grid of lines.

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
  // what decides whether to upload comes first: the line, what it earns and how it is judged (issue 40)
  { field: 'orderId', headerName: 'Order ID', width: 220 },
  { field: 'sku', headerName: 'SKU', width: 200 },
  {
    field: 'saleType',
    headerName: 'Sale Type',
    width: 100,
    // a line returned to origin is stored with its return, not as a sale (rtoNote)
    valueGetter: (value: string, row: SaleRow) => (row.returnType ? 'RTO' : value),
  },
  { field: 'profit', headerName: 'Profit', ...money(110) },
  { field: 'invoiceAmount', headerName: 'Invoice Amount', ...money() },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  { field: 'orderedOn', headerName: 'Ordered On', ...date(120) },
  { field: 'purchaseCost', headerName: 'Purchase Cost', ...money() },
  { field: 'marketplaceFee', headerName: 'Marketplace Fee', ...money(150) },
  { field: 'settlement', headerName: 'Settlement', ...money() },
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
  // what was paid and withheld first, beside what was expected (issue 40: TCS and TDS were out of view)
  { field: 'orderId', headerName: 'Order ID', width: 220 },
  { field: 'sku', headerName: 'SKU', width: 150 },
  { field: 'amountReceived', headerName: 'Amount Received', ...money(150) },
  { field: 'expectedSettlement', headerName: 'Expected Settlement', ...money(180) },
  { field: 'tcs', headerName: 'TCS', ...money(90) },
  { field: 'tds', headerName: 'TDS', ...money(90) },
  { field: 'reportedFees', headerName: 'Fees Charged', ...money(130) },
  { field: 'marketplaceFee', headerName: 'Fees Expected', ...money(130) },
  { field: 'paymentDate', headerName: 'Payment Date', ...date(130) },
  { field: 'billDate', headerName: 'Ordered On', ...date(110) },
  { field: 'alreadyRecorded', headerName: 'Already Recorded', type: 'boolean', width: 160 },
];

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

/** "18 lines", "1 line". */
export const linesText = (n: number) => formatCount(n, 'line');

/** The lines of a sale report that came back to origin: stored with their return, never as sales. */
function rtoNote(rows: readonly SaleRow[]): string | null {
  const rto = rows.filter((r) => r.returnType);
  if (rto.length === 0) return null;
  const ids = rto.map((r) => r.orderId).join(', ');
  return `${linesText(rto.length)} came back to origin (RTO), Sale Type RTO: stored as returned, with the listing's Return Cost, and not counted as sales: ${ids}.`;
}

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

export function SaleReport({
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
  const rto = rtoNote(result.rows);
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
            head={['Line', 'Order ID', FIELDS.orderLine.sku.label, 'Reason']}
            rows={result.invoicesWithIssues.map((i) => [i.line, i.orderId ?? '—', i.sku ?? '—', i.reason])}
          />
        </Box>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <SimpleTable
            title="Already Upload Invoice"
            head={['Order ID', FIELDS.orderLine.sku.label]}
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
        aboveGrid={
          (note || rto) && (
            <>
              {note && <Typography variant="body2">{note}</Typography>}
              {rto && <Typography variant="body2">{rto}</Typography>}
            </>
          )
        }
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

export function ReturnReport({ result }: { result: ReturnResult }) {
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
        head={['Line', 'Order ID', FIELDS.orderLine.sku.label]}
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

export function PaymentReport({ result }: { result: PaymentResult }) {
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
