// A dashboard chart (MUI X Charts, community edition). This module is loaded only by the dashboard
// screens, with React.lazy: the chart library is a chunk of its own that no other route downloads.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber, formatRupees } from '../../../lib/format.ts';

export interface ChartSeries {
  label: string;
  data: readonly number[];
  /** money (₹) or a count */
  kind?: 'money' | 'count';
}

/** An axis's rupees, short: 950, 12k, 3.4L, 1.2Cr. */
function shortAmount(v: number): string {
  const a = Math.abs(v);
  const [d, unit] = a >= 1e7 ? [1e7, 'Cr'] : a >= 1e5 ? [1e5, 'L'] : a >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${formatNumber(Math.round((v / d) * 10) / 10)}${unit}`;
}

const valueText = (kind: ChartSeries['kind'], v: number | null) =>
  v === null ? '' : kind === 'count' ? formatNumber(v) : formatRupees(v);

/**
 * Bars per label (a day, week or month; a SKU), one colour per series, stacked when asked; the same
 * numbers as a table under "Numbers as a table", which a screen reader reads instead of the drawing.
 */
export default function SalesChart({
  title,
  labels,
  series,
  stacked = false,
  horizontal = false,
}: {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  stacked?: boolean;
  horizontal?: boolean;
}) {
  const band = { scaleType: 'band' as const, data: [...labels] };
  const values = { valueFormatter: (v: number | null) => (v === null ? '' : shortAmount(v)) };
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <Box aria-hidden sx={{ height: horizontal ? Math.max(200, labels.length * 28 + 60) : 280 }}>
        <BarChart
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={[horizontal ? values : band]}
          yAxis={[horizontal ? { ...band, width: 110 } : { ...values, width: 56 }]}
          series={series.map((s) => ({
            label: s.label,
            data: [...s.data],
            valueFormatter: (v: number | null) => valueText(s.kind, v),
            ...(stacked ? { stack: 'total' } : {}),
          }))}
          margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        />
      </Box>
      <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', color: 'text.secondary' } }}>
        <summary>Numbers as a table</summary>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell />
                {series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((label, i) => (
                <TableRow key={`${label}-${i}`}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {valueText(s.kind, s.data[i] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
