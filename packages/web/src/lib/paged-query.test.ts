import { describe, expect, it } from 'vitest';
import { removeLoaded, upsertLoaded, type LoadedList } from './paged-query.ts';

type Row = { id: string; v: number };
const idOf = (row: Row) => row.id;
const list = (complete: boolean): LoadedList<Row> => ({
  items: [
    { id: 'a', v: 1 },
    { id: 'b', v: 1 },
  ],
  count: complete ? 2 : 10,
  complete,
});

describe('upsertLoaded', () => {
  it('replaces a saved row in place', () => {
    const next = upsertLoaded(list(true), { id: 'b', v: 2 }, idOf);
    expect(next?.items).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
    ]);
    expect(next?.count).toBe(2);
  });
  it('adds a new row at the end and counts it', () => {
    const next = upsertLoaded(list(true), { id: 'c', v: 1 }, idOf);
    expect(next?.items.map(idOf)).toEqual(['a', 'b', 'c']);
    expect(next?.count).toBe(3);
    expect(upsertLoaded(list(false), { id: 'c', v: 1 }, idOf)?.count).toBe(11);
  });
  it('leaves a list that is not loaded alone', () => {
    expect(upsertLoaded(undefined, { id: 'c', v: 1 }, idOf)).toBeUndefined();
  });
});

describe('removeLoaded', () => {
  it('removes the rows and lowers the count by as many', () => {
    const next = removeLoaded(list(false), ['a', 'zzz'], idOf);
    expect(next?.items.map(idOf)).toEqual(['b']);
    expect(next?.count).toBe(9);
  });
});
