import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { User } from './user-fields.ts';

export const usersQueryKey = ['users'] as const;

const Users = graphql(`
  query Users {
    users {
      ...UserFields
    }
  }
`);

export async function getUsers(): Promise<User[]> {
  return (await graphqlRequest(Users)).users;
}

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
