import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { productsQueryKey } from './get-products.ts';

const mutation = `mutation DeleteProduct($where: ProductWhereUniqueInput!) { deleteProduct(where: $where) { id productName } }`;

export async function deleteProduct(id: string): Promise<{ id: string; productName: string }> {
  return (
    await graphqlRequest<{ deleteProduct: { id: string; productName: string } }>(mutation, { where: { id } })
  ).deleteProduct;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
