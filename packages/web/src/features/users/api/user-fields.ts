import { graphql } from '../../../lib/gql/index.ts';
import type { Role, UserFieldsFragment } from '../../../lib/gql/graphql.ts';

/** @public the fragments are referenced by name inside the documents that use them, not imported */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    username
    role
    disabled
    createdAt
  }
`);

/** An account as the Users grid shows it; the shape is generated from schema.graphql. */
export type User = UserFieldsFragment;
export type { Role };
export const ROLES: readonly Role[] = ['ADMIN', 'USER'];
