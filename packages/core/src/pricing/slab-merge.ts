// A fee category's edit merged with someone else's save (decision 155): after a save refused because
// someone else saved the category since, the editor keeps what this person changed and takes the other
// person's change everywhere else — the name, a whole slab list, or a slab of a list both changed — so
// the next save stores both. The rules are the ones every merged record follows (editing/changed-fields);
// this file only says what identifies a slab.
import { mergeChangedFields, mergeChangedRows } from '../editing/changed-fields.ts';
import { isBlankSlab } from './slabs.ts';

/** A slab row as the category editor holds it: its three numbers, or the text typed in their fields. */
export interface SlabRow {
  readonly from: number | string;
  readonly to: number | string;
  readonly precent: number | string;
}

/** A slab field's number: typed text is read as a number, an empty field as 0 (docs/screens.md, Listing). */
export function slabNumber(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
}

const numbersOf = (row: SlabRow) => ({
  from: slabNumber(row.from),
  to: slabNumber(row.to),
  precent: slabNumber(row.precent),
});

/** The editor's blank row (every field 0 or empty): room to add a range, not a slab (decision 004). */
export function isBlankSlabRow(row: SlabRow): boolean {
  return isBlankSlab(numbersOf(row));
}

/**
 * What identifies a slab in its list: its price range, "300–500" (validateSlabs refuses two slabs that
 * overlap, so no two share one). Null for a blank row or a range that is no number.
 */
export function slabRangeKey(row: SlabRow): string | null {
  const { from, to } = numbersOf(row);
  if (isBlankSlabRow(row) || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  return `${from}–${to}`;
}

/**
 * A slab list both people changed, merged slab by slab, matched by price range (`mergeChangedRows`): a
 * slab only one of them changed takes that one's value, one both changed this person's; their new slabs
 * are added, one they removed goes unless this person changed it, one this person removed stays removed.
 * A slab whose range this person changed counts as removed and added by this person. The blank rows are
 * left out of the match: this person's stay, at the end. A list with two slabs of one range, or a range
 * that is no number, cannot be matched: it is this person's.
 */
export function mergeSlabRows<R extends SlabRow>(
  base: readonly R[],
  theirs: readonly R[],
  mine: readonly R[],
): R[] {
  const slabs = (rows: readonly R[]) => rows.filter((row) => !isBlankSlabRow(row));
  const merged = mergeChangedRows(slabs(base), slabs(theirs), slabs(mine), slabRangeKey, (was, now, row) =>
    // a slab only this person has (or both added with the same range) is this person's
    was !== undefined && now !== undefined ? mergeChangedFields(was, now, row) : row,
  );
  return [...merged, ...mine.filter(isBlankSlabRow)];
}

/**
 * A fee category's edit after someone else saved it (decision 155): `base` is the category as the edit
 * started from it, `theirs` as stored since, `mine` the edit — its name and its slab lists by field
 * (`commissionPercent`…). A field this person did not change takes theirs; a slab list both changed is
 * merged slab by slab (`mergeSlabRows`); any other field both changed keeps this person's value.
 */
export function mergeCategoryEdit<T extends { readonly name: string }>(base: T, theirs: T, mine: T): T {
  return mergeChangedFields(base, theirs, mine, (field, their, ours) => {
    const was = (base as Record<string, unknown>)[field];
    return Array.isArray(was) && Array.isArray(their) && Array.isArray(ours)
      ? mergeSlabRows(was as SlabRow[], their as SlabRow[], ours as SlabRow[])
      : ours;
  });
}
