import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import type { ProductInput } from '../../../lib/gql/graphql.ts';

const PriceListProducts = graphql(`
  query PriceListProducts($first: Int!, $skip: Int!) {
    products(first: $first, skip: $skip) {
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

/** The products of the price lists: name, purchase cost and thumbnail (every page of them). */
export const loadPriceListProducts = () =>
  fetchAllPages(async (page) => (await graphqlRequest(PriceListProducts, page)).products, MAX_PAGE_SIZE);

export function usePriceListProducts() {
  return useQuery({ queryKey: key, queryFn: loadPriceListProducts });
}

/** The Add Product dialog's create (stored with forSale: true); the lists reload after it. */
export function useAddProductForSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) =>
      (await graphqlRequest(AddProductForSale, { data })).createProduct,
    onSuccess: () => readProductsAgain(queryClient),
  });
}
