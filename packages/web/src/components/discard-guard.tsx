import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DiscardGuard {
  /** Close at once when nothing was changed; otherwise ask first. For Close, Escape, a click outside. */
  requestClose: () => void;
  /** The content reports whether it holds changes that are not saved. */
  setDirty: (dirty: boolean) => void;
  /**
   * The question, to be rendered beside the drawer. While something is unsaved it also holds back a
   * move to another page (the browser's Back, a link) until the person answers, and the browser asks
   * before a reload or closing the tab.
   */
  dialog: ReactElement;
}

const DISCARD_TITLE = 'Discard unsaved changes?';

/**
 * A drawer or form that asks before it throws away what was typed or uploaded and not saved
 * (decisions 118 and 125): the message says what would be lost; "Discard" closes (or goes on to the
 * other page), "Keep editing" goes back. A save closes through `close` itself, without asking.
 */
export function useDiscardGuard(close: () => void, message: string): DiscardGuard {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else close();
  }, [dirty, close]);
  const dialog = (
    <>
      <ConfirmDialog
        open={asking}
        title={DISCARD_TITLE}
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
      {/* Mounted only while something is unsaved: the router keeps one blocker at a time. */}
      {dirty && <LeaveGuard message={message} />}
    </>
  );
  return { requestClose, setDirty, dialog };
}

/** A move to another address (path or query); a change of the #anchor alone stays on the page. */
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/** Asks before the router leaves the page, and has the browser ask before the page is unloaded. */
function LeaveGuard({ message }: { message: string }) {
  const blocker = useBlocker(leavesPage);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own question; the text is its own too.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={DISCARD_TITLE}
      message={message}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/** Reports the content's unsaved state to its guard while it is shown (nothing is unsaved once it is gone). */
export function useReportDirty(dirty: boolean, report: (dirty: boolean) => void): void {
  useEffect(() => {
    report(dirty);
  }, [dirty, report]);
  useEffect(() => () => report(false), [report]);
}
