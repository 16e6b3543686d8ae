import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingFields, normaliseListing, type Listing } from '../listings.types.ts';

export async function publishListing(config: ListingChannelConfig, id: string): Promise<Listing> {
  const field = `publish${config.typeName}Listing`;
  const mutation = `mutation Publish${config.typeName}Listing($where: CategoryWhereUniqueInput!) {
    ${field}(where: $where, to: PUBLISHED) { ${listingFields(config)} }
  }`;
  const answer = await graphqlRequest<Record<string, Parameters<typeof normaliseListing>[0]>>(mutation, {
    where: { id },
  });
  return normaliseListing(answer[field]!);
}
