import { describe, expect, it } from 'vitest';
import type { BatchRowState, BulkRowResult } from './batch-run.ts';
import { progressOf, runInChunks } from './batch-run.ts';

async function runAll(
  rows: number[],
  send: (chunk: number[]) => Promise<BulkRowResult[]>,
  chunkRows: number,
) {
  let states: BatchRowState[] = rows.map(() => ({ status: 'idle' }));
  const seen: BatchRowState['status'][][] = [];
  await runInChunks(
    rows,
    send,
    (update) => {
      states = update(states);
      seen.push(states.map((s) => s.status));
    },
    chunkRows,
  );
  return { states, seen };
}

const okAll = async (chunk: number[]) =>
  chunk.map((n, i) => ({
    row: i + 1,
    ok: n >= 0,
    id: n >= 0 ? `id${n}` : null,
    error: n >= 0 ? null : { field: 'qty', message: 'negative' },
  }));

describe('batch runs in the browser', () => {
  it('marks each chunk loading, then each row with its own result', async () => {
    const { states, seen } = await runAll([1, -2, 3, 4, 5], okAll, 2);
    expect(seen[0]).toEqual(['loading', 'loading', 'idle', 'idle', 'idle']);
    expect(states).toEqual([
      { status: 'ok', id: 'id1' },
      { status: 'error', field: 'qty', message: 'negative' },
      { status: 'ok', id: 'id3' },
      { status: 'ok', id: 'id4' },
      { status: 'ok', id: 'id5' },
    ]);
  });

  it('marks a failed request’s rows with its message and goes on', async () => {
    let calls = 0;
    const { states } = await runAll(
      [1, 2, 3],
      async (chunk) => {
        calls++;
        if (calls === 1) throw new Error('Network is down');
        return okAll(chunk);
      },
      2,
    );
    expect(states.map((s) => s.status)).toEqual(['error', 'error', 'ok']);
    expect(states[0]).toEqual({ status: 'error', field: null, message: 'Network is down' });
  });

  it('counts progress over done and failed rows', () => {
    expect(
      progressOf([
        { status: 'ok', id: null },
        { status: 'error', field: null, message: 'x' },
        { status: 'loading' },
      ]),
    ).toEqual({
      total: 3,
      done: 2,
      failed: 1,
      percent: 66,
    });
    expect(progressOf([]).percent).toBe(0);
  });
});
