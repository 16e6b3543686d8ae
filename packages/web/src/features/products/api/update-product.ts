import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { PRODUCT_FIELDS, type Product, type ProductInput } from '../products.types.ts';

const mutation = `mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {
  updateProduct(where: $where, data: $data) { ${PRODUCT_FIELDS} }
}`;

/** `data.version` is the version the editor started from: the server refuses a stale write (CONFLICT). */
export async function updateProduct(id: string, data: ProductInput): Promise<Product> {
  return (await graphqlRequest<{ updateProduct: Product }>(mutation, { where: { id }, data })).updateProduct;
}
