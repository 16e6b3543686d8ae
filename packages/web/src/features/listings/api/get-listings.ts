import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingFields, normaliseListing, type Listing } from '../listings.types.ts';

export const listingsQueryKey = (channel: Channel) => ['listings', channel] as const;
export const LISTINGS_PAGE_SIZE = 1000;

/** Every listing of a channel, 1000 at a time until a page comes back short (nothing is cut at 1000). */
export function getListings(config: ListingChannelConfig): Promise<Listing[]> {
  const query = `query ${config.typeName}Listings($first: Int!, $skip: Int!) {
    ${config.listField}(first: $first, skip: $skip) { ${listingFields(config)} }
  }`;
  return fetchAllPages(async (page) => {
    const data = await graphqlRequest<Record<string, Parameters<typeof normaliseListing>[0][]>>(query, page);
    return (data[config.listField] ?? []).map(normaliseListing);
  }, LISTINGS_PAGE_SIZE);
}

export const listingsQueryOptions = (config: ListingChannelConfig) =>
  queryOptions({ queryKey: listingsQueryKey(config.channel), queryFn: () => getListings(config) });

export function useListings(config: ListingChannelConfig) {
  return useQuery(listingsQueryOptions(config));
}
