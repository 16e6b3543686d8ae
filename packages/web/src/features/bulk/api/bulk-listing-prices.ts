import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';

/** Each channel's listings, a page at a time (every page of them is read: fetchAllPages). */
const ListingPrices = {
  flipkart: graphql(`
    query BulkFlipkartListingPrices($first: Int!, $skip: Int!) {
      listings: flipkartListings(first: $first, skip: $skip) {
        skuid
        listingPrice
        hsnCode
        gst
        profit
        afterPurchaseCostDeduct
        products {
          gst
        }
      }
    }
  `),
  amazon: graphql(`
    query BulkAmazonListingPrices($first: Int!, $skip: Int!) {
      listings: amazonListings(first: $first, skip: $skip) {
        skuid
        listingPrice
        hsnCode
        gst
        profit
        afterPurchaseCostDeduct
        products {
          gst
        }
      }
    }
  `),
  meesho: graphql(`
    query BulkMeeshoListingPrices($first: Int!, $skip: Int!) {
      listings: meeshoListings(first: $first, skip: $skip) {
        skuid
        listingPrice
        hsnCode
        gst
        profit
        afterPurchaseCostDeduct
        products {
          gst
        }
      }
    }
  `),
  trendyHandy: graphql(`
    query BulkTrendyHandyListingPrices($first: Int!, $skip: Int!) {
      listings: trendyHandyListings(first: $first, skip: $skip) {
        skuid
        listingPrice
      }
    }
  `),
};

export interface ChannelListing {
  skuid: string;
  listingPrice: number | null;
  hsnCode: string | null;
  /**
   * the GST % the price is taxed at (the fee model's g: a product priced by HSN code at its rule for the
   * listing price today); not priced, the highest fixed rate of the linked products
   */
  gst: number | null;
  /** what a sale earns after every cost: the leftover plus the profit target; null when not computed */
  earned: number | null;
}

const toListing = (l: {
  skuid: string;
  listingPrice?: number | null;
  hsnCode?: string | null;
  gst?: number | null;
  profit?: number | null;
  afterPurchaseCostDeduct?: number | null;
  products?: { gst?: number | null }[];
}): ChannelListing => {
  const gsts = (l.products ?? []).map((p) => p.gst).filter((g): g is number => typeof g === 'number');
  return {
    skuid: l.skuid,
    listingPrice: l.listingPrice ?? null,
    hsnCode: l.hsnCode ?? null,
    gst: l.gst ?? (gsts.length > 0 ? Math.max(...gsts) : null),
    earned:
      typeof l.afterPurchaseCostDeduct === 'number'
        ? Math.round((l.afterPurchaseCostDeduct + (l.profit ?? 0)) * 100) / 100
        : null,
  };
};

type PricedChannel = keyof typeof ListingPrices;

/** Every listing of Flipkart, Amazon, Meesho and Trendy Handy with price, GST, HSN and earnings. */
export async function loadBulkListingPrices(): Promise<Record<PricedChannel, ChannelListing[]>> {
  const ofChannel = (channel: PricedChannel) =>
    fetchAllPages(
      async (page) => (await graphqlRequest(ListingPrices[channel], page)).listings.map(toListing),
      MAX_PAGE_SIZE,
    );
  const [flipkart, amazon, meesho, trendyHandy] = await Promise.all([
    ofChannel('flipkart'),
    ofChannel('amazon'),
    ofChannel('meesho'),
    ofChannel('trendyHandy'),
  ]);
  return { flipkart, amazon, meesho, trendyHandy };
}

export function useBulkListingPrices(enabled = true) {
  return useQuery({ queryKey: ['bulk', 'listing-prices'], enabled, queryFn: loadBulkListingPrices });
}
