import type { Channel } from '@seller-desk/core';
import { ListingsGrid } from '../components/listings-grid.tsx';
import { listingChannel } from '../listing-channels.ts';

export function ChannelListingsPage({ channel }: { channel: Channel }) {
  // keyed by channel: a tab switch starts a fresh grid (edits, filters and selection belong to one channel).
  return <ListingsGrid key={channel} config={listingChannel(channel)} />;
}
