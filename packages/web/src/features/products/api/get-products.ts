import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import { PRODUCT_FIELDS, type Product } from '../products.types.ts';

export const productsQueryKey = ['products'] as const;
export const PRODUCTS_PAGE_SIZE = 1000;

const query = `query Products($first: Int!, $skip: Int!) { products(first: $first, skip: $skip) { ${PRODUCT_FIELDS} } }`;

/** Every product, 1000 at a time until a page comes back short (nothing is cut at 1000). */
export function getProducts(): Promise<Product[]> {
  return fetchAllPages(
    async (page) => (await graphqlRequest<{ products: Product[] }>(query, page)).products,
    PRODUCTS_PAGE_SIZE,
  );
}

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
