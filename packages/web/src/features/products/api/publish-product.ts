import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { Product } from './product-fields.ts';

const PublishProduct = graphql(`
  mutation PublishProduct($where: ProductWhereUniqueInput!) {
    publishProduct(where: $where, to: PUBLISHED) {
      ...ProductFields
    }
  }
`);

export async function publishProduct(id: string): Promise<Product> {
  return (await graphqlRequest(PublishProduct, { where: { id } })).publishProduct;
}
