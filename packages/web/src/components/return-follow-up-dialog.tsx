import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { returnTypeInWords, type Channel } from '@seller-desk/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../lib/http.ts';
import { formatDate } from '../lib/format.ts';
import {
  FOLLOW_UP_LABELS,
  followUpChanges,
  followUpFieldOf,
  saveReturnFollowUp,
  type ReturnFollowUp,
  type ReturnFollowUpLine,
} from '../lib/return-follow-up.ts';
import { useDiscardGuard, useReportDirty } from './discard-guard.tsx';
import { useNotify } from './snackbar.tsx';

const followUpOf = (row: ReturnFollowUpLine): ReturnFollowUp => ({
  pysicallyRecieved: Boolean(row.pysicallyRecieved),
  podRequestTickeetId: row.podRequestTickeetId ?? '',
  condition: row.condition ?? '',
  damageDescription: row.damageDescription ?? '',
  claimId: row.claimId ?? '',
  claimResult: row.claimResult ?? '',
});

type TextKey = Exclude<keyof ReturnFollowUp, 'pysicallyRecieved'>;

const sameFollowUp = (a: ReturnFollowUp, b: ReturnFollowUp) =>
  (Object.keys(a) as (keyof ReturnFollowUp)[]).every((key) => a[key] === b[key]);

/**
 * The follow-up of one returned line: whether it came back, the POD request ticket, its condition and
 * damage, the claim and its result. Saved for this line alone; a refused save keeps the dialog open,
 * names the field and marks it. Escape or a click outside with something changed asks before the
 * typing is thrown away; Cancel and Save close at once (decisions 118 and 125). Opened from Check Bills'
 * Return tab and from the reconciliation screen's returns to claim; `onSaved` reads the caller's list
 * again before the form closes.
 */
export function ReturnFollowUpDialog({
  channel,
  row,
  onClose,
  onSaved,
}: {
  channel: Channel;
  row: ReturnFollowUpLine;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [opened] = useState(() => followUpOf(row));
  const [value, setValue] = useState(opened);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ field: keyof ReturnFollowUp | null; message: string } | null>(
    null,
  );
  const guard = useDiscardGuard(
    onClose,
    `What you changed in the follow-up of ${row.orderId} is not saved. Discard it, or keep editing and press Save.`,
  );
  // Changed: any field differs from what the dialog opened with (a refused save still holds it).
  useReportDirty(!sameFollowUp(value, opened), guard.setDirty);

  const save = async () => {
    const changes = followUpChanges(opened, value);
    // Nothing changed: nothing to store (and no 'Bill line saved' in the line's history).
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      // Only what this person changed: a field someone else recorded meanwhile stays theirs.
      await saveReturnFollowUp(channel, row, changes);
      await onSaved();
      notify({ message: `Saved the follow-up of ${row.orderId}`, severity: 'success' });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? followUpFieldOf(error.field) : null;
      const message = errorMessage(error);
      setFailure({
        field,
        message: field ? `${FOLLOW_UP_LABELS[field]}: ${message}` : message,
      });
    } finally {
      setSaving(false);
    }
  };

  const textField = (field: TextKey, multiline = false) => (
    <TextField
      label={FOLLOW_UP_LABELS[field]}
      value={value[field]}
      onChange={(event) => setValue({ ...value, [field]: event.target.value })}
      error={failure?.field === field}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      size="small"
      fullWidth
    />
  );

  return (
    <>
      <Dialog open onClose={saving ? undefined : guard.requestClose} fullWidth maxWidth="sm">
        <DialogTitle>Return follow-up</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Order {row.orderId}, SKU {row.sku}, billed {formatDate(row.orderedOn)}
            {row.returnType ? ` · ${returnTypeInWords(row.returnType)}` : ''}
          </Typography>
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={value.pysicallyRecieved}
                  onChange={(event) => setValue({ ...value, pysicallyRecieved: event.target.checked })}
                />
              }
              label={FOLLOW_UP_LABELS.pysicallyRecieved}
            />
            {textField('podRequestTickeetId')}
            {textField('condition')}
            {textField('damageDescription', true)}
            {textField('claimId')}
            {textField('claimResult')}
            {failure && (
              <Alert severity="error" role="alert">
                Not saved. {failure.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}
