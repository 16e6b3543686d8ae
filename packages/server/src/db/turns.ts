// Long work on the server's one thread (a 50,000-line report, a re-price) is done in chunks with a
// turn of the event loop between them, so other requests are answered meanwhile (docs/performance.md).

/** Lets other requests run before the caller goes on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `items.map(fn)`, with a turn of the event loop after every `perTurn` items. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  perTurn = 2000,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % perTurn === 0) await nextTurn();
    out.push(fn(items[i]!, i));
  }
  return out;
}

/**
 * A queue for work that must not run all at once (the statements one GraphQL answer asks for together:
 * node:sqlite runs each synchronously): each `work` given starts after the one before has ended, in a
 * turn of the event loop of its own, so other requests are answered between them.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(nextTurn).then(work);
    last = run.catch(() => undefined);
    return run;
  };
}
