import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CategoryKind } from '../listing-channels.ts';
import type { Category, CategoryInput } from './category-fields.ts';

const UpdateCategory = {
  flipkart: graphql(`
    mutation UpdateFlipkartProductCategory(
      $where: CategoryWhereUniqueInput!
      $data: FlipkartProductCategoryInput!
    ) {
      category: updateFlipkartProductCategory(where: $where, data: $data) {
        ...FlipkartProductCategoryFields
      }
    }
  `),
  amazon: graphql(`
    mutation UpdateAmazonProductCategory(
      $where: CategoryWhereUniqueInput!
      $data: AmazonProductCategoryInput!
    ) {
      category: updateAmazonProductCategory(where: $where, data: $data) {
        ...AmazonProductCategoryFields
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

/** `data.version` is the version the drawer opened with: a stale write is refused (CONFLICT). */
export async function updateCategory(kind: CategoryKind, id: string, data: CategoryInput): Promise<Category> {
  return (await graphqlRequest(UpdateCategory[kind], { where: { id }, data })).category;
}
