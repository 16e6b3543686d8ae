import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Notice {
  message: string;
  severity?: AlertColor;
  /** Milliseconds; errors stay until closed unless given. */
  durationMs?: number | null;
}

type Notify = (notice: Notice | string) => void;

const NotifyContext = createContext<Notify | null>(null);

/** As in the old screens: a success notice shows for 2000 ms. */
export const SUCCESS_DURATION_MS = 2000;

/**
 * The one snackbar of the app: the latest notice replaces the one before. It never stands in the way of
 * what is under it: a click or tap goes through it to the page, only its close button takes one; below md
 * it shows at the top, under the app bar, clear of a full-screen form's Save (decision 383).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Notice & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((notice) => {
    const next = typeof notice === 'string' ? { message: notice } : notice;
    setCurrent({ ...next, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);

  const severity = current?.severity ?? 'success';
  const duration =
    current?.durationMs !== undefined
      ? current.durationMs
      : severity === 'error'
        ? null
        : SUCCESS_DURATION_MS;

  // below md a form or dialog takes the whole screen with Cancel and Save at its foot (decision 071)
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={duration}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
        // a phone's under the app bar, whose Toolbar is 56 px high below sm and 64 px from it
        sx={{ pointerEvents: 'none', top: phone ? { xs: 56 + 8, sm: 64 + 8 } : undefined }}
      >
        <Alert
          severity={severity}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%', maxWidth: 640, whiteSpace: 'pre-line', pointerEvents: 'none' }}
          slotProps={{ closeButton: { sx: { pointerEvents: 'auto' } } }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside SnackbarProvider');
  return notify;
}
