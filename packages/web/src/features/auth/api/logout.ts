import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http.ts';
import { meQueryKey } from './get-me.ts';

/**
 * POST /auth/logout: ends this session and clears the cookie; with `everywhere`,
 * POST /auth/logout-everywhere ends every session of the user, on every device.
 */
export async function logout(everywhere = false): Promise<void> {
  await apiFetch(everywhere ? '/auth/logout-everywhere' : '/auth/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options?: { everywhere?: boolean }) => logout(options?.everywhere ?? false),
    // Whatever the server answered, forget everything this session loaded.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
