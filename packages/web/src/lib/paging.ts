/**
 * Loads every page of a list: asks for `pageSize` rows at a time, skipping ahead, until a page comes back
 * short. The old system read only the first 1000 rows; this reads them all (DESIGN.md, flaws fixed).
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { first: number; skip: number }) => Promise<T[]>,
  pageSize = 1000,
): Promise<T[]> {
  if (!Number.isInteger(pageSize) || pageSize <= 0)
    throw new RangeError('pageSize must be a positive integer');
  const all: T[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = await fetchPage({ first: pageSize, skip });
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}
