import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CategoryKind } from '../listing-channels.ts';
import { categoriesQueryKey } from './get-categories.ts';

const DeleteCategory = {
  flipkart: graphql(`
    mutation DeleteFlipkartProductCategory($where: CategoryWhereUniqueInput!) {
      category: deleteFlipkartProductCategory(where: $where) {
        id
        name
      }
    }
  `),
  amazon: graphql(`
    mutation DeleteAmazonProductCategory($where: CategoryWhereUniqueInput!) {
      category: deleteAmazonProductCategory(where: $where) {
        id
        name
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

/** Refused with CONFLICT while listings use the category; the message gives their number. */
export async function deleteCategory(kind: CategoryKind, id: string): Promise<{ id: string; name: string }> {
  return (await graphqlRequest(DeleteCategory[kind], { where: { id } })).category;
}

export function useDeleteCategory(kind: CategoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCategory(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey(kind) }),
  });
}
