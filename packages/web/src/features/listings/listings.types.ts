import type { Slab } from '@seller-desk/core';
import type { CategoryKind, ListingChannelConfig } from './listing-channels.ts';

/**
 * The product fields a listing tab needs from the products list: the name (the Products choice), the
 * pricing inputs core's computeListingPricing reads while a row is edited, and the first image's thumbnail.
 */
export interface ListingProduct {
  id: string;
  productName: string;
  purchaseCost: number | null;
  gst: number | null;
  img: string | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
}

export const LISTING_PRODUCT_FIELDS = `
  id productName purchaseCost gst img productLength breadth height weight
`;

/** A listing's linked product as the list query asks for it: the grid needs the ids (and the names). */
export interface LinkedProduct {
  id: string;
  productName: string;
}

export interface FlipkartCategory {
  id: string;
  name: string;
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
  listingCount: number;
  version: number;
}

export interface AmazonCategory {
  id: string;
  name: string;
  referalFeePercent: Slab[];
  listingCount: number;
  version: number;
}

export type Category = FlipkartCategory | AmazonCategory;

export const CATEGORY_FIELDS: Record<CategoryKind, string> = {
  flipkart: `id name commissionPercent { from to precent } fixedFeePercent { from to precent }
    collectionFeePercent { from to precent } listingCount version`,
  amazon: `id name referalFeePercent { from to precent } listingCount version`,
};

export interface FlipkartCategoryInput {
  name?: string;
  commissionPercent?: Slab[];
  fixedFeePercent?: Slab[];
  collectionFeePercent?: Slab[];
  version?: number;
}
export interface AmazonCategoryInput {
  name?: string;
  referalFeePercent?: Slab[];
  version?: number;
}
export type CategoryInput = FlipkartCategoryInput | AmazonCategoryInput;

export interface ListingDimensions {
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
}

/** A listing as the server answers it, the category relation normalised to `category`. */
export interface Listing {
  id: string;
  sno: number;
  skuid: string;
  listingPrice: number | null;
  profit: number | null;
  packing: number | null;
  advertisingCost: number | null;
  returnCost: number | null;
  discount: number | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  shippingFee: number | null;
  products: LinkedProduct[];
  category: { id: string; name: string } | null;
  purchaseCost: number | null;
  lossProfit: string | null;
  priceShouldBe: number | null;
  priceCellClass: string | null;
  dimensions: ListingDimensions;
  /** The Settlement Calculator's lines (fees, Settlement Value, Free Delivery…), as the server computed them. */
  settlementLines: { label: string; value: number | null }[];
  problems: { field: string; message: string }[];
  img: string | null;
  productName: string | null;
  live: boolean;
  version: number;
}

/**
 * The listing fields of one channel's GraphQL type that the grid and the Settlement Calculator show
 * (Meesho has no shipping fee; two have a category). The linked products come as ids and names: their
 * pricing fields are in the products list, which the live pricing of an edited row reads; the fee lines
 * come once, as the drawer's settlementLines.
 */
export function listingFields(config: ListingChannelConfig): string {
  return `
    id sno skuid listingPrice profit packing advertisingCost returnCost discount
    productLength breadth height weight ${config.hasShippingFee ? 'shippingFee' : ''}
    products { id productName }
    ${config.categoryField ? `${config.categoryField} { id name }` : ''}
    purchaseCost lossProfit priceShouldBe priceCellClass
    dimensions { productLength breadth height weight }
    settlementLines { label value } problems { field message }
    img productName live version
  `;
}

type RawListing = Omit<Listing, 'category' | 'shippingFee'> & {
  shippingFee?: number | null;
  flipkartProductCategory?: { id: string; name: string } | null;
  amazonProductCategory?: { id: string; name: string } | null;
};

/** The server's listing with the channel's category field read into `category`. */
export function normaliseListing(raw: RawListing): Listing {
  const { flipkartProductCategory, amazonProductCategory, ...rest } = raw;
  return {
    ...rest,
    shippingFee: raw.shippingFee ?? null,
    category: flipkartProductCategory ?? amazonProductCategory ?? null,
  };
}

/** ListingInput of the contract; every field optional on update, skuid required on create. */
export interface ListingInput {
  skuid?: string;
  listingPrice?: number | null;
  profit?: number | null;
  packing?: number | null;
  advertisingCost?: number | null;
  returnCost?: number | null;
  discount?: number | null;
  productLength?: number | null;
  breadth?: number | null;
  height?: number | null;
  weight?: number | null;
  shippingFee?: number | null;
  products?: { connect?: { id: string }[]; set?: { id: string }[] };
  flipkartProductCategory?: { connect: { id: string } } | { disconnect: true };
  amazonProductCategory?: { connect: { id: string } } | { disconnect: true };
  version?: number;
}
