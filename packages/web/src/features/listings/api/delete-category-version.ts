import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CategoryKind } from '../listing-channels.ts';
import type { Category } from './category-fields.ts';
import { categoriesQueryKey } from './get-categories.ts';

const DeleteCategoryVersion = {
  flipkart: graphql(`
    mutation DeleteFlipkartProductCategoryVersion(
      $where: CategoryWhereUniqueInput!
      $effectiveFrom: Date!
      $version: Int
    ) {
      category: deleteFlipkartProductCategoryVersion(
        where: $where
        effectiveFrom: $effectiveFrom
        version: $version
      ) {
        ...FlipkartProductCategoryFields
      }
    }
  `),
  amazon: graphql(`
    mutation DeleteAmazonProductCategoryVersion(
      $where: CategoryWhereUniqueInput!
      $effectiveFrom: Date!
      $version: Int
    ) {
      category: deleteAmazonProductCategoryVersion(
        where: $where
        effectiveFrom: $effectiveFrom
        version: $version
      ) {
        ...AmazonProductCategoryFields
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

export interface DeleteVersionArgs {
  id: string;
  effectiveFrom: string;
  /** the category's version when the table showed it (a stale delete is refused: CONFLICT) */
  version: number;
}

/** Deletes the card version of a date; the server refuses the only version (BAD_USER_INPUT). */
export async function deleteCategoryVersion(kind: CategoryKind, args: DeleteVersionArgs): Promise<Category> {
  return (
    await graphqlRequest(DeleteCategoryVersion[kind], {
      where: { id: args.id },
      effectiveFrom: args.effectiveFrom,
      version: args.version,
    })
  ).category;
}

export function useDeleteCategoryVersion(kind: CategoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: DeleteVersionArgs) => deleteCategoryVersion(kind, args),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['listings', kind] });
    },
  });
}
