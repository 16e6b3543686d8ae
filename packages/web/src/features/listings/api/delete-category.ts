import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import { categoriesQueryKey } from './get-categories.ts';

/** Refused with CONFLICT while listings use the category; the message gives their number. */
export async function deleteCategory(kind: CategoryKind, id: string): Promise<{ id: string; name: string }> {
  const { typeName } = CATEGORY_KINDS[kind];
  const mutation = `mutation Delete${typeName}($where: CategoryWhereUniqueInput!) {
    delete${typeName}(where: $where) { id name }
  }`;
  return (await graphqlRequest<Record<string, { id: string; name: string }>>(mutation, { where: { id } }))[
    `delete${typeName}`
  ]!;
}

export function useDeleteCategory(kind: CategoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCategory(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey(kind) }),
  });
}
