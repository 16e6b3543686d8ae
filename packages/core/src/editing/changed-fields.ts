// Two people's edits of one record merged field by field (decisions 150 and 154): after a save refused
// because someone else saved since, the edit keeps what this person changed and takes the other person's
// change everywhere else, so the next save stores both instead of putting back, unseen, what the other
// person had changed.

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same value: deep, NaN (a number typed as no number) equal to itself, undefined to a missing key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

/**
 * Three values of one field: `base` the stored value the edit started from, `theirs` the value stored
 * since, `mine` the edited one. Whoever changed it gives it; when both changed it (to different values),
 * `bothChanged` decides, by default this person's value: they were shown the other change and chose to
 * save.
 */
export function mergeChangedField<V>(
  base: V,
  theirs: V,
  mine: V,
  bothChanged: (theirs: V, mine: V) => V = (_theirs, ours) => ours,
): V {
  if (sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base) || sameValue(theirs, mine)) return mine;
  return bothChanged(theirs, mine);
}

/**
 * A record's fields merged one by one (`mergeChangedField`): `base` the stored record the edit started
 * from, `theirs` the record stored since, `mine` the edited one. A field this person did not change takes
 * theirs; one this person changed keeps this person's value, by default also where both changed it
 * (`bothChanged` may merge such a field further). A field missing from the result's sources, or merged
 * to undefined, is left out.
 */
export function mergeChangedFields<T extends object>(
  base: T,
  theirs: T,
  mine: T,
  bothChanged: (field: string, theirs: unknown, mine: unknown) => unknown = (_field, _theirs, ours) => ours,
): T {
  const [b, t, m] = [base, theirs, mine] as unknown as Record<string, unknown>[];
  const out: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(m!), ...Object.keys(t!)])) {
    const value = mergeChangedField(b![field], t![field], m![field], (their, ours) =>
      bothChanged(field, their, ours),
    );
    if (value !== undefined) out[field] = value;
  }
  return out as T;
}

/** What identifies each row of a list, or null when a row has nothing that does or two rows share it. */
export function rowKeys<R>(rows: readonly R[], keyOf: (row: R) => string | null): string[] | null {
  const keys = rows.map(keyOf);
  return keys.every((k): k is string => k !== null) && new Set(keys).size === keys.length ? keys : null;
}

/**
 * A list both people changed, merged row by row, rows matched by what identifies them (`keyOf`), not by
 * their place: `base` the stored rows the edit started from, `theirs` the rows stored since, `mine` the
 * edited ones. A row both still have is merged by `mergeRow` (`base` undefined when both added it; `at`
 * is its place in the result); their new rows are added after this person's; a row they removed goes
 * unless this person changed it; a row this person removed stays removed, whatever they did to it. A
 * list whose rows cannot be told apart (`rowKeys` null) is one field, and both changed it: this person's.
 */
export function mergeChangedRows<R>(
  base: readonly R[],
  theirs: readonly R[],
  mine: readonly R[],
  keyOf: (row: R) => string | null,
  mergeRow: (base: R | undefined, theirs: R | undefined, mine: R, at: number) => R,
): R[] {
  const [bk, tk, mk] = [rowKeys(base, keyOf), rowKeys(theirs, keyOf), rowKeys(mine, keyOf)];
  if (!bk || !tk || !mk) return [...mine];
  const baseOf = new Map(bk.map((k, i) => [k, base[i]!]));
  const theirsOf = new Map(tk.map((k, i) => [k, theirs[i]!]));
  const out: R[] = [];
  mine.forEach((row, i) => {
    const was = baseOf.get(mk[i]!);
    const now = theirsOf.get(mk[i]!);
    // they removed a row this person left as it was: it goes; one this person changed stays
    if (was !== undefined && now === undefined) {
      if (!sameValue(row, was)) out.push(row);
    } else out.push(mergeRow(was, now, row, out.length));
  });
  const mineKeys = new Set(mk);
  theirs.forEach((row, i) => {
    if (!mineKeys.has(tk[i]!) && !baseOf.has(tk[i]!)) out.push(row);
  });
  return out;
}
