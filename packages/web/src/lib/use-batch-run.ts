import { useCallback, useMemo, useRef, useState } from 'react';
import type { BatchRowState, BulkRowResult } from './batch-run.ts';
import { progressOf, runInChunks } from './batch-run.ts';

/**
 * One batch run over a table of rows: `run(rows, send)` sends them in chunks; `states[i]` is row i's
 * loading flag, result or error; `progress` feeds the one progress bar (components/batch-progress).
 */
export function useBatchRun() {
  const [states, setStates] = useState<BatchRowState[]>([]);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const run = useCallback(async <R>(rows: readonly R[], send: (chunk: R[]) => Promise<BulkRowResult[]>) => {
    if (busy.current || rows.length === 0) return;
    busy.current = true;
    setRunning(true);
    setStates(rows.map(() => ({ status: 'idle' })));
    try {
      await runInChunks(rows, send, setStates);
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);

  const reset = useCallback(() => setStates([]), []);
  const progress = useMemo(() => progressOf(states), [states]);
  return { states, progress, running, run, reset };
}
