// Names typed or pasted into the bulk tools are matched to stored products and categories without case
// (docs/bulk.md). One rule for the screens (before anything is sent) and the server (inside the batch).
import { identifierText } from '../validation/identifier-text.ts';

/**
 * A name compared without case and without surrounding or repeated white space, as people see it
 * (identifierText: composed, no invisible characters).
 */
export function nameKey(name: string): string {
  return identifierText(name).replace(/\s+/g, ' ').toLowerCase();
}

export type NameMatch<T> = { ok: true; item: T } | { ok: false; message: string };

/**
 * The one item whose name matches `name` without case. No match, or two or more (two records whose
 * names differ only in case), is a problem with a message naming the name and what it was looked for in.
 */
export function matchByName<T>(
  items: readonly T[],
  name: string,
  nameOf: (item: T) => string,
  what: string,
): NameMatch<T> {
  const key = nameKey(name);
  const found = items.filter((item) => nameKey(nameOf(item)) === key);
  if (found.length === 1) return { ok: true, item: found[0]! };
  if (found.length === 0) return { ok: false, message: `No ${what} is named “${name.trim()}”` };
  return {
    ok: false,
    message: `${found.length} ${what}s are named “${name.trim()}” (differing only in case): rename one so the name says which`,
  };
}

/** An index of names for many lookups (one pass over the items, then one map read per name). */
export function nameIndex<T>(items: readonly T[], nameOf: (item: T) => string, what: string) {
  const byKey = new Map<string, T[]>();
  for (const item of items) {
    const key = nameKey(nameOf(item));
    const list = byKey.get(key);
    if (list) list.push(item);
    else byKey.set(key, [item]);
  }
  return (name: string): NameMatch<T> => matchByName(byKey.get(nameKey(name)) ?? [], name, nameOf, what);
}
