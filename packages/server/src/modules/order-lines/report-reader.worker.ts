// Reads a report in a worker thread, so parsing a large file does not stall the server's event loop
// (docs/order-lines.md, "Speed"). The readers are core's pure functions; only text and rows cross.
import { parentPort } from 'node:worker_threads';
import { marketplaceReader, type Channel, type MarketplaceReportKind } from '@seller-desk/core';

const ROWS_PER_MESSAGE = 2_000;

parentPort?.on(
  'message',
  ({
    id,
    channel,
    kind,
    text,
  }: {
    id: number;
    channel: Channel;
    kind: MarketplaceReportKind;
    text: string;
  }) => {
    try {
      // The rows go back in chunks: the main thread then copies one chunk per task instead of the
      // whole file's rows at once, and stays free for other requests in between.
      const { rows, ...rest } = marketplaceReader(channel, kind)(text);
      for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE)
        parentPort!.postMessage({ id, rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
      parentPort!.postMessage({ id, result: { ...rest, rows: [] } });
    } catch (e) {
      parentPort!.postMessage({ id, error: (e as Error).message });
    }
  },
);
