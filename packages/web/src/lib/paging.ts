/**
 * Loads every page of a list: asks for `pageSize` rows at a time, skipping ahead, until a page comes back
 * short. The old system read only the first 1000 rows; this reads them all (docs/architecture.md, flaws fixed).
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

export interface PageRequest {
  first: number;
  skip: number;
}

/** One page of a list with the list's count, asked for in the same request. */
export interface CountedPage<T> {
  items: T[];
  count: number;
}

/**
 * The pages after a first page of `firstPageSize` rows, covering a list of `count` rows in pages of
 * `pageSize`: planPages(5000, 250, 1000) → skip 250, 1250, 2250, 3250, 4250 (the last asks for 750).
 */
export function planPages(count: number, firstPageSize: number, pageSize: number): PageRequest[] {
  for (const [name, value] of [
    ['firstPageSize', firstPageSize],
    ['pageSize', pageSize],
  ] as const) {
    if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
  }
  const pages: PageRequest[] = [];
  for (let skip = firstPageSize; skip < count; skip += pageSize) {
    pages.push({ skip, first: Math.min(pageSize, count - skip) });
  }
  return pages;
}

export interface LoadPagesOptions<T> {
  /** Asks for one page and the list's count (one request). */
  fetchPage: (page: PageRequest) => Promise<CountedPage<T>>;
  /** A row's identity: a row seen twice (the list moved between two pages) is kept once. */
  idOf: (item: T) => string;
  /** Small, so that the first rows show soon. */
  firstPageSize: number;
  pageSize: number;
  /** How many pages are asked for at once after the first. */
  concurrency?: number;
  /** Called with every longer run of rows loaded from the start of the list, in the list's order. */
  onProgress?: (loaded: T[], count: number) => void;
  signal?: AbortSignal;
  /** Loads again, up to this many times, when the list changed while it was loading. */
  attempts?: number;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

function unique<T>(items: T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Loads every row of a list whose count the server gives with each page: a small first page (shown at
 * once through onProgress), then the rest planned from the count and asked for `concurrency` pages at a
 * time, each reported as soon as the rows before it are in. Nothing is cut: the rows are checked against
 * the count of every answer, and when the list changed meanwhile (another person added or deleted a row)
 * it is loaded again; a row seen twice is kept once. Each page after the first is asked for with the row
 * before it too, and must start with the row the page before it ended with: a row deleted and another
 * added leave the count as it was but move the rows after it, and a page that does not join up says so.
 */
export async function loadCountedPages<T>(options: LoadPagesOptions<T>): Promise<T[]> {
  const { fetchPage, idOf, firstPageSize, pageSize, onProgress, signal } = options;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const attempts = Math.max(1, options.attempts ?? 3);
  let result: T[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    throwIfAborted(signal);
    const first = await fetchPage({ first: firstPageSize, skip: 0 });
    throwIfAborted(signal);
    const count = first.count;
    const plan = first.items.length < firstPageSize ? [] : planPages(count, firstPageSize, pageSize);
    /** Each planned page as answered: `joint` is the row asked for before it (none if the list ended). */
    const pages: ({ joint: T | undefined; page: CountedPage<T> } | undefined)[] = plan.map(() => undefined);
    let shown = -1;
    const report = () => {
      let upTo = Math.max(shown, 0);
      while (upTo < plan.length && pages[upTo]) upTo++;
      if (upTo === shown) return;
      shown = upTo;
      onProgress?.(first.items.concat(...pages.slice(0, upTo).map((p) => p!.page.items)), count);
    };
    report();
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (next < plan.length && !failed) {
        const index = next++;
        try {
          const { skip, first: size } = plan[index]!;
          const answer = await fetchPage({ skip: skip - 1, first: size + 1 });
          const [joint, ...items] = answer.items;
          pages[index] = { joint, page: { items, count: answer.count } };
          throwIfAborted(signal);
        } catch (error) {
          failed = true;
          throw error;
        }
        report();
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, plan.length) }, worker));
    const answers = [first, ...pages.map((p) => p!.page)];
    const all = answers.flatMap((page) => page.items);
    result = unique(all, idOf);
    const steady = answers.every((page) => page.count === count);
    const joined = pages.every((p, k) => {
      const before = answers[k]!.items.at(-1);
      return p!.joint !== undefined && before !== undefined && idOf(p!.joint) === idOf(before);
    });
    if (steady && joined && all.length === count && result.length === count) return result;
  }
  return result;
}

/** What a list query holds: the rows loaded so far, the server's count, and whether every page is in. */
export interface LoadedList<T> {
  items: T[];
  count: number;
  complete: boolean;
}

/**
 * What to show while a list loads: the first load shows each longer run of rows as it comes; a reload
 * keeps what is shown (saved rows included) until it has at least as many rows, or until it is complete
 * when what is shown was complete, so that the grid never empties or shrinks while it reloads.
 */
export function nextShown<T>(
  shown: LoadedList<T> | undefined,
  loaded: T[],
  count: number,
): LoadedList<T> | undefined {
  if (shown && (shown.complete || loaded.length < shown.items.length)) return shown;
  return { items: loaded, count, complete: false };
}
