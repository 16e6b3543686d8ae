import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useCreateFirstAdmin } from '../api/create-first-admin.ts';
import { loginErrorMessage } from './login-error.ts';

export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touchedConfirm, setTouchedConfirm] = useState(false);
  const create = useCreateFirstAdmin();
  const mismatch = confirm !== '' && confirm !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouchedConfirm(true);
    if (password !== confirm) return;
    create.mutate({ username: username.trim(), password }, { onSuccess: onCreated });
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Create the first administrator"
    >
      <Typography variant="body2" color="text.secondary">
        No account exists yet. The first account is an administrator, who can then add the staff.
      </Typography>
      {create.isError && (
        <Alert severity="error" role="alert">
          {loginErrorMessage(create.error)}
        </Alert>
      )}
      <TextField
        id="setup-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { 'aria-required': true } }}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        id="setup-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id="setup-confirm-password"
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => setTouchedConfirm(true)}
        error={touchedConfirm && mismatch}
        helperText={touchedConfirm && mismatch ? 'The passwords do not match' : ' '}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={create.isPending}
        disabled={username.trim() === '' || password === '' || confirm === ''}
      >
        Create administrator
      </Button>
    </Stack>
  );
}
