import { useQuery } from '@tanstack/react-query';
import type { BulkNameLookups } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const BulkLookups = graphql(`
  query BulkLookups {
    products(first: 10000) {
      id
      productName
    }
    flipkartProductCategories(first: 500) {
      id
      name
    }
    amazonProductCategories(first: 500) {
      id
      name
    }
  }
`);

/** The stored product and category names, so a file's names are checked before anything is sent. */
export function useBulkLookups() {
  return useQuery({
    queryKey: ['bulk', 'lookups'],
    queryFn: async (): Promise<BulkNameLookups> => {
      const data = await graphqlRequest(BulkLookups);
      return {
        productNames: data.products.map((p) => p.productName),
        flipkartCategoryNames: data.flipkartProductCategories.map((c) => c.name),
        amazonCategoryNames: data.amazonProductCategories.map((c) => c.name),
      };
    },
  });
}
