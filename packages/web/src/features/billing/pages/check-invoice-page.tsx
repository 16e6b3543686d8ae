import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { INVOICE_KIND_LABEL, INVOICE_KINDS, formatIndian, type InvoiceKind } from '@seller-desk/core';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { formatDateBreakingBeforeYear } from '../../../lib/format.ts';
import { useInvoices } from '../api/billing-api.ts';
import { useSellerProfile } from '../../../lib/seller-profile.ts';
import { CancelDocumentDialog } from '../components/cancel-document-dialog.tsx';
import { DocumentsIssued } from '../components/documents-issued.tsx';
import {
  CancelledChip,
  DocumentCard,
  RowActions,
  SupplierBillNumber,
} from '../components/saved-document-list.tsx';

const money = (n: number) => formatIndian(n);

export function CheckInvoicePage() {
  const user = useSession();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const profile = useSellerProfile();
  const startMonth = profile.data?.financialYearStartMonth ?? 4;
  // a link to one document (lib/check-invoice-link.ts) gives its number and date in the address
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [from, setFrom] = useState(() => params.get('from') ?? '');
  const [to, setTo] = useState(() => params.get('to') ?? '');
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

      <DocumentsIssued startMonth={startMonth} />

      <CancelDocumentDialog cancelling={cancelling} onClose={() => setCancelling(null)} />
    </Box>
  );
}
