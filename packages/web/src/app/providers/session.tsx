import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner.tsx';
import { useMe, type Role, type SessionUser } from '../../features/auth/index.ts';
import { errorMessage } from '../../lib/http.ts';

const SessionContext = createContext<SessionUser | null>(null);

export function useSession(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSession is only available behind RequireAuth');
  return user;
}

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
  if (user.role !== role) return <Navigate to="/" replace />;
  return children;
}
