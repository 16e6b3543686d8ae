import { queryOptions, usePrefetchQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { pagedQueryFn, removeLoaded, upsertLoaded, type LoadedList } from '../../../lib/paged-query.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { normaliseListing, type Listing } from './listing-fields.ts';

const LISTINGS_KEYS = {
  flipkart: ['listings', 'flipkart'],
  amazon: ['listings', 'amazon'],
  meesho: ['listings', 'meesho'],
  littleKid: ['listings', 'littleKid'],
  trendyHandy: ['listings', 'trendyHandy'],
} as const satisfies Record<Channel, readonly ['listings', Channel]>;

/**
 * The same array for a channel on every call: hooks that depend on the key (the grid's reload and
 * stored-row callbacks) are then not rebuilt on every render (docs/performance.md, "Render stability").
 */
export const listingsQueryKey = (channel: Channel): readonly ['listings', Channel] => LISTINGS_KEYS[channel];
/** The first page is small so that the first rows show soon (the grid shows 100 a page)… */
export const LISTINGS_FIRST_PAGE_SIZE = 200;
/** …then the rest, planned from the count, 1000 at a time, two requests at once. */
export const LISTINGS_PAGE_SIZE = 1000;
export const LISTINGS_CONCURRENCY = 2;

const idOf = (listing: Listing) => listing.id;

const Listings = {
  flipkart: graphql(`
    query FlipkartListings($first: Int!, $skip: Int!) {
      listings: flipkartListings(first: $first, skip: $skip) {
        ...FlipkartListingFields
      }
      count: flipkartListingCount
    }
  `),
  amazon: graphql(`
    query AmazonListings($first: Int!, $skip: Int!) {
      listings: amazonListings(first: $first, skip: $skip) {
        ...AmazonListingFields
      }
      count: amazonListingCount
    }
  `),
  meesho: graphql(`
    query MeeshoListings($first: Int!, $skip: Int!) {
      listings: meeshoListings(first: $first, skip: $skip) {
        ...MeeshoListingFields
      }
      count: meeshoListingCount
    }
  `),
  littleKid: graphql(`
    query LittleKidListings($first: Int!, $skip: Int!) {
      listings: littleKidListings(first: $first, skip: $skip) {
        ...LittleKidListingFields
      }
      count: littleKidListingCount
    }
  `),
  trendyHandy: graphql(`
    query TrendyHandyListings($first: Int!, $skip: Int!) {
      listings: trendyHandyListings(first: $first, skip: $skip) {
        ...TrendyHandyListingFields
      }
      count: trendyHandyListingCount
    }
  `),
} satisfies Record<Channel, unknown>;

/**
 * Every listing of a channel (nothing is cut at 1000), page by page with the channel's count: the data
 * holds the rows loaded so far and turns `complete` once every page is in.
 */
export const listingsQueryOptions = (config: ListingChannelConfig) => {
  const query = Listings[config.channel];
  return queryOptions<LoadedList<Listing>>({
    queryKey: listingsQueryKey(config.channel),
    queryFn: pagedQueryFn<Listing>({
      idOf,
      firstPageSize: LISTINGS_FIRST_PAGE_SIZE,
      pageSize: LISTINGS_PAGE_SIZE,
      concurrency: LISTINGS_CONCURRENCY,
      fetchPage: async (page, signal) => {
        const data = await graphqlRequest(query, page, { signal });
        return { items: data.listings.map(normaliseListing), count: data.count };
      },
    }),
  });
};

/**
 * The first request leaves while the grid renders for the first time (a query's own fetch would wait for
 * the grid's first commit, the costliest render of the screen).
 */
export function useListings(config: ListingChannelConfig) {
  const options = listingsQueryOptions(config);
  usePrefetchQuery(options);
  return useQuery(options);
}

/** A saved listing in the loaded list at once (the list is reloaded after it, without emptying the grid). */
export function putListingInList(queryClient: QueryClient, channel: Channel, listing: Listing): void {
  queryClient.setQueryData<LoadedList<Listing>>(listingsQueryKey(channel), (list) =>
    upsertLoaded(list, listing, idOf),
  );
}

/** Deleted listings out of the loaded list at once. */
export function dropListingsFromList(
  queryClient: QueryClient,
  channel: Channel,
  ids: readonly string[],
): void {
  queryClient.setQueryData<LoadedList<Listing>>(listingsQueryKey(channel), (list) =>
    removeLoaded(list, ids, idOf),
  );
}
