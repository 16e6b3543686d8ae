import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { afterEach, expect, it, vi } from 'vitest';
import { pagedListsServer } from '../../../../test/paged-lists-server.ts';
import { loadBillingProducts } from './billing-api.ts';

afterEach(() => vi.unstubAllGlobals());

it('a line picks from every catalogue product, past the first page of 10,000', async () => {
  const asked = pagedListsServer(MAX_PAGE_SIZE + 3);
  const products = await loadBillingProducts();
  expect(products).toHaveLength(MAX_PAGE_SIZE + 3);
  expect(products.at(-1)!.productName).toBe(`Product ${MAX_PAGE_SIZE + 2}`);
  expect(asked.map((a) => a.skip)).toEqual([0, MAX_PAGE_SIZE]);
});
