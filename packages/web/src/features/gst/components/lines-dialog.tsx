import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BILL_FIELDS,
  CHANNEL_INFO,
  fieldShortTitle,
  ORDER_LINE_FIELDS,
  type Channel,
} from '@seller-desk/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { checkBillsLinePath } from '../../../lib/check-bills-link.ts';
import { checkInvoiceDocumentPath } from '../../../lib/check-invoice-link.ts';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { LINES_PAGE, useGstLines } from '../api/gst.ts';
import { IssuedDocuments } from './issued-documents.tsx';

/**
 * The lines behind one figure: the marketplace lines a page at a time from the server (decision 322), and
 * our own documents' lines in it, all of them (decision 325), each linking to its document. A Table 13
 * series lists its documents instead: ours a page at a time beside its marketplace sales, with their
 * invoice numbers (`invoices`).
 */
export function LinesDialog({
  period,
  drill,
  title,
  invoices = false,
  onClose,
}: {
  period: string;
  drill: string;
  title: string;
  invoices?: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const q = useGstLines(period, drill, page);
  const total = q.data?.total ?? 0;
  const documents = q.data?.documents ?? [];
  const issued = q.data?.issued ?? [];
  const issuedTotal = q.data?.issuedTotal ?? 0;
  const first = page * LINES_PAGE;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="gst-lines-title">
      <DialogTitle id="gst-lines-title">{title}</DialogTitle>
      <DialogContent sx={{ overflowX: 'auto' }}>
        {q.error && <Typography color="error">{errorMessage(q.error)}</Typography>}
        {issued.length > 0 && <IssuedDocuments documents={issued} first={first} total={issuedTotal} />}
        {documents.length > 0 && (
          <>
            <Typography variant="subtitle2">Our documents: {documents.length} lines</Typography>
            <Table size="small" aria-label="Our documents in the figure" sx={{ mb: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Document</TableCell>
                  <TableCell>Line</TableCell>
                  <TableCell>HSN</TableCell>
                  <TableCell align="right">Rate %</TableCell>
                  <TableCell align="right">{fieldShortTitle(BILL_FIELDS.quantity)}</TableCell>
                  <TableCell align="right">Taxable</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {documents.map((d) => (
                  <TableRow key={`${d.documentId}-${d.line}`}>
                    <TableCell>{formatDate(d.date)}</TableCell>
                    <TableCell>
                      {d.kind === 'CREDIT_NOTE' ? 'Credit note ' : 'Tax invoice '}
                      <Link component={RouterLink} to={checkInvoiceDocumentPath(d)}>
                        {d.number}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {d.line}. {d.description}
                    </TableCell>
                    <TableCell>{d.hsn || '—'}</TableCell>
                    <TableCell align="right">{d.rate}</TableCell>
                    <TableCell align="right">{d.quantity}</TableCell>
                    <TableCell align="right">{formatRupees(d.taxable)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          {total === 0
            ? q.isLoading
              ? 'Reading the lines…'
              : documents.length > 0
                ? 'No marketplace lines: the figure is our own documents only'
                : issuedTotal > 0
                  ? 'No marketplace lines: the series is our own documents'
                  : 'No lines'
            : `Marketplace lines ${first + 1}–${Math.min(first + LINES_PAGE, total)} of ${total}`}
        </Typography>
        {(total > 0 || issuedTotal === 0) && (
          <Table size="small" aria-label="Lines of the figure">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Event</TableCell>
                {invoices && <TableCell>Invoice</TableCell>}
                <TableCell>Channel</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>State</TableCell>
                <TableCell>HSN</TableCell>
                <TableCell align="right">Rate %</TableCell>
                <TableCell align="right">{fieldShortTitle(ORDER_LINE_FIELDS.quantity)}</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(q.data?.lines ?? []).map((l) => (
                <TableRow key={`${l.id}-${l.event}`}>
                  <TableCell>{formatDate(l.date)}</TableCell>
                  <TableCell>{l.event === 'SALE' ? 'Sale' : 'Return'}</TableCell>
                  {invoices && <TableCell>{l.invoiceNo}</TableCell>}
                  <TableCell>{CHANNEL_INFO[l.channel as Channel].label}</TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={checkBillsLinePath(l.channel as Channel, l.event === 'SALE' ? 'SALE' : 'RETURN', l)}
                    >
                      {l.orderId}
                    </Link>
                  </TableCell>
                  <TableCell>{l.sku}</TableCell>
                  <TableCell>{l.state ?? '—'}</TableCell>
                  <TableCell>{l.hsn ?? '—'}</TableCell>
                  <TableCell align="right">{l.rate ?? '—'}</TableCell>
                  <TableCell align="right">{l.quantity}</TableCell>
                  <TableCell align="right">{formatRupees(l.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button
          disabled={first + LINES_PAGE >= Math.max(total, issuedTotal)}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
