import { MAX_PAGE_SIZE } from '@seller-desk/core';
import { badInput } from './errors.ts';

/** Ids per SQL IN list: SQLite allows 32,766 bound parameters, PostgreSQL 65,535. */
export const IN_CHUNK = 5000;

export interface Page {
  first: number;
  skip: number;
}

/** `first`/`skip` of every list (docs/architecture.md: nothing is silently cut; a page holds up to 10,000 rows). */
export function pageArgs(args: { first?: number | null; skip?: number | null }, defaultFirst = 1000): Page {
  const first = args.first ?? defaultFirst;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) {
    throw badInput('first', `first must be a whole number from 0 to ${MAX_PAGE_SIZE}`);
  }
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
