import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /auth/login: sets the session cookie and answers the user. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const body = await postJson<{ user: SessionUser }>('/auth/login', credentials);
  return body.user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing loaded for an earlier session may show to this one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
