import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { bucketLabel, CHANNEL_INFO, CHANNELS, type Channel } from '@seller-desk/core';
import { errorMessage } from '../../../lib/http.ts';
import { useSalesOverview, type SalesSummary } from '../api/get-sales.ts';
import { BillsTabs } from '../components/bills-tabs.tsx';
import { DateRangePicker, useDashboardRange, type DateRange } from '../components/date-range.tsx';
import { LazySalesChart } from '../components/lazy-sales-chart.tsx';
import { figureText, PAYMENT_FIGURES, SALE_FIGURES } from '../sales-figures.ts';

const FIGURES = [...SALE_FIGURES, ...PAYMENT_FIGURES];

/**
 * The overview (/dashboard/overview): the five channels side by side over the range, each figure a row
 * with the total across channels, and a stacked chart of revenue per channel over time.
 */
export function OverviewPage() {
  const { range, problem, today, setParams } = useDashboardRange();
  const answer = useSalesOverview({ channel: null, ...range }, true);
  const data = answer.data;
  const byChannel = new Map<Channel | null, SalesSummary>(
    (data?.salesByChannel ?? []).map((s) => [s.channel ?? null, s]),
  );
  const series = data?.salesSeries;
  const keys = series ? [...new Set(series.points.map((p) => p.key ?? ''))] : [];
  const columns: { title: string; summary: SalesSummary | undefined }[] = [
    ...CHANNELS.map((c) => ({ title: CHANNEL_INFO[c].label, summary: byChannel.get(c) })),
    { title: 'All channels', summary: data?.salesSummary },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <BillsTabs channel="overview" />
      <Typography variant="h6" component="h1">
        Overview
      </Typography>
      <DateRangePicker
        range={range}
        today={today}
        problem={problem}
        onChange={(next: DateRange) => setParams({ ...next })}
      />
      {answer.isError && (
        <Typography role="alert" color="error">
          The figures could not be loaded: {errorMessage(answer.error)}
        </Typography>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          aria-label="Channels side by side"
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                Figure
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.title} align="right" sx={{ fontWeight: 600 }}>
                  {c.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {FIGURES.map((figure) => (
              <TableRow key={figure.field} hover>
                <Tooltip
                  title={figure.help}
                  describeChild
                  enterTouchDelay={0}
                  leaveTouchDelay={4000}
                  placement="right"
                >
                  <TableCell
                    component="th"
                    scope="row"
                    tabIndex={0}
                    sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', cursor: 'help' }}
                  >
                    {figure.title}
                  </TableCell>
                </Tooltip>
                {columns.map((c) => (
                  <TableCell
                    key={c.title}
                    align="right"
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      color: c.summary && (c.summary[figure.field] as number) < 0 ? 'error.main' : undefined,
                      fontWeight: c.title === 'All channels' ? 600 : undefined,
                    }}
                  >
                    {c.summary ? figureText(figure, c.summary) : '…'}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        Difference is received − (settlement − TCS − TDS), as Reconciliation shows it.
      </Typography>
      {series && (
        <LazySalesChart
          title="Revenue per channel"
          stacked
          labels={keys.map((k) => bucketLabel(k, series.bucket))}
          series={CHANNELS.map((c) => ({
            label: CHANNEL_INFO[c].label,
            data: keys.map((k) => series.points.find((p) => p.key === k && p.channel === c)?.revenue ?? 0),
          }))}
        />
      )}
    </Box>
  );
}
