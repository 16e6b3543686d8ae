import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import type { Channel } from '@seller-desk/core';
import { useState } from 'react';
import { useNotify } from '../../../components/snackbar.tsx';
import { formatDateTime, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { reopenPaymentDifference, type AcceptedPaymentDifference } from '../api/reconciliation.ts';
import { QueuePager } from './queue-pager.tsx';
import { OrderIdLink, csvLink } from './reconciliation-cells.tsx';
import { SimpleTable } from './simple-table.tsx';

/**
 * The payment differences an ADMIN accepted (decision 166), collapsed under their count by default; an
 * ADMIN's Reopen puts one back in the open queue.
 */
export function AcceptedDifferences({
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
