// Reads a report in a worker thread, so parsing a large file does not stall the server's event loop
// (docs/order-lines.md, "Speed"). The readers are core's pure functions; only text and rows cross.
import { parentPort } from 'node:worker_threads';
import { marketplaceReader, type Channel, type MarketplaceReportKind } from '@seller-desk/core';

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
      parentPort!.postMessage({ id, result: marketplaceReader(channel, kind)(text) });
    } catch (e) {
      parentPort!.postMessage({ id, error: (e as Error).message });
    }
  },
);
