// The courier syncs (docs/orders.md, "Courier sync"): each courier's latest sync job as every signed-in
// user sees it (a sync, or an export's import: either holds the courier, decision 306), asked again while
// one runs, and a sync started.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { CourierSyncsQuery, CourierSyncWhich } from '../../../lib/gql/graphql.ts';

const CourierSyncs = graphql(`
  query CourierSyncs {
    courierSyncs {
      courier
      startedByName
      job {
        id
        kind
        createdAt
        state
        progress {
          done
          total
          fraction
        }
        result
        error {
          message
        }
        finishedAt
      }
    }
  }
`);

const StartCourierSync = graphql(`
  mutation StartCourierSync($which: CourierSyncWhich!) {
    startCourierSync(which: $which) {
      jobId
    }
  }
`);

export type CourierSyncView = CourierSyncsQuery['courierSyncs'][number];

/** A sync's kept outcome (the job's result): per courier what it did, and Sync Both's conflicts. */
export interface CourierSyncOutcome {
  couriers: {
    courier: 'ithink' | 'shiprocket';
    added: number;
    updated: number;
    unchanged: number;
    problems: { line: number; column?: string | null; message: string }[];
  }[];
  conflicts: { orderId: string; message: string }[];
}

export const syncRunning = (s: CourierSyncView) => s.job?.state === 'QUEUED' || s.job?.state === 'RUNNING';

/** The job kind of an export's import (the server's SHIPMENT_IMPORT_JOB); a sync's is courier-sync. */
export const IMPORT_JOB_KIND = 'shipment-import';

const KEY = ['courierSyncs'];

/** Each courier's latest sync, asked again every second while one of them runs. */
export function useCourierSyncs() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await graphqlRequest(CourierSyncs)).courierSyncs,
    refetchInterval: (q) => (q.state.data?.some(syncRunning) ? 1_000 : false),
  });
}

/** After an export's import was started: the couriers' jobs are asked again, so the panel shows it. */
export function useRefreshCourierSyncs() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}

/** Starts a sync; the syncs are asked again at once so that its progress shows. */
export function useStartCourierSync() {
  const client = useQueryClient();
  return async (which: CourierSyncWhich) => {
    const r = (await graphqlRequest(StartCourierSync, { which })).startCourierSync;
    await client.invalidateQueries({ queryKey: KEY });
    return r;
  };
}
