import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { jsonStreamWithList } from './json-stream.ts';

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
});
