import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const RackListings = graphql(`
  query RackListings {
    flipkartListings(first: 10000) {
      skuid
      img
      productName
      rackNo
      products {
        productImage
      }
    }
    amazonListings(first: 10000) {
      skuid
      img
      productName
      rackNo
      products {
        productImage
      }
    }
    meeshoListings(first: 10000) {
      skuid
      img
      productName
      rackNo
      products {
        productImage
      }
    }
  }
`);

export const PLATFORMS = ['flipkart', 'amazon', 'meesho'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface RackListing {
  skuid: string;
  img: string | null;
  productName: string | null;
  rackNo: string | null;
  images: string[];
}

/** Every listing of the three marketplaces with its image, product names and rack numbers. */
export function useRackListings() {
  return useQuery({
    queryKey: ['label', 'rack-listings'],
    queryFn: async (): Promise<Record<Platform, RackListing[]>> => {
      const data = await graphqlRequest(RackListings);
      const map = (l: (typeof data.flipkartListings)[number]): RackListing => ({
        skuid: l.skuid,
        img: l.img ?? null,
        productName: l.productName ?? null,
        rackNo: l.rackNo ?? null,
        images: l.products.flatMap((p) => p.productImage),
      });
      return {
        flipkart: data.flipkartListings.map(map),
        amazon: data.amazonListings.map(map),
        meesho: data.meeshoListings.map(map),
      };
    },
  });
}
