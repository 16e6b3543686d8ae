import type { QueryClient } from '@tanstack/react-query';

// The cached answers that show stored order lines: Check Bills' pages and the reconciliation queues. A
// line changed on one screen (a return's follow-up saved, a payment removed) is stale on both.

/** Check Bills' pages of lines (`['bill-orders', channel, tab, …]`). */
export const billOrdersQueryKey = ['bill-orders'] as const;

/** The reconciliation queues of a channel (`['reconciliation', channel]`); without one, every channel's. */
export const reconciliationQueryKey = (channel?: string) =>
  channel === undefined ? (['reconciliation'] as const) : (['reconciliation', channel] as const);

/**
 * After a change to stored lines: the lists shown are read again (awaited, so a form closes on what is
 * stored), the others when next shown, not from the cache.
 */
export function readOrderLinesAgain(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: billOrdersQueryKey }),
    client.invalidateQueries({ queryKey: reconciliationQueryKey() }),
  ]);
}
