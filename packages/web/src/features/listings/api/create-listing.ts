import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { normaliseListing, type Listing, type ListingInput } from './listing-fields.ts';

const CreateListing = {
  flipkart: graphql(`
    mutation CreateFlipkartListing($data: FlipkartListingInput!) {
      listing: createFlipkartListing(data: $data) {
        ...FlipkartListingFields
      }
    }
  `),
  amazon: graphql(`
    mutation CreateAmazonListing($data: AmazonListingInput!) {
      listing: createAmazonListing(data: $data) {
        ...AmazonListingFields
      }
    }
  `),
  meesho: graphql(`
    mutation CreateMeeshoListing($data: MeeshoListingInput!) {
      listing: createMeeshoListing(data: $data) {
        ...MeeshoListingFields
      }
    }
  `),
  littleKid: graphql(`
    mutation CreateLittleKidListing($data: LittleKidListingInput!) {
      listing: createLittleKidListing(data: $data) {
        ...LittleKidListingFields
      }
    }
  `),
  trendyHandy: graphql(`
    mutation CreateTrendyHandyListing($data: TrendyHandyListingInput!) {
      listing: createTrendyHandyListing(data: $data) {
        ...TrendyHandyListingFields
      }
    }
  `),
} satisfies Record<Channel, unknown>;

export async function createListing(config: ListingChannelConfig, data: ListingInput): Promise<Listing> {
  return normaliseListing((await graphqlRequest(CreateListing[config.channel], { data })).listing);
}
