import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANNEL_INFO, earlierAcceptanceNote, type Channel, type CheckBillsTab } from '@seller-desk/core';
import { Link as RouterLink } from 'react-router';
import { checkBillsLinePath } from '../../../lib/check-bills-link.ts';
import type { PaymentDifference } from '../api/reconciliation.ts';
import { claimTimeLeft } from '../claim-time.ts';

/* The cells and headings the reconciliation queues share. */

/** The address of a queue's CSV download. */
export const csvLink = (channel: Channel, file: string) =>
  `/files/reports/reconciliation/${CHANNEL_INFO[channel].slug}/${file}.csv`;

/** A queue's heading, with its CSV download. */
export function QueueHeader({ title, href }: { title: string; href: string }) {
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
export function ClaimTimeLeft({ days }: { days: number }) {
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
export function OrderIdLink({
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
export function DifferenceReason({ row }: { row: PaymentDifference }) {
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
