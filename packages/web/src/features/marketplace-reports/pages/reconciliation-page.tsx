import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CHANNELS, CHANNEL_INFO, CLAIM_NOTICE_DAYS, channelFromSlug, type Channel } from '@seller-desk/core';
import { useSearchParams } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { useReconciliation } from '../api/reconciliation.ts';
import { claimTimeLeft } from '../claim-time.ts';
import { SimpleTable } from '../components/simple-table.tsx';

const csvLink = (channel: Channel, file: string) =>
  `/files/reports/reconciliation/${CHANNEL_INFO[channel].slug}/${file}.csv`;

function QueueHeader({ title, href }: { title: string; href: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        href={href}
        download
        aria-label={`Download ${title} as CSV`}
      >
        CSV
      </Button>
    </Stack>
  );
}

/** The time left to claim a return; red once the channel's window has closed. */
function ClaimTimeLeft({ days }: { days: number }) {
  const { text, late } = claimTimeLeft(days);
  return late ? (
    <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  ) : (
    text
  );
}

/**
 * Paid lines off the expected payout, unpaid lines past the payment cycle, returns to claim. The channel
 * shown is in the address (?channel=amazon), so a reload, Back or a link keeps it; Flipkart without one.
 */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const channel: Channel = channelFromSlug(params.get('channel') ?? '') ?? 'flipkart';
  const setChannel = (c: Channel) =>
    setParams(c === 'flipkart' ? {} : { channel: CHANNEL_INFO[c].slug }, { replace: true });
  const q = useReconciliation(channel);
  const data = q.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        Reconciliation
      </Typography>
      <Tabs
        value={channel}
        onChange={(_e, v: Channel) => setChannel(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Channel"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CHANNELS.map((c) => (
          <Tab key={c} value={c} label={CHANNEL_INFO[c].label} />
        ))}
      </Tabs>
      {q.isPending && <LinearProgress aria-label="Loading the queues" sx={{ mt: 2 }} />}
      {q.error && <Alert severity="error">{q.error.message}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Expected payout = our fee model&apos;s settlement − TCS − TDS withheld; flagged beyond{' '}
            {formatRupees(data.settings.toleranceRupees)}. Payment cycle{' '}
            {data.settings.paymentCycleDays[channel]} days; claim window{' '}
            {data.settings.claimWindowDays[channel]} days from the return, listed after{' '}
            {data.settings.claimAfterDays} days not received or {CLAIM_NOTICE_DAYS} days before the window
            closes, whichever comes first. An ADMIN sets these in Settings › Reconciliation.
          </Typography>
          <QueueHeader
            title="Payments off the expected payout"
            href={csvLink(channel, 'settlement-differences')}
          />
          <SimpleTable
            title={`Payment differences ${data.settlementDifferences.length}`}
            head={[
              'Order ID',
              'SKU',
              'Paid On',
              'Expected',
              'TCS',
              'TDS',
              'Received',
              'Difference',
              'Reason',
            ]}
            rows={data.settlementDifferences.map((d) => [
              d.orderId,
              d.sku,
              d.paymentDate ? formatDate(d.paymentDate) : '—',
              formatRupees(d.expectedPayout),
              formatRupees(d.tcs),
              formatRupees(d.tds),
              formatRupees(d.received),
              formatRupees(d.difference),
              d.reason,
            ])}
          />
          <QueueHeader title="Overdue payments" href={csvLink(channel, 'overdue-payments')} />
          <SimpleTable
            title={`Overdue payments ${data.overduePayments.length}`}
            head={['Order ID', 'SKU', 'Ordered On', 'Due', 'Days Overdue', 'Expected Settlement']}
            rows={data.overduePayments.map((o) => [
              o.orderId,
              o.sku,
              formatDate(o.billDate),
              formatDate(o.dueDate),
              o.daysOverdue,
              formatRupees(o.expectedSettlement),
            ])}
          />
          <QueueHeader title="Returns to claim" href={csvLink(channel, 'return-claims')} />
          <SimpleTable
            title={`Returns to claim ${data.returnClaims.length}`}
            head={[
              'Order ID',
              'SKU',
              'Returned On',
              'Return Type',
              'Claim By',
              'Time Left',
              'Claim ID',
              'Claim Result',
            ]}
            rows={data.returnClaims.map((c) => [
              c.orderId,
              c.sku,
              formatDate(c.returnDate),
              c.returnType ?? '—',
              formatDate(c.claimDeadline),
              <ClaimTimeLeft key="left" days={c.daysLeft} />,
              c.claimId ?? '—',
              c.claimResult ?? '—',
            ])}
          />
        </>
      )}
    </Box>
  );
}
