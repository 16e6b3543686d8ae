// Reads a report in a worker thread, so parsing a large file does not stall the server's event loop
// (docs/ledger.md, "Speed"). The readers are core's pure functions; only the file's bytes (a chunk
// at a time, as its store gives them: decision 222) and rows cross.
import { parentPort } from 'node:worker_threads';
import { marketplaceReader, type Channel, type MarketplaceReportKind } from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import { checkLineLimit, type ToWorker } from './report-reader.ts';
import { textDecoder } from './report-text.ts';

/** A read whose chunks are coming: each is decoded as it arrives, so only the text is held. */
interface Incoming {
  channel: Channel;
  kind: MarketplaceReportKind;
  decoder: ReturnType<typeof textDecoder>;
  pieces: string[];
}

const incoming = new Map<number, Incoming>();

function read(id: number, { channel, kind, decoder, pieces }: Incoming): void {
  pieces.push(decoder.decode());
  const text = pieces.join('');
  pieces.length = 0;
  try {
    // The rows go back a part at a time as they are read (decision 176): the upload works on each part
    // while the next is read, and the main thread copies one part per task instead of the whole file's
    // rows at once, staying free for other requests in between. Then the rest of the result.
    const { rows: _, ...rest } = marketplaceReader(channel, kind)(text, {
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
    if (e instanceof DomainError && e.row !== undefined) parentPort!.postMessage({ id, tooManyLines: e.row });
    else parentPort!.postMessage({ id, error: (e as Error).message });
  }
}

parentPort?.on('message', (m: ToWorker) => {
  if ('begin' in m) {
    const { channel, kind, encoding } = m.begin;
    incoming.set(m.id, { channel, kind, decoder: textDecoder(encoding), pieces: [] });
    return;
  }
  const file = incoming.get(m.id);
  if (!file) return;
  if ('chunk' in m) file.pieces.push(file.decoder.decode(m.chunk, { stream: true }));
  else {
    incoming.delete(m.id);
    if ('end' in m) read(m.id, file);
  }
});
