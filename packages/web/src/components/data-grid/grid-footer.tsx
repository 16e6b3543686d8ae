import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { GridFooter } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import { loadStatusOf } from './load-progress.ts';

/** How far a list that loads page by page has come (DataTableProps.loadProgress). */
export interface LoadProgress {
  /** Rows shown so far. */
  loaded: number;
  /** The server's count. */
  total: number;
  /** Set when the rest could not be loaded. */
  error?: string | undefined;
}

export interface GridFooterState {
  progress: LoadProgress | null;
  /** A list that is all in is being reloaded (after a save): a thin bar, the rows stay usable. */
  refreshing: boolean;
}

export const GridFooterContext = createContext<GridFooterState>({ progress: null, refreshing: false });

/**
 * The grid's footer: while the rest of a list loads, a thin bar and "Loading 2,000 / 5,000…" above the
 * pager (the rows already shown stay usable); then the usual footer alone.
 */
export function DataTableFooter() {
  const { progress, refreshing } = useContext(GridFooterContext);
  return (
    <>
      {!progress && refreshing && (
        <LinearProgress aria-label="Reloading rows" sx={{ height: 2, mb: '-2px', zIndex: 1 }} />
      )}
      {progress && (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <LinearProgress
            variant="determinate"
            color={progress.error ? 'error' : 'primary'}
            value={progress.total > 0 ? Math.min(100, (100 * progress.loaded) / progress.total) : 0}
            aria-label="Rows loaded"
            sx={{ height: 3 }}
          />
          <Typography
            role="status"
            variant="caption"
            color={progress.error ? 'error' : 'text.secondary'}
            sx={{ display: 'block', px: 1.5, pt: 0.5 }}
          >
            {loadStatusOf(progress)}
          </Typography>
        </Box>
      )}
      <GridFooter />
    </>
  );
}
