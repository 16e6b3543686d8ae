import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { indiaDate, shipmentMessage, type NdrState } from '@seller-desk/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useMessageSettings } from '../../../lib/message-settings.ts';
import { NDR_PAGE_ROWS, moveNdr, requestNdr, useNdrQueue, useRefreshNdr, type NdrRow } from '../api/ndr.ts';
import { FoldedMessage } from '../../../components/folded-message.tsx';
import { SendButtons } from '../components/send-buttons.tsx';
import { StateCell, Reasons, WIRE_STATE, WindowChip, needsAction } from '../components/ndr-row-parts.tsx';
import { claimAndOpen } from '../../../lib/shipment-sends.ts';
import { ORDER_DATABASE_PATH } from '../paths.ts';

const courierName = (row: NdrRow) => (row.courier === 'ithink' ? 'iThink' : 'Shiprocket');

/** A request that needs a confirmation: a re-attempt, or an RTO (which cannot be undone). */
interface Pending {
  row: NdrRow;
  to: 'reattemptRequested' | 'rtoAccepted';
}

function confirmText({ row, to }: Pending): { title: string; message: string[]; confirm: string } {
  const courier = courierName(row);
  const where = row.courierTakesNdrRequests
    ? `The request goes to ${courier} now.`
    : `${courier} is not connected for NDR requests: this records your decision here; make the request in ${courier}'s panel too.`;
  return to === 'rtoAccepted'
    ? {
        title: `Accept the RTO of order ${row.orderId}?`,
        message: [
          'An RTO cannot be undone: the courier returns the parcel to you, and the order can then only be closed here.',
          where,
        ],
        confirm: 'Accept RTO',
      }
    : {
        title: `Ask for a re-attempt of order ${row.orderId}?`,
        message: [`The courier is asked to try delivering AWB ${row.awb ?? '—'} again.`, where],
        confirm: 'Request re-attempt',
      };
}

/**
 * The NDR queue (/orderdatabase/ndr, docs/orders.md, decision 312): every undelivered shipment of both
 * couriers, its attempts and reasons, the "no attempt" flag, the 24-hour window, our action state with
 * who and when, and the NDR message's Call, WhatsApp and SMS. Paged on the server; cards on a phone.
 */
export function NdrQueuePage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [withClosed, setWithClosed] = useState(false);
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error' | 'success'; text: string } | null>(null);
  const queue = useNdrQueue(withClosed, page);
  const refresh = useRefreshNdr();
  const settings = useMessageSettings();
  const now = new Date();
  const today = indiaDate(now);

  const messageOf = (row: NdrRow) =>
    shipmentMessage(
      'undelivered',
      { ...row, courier: row.courier === 'ithink' ? 'ithink' : 'shiprocket' },
      settings,
      today,
      narrow ? 'mobile' : 'desktop',
    );

  async function send(row: NdrRow, href: string) {
    try {
      const outcome = await claimAndOpen(row.id, 'undelivered', href, narrow);
      if (outcome === 'alreadySent')
        setNotice({ severity: 'info', text: `Order ${row.orderId} was sent the NDR message already.` });
    } catch (e) {
      setNotice({ severity: 'error', text: errorMessage(e) });
    }
    void refresh();
  }

  async function move(row: NdrRow, to: NdrState) {
    if (to === 'reattemptRequested' || to === 'rtoAccepted') {
      setPending({ row, to });
      return;
    }
    try {
      await moveNdr(row.id, WIRE_STATE[to]);
    } catch (e) {
      setNotice({ severity: 'error', text: errorMessage(e) });
    }
    void refresh();
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await requestNdr(pending.row.id, pending.to === 'rtoAccepted' ? 'RTO' : 'REATTEMPT');
      const what = pending.to === 'rtoAccepted' ? 'RTO accepted' : 'Re-attempt requested';
      setNotice({
        severity: 'success',
        text: result.sentToCourier
          ? `${what} for order ${pending.row.orderId}: ${courierName(pending.row)} has the request.`
          : `${what} for order ${pending.row.orderId}, recorded here (not sent to ${courierName(pending.row)}).`,
      });
    } catch (e) {
      setNotice({ severity: 'error', text: errorMessage(e) });
    } finally {
      setBusy(false);
      setPending(null);
      void refresh();
    }
  }

  const rows = queue.data?.ndrQueue ?? [];
  const total = queue.data?.ndrQueueCount ?? 0;
  const highlight = (row: NdrRow) =>
    needsAction(row, now) ? { bgcolor: alpha(theme.palette.warning.main, 0.14) } : {};
  const orderCell = (row: NdrRow) => (
    <>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
        {row.orderId}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[courierName(row), row.courierCompany, row.channel].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        AWB {row.awb ?? '—'}
      </Typography>
    </>
  );
  const dialog = pending && confirmText(pending);

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          NDR queue
        </Typography>
        <Button component={RouterLink} to={ORDER_DATABASE_PATH} variant="outlined" size="small">
          Order DataBase MSG
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Undelivered shipments of iThink and Shiprocket. Act within 24 hours of the courier&apos;s NDR: rows
        still inside that window and not yet asked of the courier are highlighted.
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography role="status" aria-label="Orders in the queue">
          {total} {withClosed ? 'orders' : 'open orders'}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={withClosed}
              onChange={(e) => {
                setPage(0);
                setWithClosed(e.target.checked);
              }}
            />
          }
          label="Show closed"
        />
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {queue.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
          <CircularProgress size={20} />
          <Typography>Loading…</Typography>
        </Stack>
      ) : queue.error ? (
        <Alert severity="error">{errorMessage(queue.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No undelivered orders to act on.
        </Typography>
      ) : narrow ? (
        <Stack spacing={1.5} component="ul" aria-label="NDR orders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Paper
              key={row.id}
              component="li"
              variant="outlined"
              aria-label={`NDR ${row.orderId}`}
              data-testid="ndr-card"
              sx={{ p: 1.5, display: 'grid', gap: 1, ...highlight(row) }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
                <Box sx={{ minWidth: 0 }}>{orderCell(row)}</Box>
                <WindowChip row={row} now={now} />
              </Box>
              <Typography variant="body2">
                {row.customerName} · {row.mobile}
              </Typography>
              <Reasons row={row} />
              <FoldedMessage text={messageOf(row).text} />
              <SendButtons
                orderId={row.orderId}
                message={messageOf(row)}
                sends
                sent={row.ndrMsg}
                sameTab
                onSend={(href) => void send(row, href)}
              />
              <StateCell row={row} onMove={(r, to) => void move(r, to)} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="NDR orders">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Attempts and reasons</TableCell>
                <TableCell>Window</TableCell>
                <TableCell>Our action</TableCell>
                <TableCell>Send</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="ndr-row" sx={highlight(row)}>
                  <TableCell sx={{ minWidth: 160 }}>{orderCell(row)}</TableCell>
                  <TableCell>
                    {row.customerName}
                    <Typography variant="body2" color="text.secondary">
                      {row.mobile}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Reasons row={row} />
                  </TableCell>
                  <TableCell>
                    <WindowChip row={row} now={now} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <StateCell row={row} onMove={(r, to) => void move(r, to)} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 170 }}>
                    <SendButtons
                      orderId={row.orderId}
                      message={messageOf(row)}
                      sends
                      sent={row.ndrMsg}
                      sameTab={false}
                      onSend={(href) => void send(row, href)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > NDR_PAGE_ROWS && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(total / NDR_PAGE_ROWS)}
          page={page + 1}
          onChange={(_e, p) => setPage(p - 1)}
        />
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? []}
        confirmLabel={dialog?.confirm ?? 'Confirm'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </Box>
  );
}
