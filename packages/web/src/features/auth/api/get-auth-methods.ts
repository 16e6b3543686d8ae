import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http.ts';

export interface AuthMethods {
  /** single sign-on with the organisation's OpenID provider (the Login button) */
  oidc: boolean;
  /** the username and password form */
  password: boolean;
}

/** GET /auth/methods: how this Seller Desk signs people in. */
export async function getAuthMethods(): Promise<AuthMethods> {
  return getJson<AuthMethods>('/auth/methods');
}

export const authMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'methods'] as const, queryFn: getAuthMethods, staleTime: Infinity });

export function useAuthMethods() {
  return useQuery(authMethodsQueryOptions());
}
