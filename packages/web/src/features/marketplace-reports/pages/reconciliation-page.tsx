import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  CHANNELS,
  CHANNEL_INFO,
  CLAIM_NOTICE_DAYS,
  channelFromSlug,
  earlierAcceptanceNote,
  returnTypeInWords,
  type Channel,
  type CheckBillsTab,
} from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSession } from '../../../app/providers/session.tsx';
import { ReturnFollowUpDialog } from '../../../components/return-follow-up-dialog.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { checkBillsLinePath } from '../../../lib/check-bills-link.ts';
import { formatDateBreakingBeforeYear, formatDateTime, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { readOrderLinesAgain } from '../../../lib/order-line-queries.ts';
import type { ReturnFollowUpLine } from '../../../lib/return-follow-up.ts';
import {
  FIRST_PAGES,
  reopenPaymentDifference,
  useReconciliation,
  type QueuePages,
  type AcceptedPaymentDifference,
  type PaymentDifference,
} from '../api/reconciliation.ts';
import { claimTimeLeft } from '../claim-time.ts';
import { AcceptDifferenceDialog } from '../components/accept-difference-dialog.tsx';
import { QueuePager } from '../components/queue-pager.tsx';
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
 * A queue's Order ID: opens the Check Bills tab that shows the line (Payment for a difference, Sale for
 * an overdue payment, Return for a claim), its order id searched, the dates at its bill date. Padded to
 * a finger's height: on a phone it is tapped.
 */
function OrderIdLink({
  channel,
  tab,
  line,
}: {
  channel: Channel;
  tab: CheckBillsTab;
  line: { orderId: string; billDate: string };
}) {
  return (
    <Link
      component={RouterLink}
      to={checkBillsLinePath(channel, tab, line)}
      sx={{ display: 'inline-block', py: 0.75 }}
    >
      {line.orderId}
    </Link>
  );
}

/** A difference's reason, and under it an acceptance a later payment overtook (decision 166). */
function DifferenceReason({ row }: { row: PaymentDifference }) {
  const note = earlierAcceptanceNote(row);
  return (
    <>
      {row.reason}
      {note && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', fontStyle: 'italic' }}
        >
          {note} (“{row.accepted!.reason}”)
        </Typography>
      )}
    </>
  );
}

/**
 * The payment differences an ADMIN accepted (decision 166), collapsed under their count by default; an
 * ADMIN's Reopen puts one back in the open queue.
 */
function AcceptedDifferences({
  channel,
  rows,
  count,
  page,
  onPage,
  isAdmin,
  onChanged,
}: {
  channel: Channel;
  rows: AcceptedPaymentDifference[];
  count: number;
  page: number;
  onPage: (page: number) => void;
  isAdmin: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reopening, setReopening] = useState<string | null>(null);
  const reopen = async (row: AcceptedPaymentDifference) => {
    setReopening(`${row.orderId}\u0000${row.sku}`);
    try {
      await reopenPaymentDifference({ channel, orderId: row.orderId, sku: row.sku });
      await onChanged();
      notify({ message: `The difference on ${row.orderId} is open again`, severity: 'success' });
    } catch (error) {
      notify({ message: `Not reopened. ${errorMessage(error)}`, severity: 'error' });
    } finally {
      setReopening(null);
    }
  };
  const title = `Accepted differences (${count.toLocaleString('en-IN')})`;
  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="accepted-differences"
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ minHeight: 44 }}
        >
          {title}
        </Button>
        {open && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            href={csvLink(channel, 'accepted-differences')}
            download
            aria-label="Download Accepted differences as CSV"
          >
            CSV
          </Button>
        )}
      </Stack>
      <Collapse in={open} unmountOnExit id="accepted-differences">
        <SimpleTable
          title="Accepted differences"
          head={['Order ID', 'SKU', 'Difference', 'Reason', 'By', 'When', ...(isAdmin ? ['Reopen'] : [])]}
          rows={rows.map((a) => [
            <OrderIdLink key="order" channel={channel} tab="PAYMENT" line={a} />,
            a.sku,
            formatRupees(a.difference),
            a.accepted!.reason,
            a.accepted!.acceptedBy ?? '—',
            formatDateTime(a.accepted!.acceptedAt),
            ...(isAdmin
              ? [
                  <Button
                    key="reopen"
                    size="small"
                    onClick={() => void reopen(a)}
                    disabled={reopening !== null}
                    aria-label={`Reopen the difference of ${a.orderId}`}
                  >
                    Reopen
                  </Button>,
                ]
              : []),
          ])}
        />
        <QueuePager title="Accepted differences" count={count} page={page} onPage={onPage} />
      </Collapse>
    </Box>
  );
}

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
              'Paid On',
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
