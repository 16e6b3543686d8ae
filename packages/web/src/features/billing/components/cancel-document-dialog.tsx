import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCancelInvoice } from '../api/billing-api.ts';

/** Cancelling a saved document (ADMIN): it stays stored, marked cancelled, with the reason given. */
export function CancelDocumentDialog({
  cancelling,
  onClose,
}: {
  /** the document asked about; null when closed */
  cancelling: { id: string; number: string } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const cancel = useCancelInvoice();
  return (
    <Dialog open={cancelling !== null} onClose={cancel.isPending ? undefined : onClose}>
      <DialogTitle>Cancel {cancelling?.number}?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The document stays stored, marked cancelled; its number is never given again.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {cancel.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {cancel.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep it
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending || reason.trim().length < 3}
          onClick={() =>
            cancelling &&
            cancel.mutate(
              { id: cancelling.id, reason },
              {
                onSuccess: () => {
                  onClose();
                  setReason('');
                },
              },
            )
          }
        >
          Cancel document
        </Button>
      </DialogActions>
    </Dialog>
  );
}
