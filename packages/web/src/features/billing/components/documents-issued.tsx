import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { financialYearOf, indiaDate, monthRange } from '@seller-desk/core';
import { useState } from 'react';
import { useDocumentsIssued } from '../api/billing-api.ts';

/**
 * Check Invoice's part for the accountant: a month's and a financial year's documents issued by series,
 * and the ZIP of each period's PDFs and registers.
 */
export function DocumentsIssued({ startMonth }: { startMonth: number }) {
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
    <>
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
    </>
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
