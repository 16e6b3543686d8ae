import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';

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
    // its listings lose it: their Purchase Cost and Price Should Be change (lib/catalogue-queries.ts)
    onSettled: () => readProductsAgain(queryClient),
  });
}
