import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useMe } from '../api/get-me.ts';
import { useAuthMethods } from '../api/get-auth-methods.ts';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { LoginForm } from '../components/login-form.tsx';
import { SetupForm } from '../components/setup-form.tsx';
import { SsoLogin } from '../components/sso-login.tsx';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const me = useMe();
  const setup = useSetupStatus();
  const methods = useAuthMethods();
  const location = useLocation();
  // single sign-on sends people back here with ?error=… when it could not sign them in
  const ssoError = new URLSearchParams(location.search).get('error');
  const navigate = useNavigate();
  const target = returnPath(location.state);

  if (me.data) return <Navigate to={target} replace />;
  if (me.isPending || setup.isPending || methods.isPending)
    return <FullScreenSpinner label="Checking the session" />;

  const sso = methods.data?.oidc === true;
  const needed = !sso && setup.data?.needed === true;
  const title = needed ? 'Create the first administrator' : 'Log in';
  const done = () => void navigate(target, { replace: true });

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
          <StorefrontIcon />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Seller Desk
          </Typography>
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {setup.isError && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void setup.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(setup.error)}
          </Alert>
        )}
        {ssoError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {ssoError}
          </Alert>
        )}
        {sso ? <SsoLogin /> : needed ? <SetupForm onCreated={done} /> : <LoginForm onSignedIn={done} />}
      </Paper>
    </Box>
  );
}
