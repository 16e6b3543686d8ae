import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { checkInvoiceDocumentPath } from '../../../lib/check-invoice-link.ts';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import type { IssuedDocumentView } from '../api/gst.ts';

const KIND: Record<string, string> = {
  GST_INVOICE: 'Tax invoice',
  CASH_MEMO: 'Cash memo',
  CREDIT_NOTE: 'Credit note',
};

/**
 * Our documents of a Table 13 series, a page of them: each with its number (opening it in Check Invoice,
 * as a figure's documents do; decision 325), date and amount; a cancelled one is marked beside its number,
 * where a phone shows it without scrolling sideways.
 */
export function IssuedDocuments({
  documents,
  first,
  total,
}: {
  documents: readonly IssuedDocumentView[];
  first: number;
  total: number;
}) {
  return (
    <>
      <Typography variant="subtitle2">
        Our documents {first + 1}–{first + documents.length} of {total}
      </Typography>
      <Table size="small" aria-label="Our documents in the series" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Document</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((d) => (
            <TableRow key={d.documentId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={checkInvoiceDocumentPath(d)}>
                  {d.number}
                </Link>
                {d.cancelled && <Chip size="small" color="warning" label="Cancelled" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{formatDate(d.date)}</TableCell>
              <TableCell>{KIND[d.kind] ?? d.kind}</TableCell>
              <TableCell align="right">{formatRupees(d.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
