import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useJob } from '../../../lib/use-job.ts';
import { syncRunning, useCourierSyncs, useRefreshCourierSyncs } from '../api/courier-sync.ts';
import { startImport, useRefreshShipments, type ImportResult } from '../api/shipments.ts';
import { CourierSyncPanel } from '../components/courier-sync-panel.tsx';
import { ORDER_DATABASE_PATH } from '../paths.ts';

type Courier = 'ithink' | 'shiprocket';
const NAMES: Record<Courier, string> = { ithink: 'iThink', shiprocket: 'Shiprocket' };

/** One courier's import: the export uploaded, its job followed, its outcome shown and kept on the page. */
function CourierImport({ courier }: { courier: Courier }) {
  const [jobId, setJobId] = useState<string | null>(() => sessionStorage.getItem(`orderSync.${courier}`));
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = useRefreshShipments();
  const refreshSyncs = useRefreshCourierSyncs();
  const job = useJob<ImportResult>(jobId, {
    onSettled: () => {
      void refresh();
      void refreshSyncs();
    },
  });
  const running = starting || (jobId !== null && !job.settled);
  // a sync of this courier, or someone else's import of its export, holds it (decision 306)
  const held = (useCourierSyncs().data ?? []).some((s) => s.courier === courier && syncRunning(s));

  async function onFile(file: File) {
    setStartError(null);
    setStarting(true);
    try {
      const id = await startImport(courier, file);
      // the job goes on if the page is closed; coming back shows it again
      sessionStorage.setItem(`orderSync.${courier}`, id);
      setJobId(id);
      void refreshSyncs();
    } catch (e) {
      setStartError(errorMessage(e));
    } finally {
      setStarting(false);
    }
  }

  const result = job.result;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {NAMES[courier]}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <UploadButton
          label={`Import ${NAMES[courier]} export`}
          accept=".csv,text/csv"
          disabled={running || held}
          onFiles={([file]) => file && void onFile(file)}
        />
        {running && <CircularProgress size={20} aria-label={`${NAMES[courier]} import running`} />}
      </Stack>
      {held && !running && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {NAMES[courier]} is busy with the job shown above; its import can start once that has finished.
        </Typography>
      )}
      {job.progress && running && (
        <BatchProgress progress={job.progress} label={`${NAMES[courier]} import`} />
      )}
      {startError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {startError}
        </Alert>
      )}
      {jobId !== null && job.settled && job.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {job.error.message} Nothing of this file was stored.
        </Alert>
      )}
      {result && (
        <Box sx={{ mt: 1 }} role="status" aria-label={`${NAMES[courier]} import result`}>
          <Typography>
            Added {result.added}, updated {result.updated}, unchanged {result.unchanged}
            {result.problems.length > 0 ? `, ${result.problems.length} flagged` : ''}.
          </Typography>
          {result.problems.map((p) => (
            <Typography key={`${p.line}-${p.column}`} variant="body2" color="warning.main">
              Line {p.line}
              {p.column ? `, ${p.column}` : ''}: {p.message}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * The order sync screen (reached from Order DataBase MSG): each courier synced from its API, or its export
 * imported, as a job.
 */
export function OrderSyncPage() {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          Order sync
        </Typography>
        <Button component={RouterLink} to={ORDER_DATABASE_PATH} variant="outlined" size="small">
          Order DataBase MSG
        </Button>
      </Stack>
      <CourierSyncPanel />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Or import a courier&apos;s orders export: new orders are added, known ones take the courier&apos;s
        status, AWB, EDD and costs, and the messages already sent stay recorded.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <CourierImport courier="ithink" />
        <CourierImport courier="shiprocket" />
      </Stack>
    </Box>
  );
}
