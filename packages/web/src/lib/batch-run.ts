// The browser half of batch runs (docs/shared-mechanisms.md, "Batch runs"): rows go to a batch mutation in chunks, one
// request at a time, and every row keeps its own state so the screen can show a loading flag, a tick
// or the reason it failed beside it.

/** What a batch mutation answers per row (the server's BulkRowResult). */
export interface BulkRowResult {
  row: number;
  ok: boolean;
  id: string | null;
  error: { field: string | null; message: string } | null;
}

export type BatchRowState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; id: string | null }
  | { status: 'error'; field: string | null; message: string };

/** Rows per request: well under the server's 1,000 so each request stays short and progress moves. */
export const BATCH_CHUNK_ROWS = 100;

export interface BatchProgress {
  total: number;
  done: number;
  failed: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export function progressOf(states: readonly BatchRowState[]): BatchProgress {
  let done = 0;
  let failed = 0;
  for (const state of states) {
    if (state.status === 'ok') done++;
    else if (state.status === 'error') {
      done++;
      failed++;
    }
  }
  const total = states.length;
  return { total, done, failed, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

/**
 * Sends `rows` in chunks and reports every row's state as it changes. A chunk whose request fails
 * marks each of its rows with that failure and the run goes on with the next chunk.
 */
export async function runInChunks<R>(
  rows: readonly R[],
  send: (chunk: R[]) => Promise<BulkRowResult[]>,
  onStates: (update: (states: BatchRowState[]) => BatchRowState[]) => void,
  chunkRows = BATCH_CHUNK_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows);
    const indexes = chunk.map((_, i) => start + i);
    onStates((states) => replaceAt(states, indexes, () => ({ status: 'loading' })));
    let results: BulkRowResult[];
    try {
      results = await send(chunk);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      onStates((states) => replaceAt(states, indexes, () => ({ status: 'error', field: null, message })));
      continue;
    }
    onStates((states) =>
      replaceAt(states, indexes, (i) => {
        const result = results[i - start];
        if (!result)
          return { status: 'error', field: null, message: 'The server gave no result for this row' };
        return result.ok
          ? { status: 'ok', id: result.id }
          : {
              status: 'error',
              field: result.error?.field ?? null,
              message: result.error?.message ?? 'Failed',
            };
      }),
    );
  }
}

function replaceAt(
  states: BatchRowState[],
  indexes: readonly number[],
  next: (index: number) => BatchRowState,
): BatchRowState[] {
  const copy = states.slice();
  for (const i of indexes) copy[i] = next(i);
  return copy;
}
