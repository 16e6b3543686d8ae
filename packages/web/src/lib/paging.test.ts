import { describe, expect, it } from 'vitest';
import {
  fetchAllPages,
  loadCountedPages,
  nextShown,
  planPages,
  type CountedPage,
  type LoadedList,
  type PageRequest,
} from './paging.ts';

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

describe('planPages', () => {
  it('plans the pages after the first from the count, the last one short', () => {
    expect(planPages(5000, 250, 1000)).toEqual([
      { skip: 250, first: 1000 },
      { skip: 1250, first: 1000 },
      { skip: 2250, first: 1000 },
      { skip: 3250, first: 1000 },
      { skip: 4250, first: 750 },
    ]);
  });
  it('plans nothing when the first page holds the whole list', () => {
    expect(planPages(0, 200, 1000)).toEqual([]);
    expect(planPages(200, 200, 1000)).toEqual([]);
    expect(planPages(201, 200, 1000)).toEqual([{ skip: 200, first: 1 }]);
  });
  it('covers every row exactly once', () => {
    for (const count of [1, 199, 999, 1000, 1001, 4321, 25_000]) {
      const pages = [{ skip: 0, first: 200 }, ...planPages(count, 200, 1000)];
      const covered = pages.reduce((n, p, i) => {
        expect(p.skip).toBe(i === 0 ? 0 : n);
        return p.skip + p.first;
      }, 0);
      expect(Math.min(covered, count)).toBe(count);
      expect(covered - count).toBeLessThan(200);
    }
  });
  it('refuses page sizes that are not positive integers', () => {
    expect(() => planPages(10, 0, 1000)).toThrow(RangeError);
    expect(() => planPages(10, 100, 1.5)).toThrow(RangeError);
  });
});

/** A list on a server that answers each page with the count; `delay` says how long a page takes. */
function countedSource(initial: number, delay: (page: PageRequest) => number = () => 0) {
  let rows = Array.from({ length: initial }, (_, i) => `r${i}`);
  const calls: PageRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = async (page: PageRequest): Promise<CountedPage<string>> => {
    calls.push(page);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, delay(page)));
    inFlight--;
    return { items: rows.slice(page.skip, page.skip + page.first), count: rows.length };
  };
  return {
    calls,
    fetchPage,
    get maxInFlight() {
      return maxInFlight;
    },
    change(next: (rows: string[]) => string[]) {
      rows = next(rows);
    },
  };
}

const id = (row: string) => row;

/** Loads a list of `initial` rows that someone changes once, just after its first page is answered. */
async function loadChangingOnce(initial: number, change: (rows: string[]) => string[]) {
  const source = countedSource(initial);
  let changed = false;
  return loadCountedPages({
    fetchPage: async (page) => {
      const answer = await source.fetchPage(page);
      if (!changed && page.skip === 0) {
        changed = true;
        source.change(change);
      }
      return answer;
    },
    idOf: id,
    firstPageSize: 200,
    pageSize: 1000,
  });
}

describe('loadCountedPages', () => {
  it('loads every row, reporting the first page at once and then longer runs in order', async () => {
    // Later pages answer sooner: the progress still grows from the start of the list.
    const source = countedSource(2450, (page) => (page.skip === 0 ? 0 : 30 - page.skip / 100));
    const progress: Array<[number, number]> = [];
    const all = await loadCountedPages({
      fetchPage: source.fetchPage,
      idOf: id,
      firstPageSize: 250,
      pageSize: 1000,
      concurrency: 3,
      onProgress: (loaded, count) => {
        expect(loaded[loaded.length - 1]).toBe(`r${loaded.length - 1}`);
        progress.push([loaded.length, count]);
      },
    });
    expect(all).toHaveLength(2450);
    expect(new Set(all).size).toBe(2450);
    expect(progress[0]).toEqual([250, 2450]);
    expect(progress[progress.length - 1]).toEqual([2450, 2450]);
    const lengths = progress.map(([n]) => n);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    expect(source.calls).toHaveLength(4);
    // each later page with the row before it, to check that it joins up with the page before
    expect(source.calls.slice(1).sort((a, b) => a.skip - b.skip)).toEqual([
      { skip: 249, first: 1001 },
      { skip: 1249, first: 1001 },
      { skip: 2249, first: 201 },
    ]);
    expect(source.maxInFlight).toBe(3);
  });
  it('asks for one page only when the list fits in it', async () => {
    const source = countedSource(120);
    expect(
      await loadCountedPages({ fetchPage: source.fetchPage, idOf: id, firstPageSize: 200, pageSize: 1000 }),
    ).toHaveLength(120);
    expect(source.calls).toEqual([{ first: 200, skip: 0 }]);
  });
  it('returns an empty list for an empty source', async () => {
    const source = countedSource(0);
    expect(
      await loadCountedPages({ fetchPage: source.fetchPage, idOf: id, firstPageSize: 200, pageSize: 1000 }),
    ).toEqual([]);
  });
  it('keeps at most `concurrency` pages in flight', async () => {
    const source = countedSource(5200, () => 5);
    await loadCountedPages({
      fetchPage: source.fetchPage,
      idOf: id,
      firstPageSize: 200,
      pageSize: 1000,
      concurrency: 2,
    });
    expect(source.maxInFlight).toBe(2);
    expect(source.calls).toHaveLength(6);
  });
  it('loads again when a row is deleted while it loads, so that no row is cut', async () => {
    // Someone deletes r5 after the first page: every later row moves up one place.
    const all = await loadChangingOnce(2200, (rows) => rows.filter((r) => r !== 'r5'));
    expect(all).toHaveLength(2199);
    expect(all).not.toContain('r5');
    expect(all).toContain('r200');
  });
  it('loads again when a row is deleted and another added while it loads, though the count is the same', async () => {
    // r5 goes and a new row comes at the end: the count stays 2,200, but every row after r5 moves up one
    // place, so a page asked for by place alone would start one row late and miss r200.
    const all = await loadChangingOnce(2200, (rows) => [...rows.filter((r) => r !== 'r5'), 'r-new']);
    expect(all).toHaveLength(2200);
    expect(all).toContain('r200');
    expect(all).toContain('r1200');
    expect(all).toContain('r-new');
    expect(all).not.toContain('r5');
  });
  it('loads again when a row is added while it loads, and keeps a row seen twice once', async () => {
    const all = await loadChangingOnce(1500, (rows) => ['r-new', ...rows]);
    expect(all).toHaveLength(1501);
    expect(new Set(all).size).toBe(1501);
  });
  it('gives up loading again after `attempts`, without duplicates', async () => {
    const source = countedSource(1500);
    const all = await loadCountedPages({
      fetchPage: async (page) => {
        const answer = await source.fetchPage(page);
        if (page.skip === 0) source.change((rows) => [`n${rows.length}`, ...rows]);
        return answer;
      },
      idOf: id,
      firstPageSize: 200,
      pageSize: 1000,
      attempts: 2,
    });
    expect(source.calls.filter((c) => c.skip === 0)).toHaveLength(2);
    expect(new Set(all).size).toBe(all.length);
  });
  it('fails when a page fails, and asks for no more pages', async () => {
    const source = countedSource(5000);
    const failing = async (page: PageRequest) => {
      if (page.skip === 1199) throw new Error('offline');
      return source.fetchPage(page);
    };
    await expect(
      loadCountedPages({ fetchPage: failing, idOf: id, firstPageSize: 200, pageSize: 1000, concurrency: 1 }),
    ).rejects.toThrow('offline');
    expect(source.calls.map((c) => c.skip)).toEqual([0, 199]);
  });
  it('stops when aborted', async () => {
    const source = countedSource(5000, () => 5);
    const controller = new AbortController();
    const loading = loadCountedPages({
      fetchPage: source.fetchPage,
      idOf: id,
      firstPageSize: 200,
      pageSize: 1000,
      concurrency: 1,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('left the tab')),
    });
    await expect(loading).rejects.toThrow('left the tab');
    expect(source.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('nextShown', () => {
  const list = (n: number, complete: boolean): LoadedList<number> => ({
    items: Array.from({ length: n }, (_, i) => i),
    count: 5000,
    complete,
  });
  it('shows each longer run on the first load', () => {
    expect(nextShown(undefined, [1, 2], 5000)).toEqual({ items: [1, 2], count: 5000, complete: false });
    expect(nextShown(list(200, false), list(1200, false).items, 5000)?.items).toHaveLength(1200);
  });
  it('keeps a complete list while it reloads (the reload replaces it once complete)', () => {
    const shown = list(5000, true);
    expect(nextShown(shown, list(4999, false).items, 5000)).toBe(shown);
  });
  it('never shrinks what is shown while it reloads', () => {
    const shown = list(2200, false);
    expect(nextShown(shown, list(200, false).items, 5000)).toBe(shown);
    expect(nextShown(shown, list(2200, false).items, 5000)).not.toBe(shown);
  });
});
