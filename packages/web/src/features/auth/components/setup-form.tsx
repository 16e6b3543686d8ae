import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, RequiredTextField } from '../../../components/form-fields.tsx';
import { useCreateFirstAdmin } from '../api/create-first-admin.ts';
import { loginErrorMessage } from './login-error.ts';

export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touchedConfirm, setTouchedConfirm] = useState(false);
  const create = useCreateFirstAdmin();

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
      <RequiredTextField
        id="setup-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        showMismatch={touchedConfirm}
        onConfirmBlur={() => setTouchedConfirm(true)}
        ids={{ password: 'setup-password', confirm: 'setup-confirm-password' }}
        names={{ password: 'password', confirm: 'confirmPassword' }}
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
