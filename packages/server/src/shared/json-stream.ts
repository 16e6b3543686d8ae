import { Readable } from 'node:stream';
import { nextTurn } from './turns.ts';

/**
 * A long list written as JSON while it is made (a preview's rows, as the file is read): each `add` writes
 * its items' JSON at once, so an answer holding the list only joins the texts when it is sent, and the
 * items need not be kept meanwhile. `jsonStreamWithList` writes the texts as they are; JSON.stringify of
 * an answer holding the list gives the same JSON.
 */
export class JsonList {
  readonly #texts: string[] = [];
  #length = 0;

  add(items: readonly unknown[]): void {
    if (items.length === 0) return;
    this.#texts.push(JSON.stringify(items).slice(1, -1));
    this.#length += items.length;
  }
  /** How many items the list holds. */
  get length(): number {
    return this.#length;
  }
  /** The JSON of each `add`'s items, without the brackets: joined by commas inside [ ], the list. */
  get texts(): readonly string[] {
    return this.#texts;
  }
  toJSON(): unknown[] {
    return JSON.parse(`[${this.#texts.join(',')}]`) as unknown[];
  }
}

/**
 * An answer holding one long list (a report's 50,000 rows) as a JSON stream: the rest of the object
 * first, then the list a slice at a time with a turn of the event loop between slices, so writing a
 * large answer never holds up other requests for long (docs/performance.md). A JsonList is written as
 * the texts it holds.
 */
export function jsonStreamWithList(value: object, key: string, perSlice = 2_000): Readable {
  const { [key]: list, ...rest } = value as Record<string, unknown>;
  async function* parts() {
    const head = JSON.stringify(rest);
    yield `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(key)}:[`;
    if (list instanceof JsonList)
      for (const [i, text] of list.texts.entries()) {
        if (i > 0) await nextTurn();
        yield `${i > 0 ? ',' : ''}${text}`;
      }
    else {
      const items = Array.isArray(list) ? list : [];
      for (let i = 0; i < items.length; i += perSlice) {
        if (i > 0) await nextTurn();
        yield `${i > 0 ? ',' : ''}${JSON.stringify(items.slice(i, i + perSlice)).slice(1, -1)}`;
      }
    }
    yield ']}';
  }
  return Readable.from(parts());
}
