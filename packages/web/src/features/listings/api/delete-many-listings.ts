import { graphqlRequest } from '../../../lib/graphql-client.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';

export interface BatchRowResult {
  id: string;
  ok: boolean;
  message: string | null;
}

/** The grid's "Delete selected": one request, one result per id (DESIGN.md: no hard-coded id list). */
export async function deleteManyListings(
  config: ListingChannelConfig,
  ids: string[],
): Promise<BatchRowResult[]> {
  const field = `deleteMany${config.typeName}Listings`;
  const mutation = `mutation DeleteMany${config.typeName}Listings($ids: [ID!]!) { ${field}(ids: $ids) { id ok message } }`;
  const answer = await graphqlRequest<Record<string, BatchRowResult[]>>(mutation, { ids });
  return answer[field] ?? [];
}
