import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { USER_FIELDS, type User } from '../users.types.ts';
import { usersQueryKey } from './get-users.ts';

const mutation = `mutation DeleteUser($id: ID!) { deleteUser(where: { id: $id }) { ${USER_FIELDS} } }`;

export async function deleteUser(id: string): Promise<User> {
  return (await graphqlRequest<{ deleteUser: User }>(mutation, { id })).deleteUser;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
