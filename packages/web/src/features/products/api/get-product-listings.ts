import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
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
  const byChannel: [Channel, readonly { skuid: string }[]][] = [
    ['flipkart', product.flipkartListings],
    ['amazon', product.amazonListing],
    ['meesho', product.meeshoListings],
    ['littleKid', product.littleKidListings],
    ['trendyHandy', product.trendyHandyListings],
  ];
  return byChannel.flatMap(([channel, listings]) =>
    listings.map((l) => ({ channelLabel: CHANNEL_INFO[channel].label, skuid: l.skuid })),
  );
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
