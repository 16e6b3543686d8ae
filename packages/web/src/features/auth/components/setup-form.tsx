import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, RequiredTextField } from '../../../components/form-fields.tsx';
import { useCreateFirstAdmin } from '../api/create-first-admin.ts';
import { loginErrorMessage } from './login-error.ts';

const joinAnd = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touchedConfirm, setTouchedConfirm] = useState(false);
  const create = useCreateFirstAdmin();
  // what the disabled button waits for, said under it (issue 40: it stayed disabled without a word)
  const missing = [
    username.trim() === '' && 'a username',
    password === '' && 'a password',
    confirm === '' && 'the password again (Confirm password)',
  ].filter((m): m is string => m !== false);

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
        disabled={missing.length > 0}
        aria-describedby={missing.length > 0 ? 'setup-missing' : undefined}
      >
        Create administrator
      </Button>
      {missing.length > 0 && (
        <Typography id="setup-missing" variant="body2" color="text.secondary">
          Create administrator needs {joinAnd(missing)}.
        </Typography>
      )}
    </Stack>
  );
}
