import { CHANNEL_INFO, type Channel } from '@seller-desk/core';

/** What the listing screens need to know per channel; one grid component is driven by it. */
export interface ListingChannelConfig {
  readonly channel: Channel;
  /** Text people read: "Flipkart", "Little Kid". */
  readonly label: string;
  /** The route of the channel's tab (spec §2). */
  readonly path: string;
  /** GraphQL type prefix: FlipkartListing, LittleKidListing… */
  readonly typeName: string;
  /** The list query: flipkartListings… */
  readonly listField: string;
  readonly hasShippingFee: boolean;
  /** The listing's category relation and the kind of category it points to. */
  readonly categoryField: 'flipkartProductCategory' | 'amazonProductCategory' | null;
  readonly categoryKind: CategoryKind | null;
  /** Flipkart and Amazon open the Settlement Calculator from the image (spec §2). */
  readonly settlementDrawer: boolean;
}

export type CategoryKind = 'flipkart' | 'amazon';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const PATHS: Record<Channel, string> = {
  flipkart: '/listing',
  amazon: '/listing/amazon',
  meesho: '/listing/meesho',
  littleKid: '/listing/little-kid',
  trendyHandy: '/listing/trendy-handy',
};

function config(channel: Channel): ListingChannelConfig {
  const info = CHANNEL_INFO[channel];
  return {
    channel,
    label: info.label,
    path: PATHS[channel],
    typeName: pascal(channel),
    listField: `${channel}Listings`,
    hasShippingFee: info.hasShippingFee,
    categoryField: info.categoryField,
    categoryKind: info.category,
    settlementDrawer: info.category !== null,
  };
}

/** The five listing tabs, in the spec's order. */
export const LISTING_CHANNELS: readonly ListingChannelConfig[] = (
  ['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'] as const
).map(config);

export function listingChannel(channel: Channel): ListingChannelConfig {
  return LISTING_CHANNELS.find((c) => c.channel === channel) ?? config(channel);
}

export interface CategoryKindConfig {
  readonly kind: CategoryKind;
  readonly label: string;
  readonly path: string;
  readonly typeName: 'FlipkartProductCategory' | 'AmazonProductCategory';
  readonly listField: 'flipkartProductCategories' | 'amazonProductCategories';
}

export const CATEGORY_KINDS: Record<CategoryKind, CategoryKindConfig> = {
  flipkart: {
    kind: 'flipkart',
    label: 'Flipkart',
    path: '/listing/category/flipkart',
    typeName: 'FlipkartProductCategory',
    listField: 'flipkartProductCategories',
  },
  amazon: {
    kind: 'amazon',
    label: 'Amazon',
    path: '/listing/category/amazon',
    typeName: 'AmazonProductCategory',
    listField: 'amazonProductCategories',
  },
};
