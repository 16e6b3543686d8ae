import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { IN_CHUNK, inChunks, pageArgs } from './paging.ts';

describe('paging arguments', () => {
  it('defaults to the first page of the default size', () => {
    expect(pageArgs({})).toEqual({ first: 1000, skip: 0 });
    expect(pageArgs({ first: null, skip: null }, 500)).toEqual({ first: 500, skip: 0 });
  });

  it.each([
    [{ first: -1 }, 'first'],
    [{ first: MAX_PAGE_SIZE + 1 }, 'first'],
    [{ first: 1.5 }, 'first'],
    [{ skip: -1 }, 'skip'],
  ])('refuses %o naming the argument', (args, field) => {
    expect(() => pageArgs(args)).toThrow(expect.objectContaining({ field }));
  });
});

describe('inChunks', () => {
  it('asks once per chunk of ids and keeps the rows in chunk order', async () => {
    const ids = Array.from({ length: IN_CHUNK * 2 + 3 }, (_, i) => `id-${i}`);
    const sizes: number[] = [];
    const rows = await inChunks(ids, async (chunk) => {
      sizes.push(chunk.length);
      return chunk.map((id) => id.toUpperCase());
    });
    expect(sizes).toEqual([IN_CHUNK, IN_CHUNK, 3]);
    expect(rows).toHaveLength(ids.length);
    expect(rows[0]).toBe('ID-0');
    expect(rows.at(-1)).toBe(`ID-${ids.length - 1}`);
  });

  it('asks nothing for no ids', async () => {
    let calls = 0;
    expect(
      await inChunks([], async () => {
        calls++;
        return [];
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
  });
});
