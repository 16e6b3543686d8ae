import { useCallback, useMemo, useState } from 'react';

/**
 * The columns a person chose for a grid, remembered in the browser (localStorage) under the grid's key,
 * e.g. one per listing channel: the order of the fields and the ones hidden. Fields the grid gained
 * since the choice was stored keep their default place; fields it lost are ignored.
 */
export interface ColumnLayout {
  order: string[];
  hidden: string[];
}

const STORAGE_PREFIX = 'seller-desk:columns:';

/** The stored layout of a grid, or null (nothing stored, or unreadable). */
export function readColumnLayout(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
): ColumnLayout | null {
  try {
    const raw = storage?.getItem(STORAGE_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnLayout>;
    const strings = (value: unknown) =>
      Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    return { order: strings(parsed.order), hidden: strings(parsed.hidden) };
  } catch {
    return null;
  }
}

export function writeColumnLayout(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  key: string,
  layout: ColumnLayout | null,
): void {
  try {
    if (layout === null) storage?.removeItem(STORAGE_PREFIX + key);
    else storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(layout));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page reloads.
  }
}

/**
 * The grid's fields in the chosen order: the stored order for the fields it knows, and each field not in
 * it right after the field that precedes it by default (at the start when none does).
 */
export function arrangeFields(defaults: readonly string[], order: readonly string[]): string[] {
  const known = new Set(defaults);
  const result = order.filter((field, index) => known.has(field) && order.indexOf(field) === index);
  for (const [index, field] of defaults.entries()) {
    if (result.includes(field)) continue;
    const before = defaults
      .slice(0, index)
      .reverse()
      .find((f) => result.includes(f));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, field);
  }
  return result;
}

/** Moves a field one place up (-1) or down (+1) in an order. */
export function moveField(order: readonly string[], field: string, step: -1 | 1): string[] {
  const index = order.indexOf(field);
  const target = index + step;
  if (index < 0 || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The layout of one grid: its fields in order, which are hidden, and how to change and reset them. */
export function useColumnLayout(key: string | undefined, defaults: readonly string[]) {
  const [stored, setStored] = useState<ColumnLayout | null>(() =>
    key ? readColumnLayout(browserStorage(), key) : null,
  );
  const [storedKey, setStoredKey] = useState(key);
  // Another grid (another channel's tab) reads its own choice.
  if (storedKey !== key) {
    setStoredKey(key);
    setStored(key ? readColumnLayout(browserStorage(), key) : null);
  }
  const order = useMemo(() => arrangeFields(defaults, stored?.order ?? []), [defaults, stored]);
  const hidden = useMemo(() => new Set(stored?.hidden ?? []), [stored]);
  const save = useCallback(
    (layout: ColumnLayout | null) => {
      setStored(layout);
      if (key) writeColumnLayout(browserStorage(), key, layout);
    },
    [key],
  );
  const setLayout = useCallback(
    (nextOrder: readonly string[], nextHidden: ReadonlySet<string>) =>
      save({ order: [...nextOrder], hidden: [...nextHidden] }),
    [save],
  );
  const reset = useCallback(() => save(null), [save]);
  return { order, hidden, setLayout, reset, customised: stored !== null };
}
