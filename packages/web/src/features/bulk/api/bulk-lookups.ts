import {
  CATEGORY_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type BulkNameLookups,
  type BulkStoredProduct,
} from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';

/** The names the Listing tab checks a file against, a page at a time (fetchAllPages). */
const LookupNames = {
  products: graphql(`
    query BulkProductNames($first: Int!, $skip: Int!) {
      names: products(first: $first, skip: $skip) {
        name: productName
      }
    }
  `),
  flipkartCategories: graphql(`
    query BulkFlipkartCategoryNames($first: Int!, $skip: Int!) {
      names: flipkartProductCategories(first: $first, skip: $skip) {
        name
      }
    }
  `),
  amazonCategories: graphql(`
    query BulkAmazonCategoryNames($first: Int!, $skip: Int!) {
      names: amazonProductCategories(first: $first, skip: $skip) {
        name
      }
    }
  `),
};

/** The stored product and category names, so a file's names are checked before anything is sent. */
export async function loadBulkLookups(): Promise<BulkNameLookups> {
  const names = (list: keyof typeof LookupNames, pageSize: number) =>
    fetchAllPages(
      async (page) => (await graphqlRequest(LookupNames[list], page)).names.map((n) => n.name),
      pageSize,
    );
  const [productNames, flipkartCategoryNames, amazonCategoryNames] = await Promise.all([
    names('products', MAX_PAGE_SIZE),
    names('flipkartCategories', CATEGORY_PAGE_SIZE),
    names('amazonCategories', CATEGORY_PAGE_SIZE),
  ]);
  return { productNames, flipkartCategoryNames, amazonCategoryNames };
}

/** The stored names as one query: loaded as the Listing tab opens, and waited for by a read. */
export const bulkLookupsQuery = { queryKey: ['bulk', 'lookups'], queryFn: loadBulkLookups };

const StoredProducts = graphql(`
  query BulkStoredProducts($first: Int!, $skip: Int!) {
    products(first: $first, skip: $skip) {
      productName
      gst
      gstMode
      hsnCode
    }
  }
`);

/**
 * The stored products' names, GST rates, modes and HSN codes, for the Product tab: a row naming a stored
 * product is checked as its update, its stored rate and code kept (decisions 143 and 152), a rate given
 * to one priced by HSN code named (decision 171).
 */
export function useBulkStoredProducts() {
  return useQuery({
    queryKey: ['bulk', 'stored-products'],
    queryFn: (): Promise<BulkStoredProduct[]> =>
      fetchAllPages(async (page) => (await graphqlRequest(StoredProducts, page)).products, MAX_PAGE_SIZE),
  });
}
