import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { USER_FIELDS, type Role, type User } from '../users.types.ts';
import { usersQueryKey } from './get-users.ts';

export interface UpdateUserInput {
  id: string;
  role?: Role;
  password?: string;
  disabled?: boolean;
}

function mutationFor(fields: Array<'role' | 'password' | 'disabled'>): string {
  const types = { role: 'Role!', password: 'String!', disabled: 'Boolean!' } as const;
  const vars = fields.map((f) => `, $${f}: ${types[f]}`).join('');
  const data = fields.map((f) => `${f}: $${f}`).join(', ');
  return `mutation UpdateUser($id: ID!${vars}) { updateUser(where: { id: $id }, data: { ${data} }) { ${USER_FIELDS} } }`;
}

/** Sends only the fields that change: a role change never touches the password, and the other way round. */
export async function updateUser({ id, ...changes }: UpdateUserInput): Promise<User> {
  const fields = (['role', 'password', 'disabled'] as const).filter((f) => changes[f] !== undefined);
  return (await graphqlRequest<{ updateUser: User }>(mutationFor(fields), { id, ...changes })).updateUser;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
