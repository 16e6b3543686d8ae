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
