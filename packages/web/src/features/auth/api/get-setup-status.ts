import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http.ts';

export const setupStatusQueryKey = ['auth', 'setup'] as const;

/** GET /auth/setup: whether the first administrator still has to be created. */
export async function getSetupStatus(): Promise<{ needed: boolean }> {
  return getJson<{ needed: boolean }>('/auth/setup');
}

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus, staleTime: 0 });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
