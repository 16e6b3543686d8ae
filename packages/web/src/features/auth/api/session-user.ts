import type { Role } from '../../../lib/gql/graphql.ts';

/** The body of GET /auth/me, POST /auth/login and POST /auth/setup (REST, so not from schema.graphql). */
export interface SessionUser {
  id: string;
  username: string;
  /** The GraphQL enum Role: the same two roles. */
  role: Role;
}
export type { Role };
