import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GstReturnView } from '../api/gst.ts';

type Series = GstReturnView['documentsIssued'][number];

/**
 * Table 13: per series, the first and last number, total, cancelled and net; each series' name lists the
 * documents its row counts (its drill key: our documents, the marketplace sales carrying its invoice
 * numbers). The name is the first column, so a phone shows it without scrolling sideways.
 */
export function DocumentsIssued({
  series,
  onDrill,
}: {
  series: readonly Series[];
  onDrill: (s: Series) => void;
}) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Documents issued (13)
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Documents issued">
          <TableHead>
            <TableRow>
              <TableCell>Series</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Cancelled</TableCell>
              <TableCell align="right">Net</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.map((d) => (
              <TableRow key={d.drill}>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onDrill(d)}
                    aria-label={`Documents of series ${d.series} (${d.nature})`}
                  >
                    {d.series}
                  </Link>{' '}
                  <Typography variant="caption">({d.nature})</Typography>
                </TableCell>
                <TableCell>{d.from}</TableCell>
                <TableCell>{d.to}</TableCell>
                <TableCell align="right">{d.total}</TableCell>
                <TableCell align="right">{d.cancelled}</TableCell>
                <TableCell align="right">{d.net}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
