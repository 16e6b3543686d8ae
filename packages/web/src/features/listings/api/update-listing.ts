import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { normaliseListing, type Listing, type ListingInput } from './listing-fields.ts';

const UpdateListing = {
  flipkart: graphql(`
    mutation UpdateFlipkartListing($where: ListingWhereUniqueInput!, $data: FlipkartListingInput!) {
      listing: updateFlipkartListing(where: $where, data: $data) {
        ...FlipkartListingFields
      }
    }
  `),
  amazon: graphql(`
    mutation UpdateAmazonListing($where: ListingWhereUniqueInput!, $data: AmazonListingInput!) {
      listing: updateAmazonListing(where: $where, data: $data) {
        ...AmazonListingFields
      }
    }
  `),
  meesho: graphql(`
    mutation UpdateMeeshoListing($where: ListingWhereUniqueInput!, $data: MeeshoListingInput!) {
      listing: updateMeeshoListing(where: $where, data: $data) {
        ...MeeshoListingFields
      }
    }
  `),
  littleKid: graphql(`
    mutation UpdateLittleKidListing($where: ListingWhereUniqueInput!, $data: LittleKidListingInput!) {
      listing: updateLittleKidListing(where: $where, data: $data) {
        ...LittleKidListingFields
      }
    }
  `),
  trendyHandy: graphql(`
    mutation UpdateTrendyHandyListing($where: ListingWhereUniqueInput!, $data: TrendyHandyListingInput!) {
      listing: updateTrendyHandyListing(where: $where, data: $data) {
        ...TrendyHandyListingFields
      }
    }
  `),
} satisfies Record<Channel, unknown>;

/** `data.version` is the version the editor started from: the server refuses a stale write (CONFLICT). */
export async function updateListing(
  config: ListingChannelConfig,
  id: string,
  data: ListingInput,
): Promise<Listing> {
  const answer = await graphqlRequest(UpdateListing[config.channel], { where: { id }, data });
  return normaliseListing(answer.listing);
}
