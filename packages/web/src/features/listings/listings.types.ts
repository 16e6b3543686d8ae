import type { Slab } from '@seller-desk/core';
import type { CategoryKind, ListingChannelConfig } from './listing-channels.ts';

/** The product fields a listing needs: names, the pricing inputs, stock (Live) and the first image. */
export interface ListingProduct {
  id: string;
  productName: string;
  purchaseCost: number | null;
  gst: number | null;
  stock: number | null;
  productImage: string[];
  img: string | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  rackNo: string | null;
  hsnCode: string | null;
}

export const LISTING_PRODUCT_FIELDS = `
  id productName purchaseCost gst stock productImage img productLength breadth height weight rackNo hsnCode
`;

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

export interface ListingFees {
  commission: number | null;
  fixedFee: number | null;
  collectionFee: number | null;
  referalFee: number | null;
  closingFee: number | null;
  shippingFee: number | null;
  setlmentValueWithoutShipping: number | null;
}

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
  products: ListingProduct[];
  category: { id: string; name: string } | null;
  purchaseCost: number | null;
  totalShippingFee: number | null;
  setlmentValue: number | null;
  afterPurchaseCostDeduct: number | null;
  lossProfit: string | null;
  priceShouldBe: number | null;
  priceCellClass: string | null;
  fees: ListingFees;
  dimensions: ListingDimensions;
  settlementLines: { label: string; value: number | null }[];
  freeDelivery: number | null;
  problems: { field: string; message: string }[];
  img: string | null;
  productName: string | null;
  live: boolean;
  version: number;
}

/** The listing fields of one channel's GraphQL type (Meesho has no shipping fee; two have a category). */
export function listingFields(config: ListingChannelConfig): string {
  return `
    id sno skuid listingPrice profit packing advertisingCost returnCost discount
    productLength breadth height weight ${config.hasShippingFee ? 'shippingFee' : ''}
    products { ${LISTING_PRODUCT_FIELDS} }
    ${config.categoryField ? `${config.categoryField} { id name }` : ''}
    purchaseCost totalShippingFee setlmentValue afterPurchaseCostDeduct lossProfit priceShouldBe priceCellClass
    fees { commission fixedFee collectionFee referalFee closingFee shippingFee setlmentValueWithoutShipping }
    dimensions { productLength breadth height weight }
    settlementLines { label value } freeDelivery problems { field message }
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
