import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedListsServer } from '../../../../test/paged-lists-server.ts';
import { loadBulkListingPrices } from './bulk-listing-prices.ts';
import { loadBulkLookups } from './bulk-lookups.ts';

// Bulk tools read every page of the lists they check and price against: a seller with more than
// 10,000 listings on a channel, or products, gets them all (the old system cut at 1,000).
afterEach(() => vi.unstubAllGlobals());

const TOTAL = MAX_PAGE_SIZE + 3;

describe('Bulk tools read whole lists, a page at a time', () => {
  it('every channel’s listings', async () => {
    const asked = pagedListsServer(TOTAL);
    const prices = await loadBulkListingPrices();
    for (const channel of ['flipkart', 'amazon', 'meesho', 'trendyHandy'] as const) {
      expect(prices[channel]).toHaveLength(TOTAL);
      expect(prices[channel].at(-1)!.skuid).toBe(`SKU-${TOTAL - 1}`);
    }
    expect(asked.filter((a) => a.skip === MAX_PAGE_SIZE)).toHaveLength(4);
  });

  it('the product and category names a file is checked against', async () => {
    pagedListsServer(TOTAL);
    const lookups = await loadBulkLookups();
    expect(lookups.productNames).toHaveLength(TOTAL);
    expect(lookups.flipkartCategoryNames).toHaveLength(TOTAL);
    expect(lookups.amazonCategoryNames!.at(-1)).toBe(`Name ${TOTAL - 1}`);
  });
});
