import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { productsQueryKey } from './get-products.ts';

const DeleteProduct = graphql(`
  mutation DeleteProduct($where: ProductWhereUniqueInput!) {
    deleteProduct(where: $where) {
      id
      productName
    }
  }
`);

export async function deleteProduct(id: string): Promise<{ id: string; productName: string }> {
  return (await graphqlRequest(DeleteProduct, { where: { id } })).deleteProduct;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
