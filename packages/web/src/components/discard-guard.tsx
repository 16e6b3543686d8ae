import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DiscardGuard {
  /** Close at once when nothing was changed; otherwise ask first. For Close, Escape, a click outside. */
  requestClose: () => void;
  /** The content reports whether it holds changes that are not saved. */
  setDirty: (dirty: boolean) => void;
  /** The question asked on Close, to be rendered beside the drawer (nothing for content with no close). */
  dialog: ReactElement | null;
}

const DISCARD_TITLE = 'Discard unsaved changes?';

/**
 * Content that asks before it throws away what was typed or uploaded and not saved (decisions 118, 125
 * and 129): the message says what would be lost; "Discard" goes on, "Keep editing" goes back.
 *
 * With a `close` (a drawer or dialog), Close, Escape and a click outside go through `requestClose`; a
 * save closes through `close` itself, without asking. With `null` (a settings section, a grid row being
 * edited: nothing to close) only leaving the page asks.
 *
 * Either way, while something is unsaved, a move to another page (the browser's Back, a link, the menu)
 * is held until the person answers, and the browser asks before a reload or closing the tab. That
 * question is the one of `DiscardGuardProvider`, which the app's layout mounts.
 */
export function useDiscardGuard(close: (() => void) | null, message: string): DiscardGuard {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else close?.();
  }, [dirty, close]);
  useHoldPageWhile(dirty, message);
  const dialog = close && (
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
  );
  return { requestClose, setDirty, dialog };
}

/**
 * Reports the content's unsaved state to its guard while it is shown (nothing is unsaved once it is gone).
 * The guard and the page's hold follow in layout effects, in the same task as the keystroke that changed
 * something: a move away right after typing is held too.
 */
export function useReportDirty(dirty: boolean, report: (dirty: boolean) => void): void {
  useLayoutEffect(() => {
    report(dirty);
  }, [dirty, report]);
  useLayoutEffect(() => () => report(false), [report]);
}

/** What a guard holding unsaved work tells the provider: its message, until it holds nothing. */
interface PageHolds {
  hold: (id: string, message: string) => void;
  release: (id: string) => void;
}

const PageHoldsContext = createContext<PageHolds | null>(null);

function useHoldPageWhile(dirty: boolean, message: string): void {
  const id = useId();
  const holds = useContext(PageHoldsContext);
  useLayoutEffect(() => {
    if (!dirty || !holds) return;
    holds.hold(id, message);
    return () => holds.release(id);
  }, [dirty, message, holds, id]);
}

/**
 * The one question asked before the page is left with unsaved work, for every guard below it (decision
 * 129). The router keeps one blocker at a time: a page can hold several things at once (two settings
 * sections, a grid row and a form), so the guards do not block themselves but tell this provider. Its
 * one blocker holds the page while any of them holds something, and asks once with all their messages.
 * Mounted by the app's layout, inside the router; a guard rendered without it (a component's unit test)
 * holds nothing back.
 */
export function DiscardGuardProvider({ children }: { children: ReactNode }) {
  // By guard, in the order they came to hold something: their messages. The blocker reads the ref, which
  // a hold changes at once; the state renders the question's messages.
  const heldNow = useRef<ReadonlyMap<string, string>>(new Map());
  const [held, setHeld] = useState(heldNow.current);
  const holds = useMemo<PageHolds>(() => {
    const change = (next: ReadonlyMap<string, string>) => {
      heldNow.current = next;
      setHeld(next);
    };
    return {
      hold: (id, message) => {
        if (heldNow.current.get(id) !== message) change(new Map(heldNow.current).set(id, message));
      },
      release: (id) => {
        if (!heldNow.current.has(id)) return;
        const next = new Map(heldNow.current);
        next.delete(id);
        change(next);
      },
    };
  }, []);
  const holding = useCallback(() => heldNow.current.size > 0, []);
  return (
    <PageHoldsContext.Provider value={holds}>
      {children}
      <LeaveGuard holding={holding} messages={[...new Set(held.values())]} />
    </PageHoldsContext.Provider>
  );
}

/** A move to another address (path or query); a change of the #anchor alone stays on the page. */
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * While something is held, asks before the router leaves the page, and has the browser ask before the
 * page is unloaded.
 */
function LeaveGuard({ holding, messages }: { holding: () => boolean; messages: readonly string[] }) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>((move) => holding() && leavesPage(move), [holding]),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own question; the text is its own too.
      if (holding()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [holding]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={DISCARD_TITLE}
      message={messages}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
