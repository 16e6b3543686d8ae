import { describe, expect, it } from 'vitest';
import { exportHoldOf, loadProgressOf, loadStatusOf } from './load-progress.ts';

describe('loadProgressOf', () => {
  it('is null before the first page and once every page is in', () => {
    expect(loadProgressOf({ data: undefined, error: null, isFetching: true })).toBeNull();
    expect(
      loadProgressOf({ data: { items: [1, 2], count: 2, complete: true }, error: null, isFetching: false }),
    ).toBeNull();
  });

  it('counts the rows in against the larger of the count and the rows, and names a failure once it stopped', () => {
    const data = { items: [1, 2, 3], count: 10, complete: false };
    expect(loadProgressOf({ data, error: null, isFetching: true })).toEqual({
      loaded: 3,
      total: 10,
      error: undefined,
    });
    expect(loadProgressOf({ data, error: new Error('offline'), isFetching: true })?.error).toBeUndefined();
    expect(loadProgressOf({ data, error: new Error('offline'), isFetching: false })?.error).toBe('offline');
    expect(loadProgressOf({ data: { ...data, count: 1 }, error: null, isFetching: true })?.total).toBe(3);
  });
});

describe('exportHoldOf', () => {
  it('lets Export run only once every row is in', () => {
    expect(exportHoldOf(null)).toBeNull();
    expect(exportHoldOf({ loaded: 1_000, total: 12_500 })).toBe(
      'Export is ready once all 12,500 rows are loaded',
    );
  });

  it('says how many rows are in when the rest could not be loaded', () => {
    expect(exportHoldOf({ loaded: 1_000, total: 12_500, error: 'offline' })).toBe(
      'Only 1,000 of 12,500 rows could be loaded: reload the page to export them all',
    );
  });
});

describe('loadStatusOf', () => {
  it('counts the rows in with Indian digit grouping while the list loads', () => {
    expect(loadStatusOf({ loaded: 120_000, total: 250_000 })).toBe('Loading 1,20,000 / 2,50,000…');
  });

  it('says why the rest did not load once a page failed (the grid and the phone cards alike)', () => {
    expect(loadStatusOf({ loaded: 2_000, total: 5_000, error: 'offline' })).toBe(
      'Loaded 2,000 / 5,000; the rest could not be loaded: offline',
    );
  });
});
