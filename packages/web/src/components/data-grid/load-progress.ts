import { errorMessage } from '../../lib/http.ts';
import type { LoadedList } from '../../lib/paged-query.ts';
import type { LoadProgress } from './grid-footer.tsx';

/** A paged list query's progress for DataTable's `loadProgress`: null once every page is in (or none is). */
export function loadProgressOf(query: {
  data: LoadedList<unknown> | undefined;
  error: unknown;
  isFetching: boolean;
}): LoadProgress | null {
  const data = query.data;
  if (!data || data.complete) return null;
  const error = query.error && !query.isFetching ? errorMessage(query.error) : undefined;
  return { loaded: data.items.length, total: Math.max(data.count, data.items.length), error };
}

const grouping = new Intl.NumberFormat('en-IN');

/**
 * The line that says how far a paged list has loaded: "Loading 2,000 / 5,000…", or, when a page failed,
 * how many rows came in and why the rest did not.
 */
export function loadStatusOf(progress: LoadProgress): string {
  const counts = `${grouping.format(progress.loaded)} / ${grouping.format(progress.total)}`;
  return progress.error
    ? `Loaded ${counts}; the rest could not be loaded: ${progress.error}`
    : `Loading ${counts}…`;
}

/**
 * Why Export waits, or null when it need not: a CSV of a list that is still loading would hold only the
 * rows loaded so far and look complete (docs/screens.md, Shell).
 */
export function exportHoldOf(progress: LoadProgress | null): string | null {
  if (!progress) return null;
  if (progress.error)
    return `Only ${grouping.format(progress.loaded)} of ${grouping.format(progress.total)} rows could be loaded: reload the page to export them all`;
  return `Export is ready once all ${grouping.format(progress.total)} rows are loaded`;
}
