import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import { LISTING_PRODUCT_FIELDS, type ListingProduct } from '../listings.types.ts';

/**
 * Under the products key, so that a product saved on the Products screen reloads this list too
 * (invalidating ['products'] matches every key that starts with it).
 */
export const listingProductsQueryKey = ['products', 'for-listings'] as const;

const query = `query ListingProducts($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) { ${LISTING_PRODUCT_FIELDS} }
}`;

/** Spec §2: a listing tab loads the products list too (the Products choice and the live pricing). */
export function getListingProducts(): Promise<ListingProduct[]> {
  return fetchAllPages(
    async (page) => (await graphqlRequest<{ products: ListingProduct[] }>(query, page)).products,
    1000,
  );
}

export const listingProductsQueryOptions = () =>
  queryOptions({ queryKey: listingProductsQueryKey, queryFn: getListingProducts });

export function useListingProducts() {
  return useQuery(listingProductsQueryOptions());
}
