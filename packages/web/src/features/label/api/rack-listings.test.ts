import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { afterEach, expect, it, vi } from 'vitest';
import { pagedListsServer } from '../../../../test/paged-lists-server.ts';
import { loadRackListings } from './rack-listings.ts';

afterEach(() => vi.unstubAllGlobals());

it('Label reads every listing of each marketplace, past the first page of 10,000', async () => {
  const total = MAX_PAGE_SIZE + 3;
  pagedListsServer(total);
  const racks = await loadRackListings();
  expect(racks.meesho).toHaveLength(total);
  expect(racks.flipkart.at(-1)!.skuid).toBe(`SKU-${total - 1}`);
});
