import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';

export interface BatchRowResult {
  id: string;
  ok: boolean;
  message: string | null;
}

const DeleteManyListings = {
  flipkart: graphql(`
    mutation DeleteManyFlipkartListings($ids: [ID!]!) {
      results: deleteManyFlipkartListings(ids: $ids) {
        id
        ok
        message
      }
    }
  `),
  amazon: graphql(`
    mutation DeleteManyAmazonListings($ids: [ID!]!) {
      results: deleteManyAmazonListings(ids: $ids) {
        id
        ok
        message
      }
    }
  `),
  meesho: graphql(`
    mutation DeleteManyMeeshoListings($ids: [ID!]!) {
      results: deleteManyMeeshoListings(ids: $ids) {
        id
        ok
        message
      }
    }
  `),
  littleKid: graphql(`
    mutation DeleteManyLittleKidListings($ids: [ID!]!) {
      results: deleteManyLittleKidListings(ids: $ids) {
        id
        ok
        message
      }
    }
  `),
  trendyHandy: graphql(`
    mutation DeleteManyTrendyHandyListings($ids: [ID!]!) {
      results: deleteManyTrendyHandyListings(ids: $ids) {
        id
        ok
        message
      }
    }
  `),
} satisfies Record<Channel, unknown>;

/** The grid's "Delete selected": one request, one result per id (no hard-coded id list). */
export async function deleteManyListings(
  config: ListingChannelConfig,
  ids: string[],
): Promise<BatchRowResult[]> {
  return (await graphqlRequest(DeleteManyListings[config.channel], { ids })).results;
}
