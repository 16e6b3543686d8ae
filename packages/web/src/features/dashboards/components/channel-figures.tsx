import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { bucketLabel, CHANNEL_INFO, SALES_FIELDS, type Channel } from '@seller-desk/core';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useChannelDashboard } from '../api/get-sales.ts';
import type { BillOrderTab } from '../bills-screens.ts';
import { PAYMENT_FIGURES, SALE_FIGURES } from '../sales-figures.ts';
import type { DateRange } from './date-range.tsx';
import { LazySalesChart } from './lazy-sales-chart.tsx';
import { SalesTiles } from './sales-tiles.tsx';

/** The week or month a chart's point stands for, in its axis label. */
const BUCKET_WORDS = { DAY: 'day', WEEK: 'week (from Monday)', MONTH: 'month' } as const;

/**
 * A channel tab's figures over the range, summed by the server: the sale tiles (Sale, Return), the
 * payment tiles and what awaits payment by age (Payment), and revenue and net profit per day, week or
 * month (the bucket follows the range's length).
 */
export function ChannelFigures({
  channel,
  tab,
  range,
}: {
  channel: Channel;
  tab: BillOrderTab;
  range: DateRange;
}) {
  const payment = tab === 'PAYMENT';
  const answer = useChannelDashboard({ channel, ...range }, payment, true);
  const data = answer.data;
  const label = CHANNEL_INFO[channel].label;
  if (answer.isError)
    return (
      <Typography role="alert" color="error">
        The figures could not be loaded: {errorMessage(answer.error)}
      </Typography>
    );
  const series = data?.salesSeries;
  const awaiting = data?.awaitingPayment ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SalesTiles
        label={`${label} ${payment ? 'payment' : 'sale'} figures`}
        figures={payment ? PAYMENT_FIGURES : SALE_FIGURES}
        summary={data?.salesSummary}
        extra={
          payment &&
          awaiting.map((band) => (
            <Tooltip
              key={band.label}
              title={`Lines not paid and not returned, ordered ${band.label} ago, with their expected payout`}
              describeChild
              enterTouchDelay={0}
              leaveTouchDelay={4000}
              arrow
            >
              <Paper variant="outlined" role="listitem" tabIndex={0} sx={{ px: 1.5, py: 1, cursor: 'help' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Awaiting payment, {band.label}
                </Typography>
                <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
                  {formatRupees(band.expected)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatNumber(band.lines)} {band.lines === 1 ? 'line' : 'lines'}
                </Typography>
              </Paper>
            </Tooltip>
          ))
        }
      />
      {payment && (
        <Typography variant="body2" color="text.secondary">
          Difference, in the tiles and on each line below, is received − (settlement − TCS − TDS), as
          Reconciliation shows it: TCS and TDS are deducted before comparing, and each line shows its own.
        </Typography>
      )}
      {series && (
        <LazySalesChart
          title={`${label}: revenue and net profit per ${BUCKET_WORDS[series.bucket]}`}
          labels={series.points.map((p) => bucketLabel(p.key ?? '', series.bucket))}
          series={[
            { label: SALES_FIELDS.revenue.label, data: series.points.map((p) => p.revenue) },
            { label: SALES_FIELDS.netProfit.label, data: series.points.map((p) => p.netProfit) },
          ]}
        />
      )}
    </Box>
  );
}
