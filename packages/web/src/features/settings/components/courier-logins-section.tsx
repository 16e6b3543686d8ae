import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useSetCourierLogin, type CourierLoginView } from '../api/courier-logins.ts';

/** Whether a login is set, when and by whom: the only thing the screen ever learns of it. */
export function loginState(login: Pick<CourierLoginView, 'set' | 'updatedAt' | 'updatedByName'>): string {
  if (!login.set) return 'Not set: a sync of this courier fails until it is entered.';
  const by = login.updatedByName ? ` by ${login.updatedByName}` : '';
  const on = login.updatedAt ? ` on ${formatDateTime(login.updatedAt)}` : '';
  return `Set${by}${on}. Enter every field again to replace it.`;
}

/**
 * One courier's API login (decision 302): its fields start empty, since the server never sends a stored
 * value back, and are emptied again once saved; the state line says whether one is set, when and by whom.
 */
function CourierLoginForm({ login }: { login: CourierLoginView }) {
  const empty = () => Object.fromEntries(login.fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSetCourierLogin();
  const filled = login.fields.every((f) => (values[f.name] ?? '').trim() !== '');
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={login.label}
      autoComplete="off"
      sx={{ p: 2, display: 'grid', gap: 1.5, maxWidth: 560 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!filled) return;
        setMessage(null);
        save.mutate(
          {
            key: login.key,
            fields: login.fields.map((f) => ({ name: f.name, value: values[f.name] ?? '' })),
          },
          {
            onSuccess: () => {
              setValues(empty());
              setMessage({ ok: true, text: `${login.label} saved.` });
            },
            onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
          },
        );
      }}
    >
      <Typography variant="h6" component="h3">
        {login.label}
      </Typography>
      <Typography variant="body2" color={login.set ? 'text.secondary' : 'warning.main'} role="status">
        {loginState(login)}
      </Typography>
      {login.fields.map((f) => (
        <TextField
          key={f.name}
          size="small"
          label={f.label}
          type={f.secret ? 'password' : 'text'}
          autoComplete={f.secret ? 'new-password' : 'off'}
          value={values[f.name] ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            setValues((v) => ({ ...v, [f.name]: value }));
          }}
        />
      ))}
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!filled || save.isPending}>
          Save {login.label}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * Settings › Courier connections (issue 41 #2): the Shiprocket API user and the iThink keys the courier
 * syncs use, entered by an ADMIN and kept only on the server.
 */
export function CourierLoginsSection({ logins }: { logins: readonly CourierLoginView[] }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
        The logins Sync iThink and Sync Shiprocket use on the order sync screen. They are kept on the server
        only: nobody can read them back here, so a login is changed by entering all of it again.
      </Typography>
      {logins.map((l) => (
        <CourierLoginForm key={l.key} login={l} />
      ))}
    </>
  );
}
