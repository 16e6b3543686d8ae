import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import {
  GridFooter,
  gridColumnPositionsSelector,
  gridDimensionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridEvent,
  useGridSelector,
} from '@mui/x-data-grid';
import { createContext, useContext, useState } from 'react';
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
      <ColumnsOutOfView />
      <GridFooter />
    </>
  );
}

/** "A, B, C and 4 more" */
function someNames(names: readonly string[]): string {
  if (names.length <= 4) return names.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * What does not fit says so (issue 40 #6): under a grid wider than its box, the columns out of view to
 * the right (or, scrolled to the end, to the left) by name, and a button that scrolls to them.
 */
function ColumnsOutOfView() {
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const positions = useGridSelector(apiRef, gridColumnPositionsSelector);
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  const [left, setLeft] = useState(0);
  useGridEvent(apiRef, 'scrollPositionChange', (params) => setLeft(params.left));
  const width = viewportInnerSize.width;
  if (width <= 0) return null;
  // a column more than half out of view is out of view
  const middle = (i: number) => (positions[i] ?? 0) + (columns[i]?.computedWidth ?? 0) / 2;
  const named = (i: number) => columns[i]?.headerName || null;
  const toRight = columns.flatMap((_, i) => (middle(i) > left + width ? (named(i) ?? []) : []));
  const toLeft = columns.flatMap((_, i) => (middle(i) < left ? (named(i) ?? []) : []));
  const [side, names] = toRight.length > 0 ? (['right', toRight] as const) : (['left', toLeft] as const);
  if (names.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} role="note">
        {names.length === 1 ? '1 column' : `${names.length} columns`} to the {side}: {someNames(names)}
      </Typography>
      <Button
        size="small"
        sx={{ flexShrink: 0 }}
        onClick={() =>
          apiRef.current.scroll({
            left: side === 'right' ? left + width * 0.8 : Math.max(0, left - width * 0.8),
          })
        }
      >
        {side === 'right' ? 'Scroll right →' : '← Scroll left'}
      </Button>
    </Box>
  );
}
