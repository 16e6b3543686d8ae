// Which channels a Listing (2) run goes to, and what its buttons say (decision 297). The filter starts
// on the channel the user came from (?channel=flipkart), else on none: a run to every channel is chosen,
// never a default, and each button names how many listings it makes or changes on which channels.
import { BULK_CHANNELS, type BulkChannel } from './api/bulk-listings.ts';
import { formatCount } from '../../lib/format.ts';

/** The filter: a channel, All of them, or none chosen yet (nothing is sent). */
export type BulkFilter = 'All' | BulkChannel | null;

/** The filter a visit starts on: the channel named in the address, in any case, else none. */
export function initialBulkFilter(channelParam: string | null): BulkFilter {
  const wanted = (channelParam ?? '').trim().toLowerCase();
  return BULK_CHANNELS.find((c) => c.toLowerCase() === wanted) ?? null;
}

export const channelsOf = (filter: BulkFilter): BulkChannel[] =>
  filter === null ? [] : filter === 'All' ? [...BULK_CHANNELS] : [filter];

const joinAnd = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "Create 2 listings on Flipkart", "Update 6 listings on Flipkart, Amazon and Meesho"; "Create" with none. */
export function runButtonLabel(verb: 'Create' | 'Update', filter: BulkFilter, rowCount: number): string {
  const channels = channelsOf(filter);
  if (channels.length === 0 || rowCount === 0) return verb;
  const count = rowCount * channels.length;
  return `${verb} ${formatCount(count, 'listing')} on ${joinAnd(channels)}`;
}
