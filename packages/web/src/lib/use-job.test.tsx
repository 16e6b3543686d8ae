import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobPollDelay, jobProgress, useJob } from './use-job.ts';

// useJob follows a job until it is done or failed, asking less and less often; a server is stubbed
// with the answers a job gives as it runs.

type Answer = Record<string, unknown> | null;

function jobServer(answers: Answer[]) {
  const asked: number[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      asked.push(Date.now());
      const job = answers[Math.min(i++, answers.length - 1)];
      return new Response(JSON.stringify({ data: { job } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

const job = (state: string, done: number, total: number | null, extra: Record<string, unknown> = {}) => ({
  id: 'job-1',
  kind: 'import',
  state,
  progress: { done, total, fraction: total ? done / total : null },
  result: null,
  error: null,
  finishedAt: null,
  ...extra,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useJob', () => {
  it('follows a job from queued to done, with its progress for the progress bar and its result parsed, telling the screen once', async () => {
    const asked = jobServer([
      job('QUEUED', 0, null),
      job('RUNNING', 1, 4),
      job('RUNNING', 3, 4),
      job('DONE', 4, 4, { result: JSON.stringify({ newRows: 4 }), finishedAt: '2026-12-07T05:00:00Z' }),
    ]);
    const onSettled = vi.fn();
    const { result } = renderHook(() => useJob<{ newRows: number }>('job-1', { onSettled }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('QUEUED'));
    expect(result.current.progress).toBeNull();
    expect(result.current.fraction).toBeNull();
    await waitFor(() =>
      expect(result.current.progress).toEqual({ total: 4, done: 3, failed: 0, percent: 75 }),
    );
    await waitFor(() => expect(result.current.state).toBe('DONE'), { timeout: 5_000 });
    expect(result.current).toMatchObject({ settled: true, fraction: 1, result: { newRows: 4 }, error: null });
    expect(result.current.progress?.percent).toBe(100);
    // each question waited longer than the one before, and none is asked once the job is done
    const waits = asked.slice(1).map((t, k) => t - asked[k]!);
    expect(waits[2]!).toBeGreaterThan(waits[0]!);
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked).toHaveLength(count);
    // the screen is told once, with the result
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]![0]).toMatchObject({ state: 'DONE', result: { newRows: 4 } });
  });

  it('gives a failed job’s error in the API’s words, naming the field and row', async () => {
    jobServer([
      job('FAILED', 2, 10, {
        error: { code: 'BAD_USER_INPUT', message: 'Row 3: the SKU is empty', field: 'skuid', row: 3 },
      }),
    ]);
    const { result } = renderHook(() => useJob('job-1'), { wrapper });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Row 3: the SKU is empty',
      field: 'skuid',
      row: 3,
    });
    expect(result.current.result).toBeUndefined();
  });

  it('says so when the job is not there (gone, or another user’s), and asks nothing without an id', async () => {
    const asked = jobServer([null]);
    const none = renderHook(() => useJob(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(0);
    expect(none.result.current).toMatchObject({ state: undefined, settled: false, error: null });
    const { result } = renderHook(() => useJob('job-gone'), { wrapper });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.error?.message).toBe('This job is not there any more, or it is not yours');
  });
});

describe('jobPollDelay and jobProgress', () => {
  it('waits 250 ms, then half as long again each time, at most 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(jobPollDelay)).toEqual([
      250, 375, 562.5, 843.75, 1265.625, 1898.4375, 2000, 2000,
    ]);
  });
  it('counts a done job whole, and a job without a total as nothing done yet', () => {
    expect(jobProgress({ state: 'DONE', progress: { done: 3, total: 4 } })).toMatchObject({
      done: 4,
      percent: 100,
    });
    expect(jobProgress({ state: 'RUNNING', progress: { done: 3, total: null } })).toMatchObject({
      total: 0,
      percent: 0,
    });
  });
});
