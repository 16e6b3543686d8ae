import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { badInput } from './errors.ts';

/** Ids per SQL IN list: SQLite allows 32,766 bound parameters, PostgreSQL 65,535. */
export const IN_CHUNK = 5000;

export interface Page {
  first: number;
  skip: number;
}

/**
 * The one check of a page's `first` (docs/architecture.md: nothing is silently cut): a whole number from
 * `min` to `max` (a page holds up to 10,000 rows unless its list says fewer), `defaultFirst` when not given.
 */
export function firstArg(
  first: number | null | undefined,
  defaultFirst: number,
  max = MAX_PAGE_SIZE,
  min = 0,
): number {
  const n = first ?? defaultFirst;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badInput('first', `first must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** `first`/`skip` of every list paged by offset: `first` by firstArg, `skip` a whole number of 0 or more. */
export function pageArgs(
  args: { first?: number | null; skip?: number | null },
  defaultFirst = 1000,
  max = MAX_PAGE_SIZE,
): Page {
  const first = firstArg(args.first, defaultFirst, max);
  const skip = args.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip', 'skip must be a whole number of 0 or more');
  return { first, skip };
}

/** Runs `query` once per chunk of `ids` (at most IN_CHUNK each) and joins the rows, chunk by chunk. */
export async function inChunks<T>(
  ids: readonly string[],
  query: (chunk: readonly string[]) => Promise<readonly T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) out.push(...(await query(ids.slice(i, i + IN_CHUNK))));
  return out;
}
