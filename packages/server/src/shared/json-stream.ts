import { Readable } from 'node:stream';
import { nextTurn } from './turns.ts';

/**
 * An answer holding one long list (a report's 50,000 rows) as a JSON stream: the rest of the object
 * first, then the list a slice at a time with a turn of the event loop between slices, so writing a
 * large answer never holds up other requests for long (docs/performance.md).
 */
export function jsonStreamWithList(value: object, key: string, perSlice = 2_000): Readable {
  const { [key]: list, ...rest } = value as Record<string, unknown>;
  const items = Array.isArray(list) ? list : [];
  async function* parts() {
    const head = JSON.stringify(rest);
    yield `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(key)}:[`;
    for (let i = 0; i < items.length; i += perSlice) {
      if (i > 0) await nextTurn();
      yield `${i > 0 ? ',' : ''}${JSON.stringify(items.slice(i, i + perSlice)).slice(1, -1)}`;
    }
    yield ']}';
  }
  return Readable.from(parts());
}
