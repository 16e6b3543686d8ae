import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner.tsx';
import { useNotify } from '../../components/snackbar.tsx';
import { useMe } from '../../features/auth/index.ts';
import { errorMessage } from '../../lib/http.ts';
import { SessionContext, useSession, type Role } from '../../lib/session.ts';

/** Every route except /login: checks the session (GET /auth/me) and sends a stranger to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullScreenSpinner label="Checking the session" />;
  if (me.isError) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              Retry
            </Button>
          }
        >
          The session could not be checked: {errorMessage(me.error)}
        </Alert>
      </Box>
    );
  }
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <SessionContext.Provider value={me.data}>{children}</SessionContext.Provider>;
}

export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession();
  if (user.role !== role) return <NotForRole role={role} />;
  return children;
}

/**
 * A screen of another role's, opened by address: home, saying why (issue 40: a USER opening /settings
 * was moved to Products without a word).
 */
function NotForRole({ role }: { role: Role }) {
  const notify = useNotify();
  const { pathname } = useLocation();
  useEffect(() => {
    notify({
      message: `${pathname} is for an ${role}: ask an administrator for what it holds.`,
      severity: 'info',
      durationMs: 8000,
    });
  }, [notify, pathname, role]);
  return <Navigate to="/" replace />;
}
