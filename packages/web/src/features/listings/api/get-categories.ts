import { CATEGORY_PAGE_SIZE } from '@seller-desk/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import type { CategoryKind } from '../listing-channels.ts';
import type { CategoryOf } from './category-fields.ts';

const CATEGORIES_KEYS = {
  flipkart: ['categories', 'flipkart'],
  amazon: ['categories', 'amazon'],
} as const satisfies Record<CategoryKind, readonly ['categories', CategoryKind]>;

/** The same array for a kind on every call (stable for hooks that depend on it). */
export const categoriesQueryKey = (kind: CategoryKind): readonly ['categories', CategoryKind] =>
  CATEGORIES_KEYS[kind];

const Categories = {
  flipkart: graphql(`
    query FlipkartProductCategories($first: Int!, $skip: Int!) {
      categories: flipkartProductCategories(first: $first, skip: $skip) {
        ...FlipkartProductCategoryFields
      }
    }
  `),
  amazon: graphql(`
    query AmazonProductCategories($first: Int!, $skip: Int!) {
      categories: amazonProductCategories(first: $first, skip: $skip) {
        ...AmazonProductCategoryFields
      }
    }
  `),
} satisfies Record<CategoryKind, unknown>;

export function getCategories<K extends CategoryKind>(kind: K): Promise<CategoryOf<K>[]> {
  const document: (typeof Categories)[CategoryKind] = Categories[kind];
  return fetchAllPages(
    async (page) => (await graphqlRequest(document, page)).categories as CategoryOf<K>[],
    CATEGORY_PAGE_SIZE,
  );
}

export const categoriesQueryOptions = <K extends CategoryKind>(kind: K) =>
  queryOptions({ queryKey: categoriesQueryKey(kind), queryFn: () => getCategories(kind) });

/** A channel without categories (Meesho, the own stores) asks for nothing. */
export function useCategories<K extends CategoryKind>(kind: K | null) {
  const queryClient = useQueryClient();
  // Asked for while the grid first renders, as the listings are (useListings).
  if (kind !== null && !queryClient.getQueryState(categoriesQueryKey(kind))) {
    void queryClient.prefetchQuery(categoriesQueryOptions(kind));
  }
  return useQuery({
    ...categoriesQueryOptions((kind ?? 'flipkart') as K),
    enabled: kind !== null,
  });
}
