import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http.ts';
import { useUpdateUser } from '../api/update-user.ts';
import type { User } from '../users.types.ts';

export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: User | null;
  onClose: () => void;
  onDone: (username: string) => void;
}) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const update = useUpdateUser();
  const mismatch = confirm !== '' && confirm !== password;

  const close = () => {
    setPassword('');
    setConfirm('');
    update.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || password !== confirm) return;
    update.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          onDone(user.username);
          close();
        },
      },
    );
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Reset the password of {user?.username}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {update.isError && <Alert severity="error">{errorMessage(update.error)}</Alert>}
            <TextField
              label="New password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              autoFocus
              autoComplete="new-password"
            />
            <TextField
              label="Confirm new password"
              type="password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              autoComplete="new-password"
              error={mismatch}
              helperText={mismatch ? 'The passwords do not match' : ' '}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            disabled={password === '' || password !== confirm}
          >
            Reset password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
