import {
  CATEGORY_KINDS,
  CHANNELS,
  channelInfo as coreChannelInfo,
  type Channel,
  type ChannelInfo,
} from '@seller-desk/core';

/**
 * A channel as the listings module uses it: core's channel table (CHANNEL_INFO) with the channel's name
 * and its category's GraphQL type; the GraphQL schema and resolvers are generated from it.
 */
export interface ListingChannel extends ChannelInfo {
  readonly channel: Channel;
  readonly categoryKind: ChannelInfo['category'];
  readonly categoryType: 'FlipkartProductCategory' | 'AmazonProductCategory' | null;
}

export const LISTING_CHANNELS: readonly ListingChannel[] = CHANNELS.map((channel) => {
  const info = coreChannelInfo(channel);
  return {
    ...info,
    channel,
    categoryKind: info.category,
    categoryType: info.category === null ? null : CATEGORY_KINDS[info.category].typeName,
  };
});

export const channelInfo = (channel: Channel): ListingChannel =>
  LISTING_CHANNELS.find((c) => c.channel === channel)!;
