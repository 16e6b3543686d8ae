import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { usersQueryKey } from './get-users.ts';
import type { Role, User } from './user-fields.ts';

export interface CreateUserInput {
  username: string;
  password: string;
  role: Role;
}

// The contract writes the argument inline (`data: { username, password, role }`), so the fields are sent
// as separate variables and the input type's name never has to be known.
const CreateUser = graphql(`
  mutation CreateUser($username: String!, $password: String!, $role: Role!) {
    createUser(data: { username: $username, password: $password, role: $role }) {
      ...UserFields
    }
  }
`);

export async function createUser(input: CreateUserInput): Promise<User> {
  return (await graphqlRequest(CreateUser, input)).createUser;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
