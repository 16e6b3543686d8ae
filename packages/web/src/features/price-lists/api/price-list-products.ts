import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ProductInput } from '../../../lib/gql/graphql.ts';

const PriceListProducts = graphql(`
  query PriceListProducts {
    products(first: 10000) {
      id
      productName
      purchaseCost
      img
      forSale
    }
  }
`);

const AddProductForSale = graphql(`
  mutation AddProductForSale($data: ProductInput!) {
    createProduct(data: $data) {
      id
      productName
    }
  }
`);

const key = ['price-lists', 'products'] as const;

/** The products of the price lists: name, purchase cost and thumbnail. */
export function usePriceListProducts() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await graphqlRequest(PriceListProducts)).products,
  });
}

/** The Add Product dialog's create (stored with forSale: true); the lists reload after it. */
export function useAddProductForSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) =>
      (await graphqlRequest(AddProductForSale, { data })).createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
