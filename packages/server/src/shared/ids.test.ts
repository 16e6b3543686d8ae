import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the milliseconds', () => {
    const ms = Date.UTC(2026, 10, 23, 14, 30);
    const id = timeOrderedId(ms);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
  });

  it('sorts in the order the ids were made, within one millisecond and past 4,096 of them', () => {
    const ms = Date.UTC(2030, 0, 1);
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId(ms));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    // 10,000 ids in one millisecond borrow the next two.
    expect(parseInt(ids.at(-1)!.slice(0, 8) + ids.at(-1)!.slice(9, 13), 16)).toBe(ms + 2);
  });

  it('never goes back when the clock does', () => {
    const a = timeOrderedId(Date.UTC(2031, 0, 1));
    const b = timeOrderedId(Date.UTC(2020, 0, 1));
    expect(b > a).toBe(true);
  });
});
