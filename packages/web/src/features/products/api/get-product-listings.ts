import { CHANNEL_INFO } from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const ProductListings = graphql(`
  query ProductListings($where: ProductWhereUniqueInput!) {
    product(where: $where) {
      id
      flipkartListings {
        skuid
      }
      amazonListing {
        skuid
      }
      meeshoListings {
        skuid
      }
      littleKidListings {
        skuid
      }
      trendyHandyListings {
        skuid
      }
    }
  }
`);

/** A listing a product is linked to, as a person reads it: "Flipkart FK-12". */
export interface ProductListingLink {
  channelLabel: string;
  skuid: string;
}

export async function productListings(id: string): Promise<ProductListingLink[]> {
  const product = (await graphqlRequest(ProductListings, { where: { id } })).product;
  if (!product) return [];
  return [
    ...product.flipkartListings.map((l) => ({ channelLabel: CHANNEL_INFO.flipkart.label, skuid: l.skuid })),
    ...product.amazonListing.map((l) => ({ channelLabel: CHANNEL_INFO.amazon.label, skuid: l.skuid })),
    ...product.meeshoListings.map((l) => ({ channelLabel: CHANNEL_INFO.meesho.label, skuid: l.skuid })),
    ...product.littleKidListings.map((l) => ({ channelLabel: CHANNEL_INFO.littleKid.label, skuid: l.skuid })),
    ...product.trendyHandyListings.map((l) => ({
      channelLabel: CHANNEL_INFO.trendyHandy.label,
      skuid: l.skuid,
    })),
  ];
}

/** The listings a stored product is linked to, asked for when its delete is asked for (null: no product). */
export function useProductListings(id: string | null) {
  return useQuery({
    queryKey: ['product-listings', id],
    queryFn: () => productListings(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}
