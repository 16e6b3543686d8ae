import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_REMOVAL_REASON_MAX, paymentRemovalReasonProblem } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format.ts';
import type { BillOrderRow } from '../api/get-bill-orders.ts';
import {
  linePaymentsQueryKey,
  removeLinePayment,
  useLinePayments,
  type LineKey,
  type LinePayment,
} from '../api/line-payments.ts';

/** One recorded payment as a short block: amount and date, what the report gave, who recorded it. */
function PaymentBlock({ payment, action }: { payment: LinePayment; action?: ReactNode }) {
  const parts = [
    payment.reportedSale !== null && `Sale ${formatRupees(payment.reportedSale)}`,
    payment.reportedFees !== null && `Fees ${formatRupees(payment.reportedFees)}`,
    payment.tcs !== null && `TCS ${formatRupees(payment.tcs)}`,
    payment.tds !== null && `TDS ${formatRupees(payment.tds)}`,
  ].filter(Boolean);
  return (
    <Stack
      component="li"
      aria-label={`Payment of ${formatRupees(payment.amountReceived)} on ${formatDate(payment.paymentDate)}`}
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', py: 1 }}
    >
      <div>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatRupees(payment.amountReceived)} · {formatDate(payment.paymentDate)}
        </Typography>
        {parts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {parts.join(' · ')}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          Recorded {formatDateTime(payment.recordedAt)}
          {payment.recordedBy ? ` by ${payment.recordedBy}` : ''}
        </Typography>
      </div>
      {action}
    </Stack>
  );
}

/**
 * The payments recorded for one paid line (decision 114), one per payment report row; an ADMIN may
 * remove one recorded by mistake, saying why (decision 127), and the line is then paid what the others
 * add up to.
 */
export function LinePaymentsDialog({
  row,
  line,
  isAdmin,
  onClose,
  onChanged,
}: {
  row: BillOrderRow;
  line: LineKey;
  isAdmin: boolean;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const payments = useLinePayments(line);
  const [removing, setRemoving] = useState<LinePayment | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = paymentRemovalReasonProblem(reason);
  // A reason typed for a removal not yet made asks before it is thrown away (decisions 118 and 125).
  const guard = useDiscardGuard(
    onClose,
    'The reason typed here is not used yet: the payment is not removed. Discard it, or keep editing.',
  );
  useReportDirty(removing !== null && reason.trim() !== '', guard.setDirty);

  const remove = async () => {
    setTouched(true);
    if (!removing || problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await removeLinePayment(line, removing.entryKey, reason.trim());
      await Promise.all([onChanged(), queryClient.invalidateQueries({ queryKey: linePaymentsQueryKey })]);
      notify({
        message: `Removed the payment of ${formatRupees(removing.amountReceived)} from ${line.orderId}`,
        severity: 'success',
      });
      setRemoving(null);
      setReason('');
      setTouched(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const total = payments.data?.reduce((sum, p) => sum + Math.round(p.amountReceived * 100), 0) ?? 0;

  return (
    <>
      <Dialog open onClose={busy ? undefined : guard.requestClose} fullWidth maxWidth="sm">
        <DialogTitle>Payments recorded</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Order {line.orderId}, SKU {line.sku}, billed {formatDate(row.orderedOn)} · expected settlement{' '}
            {formatRupees(row.settlement)}
          </Typography>
          {payments.isPending && <LinearProgress aria-label="Loading the payments" />}
          {payments.isError && (
            <Alert severity="error">The payments could not be loaded: {errorMessage(payments.error)}</Alert>
          )}
          {payments.data && payments.data.length === 0 && (
            <Typography>No payment is recorded for this line.</Typography>
          )}
          {payments.data && payments.data.length > 0 && (
            <>
              <Stack
                component="ul"
                aria-label="Payments"
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                divider={<Divider />}
              >
                {payments.data.map((p) => (
                  <PaymentBlock
                    key={p.entryKey}
                    payment={p}
                    action={
                      isAdmin && (
                        <Button
                          color="error"
                          size="small"
                          onClick={() => {
                            setRemoving(p);
                            setFailure(null);
                          }}
                          disabled={busy}
                          aria-label={`Remove the payment of ${formatRupees(p.amountReceived)} on ${formatDate(p.paymentDate)}`}
                        >
                          Remove
                        </Button>
                      )
                    }
                  />
                ))}
              </Stack>
              <Typography sx={{ mt: 1, fontWeight: 600 }}>
                Received in all: {formatRupees(total / 100)}
              </Typography>
            </>
          )}
          {removing && (
            <Stack spacing={1.5} sx={{ mt: 2 }} role="group" aria-label="Remove a payment">
              <Alert severity="warning">
                Remove the payment of{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(removing.amountReceived)}
                </Box>{' '}
                on {formatDate(removing.paymentDate)}? The line will be paid what its other payments add up
                to. Uploading its report again records it again.
              </Alert>
              <TextField
                label="Why is it removed?"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                onBlur={() => setTouched(true)}
                error={touched && problem !== null}
                helperText={touched && problem ? problem : 'Kept in the audit log with your name'}
                slotProps={{ htmlInput: { maxLength: PAYMENT_REMOVAL_REASON_MAX } }}
                size="small"
                fullWidth
                autoFocus
              />
              {failure && (
                <Alert severity="error" role="alert">
                  Not removed. {failure}
                </Alert>
              )}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => setRemoving(null)} disabled={busy}>
                  Keep it
                </Button>
                <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
                  {busy ? 'Removing…' : 'Remove payment'}
                </Button>
              </Stack>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}
