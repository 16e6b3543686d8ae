import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BatchRowState } from '../../../lib/batch-run.ts';

/** One row's state in a bulk run: its loading flag, a tick, or why it failed. */
export function RowStatus({ state }: { state: BatchRowState | undefined }) {
  if (!state || state.status === 'idle') return null;
  if (state.status === 'loading') return <CircularProgress size={18} aria-label="Sending" />;
  if (state.status === 'ok')
    return (
      <CheckCircleIcon color="success" fontSize="small" titleAccess="Done" aria-label="Done" role="img" />
    );
  return (
    <Typography variant="body2" color="error" role="alert" sx={{ whiteSpace: 'normal' }}>
      {state.message}
    </Typography>
  );
}
