import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CategoryKind } from '../listing-channels.ts';
import type { Category, CategoryInput } from './category-fields.ts';

const CreateCategory = {
  flipkart: graphql(`
    mutation CreateFlipkartProductCategory($data: FlipkartProductCategoryInput!) {
      category: createFlipkartProductCategory(data: $data) {
        ...FlipkartProductCategoryFields
      }
    }
  `),
  amazon: graphql(`
    mutation CreateAmazonProductCategory($data: AmazonProductCategoryInput!) {
      category: createAmazonProductCategory(data: $data) {
        ...AmazonProductCategoryFields
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

export async function createCategory(kind: CategoryKind, data: CategoryInput): Promise<Category> {
  return (await graphqlRequest(CreateCategory[kind], { data })).category;
}
