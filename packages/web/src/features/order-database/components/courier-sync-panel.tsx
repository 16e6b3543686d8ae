import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { CourierSyncWhich } from '../../../lib/gql/graphql.ts';
import { errorMessage } from '../../../lib/http.ts';
import { jobProgress } from '../../../lib/use-job.ts';
import {
  IMPORT_JOB_KIND,
  syncRunning,
  useCourierSyncs,
  useStartCourierSync,
  type CourierSyncOutcome,
  type CourierSyncView,
} from '../api/courier-sync.ts';
import { useRefreshShipments, type ImportResult } from '../api/shipments.ts';

const NAMES: Record<string, string> = { ithink: 'iThink', shiprocket: 'Shiprocket' };

/** Who started a courier's job and when: "started by asha at 7 Dec 2026, 6:12 pm". */
function startedBy(sync: CourierSyncView): string {
  const who = sync.startedByName ? ` by ${sync.startedByName}` : '';
  return `started${who} at ${formatDateTime(sync.job?.createdAt)}`;
}

/**
 * One courier's latest job, a sync or an export's import (either holds the courier, decision 306):
 * running with who started it and its progress, failed in words, or its kept outcome.
 */
function SyncState({ sync }: { sync: CourierSyncView }) {
  const name = NAMES[sync.courier] ?? sync.courier;
  const job = sync.job;
  if (!job) return <Typography color="text.secondary">{name}: not synced yet.</Typography>;
  const isImport = job.kind === IMPORT_JOB_KIND;
  const what = isImport ? 'export import' : 'sync';
  if (syncRunning(sync)) {
    const progress = jobProgress(job);
    // a sync knows no total while it reads the courier's pages: a moving bar and the pages read so far
    return (
      <Box role="status" aria-label={`${name} ${what} running`}>
        <Typography>
          {name}: {isImport ? 'importing an export' : 'syncing'}… ({startedBy(sync)})
        </Typography>
        {progress.total > 0 ? (
          <BatchProgress progress={progress} label={`${name} ${what}`} />
        ) : (
          <Box sx={{ my: 1 }}>
            <LinearProgress aria-label={`${name} ${what}`} sx={{ height: 8, borderRadius: 1 }} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {job.state === 'QUEUED'
                ? 'Waiting for the server to start it.'
                : `${job.progress.done.toLocaleString('en-IN')} ${job.progress.done === 1 ? 'answer' : 'answers'} from ${name} so far.`}
            </Typography>
          </Box>
        )}
      </Box>
    );
  }
  const when = job.finishedAt ? ` ${formatDateTime(job.finishedAt)}` : '';
  if (job.state === 'FAILED')
    return (
      <Alert severity="error" aria-label={`${name} ${what} failed`}>
        {name} {what} failed{when && ` (${when.trim()})`}: {job.error?.message} Nothing stored was changed.
      </Alert>
    );
  const result = job.result ? (JSON.parse(job.result) as CourierSyncOutcome | ImportResult) : null;
  const outcome = result && 'couriers' in result ? result : null;
  const mine =
    result && 'couriers' in result ? result.couriers.find((c) => c.courier === sync.courier) : result;
  return (
    <Box role="status" aria-label={`${name} ${what} result`}>
      <Typography>
        {name}, {isImport ? 'export imported' : 'synced'}
        {when}:{' '}
        {mine
          ? `added ${mine.added}, updated ${mine.updated}, unchanged ${mine.unchanged}${mine.problems.length > 0 ? `, ${mine.problems.length} flagged` : ''}.`
          : 'done.'}
      </Typography>
      {mine?.problems.map((p) => (
        <Typography key={`${p.line}-${p.column ?? ''}`} variant="body2" color="warning.main">
          {isImport ? 'Line' : 'Record'} {p.line}
          {p.column ? `, ${p.column}` : ''}: {p.message}
        </Typography>
      ))}
      {outcome?.conflicts.map((c) => (
        <Typography key={c.orderId} variant="body2" color="text.secondary">
          Order {c.orderId}: {c.message}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Sync iThink, Sync Shiprocket and Sync Both (issue 41 #2): each a job on the server that goes on when
 * the page is closed, one sync or import per courier at a time (a courier's buttons are disabled while
 * either runs, and the server refuses a second one regardless); everyone sees its progress and outcome.
 */
export function CourierSyncPanel() {
  const syncs = useCourierSyncs();
  const start = useStartCourierSync();
  const refresh = useRefreshShipments();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const running = new Set((syncs.data ?? []).filter(syncRunning).map((s) => s.courier));
  // the orders grid is asked again when a sync ends: fewer syncs run than at the last answer
  const runningCount = running.size;
  const runningBefore = useRef(0);
  useEffect(() => {
    if (runningCount < runningBefore.current) void refresh();
    runningBefore.current = runningCount;
  }, [runningCount, refresh]);

  async function onSync(which: CourierSyncWhich) {
    setError(null);
    setStarting(true);
    try {
      await start(which);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setStarting(false);
    }
  }

  const button = (which: CourierSyncWhich, label: string, busy: boolean) => (
    <Button variant="outlined" disabled={starting || busy} onClick={() => void onSync(which)}>
      {label}
    </Button>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Sync from the couriers
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        Reads the last 30 days of orders and the undelivered shipments from each courier&apos;s API, with the
        login an administrator entered in Settings. The messages already sent stay recorded.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {button('ITHINK', 'Sync iThink', running.has('ithink'))}
        {button('SHIPROCKET', 'Sync Shiprocket', running.has('shiprocket'))}
        {button('BOTH', 'Sync Both', running.size > 0)}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {syncs.error && <Alert severity="error">{errorMessage(syncs.error)}</Alert>}
      <Stack spacing={1}>
        {(syncs.data ?? []).map((s) => (
          <SyncState key={s.courier} sync={s} />
        ))}
      </Stack>
    </Paper>
  );
}
