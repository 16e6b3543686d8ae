import { describe, expect, it } from 'vitest';
import { loadProgressOf } from './load-progress.ts';

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
