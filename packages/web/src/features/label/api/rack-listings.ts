import { MAX_PAGE_SIZE, skuToolRate, skuToolTax, type SkuToolListing } from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';

/** Each marketplace's listings, a page at a time (every page of them is read: fetchAllPages). */
const RackListings = {
  flipkart: graphql(`
    query FlipkartRackListings($first: Int!, $skip: Int!) {
      listings: flipkartListings(first: $first, skip: $skip) {
        skuid
        img
        productName
        rackNo
        gst
        hsnCode
        products {
          productImage
          gst
        }
      }
    }
  `),
  amazon: graphql(`
    query AmazonRackListings($first: Int!, $skip: Int!) {
      listings: amazonListings(first: $first, skip: $skip) {
        skuid
        img
        productName
        rackNo
        gst
        hsnCode
        products {
          productImage
          gst
        }
      }
    }
  `),
  meesho: graphql(`
    query MeeshoRackListings($first: Int!, $skip: Int!) {
      listings: meeshoListings(first: $first, skip: $skip) {
        skuid
        img
        productName
        rackNo
        gst
        hsnCode
        products {
          productImage
          gst
        }
      }
    }
  `),
};

export const PLATFORMS = ['flipkart', 'amazon', 'meesho'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface RackListing {
  skuid: string;
  img: string | null;
  productName: string | null;
  rackNo: string | null;
  images: string[];
  /** the Listing CSV's GST and HSN cells: the products', the spec's defaults without one (decision 296) */
  tax: { gst: string; hsn: string };
  /** the GST % the Listing CSV's GST cell codes ("GST_18" is 18), as the table shows it; null unknown */
  gstRate: number | null;
}

const highest = (rates: readonly (number | null | undefined)[]): number | null => {
  const known = rates.filter((g): g is number => typeof g === 'number');
  return known.length > 0 ? Math.max(...known) : null;
};

const skuToolCells = (listing: SkuToolListing) => ({
  tax: skuToolTax(listing),
  gstRate: skuToolRate(listing),
});

/** Every listing of the three marketplaces with its image, product names and rack numbers. */
export async function loadRackListings(): Promise<Record<Platform, RackListing[]>> {
  const ofPlatform = (platform: Platform) =>
    fetchAllPages(
      async (page) =>
        (await graphqlRequest(RackListings[platform], page)).listings.map((l): RackListing => ({
          skuid: l.skuid,
          img: l.img ?? null,
          productName: l.productName ?? null,
          rackNo: l.rackNo ?? null,
          images: l.products.flatMap((p) => p.productImage),
          ...skuToolCells({
            productCount: l.products.length,
            gst: l.gst ?? null,
            productGst: highest(l.products.map((p) => p.gst)),
            hsnCode: l.hsnCode ?? null,
          }),
        })),
      MAX_PAGE_SIZE,
    );
  const [flipkart, amazon, meesho] = await Promise.all(PLATFORMS.map(ofPlatform));
  return { flipkart: flipkart!, amazon: amazon!, meesho: meesho! };
}

export function useRackListings() {
  return useQuery({ queryKey: ['label', 'rack-listings'], queryFn: loadRackListings });
}
