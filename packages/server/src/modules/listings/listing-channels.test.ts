import { describe, expect, it } from 'vitest';
import { LISTING_CHANNELS } from './listing-channels.ts';
import { listingsSchema } from './listings.schema.ts';

describe('listing channel table', () => {
  it('names every channel as the GraphQL contract does', () => {
    expect(
      LISTING_CHANNELS.map((c) => [c.typeName, c.listField, c.countField, c.productField, c.categoryField]),
    ).toEqual([
      ['Flipkart', 'flipkartListings', 'flipkartListingCount', 'flipkartListings', 'flipkartProductCategory'],
      ['Amazon', 'amazonListings', 'amazonListingCount', 'amazonListing', 'amazonProductCategory'],
      ['Meesho', 'meeshoListings', 'meeshoListingCount', 'meeshoListings', null],
      ['LittleKid', 'littleKidListings', 'littleKidListingCount', 'littleKidListings', null],
      ['TrendyHandy', 'trendyHandyListings', 'trendyHandyListingCount', 'trendyHandyListings', null],
    ]);
  });

  it('gives Meesho no shipping fee, in its type and in its input', () => {
    const block = (name: string) => new RegExp(`(type|input) ${name} \\{[^}]*\\}`).exec(listingsSchema)![0];
    expect(block('MeeshoListing')).not.toMatch(/shippingFee/);
    expect(block('MeeshoListingInput')).not.toMatch(/shippingFee/);
    expect(block('AmazonListing')).toMatch(/shippingFee: Float/);
    expect(block('AmazonListingInput')).toMatch(/amazonProductCategory: CategoryRelationInput/);
  });
});
