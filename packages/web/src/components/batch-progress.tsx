import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BatchProgress as Progress } from '../lib/batch-run.ts';

/** The one progress bar of every bulk run: primary while it runs, the success colour at 100. */
export function BatchProgress({ progress, label = 'Progress' }: { progress: Progress; label?: string }) {
  if (progress.total === 0) return null;
  const complete = progress.percent === 100;
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        color={complete ? 'success' : 'primary'}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
        {progress.done.toLocaleString('en-IN')} of {progress.total.toLocaleString('en-IN')} rows done
        {progress.failed > 0 ? ` — ${progress.failed.toLocaleString('en-IN')} failed` : ''} (
        {progress.percent}%)
      </Typography>
    </Box>
  );
}
