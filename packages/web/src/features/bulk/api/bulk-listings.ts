import type { BulkListingRow } from '@seller-desk/core';
import type { BulkRowResult } from '../../../lib/batch-run.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type {
  AmazonListingBulkInput,
  FlipkartListingBulkInput,
  MeeshoListingBulkInput,
} from '../../../lib/gql/graphql.ts';

/** The channels the Listing tab's Filter sends to. */
export const BULK_CHANNELS = ['Flipkart', 'Amazon', 'Meesho'] as const;
export type BulkChannel = (typeof BULK_CHANNELS)[number];

const CreateFlipkart = graphql(`
  mutation CreateManyFlipkartListings($data: [FlipkartListingBulkInput!]!) {
    createManyFlipkartListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);
const UpdateFlipkart = graphql(`
  mutation UpdateManyFlipkartListings($data: [FlipkartListingUpdateManyInput!]!) {
    updateManyFlipkartListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);
const CreateAmazon = graphql(`
  mutation CreateManyAmazonListings($data: [AmazonListingBulkInput!]!) {
    createManyAmazonListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);
const UpdateAmazon = graphql(`
  mutation UpdateManyAmazonListings($data: [AmazonListingUpdateManyInput!]!) {
    updateManyAmazonListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);
const CreateMeesho = graphql(`
  mutation CreateManyMeeshoListings($data: [MeeshoListingBulkInput!]!) {
    createManyMeeshoListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);
const UpdateMeesho = graphql(`
  mutation UpdateManyMeeshoListings($data: [MeeshoListingUpdateManyInput!]!) {
    updateManyMeeshoListings(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);

/** A read row as a channel's bulk input: Meesho has no shipping fee and no category. */
function inputFor(
  channel: BulkChannel,
  row: BulkListingRow,
): FlipkartListingBulkInput & AmazonListingBulkInput {
  const { flipkartCategory, amazonCategory, products, ...fields } = row;
  const input: FlipkartListingBulkInput & AmazonListingBulkInput = { ...fields };
  if (products !== undefined) input.productNames = products;
  if (channel === 'Flipkart' && flipkartCategory !== undefined) input.categoryName = flipkartCategory;
  if (channel === 'Amazon' && amazonCategory !== undefined) input.categoryName = amazonCategory;
  if (channel === 'Meesho') delete input.shippingFee;
  return input;
}

export async function createManyListings(
  channel: BulkChannel,
  rows: BulkListingRow[],
): Promise<BulkRowResult[]> {
  const data = rows.map((r) => inputFor(channel, r));
  if (channel === 'Flipkart')
    return (await graphqlRequest(CreateFlipkart, { data })).createManyFlipkartListings;
  if (channel === 'Amazon') return (await graphqlRequest(CreateAmazon, { data })).createManyAmazonListings;
  const meesho: MeeshoListingBulkInput[] = data.map(({ categoryName: _c, ...rest }) => rest);
  return (await graphqlRequest(CreateMeesho, { data: meesho })).createManyMeeshoListings;
}

/** Updates by SKU; the SKU itself is not changed. */
export async function updateManyListings(
  channel: BulkChannel,
  rows: BulkListingRow[],
): Promise<BulkRowResult[]> {
  const data = rows.map((r) => {
    const { skuid, ...rest } = inputFor(channel, r);
    return { where: { skuid }, data: rest };
  });
  if (channel === 'Flipkart')
    return (await graphqlRequest(UpdateFlipkart, { data })).updateManyFlipkartListings;
  if (channel === 'Amazon') return (await graphqlRequest(UpdateAmazon, { data })).updateManyAmazonListings;
  const meesho = data.map(({ where, data: { categoryName: _c, ...rest } }) => ({ where, data: rest }));
  return (await graphqlRequest(UpdateMeesho, { data: meesho })).updateManyMeeshoListings;
}
