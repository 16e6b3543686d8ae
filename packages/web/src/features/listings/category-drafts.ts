import {
  defaultFlipkartSlabs,
  isBlankSlab,
  mergeCategoryEdit,
  padAmazonCategory,
  padFlipkartCategory,
  type Slab,
} from '@seller-desk/core';
import type { Category } from './api/category-fields.ts';
import { SLAB_SECTIONS } from './category-sections.ts';
import type { CategoryKind } from './listing-channels.ts';
import { toDraft, type SlabDraft } from './slab-text.ts';

/** The category editor's slab lists as typed (text), by field: what it opens with and how a save merges. */
export type Drafts = Record<string, SlabDraft[]>;

/** The slab lists as the editor opens them: defaults for a new Flipkart category, short lists padded (§5). */
export function initialDrafts(kind: CategoryKind, category: Category | null): Drafts {
  const lists: Record<string, readonly Slab[] | undefined> = (kind === 'flipkart'
    ? padFlipkartCategory(category && 'commissionPercent' in category ? category : defaultFlipkartSlabs())
    : padAmazonCategory(
        category && 'referalFeePercent' in category ? category : { referalFeePercent: [] },
      )) as unknown as Record<string, readonly Slab[] | undefined>;
  // the padding's blank slabs are shown empty, to fill: "0 → 0" read as a slab that failed (issue 40)
  return Object.fromEntries(
    SLAB_SECTIONS[kind].map((s) => [
      s.field,
      (lists[s.field] ?? []).map((slab) =>
        isBlankSlab(slab) ? { from: '', to: '', precent: '' } : toDraft(slab),
      ),
    ]),
  );
}

/**
 * The editor's name and slab lists after someone else saved the category (decision 155): their change
 * in every field and slab this person did not change, this person's where both changed one (core's
 * `mergeCategoryEdit`). `base` is what the editor opened, `theirs` the category stored since.
 */
export function withTheirSave(
  edit: { name: string; drafts: Drafts },
  base: { name: string; drafts: Drafts },
  theirs: { name: string; drafts: Drafts },
): { name: string; drafts: Drafts } {
  const flat = (e: { name: string; drafts: Drafts }) => ({ ...e.drafts, name: e.name });
  const { name, ...drafts } = mergeCategoryEdit(flat(base), flat(theirs), flat(edit));
  return { name, drafts };
}
