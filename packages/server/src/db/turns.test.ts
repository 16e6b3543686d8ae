import { describe, expect, it } from 'vitest';
import { mapInTurns } from './turns.ts';

describe('mapInTurns', () => {
  it('maps in order and lets other work waiting for the event loop run between chunks', async () => {
    const seen: string[] = [];
    // another request's work, waiting for the next turn of the event loop
    setImmediate(() => seen.push('other'));
    const out = await mapInTurns(
      [1, 2, 3, 4, 5],
      (n, i) => {
        seen.push(`item ${i}`);
        return n * 10;
      },
      2,
    );
    expect(out).toEqual([10, 20, 30, 40, 50]);
    expect(seen).toEqual(['item 0', 'item 1', 'other', 'item 2', 'item 3', 'item 4']);
  });
});
