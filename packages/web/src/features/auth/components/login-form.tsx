import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordField, RequiredTextField } from '../../../components/form-fields.tsx';
import { useState, type FormEvent } from 'react';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from './login-error.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Log in">
      {login.isError && (
        <Alert severity="error" role="alert">
          {loginErrorMessage(login.error)}
        </Alert>
      )}
      <RequiredTextField
        id="login-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        id="login-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={login.isPending}
        disabled={username.trim() === '' || password === ''}
      >
        Log in
      </Button>
    </Stack>
  );
}
