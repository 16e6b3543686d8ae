import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingFields, normaliseListing, type Listing, type ListingInput } from '../listings.types.ts';

/** `data.version` is the version the editor started from: the server refuses a stale write (CONFLICT). */
export async function updateListing(
  config: ListingChannelConfig,
  id: string,
  data: ListingInput,
): Promise<Listing> {
  const field = `update${config.typeName}Listing`;
  const mutation = `mutation Update${config.typeName}Listing($where: ListingWhereUniqueInput!, $data: ${config.typeName}ListingInput!) {
    ${field}(where: $where, data: $data) { ${listingFields(config)} }
  }`;
  const answer = await graphqlRequest<Record<string, Parameters<typeof normaliseListing>[0]>>(mutation, {
    where: { id },
    data,
  });
  return normaliseListing(answer[field]!);
}
