import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  indiaDate,
  INVOICE_KIND_LABEL,
  INVOICE_KINDS,
  financialYearOf,
  formatIndian,
  monthRange,
  type InvoiceKind,
} from '@seller-desk/core';
import { Fragment, useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { useSession } from '../../../app/providers/session.tsx';
import { formatDate, formatDateBreakingBeforeYear, formatRupees } from '../../../lib/format.ts';
import { useCancelInvoice, useDocumentsIssued, useInvoices } from '../api/billing-api.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';
import { creditNotePath } from '../invoice-screens.ts';
import { CardFigure } from '../../../components/card-list/card-figure.tsx';

const money = (n: number) => formatIndian(n);

/** A saved document as the list shows it. */
type Row = NonNullable<ReturnType<typeof useInvoices>['data']>['invoices'][number];

/** A saved document's row or card, with who is looking and how a cancel is asked for. */
interface DocumentActionsProps {
  inv: Row;
  isAdmin: boolean;
  onCancel: (row: { id: string; number: string }) => void;
}

/** What can be done with a saved document: open, download, a credit note (tax invoices), cancel (ADMIN). */
function RowActions({ inv, isAdmin, onCancel }: DocumentActionsProps) {
  return (
    <>
      <Button size="small" href={inv.pdfUrl} target="_blank">
        Open
      </Button>
      <Button size="small" href={`${inv.pdfUrl}?download=1`} aria-label={`Download ${inv.invoiceNumber}`}>
        Download
      </Button>
      {inv.kind === 'GST_INVOICE' && !inv.cancelled && inv.credited < inv.total && (
        <Button
          size="small"
          component={RouterLink}
          to={creditNotePath(inv.id)}
          aria-label={`Credit note on ${inv.invoiceNumber}`}
        >
          Credit note
        </Button>
      )}
      {isAdmin && !inv.cancelled && (
        <Button
          size="small"
          color="error"
          onClick={() => onCancel({ id: inv.id, number: inv.invoiceNumber })}
        >
          Cancel
        </Button>
      )}
    </>
  );
}

function CancelledChip({ inv, beside = true }: { inv: Row; beside?: boolean }) {
  return inv.cancelled ? (
    <Chip
      size="small"
      color="error"
      label="cancelled"
      title={inv.cancelReason ?? ''}
      sx={beside ? { ml: 1 } : { display: 'flex', width: 'fit-content', mt: 0.25 }}
    />
  ) : null;
}

/**
 * A bill number that may wrap after its separators ("BYS/MH/2026-27/INV/000123" after a '/', '-' or
 * '_'), not inside a run of digits; <wbr> adds nothing to the text copied.
 */
const breakingAfterSeparators = (number: string) =>
  number.split(/(?<=[/\-_])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * A bill received's own number on the supplier's bill, under ours: the search finds the bill by it
 * (decision 163), so the row shows why it matched. A long number wraps within the column, after its
 * separators where it can.
 */
function SupplierBillNumber({ inv }: { inv: Row }) {
  const number = inv.document.supplierBillNumber;
  return number ? (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
    >
      Supplier&apos;s bill{' '}
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {breakingAfterSeparators(number)}
      </Box>
    </Typography>
  ) : null;
}

/** Below the md breakpoint a document is a card, as on the other list screens (docs/screens.md, Shell). */
function DocumentCard({ inv, isAdmin, onCancel }: DocumentActionsProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={inv.invoiceNumber}
      sx={{ p: 1.5, opacity: inv.cancelled ? 0.6 : 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Box sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {inv.invoiceNumber}
          <CancelledChip inv={inv} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {formatDate(inv.billDate)}
        </Typography>
      </Box>
      <SupplierBillNumber inv={inv} />
      <Typography variant="body2">
        {INVOICE_KIND_LABEL[inv.kind]}
        {inv.document.againstInvoiceNumber ? ` (on ${inv.document.againstInvoiceNumber})` : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {inv.clientName}
      </Typography>
      {inv.clientGstin && (
        <Typography variant="caption" color="text.secondary" component="div">
          GSTIN {inv.clientGstin}
        </Typography>
      )}
      {/* three equal columns while the amounts fit; amounts in crores do not fit three abreast at
          390 px (they ran into each other), so the Total goes to a line of its own */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, my: 1 }}>
        {(
          [
            ['Taxable', inv.subtotal],
            ['Tax', inv.taxTotal],
            ['Total', inv.total],
          ] as const
        ).map(([label, amount]) => (
          <Box key={label} sx={{ flex: '1 0 0', minWidth: 'max-content' }}>
            <CardFigure label={label}>{formatRupees(amount)}</CardFigure>
          </Box>
        ))}
      </Box>
      {inv.createdBy && (
        <Typography variant="caption" color="text.secondary" component="div">
          Saved by {inv.createdBy}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, ml: -0.5 }}>
        <RowActions inv={inv} isAdmin={isAdmin} onCancel={onCancel} />
      </Box>
    </Card>
  );
}

export function CheckInvoicePage() {
  const user = useSession();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const profile = useSellerProfile();
  const startMonth = profile.data?.financialYearStartMonth ?? 4;
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<InvoiceKind | ''>('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const deferredSearch = useDeferredValue(search);
  // the words Check Bills uses for the same mistake; no list is asked for then
  const datesProblem = from && to && from > to ? 'From must not be after To' : null;
  const where = {
    ...(deferredSearch.trim() ? { search: deferredSearch.trim() } : {}),
    ...(from ? { billDate_gte: from } : {}),
    ...(to ? { billDate_lte: to } : {}),
    ...(kind ? { kind } : {}),
  };
  const list = useInvoices(where, rowsPerPage, page * rowsPerPage, !datesProblem);
  const none = datesProblem
    ? 'Fix the dates above to see the documents.'
    : list.data && list.data.invoices.length === 0
      ? 'No saved documents match.'
      : null;
  const invoices = datesProblem ? [] : (list.data?.invoices ?? []);
  const [cancelling, setCancelling] = useState<{ id: string; number: string } | null>(null);
  const [reason, setReason] = useState('');
  const cancel = useCancelInvoice();

  const today = indiaDate(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const thisYear = financialYearOf(today, startMonth);
  const years = Array.from({ length: 6 }, (_, i) => {
    const first = Number(thisYear.from.slice(0, 4)) - i;
    return financialYearOf(`${first}-${String(startMonth).padStart(2, '0')}-01`, startMonth);
  });
  const [fy, setFy] = useState(thisYear.label);
  const fyRange = years.find((y) => y.label === fy) ?? thisYear;
  const monthIsValid = /^\d{4}-\d{2}$/.test(month);
  const monthSpan = monthIsValid ? monthRange(month) : null;
  const issuedMonth = useDocumentsIssued(monthSpan?.from ?? today, monthSpan?.to ?? today);
  const issuedYear = useDocumentsIssued(fyRange.from, fyRange.to);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Check Invoice
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}
      >
        <TextField
          label="Number, client, GSTIN, supplier's bill"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <DateField
          label="From"
          value={from}
          onChange={(date) => {
            setFrom(date);
            setPage(0);
          }}
          error={!!datesProblem}
          helperText={datesProblem}
        />
        <DateField
          label="To"
          value={to}
          onChange={(date) => {
            setTo(date);
            setPage(0);
          }}
          error={!!datesProblem}
        />
        <TextField
          select
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as InvoiceKind | '');
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All documents</MenuItem>
          {INVOICE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {INVOICE_KIND_LABEL[k]}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {phone ? (
          <Box aria-label="Saved documents" role="list" sx={{ display: 'grid', gap: 1, p: 1 }}>
            {invoices.map((inv) => (
              <Box role="listitem" key={inv.id}>
                <DocumentCard inv={inv} isAdmin={user.role === 'ADMIN'} onCancel={setCancelling} />
              </Box>
            ))}
            {none && <Typography sx={{ p: 1 }}>{none}</Typography>}
          </Box>
        ) : (
          // at 1440 and 1280 px with the menu open every column fits, amounts in crores too: long texts
          // wrap, a date may break before its year, the cancelled mark sits under the number, the
          // actions take two lines
          <Table size="small" aria-label="Saved documents" sx={{ '& td, & th': { px: 0.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Document</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>GSTIN</TableCell>
                <TableCell align="right">Taxable</TableCell>
                <TableCell align="right">Tax</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Saved by</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((inv) => (
                <TableRow
                  key={inv.id}
                  aria-label={inv.invoiceNumber}
                  sx={{ opacity: inv.cancelled ? 0.6 : 1 }}
                >
                  <TableCell>
                    {/* as wide as our number: the supplier's number wraps under it, never widens the column */}
                    <Box sx={{ width: 'min-content' }}>
                      <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{inv.invoiceNumber}</Box>
                      <SupplierBillNumber inv={inv} />
                      <CancelledChip inv={inv} beside={false} />
                    </Box>
                  </TableCell>
                  <TableCell>{formatDateBreakingBeforeYear(inv.billDate)}</TableCell>
                  <TableCell>
                    {INVOICE_KIND_LABEL[inv.kind]}
                    {inv.document.againstInvoiceNumber ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        on {inv.document.againstInvoiceNumber}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 96 }}>{inv.clientName}</TableCell>
                  <TableCell sx={{ fontSize: 12 }}>{inv.clientGstin}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(inv.subtotal)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(inv.taxTotal)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {money(inv.total)}
                  </TableCell>
                  <TableCell>{inv.createdBy}</TableCell>
                  <TableCell sx={{ py: 0.25 }}>
                    <Box
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        maxWidth: 190,
                        '& .MuiButton-root': { minWidth: 0 },
                      }}
                    >
                      <RowActions inv={inv} isAdmin={user.role === 'ADMIN'} onCancel={setCancelling} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {none && (
                <TableRow>
                  <TableCell colSpan={10}>{none}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={datesProblem ? 0 : (list.data?.invoiceCount ?? 0)}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[25, 50, 100]}
          onRowsPerPageChange={(e) => {
            setRowsPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>

      <Typography variant="h6" component="h2">
        For the accountant
      </Typography>
      {/* side by side only where both tables fit whole: at 1280 px with the menu open the
          Cancelled column was out of view */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label="Month"
              type="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={!monthIsValid}
              href={`/files/invoices/archive.zip?month=${month}`}
            >
              Download month ZIP
            </Button>
          </Box>
          <IssuedTable title={`Documents issued in ${month}`} rows={issuedMonth.data?.documentsIssued} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              label="Financial year"
              value={fy}
              onChange={(e) => setFy(e.target.value)}
              sx={{ minWidth: 160 }}
            >
              {years.map((y) => (
                <MenuItem key={y.label} value={y.label}>
                  {y.label}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" href={`/files/invoices/archive.zip?fy=${fy}`}>
              Download year ZIP
            </Button>
          </Box>
          <IssuedTable title={`Documents issued in ${fy}`} rows={issuedYear.data?.documentsIssued} />
        </Paper>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Each ZIP holds every PDF of the period; register.csv (number, date, client, GSTIN, place of supply,
        taxable value, CGST, SGST, IGST, label tax, total tax, courier, packing, round off, total, cancelled,
        and a bill received's own number on the supplier's bill: each row adds up to its total);
        documents-issued.csv, the documents issued (tax invoices, credit notes, cash memos: GSTR-1 Table 13);
        and bills-received.csv, the purchase and expense bills recorded, which are not documents issued.
      </Typography>

      <Dialog open={cancelling !== null} onClose={cancel.isPending ? undefined : () => setCancelling(null)}>
        <DialogTitle>Cancel {cancelling?.number}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            The document stays stored, marked cancelled; its number is never given again.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {cancel.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending || reason.trim().length < 3}
            onClick={() =>
              cancelling &&
              cancel.mutate(
                { id: cancelling.id, reason },
                {
                  onSuccess: () => {
                    setCancelling(null);
                    setReason('');
                  },
                },
              )
            }
          >
            Cancel document
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function IssuedTable({
  title,
  rows,
}: {
  title: string;
  rows:
    | {
        kind: string;
        label: string;
        firstNumber: string;
        lastNumber: string;
        total: number;
        cancelled: number;
      }[]
    | undefined;
}) {
  // on a phone the first and last numbers share a column ("From / To"), one over the other: side by
  // side they pushed Total and Cancelled out of view
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  const narrow = { display: { xs: 'table-cell', sm: 'none' } } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={title} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Series</TableCell>
            <TableCell sx={narrow}>From / To</TableCell>
            <TableCell sx={wide}>From</TableCell>
            <TableCell sx={wide}>To</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Cancelled</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.map((r) => (
            <TableRow key={r.kind}>
              <TableCell>{r.label}</TableCell>
              <TableCell sx={{ ...narrow, fontFamily: 'monospace' }}>
                {r.firstNumber}
                <br />
                {r.lastNumber}
              </TableCell>
              <TableCell sx={{ ...wide, fontFamily: 'monospace' }}>{r.firstNumber}</TableCell>
              <TableCell sx={{ ...wide, fontFamily: 'monospace' }}>{r.lastNumber}</TableCell>
              <TableCell align="right">{r.total}</TableCell>
              <TableCell align="right">{r.cancelled}</TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No documents in this period.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
