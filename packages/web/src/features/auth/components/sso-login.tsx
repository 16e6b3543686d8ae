import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';

/** Where the server starts the hosted sign-in (authorisation code + PKCE). */
export const SSO_START_URL = '/auth/oidc/start';

/**
 * The single Login button of single sign-on: it hands the browser to the organisation's sign-in page,
 * with a full-screen spinner while the redirect runs; the server brings the person back signed in.
 */
export function SsoLogin({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const [redirecting, setRedirecting] = useState(false);
  if (redirecting) return <FullScreenSpinner label="Signing in" />;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Sign in with your organisation&apos;s account.
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          setRedirecting(true);
          go(SSO_START_URL);
        }}
      >
        Login
      </Button>
    </Stack>
  );
}
