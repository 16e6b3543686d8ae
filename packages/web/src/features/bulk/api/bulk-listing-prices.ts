import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const BulkListingPrices = graphql(`
  query BulkListingPrices {
    flipkartListings(first: 10000) {
      skuid
      listingPrice
      hsnCode
      profit
      afterPurchaseCostDeduct
      products {
        gst
      }
    }
    amazonListings(first: 10000) {
      skuid
      listingPrice
      hsnCode
      profit
      afterPurchaseCostDeduct
      products {
        gst
      }
    }
    meeshoListings(first: 10000) {
      skuid
      listingPrice
      hsnCode
      profit
      afterPurchaseCostDeduct
      products {
        gst
      }
    }
    trendyHandyListings(first: 10000) {
      skuid
      listingPrice
    }
  }
`);

export interface ChannelListing {
  skuid: string;
  listingPrice: number | null;
  hsnCode: string | null;
  /** the highest GST % of the linked products (the fee model's g) */
  gst: number | null;
  /** what a sale earns after every cost: the leftover plus the profit target; null when not computed */
  earned: number | null;
}

const toListing = (l: {
  skuid: string;
  listingPrice?: number | null;
  hsnCode?: string | null;
  profit?: number | null;
  afterPurchaseCostDeduct?: number | null;
  products?: { gst?: number | null }[];
}): ChannelListing => {
  const gsts = (l.products ?? []).map((p) => p.gst).filter((g): g is number => typeof g === 'number');
  return {
    skuid: l.skuid,
    listingPrice: l.listingPrice ?? null,
    hsnCode: l.hsnCode ?? null,
    gst: gsts.length > 0 ? Math.max(...gsts) : null,
    earned:
      typeof l.afterPurchaseCostDeduct === 'number'
        ? Math.round((l.afterPurchaseCostDeduct + (l.profit ?? 0)) * 100) / 100
        : null,
  };
};

/** Every listing of Flipkart, Amazon, Meesho and Trendy Handy with price, GST, HSN and earnings. */
export function useBulkListingPrices(enabled = true) {
  return useQuery({
    queryKey: ['bulk', 'listing-prices'],
    enabled,
    queryFn: async () => {
      const data = await graphqlRequest(BulkListingPrices);
      return {
        flipkart: data.flipkartListings.map(toListing),
        amazon: data.amazonListings.map(toListing),
        meesho: data.meeshoListings.map(toListing),
        trendyHandy: data.trendyHandyListings.map(toListing),
      };
    },
  });
}
