import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DiscardGuard {
  /** Close at once when nothing was changed; otherwise ask first. For Close, Cancel, Escape, a click outside. */
  requestClose: () => void;
  /** The content reports whether it holds changes that are not saved. */
  setDirty: (dirty: boolean) => void;
  /** The question, to be rendered beside the drawer. */
  dialog: ReactElement;
}

/**
 * A drawer or form that asks before it throws away what was typed or uploaded and not saved
 * (decision 118): the message says what would be lost; "Discard" closes, "Keep editing" goes back. A
 * save closes through `close` itself, without asking.
 */
export function useDiscardGuard(close: () => void, message: string): DiscardGuard {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else close();
  }, [dirty, close]);
  const dialog = (
    <ConfirmDialog
      open={asking}
      title="Discard unsaved changes?"
      message={message}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        setDirty(false);
        close();
      }}
    />
  );
  return { requestClose, setDirty, dialog };
}

/** Reports the content's unsaved state to its guard while it is shown (nothing is unsaved once it is gone). */
export function useReportDirty(dirty: boolean, report: (dirty: boolean) => void): void {
  useEffect(() => {
    report(dirty);
  }, [dirty, report]);
  useEffect(() => () => report(false), [report]);
}
