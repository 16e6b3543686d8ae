import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { PRODUCT_FIELDS, type Product } from '../products.types.ts';

const mutation = `mutation PublishProduct($where: ProductWhereUniqueInput!) {
  publishProduct(where: $where, to: PUBLISHED) { ${PRODUCT_FIELDS} }
}`;

export async function publishProduct(id: string): Promise<Product> {
  return (await graphqlRequest<{ publishProduct: Product }>(mutation, { where: { id } })).publishProduct;
}
