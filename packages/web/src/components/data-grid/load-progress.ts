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
