// Following a job (decision 215): long work the server runs apart from the request that started it (a
// report import). The browser asks for the job's state until it is done or failed, soon at first and
// then less often, and shows its progress with the one progress bar of bulk runs (BatchProgress).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { BatchProgress } from './batch-run.ts';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';
import type { JobQuery } from './gql/graphql.ts';

const JobDocument = graphql(`
  query Job($id: ID!) {
    job(id: $id) {
      id
      kind
      state
      progress {
        done
        total
        fraction
      }
      result
      error {
        code
        message
        field
        row
      }
      finishedAt
    }
  }
`);

export type JobView = NonNullable<JobQuery['job']>;
export type JobState = JobView['state'];

/** The first question comes this soon after the last, growing by half each time up to the longest. */
export const JOB_POLL_FIRST_MS = 250;
export const JOB_POLL_LONGEST_MS = 2_000;

/** The wait before the next question, after `answers` answers that the job was still under way. */
export function jobPollDelay(answers: number): number {
  return Math.min(JOB_POLL_FIRST_MS * 1.5 ** Math.max(answers - 1, 0), JOB_POLL_LONGEST_MS);
}

export const JOB_GONE = 'This job is not there any more, or it is not yours';

export const isSettled = (state: JobState | undefined) => state === 'DONE' || state === 'FAILED';

/** A job's progress as the progress bar of bulk runs shows it: done of total, in whole percents. */
export function jobProgress(job: {
  state: JobState;
  progress: { done: number; total: number | null };
}): BatchProgress {
  const total = job.progress.total ?? 0;
  const done = job.state === 'DONE' ? total : Math.min(job.progress.done, total);
  return { total, done, failed: 0, percent: total > 0 ? Math.floor((done / total) * 100) : 0 };
}

export interface UseJob<R> {
  job: JobView | undefined;
  state: JobState | undefined;
  /** 0 to 1, null while the job does not know its total */
  fraction: number | null;
  /** for <BatchProgress>: null until the job knows its total */
  progress: BatchProgress | null;
  /** the job's result, parsed (its shape is the kind's), once it is done */
  result: R | undefined;
  /** why the job failed, in the API's words; or the question failed (the job is gone, or not the user's) */
  error: { code: string; message: string; field?: string | null; row?: number | null } | null;
  settled: boolean;
}

/**
 * Follows the job `id` (null: none yet) until it is done or failed: asks again after 250 ms, then
 * half as long again each time, at most every 2 s; stops once it is settled.
 */
export function useJob<R = unknown>(
  id: string | null,
  options: {
    /** told once when the job `id` is done or failed (or gone), with what the hook then gives */
    onSettled?: (job: UseJob<R>) => void;
  } = {},
): UseJob<R> {
  const query = useQuery({
    queryKey: ['job', id],
    enabled: id !== null,
    // null: the server has no such job for this user (gone after its retention, or another user's)
    queryFn: async ({ signal }) => (await graphqlRequest(JobDocument, { id: id! }, { signal })).job ?? null,
    refetchInterval: (q) => {
      const data = q.state.data;
      return data === null || isSettled(data?.state) || q.state.error
        ? false
        : jobPollDelay(q.state.dataUpdateCount);
    },
    // a settled job does not change: never ask again on focus or remount
    staleTime: (q) => (q.state.data === null || isSettled(q.state.data?.state) ? Infinity : 0),
    retry: 2,
  });
  const job = query.data ?? undefined;
  const gone = query.data === null;
  const state = job?.state;
  const resultText = state === 'DONE' ? job?.result : null;
  // parsed once per answer, so a screen's effects on the result run once
  const result = useMemo(() => (resultText ? (JSON.parse(resultText) as R) : undefined), [resultText]);
  const followed: UseJob<R> = {
    job,
    state,
    fraction: job ? (state === 'DONE' ? 1 : (job.progress.fraction ?? null)) : null,
    progress:
      job && job.progress.total !== null && job.progress.total !== undefined ? jobProgress(job) : null,
    result,
    error:
      job?.error ??
      (gone ? { code: 'NOT_FOUND', message: JOB_GONE } : null) ??
      (query.error ? { code: 'JOB_UNAVAILABLE', message: query.error.message } : null),
    settled: isSettled(state) || gone || query.error !== null,
  };
  // the caller's latest callback, told once per job: a screen goes on from there (the store's counts)
  const onSettled = useRef(options.onSettled);
  const told = useRef<string | null>(null);
  useEffect(() => {
    onSettled.current = options.onSettled;
  });
  useEffect(() => {
    if (id === null || !followed.settled || told.current === id) return;
    told.current = id;
    onSettled.current?.(followed);
  });
  return followed;
}
