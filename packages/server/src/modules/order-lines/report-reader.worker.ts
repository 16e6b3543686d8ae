// Reads a report in a worker thread, so parsing a large file does not stall the server's event loop
// (docs/order-lines.md, "Speed"). The readers are core's pure functions; only the file (its bytes, or its
// text) and rows cross.
import { parentPort } from 'node:worker_threads';
import { marketplaceReader, type Channel, type MarketplaceReportKind } from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import { checkLineLimit } from './report-reader.ts';
import { textOfReportBytes } from './report-text.ts';

parentPort?.on(
  'message',
  ({
    id,
    channel,
    kind,
    text,
    bytes,
  }: {
    id: number;
    channel: Channel;
    kind: MarketplaceReportKind;
  } & ({ text: string; bytes?: never } | { text?: never; bytes: Uint8Array })) => {
    try {
      // The rows go back a part at a time as they are read (decision 176): the upload works on each part
      // while the next is read, and the main thread copies one part per task instead of the whole file's
      // rows at once, staying free for other requests in between. Then the rest of the result.
      const { rows: _, ...rest } = marketplaceReader(channel, kind)(text ?? textOfReportBytes(bytes!), {
        // a file longer than a report may be is refused where it goes past, and read no further
        onPart: (part) => {
          checkLineLimit(part);
          // as JSON text: the server's thread takes it at once and parses it when the upload reads it
          parentPort!.postMessage({ id, part: JSON.stringify(part) });
        },
        // the rows go with their parts: the worker keeps none of a large file's rows meanwhile
        rowsInPartsOnly: true,
      });
      parentPort!.postMessage({ id, result: rest });
    } catch (e) {
      // the one refusal thrown here is checkLineLimit's
      if (e instanceof DomainError && e.row !== undefined)
        parentPort!.postMessage({ id, tooManyLines: e.row });
      else parentPort!.postMessage({ id, error: (e as Error).message });
    }
  },
);
