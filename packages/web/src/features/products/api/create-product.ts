import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { Product, ProductInput } from './product-fields.ts';

const CreateProduct = graphql(`
  mutation CreateProduct($data: ProductInput!) {
    createProduct(data: $data) {
      ...ProductFields
    }
  }
`);

export async function createProduct(data: ProductInput): Promise<Product> {
  return (await graphqlRequest(CreateProduct, { data })).createProduct;
}
