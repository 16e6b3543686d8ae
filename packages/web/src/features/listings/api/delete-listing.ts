import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { readListingsAgain } from '../../../lib/catalogue-queries.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { dropListingsFromList } from './get-listings.ts';

const DeleteListing = {
  flipkart: graphql(`
    mutation DeleteFlipkartListing($where: CategoryWhereUniqueInput!) {
      listing: deleteFlipkartListing(where: $where) {
        id
        skuid
      }
    }
  `),
  amazon: graphql(`
    mutation DeleteAmazonListing($where: CategoryWhereUniqueInput!) {
      listing: deleteAmazonListing(where: $where) {
        id
        skuid
      }
    }
  `),
  meesho: graphql(`
    mutation DeleteMeeshoListing($where: CategoryWhereUniqueInput!) {
      listing: deleteMeeshoListing(where: $where) {
        id
        skuid
      }
    }
  `),
  littleKid: graphql(`
    mutation DeleteLittleKidListing($where: CategoryWhereUniqueInput!) {
      listing: deleteLittleKidListing(where: $where) {
        id
        skuid
      }
    }
  `),
  trendyHandy: graphql(`
    mutation DeleteTrendyHandyListing($where: CategoryWhereUniqueInput!) {
      listing: deleteTrendyHandyListing(where: $where) {
        id
        skuid
      }
    }
  `),
} satisfies Record<Channel, unknown>;

export async function deleteListing(
  config: ListingChannelConfig,
  id: string,
): Promise<{ id: string; skuid: string }> {
  return (await graphqlRequest(DeleteListing[config.channel], { where: { id } })).listing;
}

/** After a delete the list is refetched (the row leaves the grid at once). */
export function useDeleteListing(config: ListingChannelConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListing(config, id),
    onSuccess: (deleted) => dropListingsFromList(queryClient, config.channel, [deleted.id]),
    // Not awaited: the confirmation closes once the listing is deleted, not once the list has reloaded.
    onSettled: () => {
      void readListingsAgain(queryClient, config.channel);
    },
  });
}
