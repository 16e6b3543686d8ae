import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CategoryKind } from '../listing-channels.ts';
import type { Category } from './category-fields.ts';

const PublishCategory = {
  flipkart: graphql(`
    mutation PublishFlipkartProductCategory($where: CategoryWhereUniqueInput!) {
      category: publishFlipkartProductCategory(where: $where, to: PUBLISHED) {
        ...FlipkartProductCategoryFields
      }
    }
  `),
  amazon: graphql(`
    mutation PublishAmazonProductCategory($where: CategoryWhereUniqueInput!) {
      category: publishAmazonProductCategory(where: $where, to: PUBLISHED) {
        ...AmazonProductCategoryFields
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

export async function publishCategory(kind: CategoryKind, id: string): Promise<Category> {
  return (await graphqlRequest(PublishCategory[kind], { where: { id } })).category;
}
