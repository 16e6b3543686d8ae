import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  FIELDS,
  CHANNELS,
  CHANNEL_INFO,
  CLAIM_NOTICE_DAYS,
  channelFromSlug,
  returnTypeInWords,
  type Channel,
} from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { ReturnFollowUpDialog } from '../../../components/return-follow-up-dialog.tsx';
import { formatDateBreakingBeforeYear, formatRupees } from '../../../lib/format.ts';
import { readOrderLinesAgain } from '../../../lib/order-line-queries.ts';
import type { ReturnFollowUpLine } from '../../../lib/return-follow-up.ts';
import {
  FIRST_PAGES,
  useReconciliation,
  type QueuePages,
  type PaymentDifference,
} from '../api/reconciliation.ts';
import { AcceptDifferenceDialog } from '../components/accept-difference-dialog.tsx';
import { AcceptedDifferences } from '../components/accepted-differences.tsx';
import { QueuePager } from '../components/queue-pager.tsx';
import {
  ClaimTimeLeft,
  DifferenceReason,
  OrderIdLink,
  QueueHeader,
  csvLink,
} from '../components/reconciliation-cells.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

/**
 * Paid lines off the expected payout, unpaid lines past the payment cycle, returns to claim. The channel
 * shown is in the address (?channel=amazon), so a reload, Back or a link keeps it; Flipkart without one.
 * Each Order ID opens the line in Check Bills; a return to claim's Follow-up button opens the form of
 * Check Bills' Return tab, and the queues are read again once it is saved.
 */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const channel: Channel = channelFromSlug(params.get('channel') ?? '') ?? 'flipkart';
  /** The page shown of each queue: the first ones again on another channel. */
  const [pages, setPages] = useState<QueuePages>(FIRST_PAGES);
  const pageOf = (queue: keyof QueuePages) => ({
    page: pages[queue],
    onPage: (page: number) => setPages({ ...pages, [queue]: page }),
  });
  const setChannel = (c: Channel) => {
    setPages(FIRST_PAGES);
    setParams(c === 'flipkart' ? {} : { channel: CHANNEL_INFO[c].slug }, { replace: true });
  };
  const q = useReconciliation(channel, pages);
  const data = q.data;
  const queryClient = useQueryClient();
  /** The return whose follow-up form is open, with the channel it was opened under. */
  const [opened, setOpened] = useState<{ channel: Channel; line: ReturnFollowUpLine } | null>(null);
  /** The difference being accepted, with the channel it was opened under (decision 166). */
  const [accepting, setAccepting] = useState<{ channel: Channel; row: PaymentDifference } | null>(null);
  const isAdmin = useSession().role === 'ADMIN';
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
            title={`Payment differences ${data.settlementDifferenceCount.toLocaleString('en-IN')}`}
            head={[
              ...(isAdmin ? ['Accept'] : []),
              'Order ID',
              'SKU',
              FIELDS.orderLine.paymentDate.label,
              'Expected',
              'TCS',
              'TDS',
              'Received',
              'Difference',
              'Reason',
            ]}
            rows={data.settlementDifferences.map((d) => [
              ...(isAdmin
                ? [
                    <Button
                      key="accept"
                      size="small"
                      variant="outlined"
                      onClick={() => setAccepting({ channel, row: d })}
                      aria-label={`Accept the difference of ${d.orderId}`}
                    >
                      Accept
                    </Button>,
                  ]
                : []),
              <OrderIdLink key="order" channel={channel} tab="PAYMENT" line={d} />,
              d.sku,
              d.paymentDate ? formatDateBreakingBeforeYear(d.paymentDate) : '—',
              formatRupees(d.expectedPayout),
              formatRupees(d.tcs),
              formatRupees(d.tds),
              formatRupees(d.received),
              // short, in red as on Check Bills' Payment tab
              <Box
                key="difference"
                component="span"
                sx={d.difference < 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
              >
                {formatRupees(d.difference)}
              </Box>,
              <DifferenceReason key="reason" row={d} />,
            ])}
          />
          <QueuePager
            title="Payment differences"
            count={data.settlementDifferenceCount}
            {...pageOf('differences')}
          />
          <AcceptedDifferences
            channel={channel}
            rows={data.acceptedDifferences}
            count={data.acceptedDifferenceCount}
            {...pageOf('accepted')}
            isAdmin={isAdmin}
            onChanged={() => readOrderLinesAgain(queryClient)}
          />
          <QueueHeader title="Overdue payments" href={csvLink(channel, 'overdue-payments')} />
          <SimpleTable
            title={`Overdue payments ${data.overduePaymentCount.toLocaleString('en-IN')}`}
            head={['Order ID', 'SKU', 'Ordered On', 'Due', 'Days Overdue', 'Expected Settlement']}
            rows={data.overduePayments.map((o) => [
              <OrderIdLink key="order" channel={channel} tab="SALE" line={o} />,
              o.sku,
              formatDateBreakingBeforeYear(o.billDate),
              formatDateBreakingBeforeYear(o.dueDate),
              o.daysOverdue,
              formatRupees(o.expectedSettlement),
            ])}
          />
          <QueuePager title="Overdue payments" count={data.overduePaymentCount} {...pageOf('overdue')} />
          <QueueHeader title="Returns to claim" href={csvLink(channel, 'return-claims')} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Record what happened to a return with its Follow-up button: received, POD ticket, condition,
            damage, claim ID and result. A return marked physically received leaves this list.
          </Typography>
          <SimpleTable
            title={`Returns to claim ${data.returnClaimCount.toLocaleString('en-IN')}`}
            head={[
              'Follow-up',
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
              <IconButton
                key="follow-up"
                onClick={() => setOpened({ channel, line: { ...c, orderedOn: c.billDate } })}
                aria-label={`Edit the follow-up of ${c.orderId}`}
              >
                <EditNoteIcon />
              </IconButton>,
              <OrderIdLink key="order" channel={channel} tab="RETURN" line={c} />,
              c.sku,
              formatDateBreakingBeforeYear(c.returnDate),
              returnTypeInWords(c.returnType) ?? '—',
              formatDateBreakingBeforeYear(c.claimDeadline),
              <ClaimTimeLeft key="left" days={c.daysLeft} />,
              c.claimId ?? '—',
              c.claimResult ?? '—',
            ])}
          />
          <QueuePager title="Returns to claim" count={data.returnClaimCount} {...pageOf('claims')} />
        </>
      )}
      {accepting && (
        <AcceptDifferenceDialog
          channel={accepting.channel}
          row={accepting.row}
          onClose={() => setAccepting(null)}
          onAccepted={() => readOrderLinesAgain(queryClient)}
        />
      )}
      {opened && (
        <ReturnFollowUpDialog
          channel={opened.channel}
          row={opened.line}
          onClose={() => setOpened(null)}
          // the queues are read again, and Check Bills' cached pages when next shown
          onSaved={() => readOrderLinesAgain(queryClient)}
        />
      )}
    </Box>
  );
}
