import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingsQueryKey } from './get-listings.ts';

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

/** Spec §4: after a delete the list is refetched. */
export function useDeleteListing(config: ListingChannelConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListing(config, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingsQueryKey(config.channel) }),
  });
}
