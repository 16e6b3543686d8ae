import { CHANNELS, CHANNEL_INFO, type Channel } from '@seller-desk/core';
import type { CategoryKindValue } from '../../db/types.ts';

/** What the server needs to know per channel; the GraphQL schema and resolvers are generated from it. */
export interface ListingChannel {
  readonly channel: Channel;
  /** Text people read: "Flipkart", "Little Kid". */
  readonly label: string;
  /** GraphQL type prefix: FlipkartListing, LittleKidListing… */
  readonly typeName: string;
  /** The list query (flipkartListings) and its count (flipkartListingCount). */
  readonly listField: string;
  readonly countField: string;
  /** The field Product gains; Amazon's is amazonListing (the spec's spelling, still a list). */
  readonly productField: string;
  readonly hasShippingFee: boolean;
  readonly categoryKind: CategoryKindValue | null;
  readonly categoryField: 'flipkartProductCategory' | 'amazonProductCategory' | null;
  readonly categoryType: 'FlipkartProductCategory' | 'AmazonProductCategory' | null;
}

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const LISTING_CHANNELS: readonly ListingChannel[] = CHANNELS.map((channel) => {
  const info = CHANNEL_INFO[channel];
  return {
    channel,
    label: info.label,
    typeName: pascal(channel),
    listField: `${channel}Listings`,
    countField: `${channel}ListingCount`,
    productField: channel === 'amazon' ? 'amazonListing' : `${channel}Listings`,
    hasShippingFee: info.hasShippingFee,
    categoryKind: info.category,
    categoryField: info.categoryField,
    categoryType:
      info.category === 'flipkart'
        ? 'FlipkartProductCategory'
        : info.category === 'amazon'
          ? 'AmazonProductCategory'
          : null,
  };
});

export const channelInfo = (channel: Channel): ListingChannel =>
  LISTING_CHANNELS.find((c) => c.channel === channel)!;
