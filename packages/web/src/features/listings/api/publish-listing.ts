import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { normaliseListing, type Listing } from './listing-fields.ts';

const PublishListing = {
  flipkart: graphql(`
    mutation PublishFlipkartListing($where: CategoryWhereUniqueInput!) {
      listing: publishFlipkartListing(where: $where, to: PUBLISHED) {
        ...FlipkartListingFields
      }
    }
  `),
  amazon: graphql(`
    mutation PublishAmazonListing($where: CategoryWhereUniqueInput!) {
      listing: publishAmazonListing(where: $where, to: PUBLISHED) {
        ...AmazonListingFields
      }
    }
  `),
  meesho: graphql(`
    mutation PublishMeeshoListing($where: CategoryWhereUniqueInput!) {
      listing: publishMeeshoListing(where: $where, to: PUBLISHED) {
        ...MeeshoListingFields
      }
    }
  `),
  littleKid: graphql(`
    mutation PublishLittleKidListing($where: CategoryWhereUniqueInput!) {
      listing: publishLittleKidListing(where: $where, to: PUBLISHED) {
        ...LittleKidListingFields
      }
    }
  `),
  trendyHandy: graphql(`
    mutation PublishTrendyHandyListing($where: CategoryWhereUniqueInput!) {
      listing: publishTrendyHandyListing(where: $where, to: PUBLISHED) {
        ...TrendyHandyListingFields
      }
    }
  `),
} satisfies Record<Channel, unknown>;

export async function publishListing(config: ListingChannelConfig, id: string): Promise<Listing> {
  return normaliseListing((await graphqlRequest(PublishListing[config.channel], { where: { id } })).listing);
}
