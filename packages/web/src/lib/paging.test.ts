import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './paging.ts';

function source(total: number) {
  const calls: Array<{ first: number; skip: number }> = [];
  const rows = Array.from({ length: total }, (_, i) => i);
  const fetchPage = async (page: { first: number; skip: number }) => {
    calls.push(page);
    return rows.slice(page.skip, page.skip + page.first);
  };
  return { calls, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads past the first 1000 rows until a page comes back short', async () => {
    const { calls, fetchPage } = source(2500);
    const all = await fetchAllPages(fetchPage);
    expect(all).toHaveLength(2500);
    expect(all[2499]).toBe(2499);
    expect(calls).toEqual([
      { first: 1000, skip: 0 },
      { first: 1000, skip: 1000 },
      { first: 1000, skip: 2000 },
    ]);
  });
  it('asks once more when the total is an exact multiple of the page size', async () => {
    const { calls, fetchPage } = source(2000);
    expect(await fetchAllPages(fetchPage)).toHaveLength(2000);
    expect(calls).toHaveLength(3);
  });
  it('returns an empty list for an empty source', async () => {
    const { fetchPage } = source(0);
    expect(await fetchAllPages(fetchPage)).toEqual([]);
  });
  it('refuses a page size that is not a positive integer', async () => {
    await expect(fetchAllPages(async () => [], 0)).rejects.toThrow(RangeError);
  });
});
