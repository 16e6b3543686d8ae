import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { PRODUCT_FIELDS, type Product, type ProductInput } from '../products.types.ts';

const mutation = `mutation CreateProduct($data: ProductInput!) { createProduct(data: $data) { ${PRODUCT_FIELDS} } }`;

export async function createProduct(data: ProductInput): Promise<Product> {
  return (await graphqlRequest<{ createProduct: Product }>(mutation, { data })).createProduct;
}
