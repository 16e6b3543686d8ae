import type { ListingChannelConfig } from '../listing-channels.ts';
import { createListing } from './create-listing.ts';
import type { Listing, ListingInput } from './listing-fields.ts';
import { publishListing } from './publish-listing.ts';
import { updateListing } from './update-listing.ts';

/** docs/architecture.md (drafts and publishing): create or update, then publish (to PUBLISHED); the caller then reloads the list. */
export async function saveListing(
  config: ListingChannelConfig,
  id: string | null,
  data: ListingInput,
): Promise<Listing> {
  const saved = id === null ? await createListing(config, data) : await updateListing(config, id, data);
  return publishListing(config, saved.id);
}
