import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { JsonList, jsonStreamWithList } from './json-stream.ts';

describe('jsonStreamWithList', () => {
  it('writes the same JSON as JSON.stringify, whatever the slice size', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ i, name: `"row" ${i}`, none: null }));
    for (const value of [{ total: 7, issues: [{ line: 2 }], rows }, { rows: [] }, { rows }, { total: 0 }])
      for (const perSlice of [1, 3, 7, 100])
        expect(JSON.parse(await text(jsonStreamWithList(value, 'rows', perSlice)))).toEqual({
          ...value,
          rows: value.rows ?? [],
        });
  });

  it('writes a JsonList as the list of every item added, in order, as JSON.stringify writes it', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => [i, `"row" ${i}`, null, i / 3]);
    for (const batches of [[rows], [rows.slice(0, 3), [], rows.slice(3)], [[], []], []]) {
      const list = new JsonList();
      for (const batch of batches) list.add(batch);
      const added = batches.flat();
      expect(list.length).toBe(added.length);
      const written = await text(jsonStreamWithList({ total: added.length, rows: list }, 'rows'));
      expect(JSON.parse(written)).toEqual({ total: added.length, rows: added });
      expect(written).toBe(JSON.stringify({ total: added.length, rows: added }));
      expect(JSON.stringify({ total: added.length, rows: list })).toBe(written);
    }
  });
});
