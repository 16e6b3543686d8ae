import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import { CATEGORY_FIELDS, type AmazonCategory, type FlipkartCategory } from '../listings.types.ts';

export const categoriesQueryKey = (kind: CategoryKind) => ['categories', kind] as const;
/** Spec §9 fetched categories 500 at a time; we keep the page size and read every page. */
export const CATEGORIES_PAGE_SIZE = 500;

type CategoryOf<K extends CategoryKind> = K extends 'flipkart' ? FlipkartCategory : AmazonCategory;

export function getCategories<K extends CategoryKind>(kind: K): Promise<CategoryOf<K>[]> {
  const { listField } = CATEGORY_KINDS[kind];
  const query = `query ${CATEGORY_KINDS[kind].typeName}s($first: Int!, $skip: Int!) {
    ${listField}(first: $first, skip: $skip) { ${CATEGORY_FIELDS[kind]} }
  }`;
  return fetchAllPages(
    async (page) => (await graphqlRequest<Record<string, CategoryOf<K>[]>>(query, page))[listField] ?? [],
    CATEGORIES_PAGE_SIZE,
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
