import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingProductFieldsFragment } from '../../../lib/gql/graphql.ts';
import { loadCountedPages } from '../../../lib/paging.ts';

/**
 * The product fields a listing tab needs from the products list: the name (the Products choice), the
 * pricing inputs core's computeListingPricing reads while a row is edited, and the first image's thumbnail.
 * @public the fragments are referenced by name inside the documents that use them, not imported
 */
export const ListingProductFields = graphql(`
  fragment ListingProductFields on Product {
    id
    productName
    purchaseCost
    gst
    gstMode
    hsnCode
    img
    productLength
    breadth
    height
    weight
  }
`);
export type ListingProduct = ListingProductFieldsFragment;

/**
 * Under the products key, so that a product saved on the Products screen reloads this list too
 * (invalidating ['products'] matches every key that starts with it).
 */
export const listingProductsQueryKey = ['products', 'for-listings'] as const;

const ListingProducts = graphql(`
  query ListingProducts($first: Int!, $skip: Int!) {
    products(first: $first, skip: $skip) {
      ...ListingProductFields
    }
    productCount
  }
`);

/**
 * docs/screens.md, Listing: a listing tab loads the products list too (the Products choice and the live pricing). Used
 * whole: pages planned from the count, two at a time.
 */
export function getListingProducts(signal?: AbortSignal): Promise<ListingProduct[]> {
  return loadCountedPages<ListingProduct>({
    idOf: (product) => product.id,
    firstPageSize: 1000,
    pageSize: 1000,
    concurrency: 2,
    ...(signal ? { signal } : {}),
    fetchPage: async (page) => {
      const data = await graphqlRequest(ListingProducts, page, signal ? { signal } : {});
      return { items: data.products, count: data.productCount };
    },
  });
}

export const listingProductsQueryOptions = () =>
  queryOptions({
    queryKey: listingProductsQueryKey,
    queryFn: ({ signal }) => getListingProducts(signal),
  });

/** Asked for while the grid first renders, as the listings are (useListings). */
export function useListingProducts() {
  const options = listingProductsQueryOptions();
  usePrefetchQuery(options);
  return useQuery(options);
}
