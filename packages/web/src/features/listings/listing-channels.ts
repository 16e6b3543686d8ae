import {
  CATEGORY_KINDS,
  CHANNELS,
  CHANNEL_INFO,
  type CategoryKind,
  type Channel,
  type ChannelInfo,
} from '@seller-desk/core';

/**
 * What the listing screens need to know per channel: core's channel table (label, route, shipping fee,
 * category) with the channel's name; one grid component is driven by it.
 */
export interface ListingChannelConfig extends ChannelInfo {
  readonly channel: Channel;
  /** The kind of category the listing's category relation points to. */
  readonly categoryKind: CategoryKind | null;
  /** Flipkart and Amazon (the channels with a category) open the Settlement Calculator from the image. */
  readonly settlementDrawer: boolean;
}

export type { CategoryKind };

const config = (channel: Channel): ListingChannelConfig => ({
  ...CHANNEL_INFO[channel],
  channel,
  categoryKind: CHANNEL_INFO[channel].category,
  settlementDrawer: CHANNEL_INFO[channel].category !== null,
});

/** The five listing tabs, in core's order. */
export const LISTING_CHANNELS: readonly ListingChannelConfig[] = CHANNELS.map(config);

export function listingChannel(channel: Channel): ListingChannelConfig {
  return LISTING_CHANNELS.find((c) => c.channel === channel) ?? config(channel);
}

export { CATEGORY_KINDS };
