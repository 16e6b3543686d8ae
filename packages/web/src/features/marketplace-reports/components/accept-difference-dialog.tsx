import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DIFFERENCE_ACCEPTANCE_REASON_MAX,
  differenceAcceptanceReasonProblem,
  type Channel,
} from '@seller-desk/core';
import { useState } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { acceptPaymentDifference, type PaymentDifference } from '../api/reconciliation.ts';

/**
 * An ADMIN accepts one line's payment difference, saying why (decision 166): the line leaves the open
 * queue until a later payment changes what it was paid. A reason typed and not used asks before it is
 * thrown away (Escape, a click outside, Cancel), as the other dialogs do.
 */
export function AcceptDifferenceDialog({
  channel,
  row,
  onClose,
  onAccepted,
}: {
  channel: Channel;
  row: PaymentDifference;
  onClose: () => void;
  onAccepted: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = differenceAcceptanceReasonProblem(reason);
  const guard = useDiscardGuard(
    onClose,
    'The reason typed here is not used yet: the difference is not accepted. Discard it, or keep editing.',
  );
  useReportDirty(reason.trim() !== '', guard.setDirty);

  const accept = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await acceptPaymentDifference(
        { channel, orderId: row.orderId, sku: row.sku },
        row.difference,
        reason.trim(),
      );
      await onAccepted();
      notify({
        message: `Accepted the difference of ${formatRupees(row.difference)} on ${row.orderId}`,
        severity: 'success',
      });
      guard.setDirty(false);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : guard.requestClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="accept-difference-title"
      >
        <DialogTitle id="accept-difference-title">Accept the payment difference</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Order {row.orderId}, SKU {row.sku}
            {row.paymentDate ? `, paid ${formatDate(row.paymentDate)}` : ''}: received{' '}
            {formatRupees(row.received)} against {formatRupees(row.expectedPayout)} expected.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Difference <strong style={{ whiteSpace: 'nowrap' }}>{formatRupees(row.difference)}</strong>. It
            leaves the queue until a later payment changes it.
          </Typography>
          <TextField
            label="Why is it accepted?"
            placeholder="Flipkart penalty for late dispatch"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem !== null}
            helperText={
              touched && problem ? problem : 'Shown with the accepted difference and kept in History'
            }
            slotProps={{ htmlInput: { maxLength: DIFFERENCE_ACCEPTANCE_REASON_MAX } }}
            size="small"
            // the whole reason in view on a phone too
            multiline
            maxRows={4}
            fullWidth
            autoFocus
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              Not accepted. {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void accept()} disabled={busy}>
            {busy ? 'Accepting…' : 'Accept difference'}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}
