import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_RULES_TEXT } from '@seller-desk/core';
import { useId, useState, type FormEvent } from 'react';
import { PasswordField, RequiredTextField } from '../../../components/form-fields.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useCreateUser } from '../api/create-user.ts';
import { ROLES, type Role } from '../api/user-fields.ts';

export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (username: string) => void;
}) {
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('USER');
  const create = useCreateUser();

  const close = () => {
    setUsername('');
    setPassword('');
    setRole('USER');
    create.reset();
    onClose();
  };

  // The server's answer was about the account as it was sent: a field typed again has not been checked.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      create.reset();
      set(value);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { username: username.trim(), password, role },
      {
        onSuccess: (user) => {
          onCreated(user.username);
          close();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add user</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
            <RequiredTextField
              label="Username"
              value={username}
              onChange={(e) => edit(setUsername)(e.target.value)}
              autoFocus
              autoComplete="off"
            />
            <PasswordField
              label="Password"
              value={password}
              onChange={(e) => edit(setPassword)(e.target.value)}
              autoComplete="new-password"
              helperText={PASSWORD_RULES_TEXT}
            />
            <TextField
              select
              label="Role"
              value={role}
              onChange={(e) => edit(setRole)(e.target.value as Role)}
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            disabled={username.trim() === '' || password === ''}
          >
            Create user
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
