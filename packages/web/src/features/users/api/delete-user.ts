import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { usersQueryKey } from './get-users.ts';
import type { User } from './user-fields.ts';

const DeleteUser = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(where: { id: $id }) {
      ...UserFields
    }
  }
`);

export async function deleteUser(id: string): Promise<User> {
  return (await graphqlRequest(DeleteUser, { id })).deleteUser;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
