import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';
import type { Credentials } from './login.ts';
import { setupStatusQueryKey } from './get-setup-status.ts';

/** POST /auth/setup: creates the first ADMIN and signs them in (409 once any account exists). */
export async function createFirstAdmin(credentials: Credentials): Promise<SessionUser | null> {
  const body = await postJson<{ user?: SessionUser } | undefined>('/auth/setup', credentials);
  return body?.user ?? null;
}

export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: async (user) => {
      queryClient.setQueryData(setupStatusQueryKey, { needed: false });
      if (user) queryClient.setQueryData(meQueryKey, user);
      else await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
