// Settings › Courier connections (docs/orders.md, "Courier sync"; decision 302): whether each courier's
// API login is set, when and by whom, and a login entered again. Nothing here ever holds a stored value:
// the server sends none back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CourierLoginsQuery } from '../../../lib/gql/graphql.ts';

const CourierLogins = graphql(`
  query CourierLogins {
    courierLogins {
      key
      label
      fields {
        name
        label
        secret
      }
      set
      updatedAt
      updatedByName
    }
  }
`);

const SetCourierLogin = graphql(`
  mutation SetCourierLogin($key: String!, $fields: [SecretFieldInput!]!) {
    setCourierLogin(key: $key, fields: $fields) {
      key
      set
      updatedAt
      updatedByName
    }
  }
`);

export type CourierLoginView = CourierLoginsQuery['courierLogins'][number];

const key = ['courierLogins'] as const;

/** Each courier login as the screen may see it (ADMIN only). */
export function useCourierLogins() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await graphqlRequest(CourierLogins)).courierLogins,
  });
}

export function useSetCourierLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; fields: { name: string; value: string }[] }) =>
      graphqlRequest(SetCourierLogin, v),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
