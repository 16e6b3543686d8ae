import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, readJson } from '../../../lib/http.ts';
import type { SessionUser } from '../../../lib/session.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /auth/me: the signed-in user, or null when there is no session (401). */
export async function getMe(): Promise<SessionUser | null> {
  const response = await apiFetch('/auth/me', { headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  const body = await readJson<{ user: SessionUser }>(response);
  return body.user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000, retry: 1 });

export function useMe() {
  return useQuery(meQueryOptions());
}
