import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http.ts';
import { meQueryKey } from './get-me.ts';

/** POST /auth/logout: ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Whatever the server answered, forget everything this session loaded.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
