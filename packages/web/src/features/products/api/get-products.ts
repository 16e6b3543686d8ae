import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { pagedQueryFn, type LoadedList } from '../../../lib/paged-query.ts';
import type { Product } from './product-fields.ts';

export const productsQueryKey = ['products'] as const;
/** A first page that fills the grid's first page soon, then the rest from the count, 1000 at a time. */
export const PRODUCTS_FIRST_PAGE_SIZE = 200;
export const PRODUCTS_PAGE_SIZE = 1000;

const Products = graphql(`
  query Products($first: Int!, $skip: Int!) {
    products(first: $first, skip: $skip) {
      ...ProductFields
    }
    productCount
  }
`);

/** Every product (nothing is cut at 1000), page by page; `complete` once every page is in. */
export const productsQueryOptions = () =>
  queryOptions<LoadedList<Product>>({
    // Exact: ['products', 'for-listings'] (the listing tabs' list) shares the prefix, not the data.
    queryKey: productsQueryKey,
    queryFn: pagedQueryFn<Product>({
      idOf: (product) => product.id,
      firstPageSize: PRODUCTS_FIRST_PAGE_SIZE,
      pageSize: PRODUCTS_PAGE_SIZE,
      concurrency: 2,
      fetchPage: async (page, signal) => {
        const data = await graphqlRequest(Products, page, { signal });
        return { items: data.products, count: data.productCount };
      },
    }),
  });

/** The first request leaves while the grid first renders (a query's own fetch waits for its commit). */
export function useProducts() {
  const options = productsQueryOptions();
  usePrefetchQuery(options);
  return useQuery(options);
}
