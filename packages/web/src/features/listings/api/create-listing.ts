import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingFields, normaliseListing, type Listing, type ListingInput } from '../listings.types.ts';

export async function createListing(config: ListingChannelConfig, data: ListingInput): Promise<Listing> {
  const field = `create${config.typeName}Listing`;
  const mutation = `mutation Create${config.typeName}Listing($data: ${config.typeName}ListingInput!) {
    ${field}(data: $data) { ${listingFields(config)} }
  }`;
  const answer = await graphqlRequest<Record<string, Parameters<typeof normaliseListing>[0]>>(mutation, {
    data,
  });
  return normaliseListing(answer[field]!);
}
