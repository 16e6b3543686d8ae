import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import {
  loadCountedPages,
  nextShown,
  type CountedPage,
  type LoadedList,
  type LoadPagesOptions,
  type PageRequest,
} from './paging.ts';

export type { LoadedList } from './paging.ts';

/**
 * A query function that loads every page of a list (loadCountedPages) and puts each longer run of rows
 * in the cache as it comes, so that a grid shows its first rows while the rest loads. The data is a
 * LoadedList: `complete` turns true once every page is in. A reload keeps what is shown (nextShown).
 */
export function pagedQueryFn<T>(
  options: Omit<LoadPagesOptions<T>, 'onProgress' | 'signal' | 'fetchPage'> & {
    fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<CountedPage<T>>;
  },
): QueryFunction<LoadedList<T>, QueryKey> {
  return async ({ client, queryKey, signal }) => {
    const items = await loadCountedPages<T>({
      ...options,
      fetchPage: (page) => options.fetchPage(page, signal),
      signal,
      onProgress: (loaded, count) => {
        if (signal.aborted) return;
        client.setQueryData<LoadedList<T>>(queryKey, (shown) => nextShown(shown, loaded, count));
      },
    });
    return { items, count: items.length, complete: true };
  };
}

/** The list with one row replaced (same id) or, when it is new, added at the end (the server's order). */
export function upsertLoaded<T>(
  list: LoadedList<T> | undefined,
  item: T,
  idOf: (item: T) => string,
): LoadedList<T> | undefined {
  if (!list) return list;
  const id = idOf(item);
  const index = list.items.findIndex((row) => idOf(row) === id);
  if (index >= 0) return { ...list, items: list.items.map((row, i) => (i === index ? item : row)) };
  return { ...list, items: [...list.items, item], count: list.count + 1 };
}

/** The list without the rows of these ids. */
export function removeLoaded<T>(
  list: LoadedList<T> | undefined,
  ids: readonly string[],
  idOf: (item: T) => string,
): LoadedList<T> | undefined {
  if (!list) return list;
  const gone = new Set(ids);
  const items = list.items.filter((row) => !gone.has(idOf(row)));
  return { ...list, items, count: list.count - (list.items.length - items.length) };
}
