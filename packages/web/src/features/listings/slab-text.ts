import { dropBlankSlabs, slabNumber, validateSlabs, type Slab, type SlabProblem } from '@seller-desk/core';

/** How a slab's third number is read: a percent, a rupee fee, or (collection fee) either by its size. */
export type SlabValueKind = 'percent' | 'fee' | 'collection';

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees = (value: number) => (Number.isFinite(value) ? `₹${grouped.format(value)}` : '∞');

/**
 * One slab for the category table: "₹300 – ₹500 ⇒ 12%" or "₹300 – ₹500 ⇒ ₹15". A collection fee
 * above 2 is a flat rupee fee, otherwise a percent (docs/fee-model.md).
 */
export function formatSlab(slab: Slab, kind: SlabValueKind): string {
  const flat = kind === 'fee' || (kind === 'collection' && slab.precent > 2);
  const value = flat ? rupees(slab.precent) : `${grouped.format(slab.precent)}%`;
  return `${rupees(slab.from)} – ${rupees(slab.to)} ⇒ ${value}`;
}

/** A slab row of the editor: the text of its three fields, as typed. */
export interface SlabDraft {
  from: string;
  to: string;
  precent: string;
}

export function toDraft(slab: Slab): SlabDraft {
  return { from: String(slab.from), to: String(slab.to), precent: String(slab.precent) };
}

/** docs/screens.md, Listing: slab inputs are numbers; an empty field counts as 0 (so an all-empty row is a blank slab). */
export function fromDraft(draft: SlabDraft): Slab {
  return { from: slabNumber(draft.from), to: slabNumber(draft.to), precent: slabNumber(draft.precent) };
}

/**
 * The list to send and its problems: core's validateSlabs on the rows as shown (so "Slab 2" is the
 * second row on screen), then the editor's blank rows dropped (decision 004).
 */
export function slabsToSave(
  drafts: readonly SlabDraft[],
  valueLabel: string,
): { slabs: Slab[]; problems: SlabProblem[] } {
  const slabs = drafts.map(fromDraft);
  return { slabs: dropBlankSlabs(slabs), problems: validateSlabs(slabs, valueLabel) };
}

/** The Category tab's search: a case-insensitive match anywhere in the name (docs/screens.md). */
export function filterCategories<T extends { name: string }>(categories: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...categories];
  return categories.filter((category) => category.name.toLowerCase().includes(needle));
}
