import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../../../components/full-screen-spinner.tsx';
import { useLogout } from '../api/logout.ts';

/**
 * `/logout` (`?everywhere=true` for every session of the account): signs out on arrival, then goes to
 * the sign-in page. The profile menu comes here instead of signing out itself, so that a page holding
 * unsaved work asks first, as for any other move away from it (decision 129).
 */
export function LogoutPage() {
  const [search] = useSearchParams();
  const everywhere = search.get('everywhere') === 'true';
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, also when React runs effects twice in development
    started.current = true;
    logout.mutate({ everywhere }, { onSettled: () => void navigate('/login', { replace: true }) });
  }, [logout, everywhere, navigate]);
  return <FullScreenSpinner />;
}
