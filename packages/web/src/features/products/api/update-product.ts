import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { Product, ProductInput } from './product-fields.ts';

const UpdateProduct = graphql(`
  mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {
    updateProduct(where: $where, data: $data) {
      ...ProductFields
    }
  }
`);

/** `data.version` is the version the editor started from: the server refuses a stale write (CONFLICT). */
export async function updateProduct(id: string, data: ProductInput): Promise<Product> {
  return (await graphqlRequest(UpdateProduct, { where: { id }, data })).updateProduct;
}
