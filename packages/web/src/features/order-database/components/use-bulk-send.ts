// "Send next 25" (docs/orders.md): at most 25 rows not yet sent, one every 3.1 seconds, each claimed on
// the server before its link opens; shows which one it is on; can be stopped; a second click while a run
// goes does nothing.
import { useRef, useState } from 'react';

export const BULK_SEND_ROWS = 25;
export const BULK_SEND_GAP_MS = 3_100;

export interface BulkSendState {
  running: boolean;
  /** 1-based position of the row being sent, of `total` */
  at: number;
  total: number;
  orderId: string | null;
  sent: number;
  skipped: number;
}

const IDLE: BulkSendState = { running: false, at: 0, total: 0, orderId: null, sent: 0, skipped: 0 };

export function useBulkSend<R extends { id: string; orderId: string }>(
  send: (row: R) => Promise<'sent' | 'alreadySent' | 'noLink'>,
  onDone: () => void,
  gapMs = BULK_SEND_GAP_MS,
) {
  const [state, setState] = useState<BulkSendState>(IDLE);
  const running = useRef(false);
  const stopped = useRef(false);

  async function start(rows: readonly R[]) {
    if (running.current) return;
    const batch = rows.slice(0, BULK_SEND_ROWS);
    if (batch.length === 0) return;
    running.current = true;
    stopped.current = false;
    let sent = 0;
    let skipped = 0;
    try {
      for (const [i, row] of batch.entries()) {
        if (stopped.current) break;
        setState({ running: true, at: i + 1, total: batch.length, orderId: row.orderId, sent, skipped });
        const outcome = await send(row).catch(() => 'alreadySent' as const);
        if (outcome === 'sent') sent++;
        else skipped++;
        if (i < batch.length - 1 && !stopped.current)
          await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    } finally {
      running.current = false;
      setState({ ...IDLE, sent, skipped, total: batch.length });
      onDone();
    }
  }

  return {
    state,
    start,
    stop: () => {
      stopped.current = true;
    },
  };
}
