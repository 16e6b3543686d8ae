import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { dropListingsFromList, listingsQueryKey } from './get-listings.ts';

export async function deleteListing(
  config: ListingChannelConfig,
  id: string,
): Promise<{ id: string; skuid: string }> {
  const field = `delete${config.typeName}Listing`;
  const mutation = `mutation Delete${config.typeName}Listing($where: CategoryWhereUniqueInput!) {
    ${field}(where: $where) { id skuid }
  }`;
  const answer = await graphqlRequest<Record<string, { id: string; skuid: string }>>(mutation, {
    where: { id },
  });
  return answer[field]!;
}

/** Spec §4: after a delete the list is refetched (the row leaves the grid at once). */
export function useDeleteListing(config: ListingChannelConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListing(config, id),
    onSuccess: (deleted) => dropListingsFromList(queryClient, config.channel, [deleted.id]),
    // Not awaited: the confirmation closes once the listing is deleted, not once the list has reloaded.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey(config.channel) });
    },
  });
}
