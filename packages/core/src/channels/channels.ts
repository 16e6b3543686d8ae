// The five sales channels and the two kinds of fee category: what differs between them for pricing
// (docs/fee-model.md), how the GraphQL API names them and where their screens are. This is the one table:
// the server generates its schema and resolvers from it and the web app its tabs and routes.

export const CHANNELS = ['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'] as const;
export type Channel = (typeof CHANNELS)[number];

export type CategoryKind = 'flipkart' | 'amazon';

export interface ChannelInfo {
  /** Text people read: "Flipkart", "Little Kid". */
  readonly label: string;
  /** Flipkart and Amazon need a fee category; the others have none. */
  readonly category: CategoryKind | null;
  /** The listing field holding the category relation. */
  readonly categoryField: 'flipkartProductCategory' | 'amazonProductCategory' | null;
  /** Meesho has no shipping fee (S = 0). */
  readonly hasShippingFee: boolean;
  /** The label for a leftover of 0 or of 2 and above. */
  readonly aboveLabel: 'Extra' | 'Profit';
  /** GraphQL type prefix: FlipkartListing, FlipkartListingInput, createFlipkartListing… */
  readonly typeName: 'Flipkart' | 'Amazon' | 'Meesho' | 'LittleKid' | 'TrendyHandy';
  /** The list query and its count. */
  readonly listField: `${Channel}Listings`;
  readonly countField: `${Channel}ListingCount`;
  /** The field Product gains; Amazon's is amazonListing (the contract's spelling, still a list). */
  readonly productField: string;
  /** The route of the channel's listing tab. */
  readonly path: string;
  /** The channel in URLs: `/files/reports/sale/little-kid`, `/billing/marketplace/upload/little-kid-sale`. */
  readonly slug: 'flipkart' | 'amazon' | 'meesho' | 'little-kid' | 'trendy-handy';
  /** A stored order line's settlement and amount received on the wire, in the old system's spelling. */
  readonly settlementField: `${Channel}setlment`;
  readonly receivedField: `amountRecieveFrom${ChannelInfo['typeName']}`;
}

export const CHANNEL_INFO: Readonly<Record<Channel, ChannelInfo>> = {
  flipkart: {
    label: 'Flipkart',
    category: 'flipkart',
    categoryField: 'flipkartProductCategory',
    hasShippingFee: true,
    aboveLabel: 'Extra',
    typeName: 'Flipkart',
    listField: 'flipkartListings',
    countField: 'flipkartListingCount',
    productField: 'flipkartListings',
    path: '/listing',
    slug: 'flipkart',
    settlementField: 'flipkartsetlment',
    receivedField: 'amountRecieveFromFlipkart',
  },
  amazon: {
    label: 'Amazon',
    category: 'amazon',
    categoryField: 'amazonProductCategory',
    hasShippingFee: true,
    aboveLabel: 'Profit',
    typeName: 'Amazon',
    listField: 'amazonListings',
    countField: 'amazonListingCount',
    productField: 'amazonListing',
    path: '/listing/amazon',
    slug: 'amazon',
    settlementField: 'amazonsetlment',
    receivedField: 'amountRecieveFromAmazon',
  },
  meesho: {
    label: 'Meesho',
    category: null,
    categoryField: null,
    hasShippingFee: false,
    aboveLabel: 'Profit',
    typeName: 'Meesho',
    listField: 'meeshoListings',
    countField: 'meeshoListingCount',
    productField: 'meeshoListings',
    path: '/listing/meesho',
    slug: 'meesho',
    settlementField: 'meeshosetlment',
    receivedField: 'amountRecieveFromMeesho',
  },
  littleKid: {
    label: 'Little Kid',
    category: null,
    categoryField: null,
    hasShippingFee: true,
    aboveLabel: 'Extra',
    typeName: 'LittleKid',
    listField: 'littleKidListings',
    countField: 'littleKidListingCount',
    productField: 'littleKidListings',
    path: '/listing/little-kid',
    slug: 'little-kid',
    settlementField: 'littleKidsetlment',
    receivedField: 'amountRecieveFromLittleKid',
  },
  trendyHandy: {
    label: 'Trendy Handy',
    category: null,
    categoryField: null,
    hasShippingFee: true,
    aboveLabel: 'Extra',
    typeName: 'TrendyHandy',
    listField: 'trendyHandyListings',
    countField: 'trendyHandyListingCount',
    productField: 'trendyHandyListings',
    path: '/listing/trendy-handy',
    slug: 'trendy-handy',
    settlementField: 'trendyHandysetlment',
    receivedField: 'amountRecieveFromTrendyHandy',
  },
};

/**
 * CHANNEL_INFO[channel], found by comparing the name: a keyed lookup with five different keys is one
 * V8 cannot cache, and it costs several times more than these comparisons on a hot path.
 */
export function channelInfo(channel: Channel): ChannelInfo {
  if (channel === 'flipkart') return CHANNEL_INFO.flipkart;
  if (channel === 'amazon') return CHANNEL_INFO.amazon;
  if (channel === 'meesho') return CHANNEL_INFO.meesho;
  if (channel === 'littleKid') return CHANNEL_INFO.littleKid;
  if (channel === 'trendyHandy') return CHANNEL_INFO.trendyHandy;
  return CHANNEL_INFO[channel];
}

/** The channel a URL names by its slug (`little-kid`), or null. */
export function channelFromSlug(slug: string): Channel | null {
  return CHANNELS.find((c) => CHANNEL_INFO[c].slug === slug) ?? null;
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** One slab list of a fee category: its API field and what its third value means. */
export interface SlabListInfo {
  readonly field: 'commissionPercent' | 'fixedFeePercent' | 'collectionFeePercent' | 'referalFeePercent';
  /** The name of the third value in messages ("Slab 2: Fee must be a number"). */
  readonly valueLabel: 'Percent' | 'Fee';
  /** The schema's description of the list. */
  readonly description: string;
}

export interface CategoryKindInfo {
  readonly kind: CategoryKind;
  readonly label: string;
  /** GraphQL names: the object type (and its input, FlipkartProductCategoryInput) and the list query. */
  readonly typeName: 'FlipkartProductCategory' | 'AmazonProductCategory';
  readonly listField: 'flipkartProductCategories' | 'amazonProductCategories';
  /** The route of the kind's Category tab. */
  readonly path: string;
  readonly lists: readonly SlabListInfo[];
}

/** The two kinds of fee category and their slab lists. */
export const CATEGORY_KINDS: Readonly<Record<CategoryKind, CategoryKindInfo>> = {
  flipkart: {
    kind: 'flipkart',
    label: 'Flipkart',
    typeName: 'FlipkartProductCategory',
    listField: 'flipkartProductCategories',
    path: '/listing/category/flipkart',
    lists: [
      {
        field: 'commissionPercent',
        valueLabel: 'Percent',
        description: 'commission: rupee price from - to => percent of the price',
      },
      {
        field: 'fixedFeePercent',
        valueLabel: 'Fee',
        description: 'fixed fee: rupee price from - to => rupee fee',
      },
      {
        field: 'collectionFeePercent',
        valueLabel: 'Fee',
        description: 'collection fee: a value above 2 is a rupee amount, otherwise a percent of the price',
      },
    ],
  },
  amazon: {
    kind: 'amazon',
    label: 'Amazon',
    typeName: 'AmazonProductCategory',
    listField: 'amazonProductCategories',
    path: '/listing/category/amazon',
    lists: [
      {
        field: 'referalFeePercent',
        valueLabel: 'Percent',
        description: 'referral fee: rupee price from - to => percent of the price',
      },
    ],
  },
};

/**
 * The page of fee categories the list queries answer by default and the web app reads at a time (the
 * old system read 500 at a time). A category carries every version of its slab lists, so its page is
 * smaller than a page of listings; the query-cost budget is checked at this size.
 */
export const CATEGORY_PAGE_SIZE = 500;

export const CATEGORY_KIND_LIST: readonly CategoryKindInfo[] = [
  CATEGORY_KINDS.flipkart,
  CATEGORY_KINDS.amazon,
];
