import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/form-fields.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useUpdateUser } from '../api/update-user.ts';
import type { User } from '../api/user-fields.ts';

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
            <NewPasswordFields
              password={password}
              confirm={confirm}
              onPasswordChange={(value) => {
                // The server's answer was about the password as it was: a changed one has not been checked.
                update.reset();
                setPassword(value);
              }}
              onConfirmChange={(value) => {
                update.reset();
                setConfirm(value);
              }}
              labels={{ password: 'New password', confirm: 'Confirm new password' }}
              showMismatch
              autoFocus
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
