import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { afterEach, expect, it, vi } from 'vitest';
import { pagedListsServer } from '../../../../test/paged-lists-server.ts';
import { loadPriceListProducts } from './price-list-products.ts';

afterEach(() => vi.unstubAllGlobals());

it('the price lists read every product, past the first page of 10,000', async () => {
  const asked = pagedListsServer(MAX_PAGE_SIZE + 3);
  expect(await loadPriceListProducts()).toHaveLength(MAX_PAGE_SIZE + 3);
  expect(asked.map((a) => [a.first, a.skip])).toEqual([
    [MAX_PAGE_SIZE, 0],
    [MAX_PAGE_SIZE, MAX_PAGE_SIZE],
  ]);
});
