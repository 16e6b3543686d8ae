import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { USER_FIELDS, type User } from '../users.types.ts';

export const usersQueryKey = ['users'] as const;

const query = `query Users { users { ${USER_FIELDS} } }`;

export async function getUsers(): Promise<User[]> {
  return (await graphqlRequest<{ users: User[] }>(query)).users;
}

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
