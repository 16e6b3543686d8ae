import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { usersQueryKey } from './get-users.ts';
import type { Role, User } from './user-fields.ts';

export interface UpdateUserInput {
  id: string;
  role?: Role;
  password?: string;
  disabled?: boolean;
}

const UpdateUser = graphql(`
  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {
    updateUser(where: { id: $id }, data: $data) {
      ...UserFields
    }
  }
`);

/** Sends only the fields that change: a role change never touches the password, and the other way round. */
export async function updateUser({ id, ...changes }: UpdateUserInput): Promise<User> {
  const data = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return (await graphqlRequest(UpdateUser, { id, data })).updateUser;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
