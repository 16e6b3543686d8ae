import { createContext, useContext } from 'react';
import type { Role } from './gql/graphql.ts';

// The signed-in user, for any screen: the app layer's RequireAuth (app/providers/session.tsx) checks the
// session and provides it here, below the features, so a feature reads it without importing the app
// layer (which imports the features: issue 38).

/** The body of GET /auth/me, POST /auth/login and POST /auth/setup (REST, so not from schema.graphql). */
export interface SessionUser {
  id: string;
  username: string;
  /** The GraphQL enum Role: the same two roles. */
  role: Role;
}
export type { Role };

export const SessionContext = createContext<SessionUser | null>(null);

/** The signed-in user of a screen behind RequireAuth. */
export function useSession(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSession is only available behind RequireAuth');
  return user;
}
