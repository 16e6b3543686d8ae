// Fee slabs of a category, the defaults of a new Flipkart category and the slab editor's rules
// (docs/fee-model.md "Inputs"; the editor's padding: docs/fee-model.md#slab-lists-padding-blank-rows-and-checks-decision-004).

/** A fee slab: the old system's spelling `precent` is the contract with stored data. */
export interface Slab {
  readonly from: number;
  readonly to: number;
  readonly precent: number;
}

export interface FlipkartCategoryFees {
  readonly commissionPercent: readonly Slab[] | null | undefined;
  readonly fixedFeePercent: readonly Slab[] | null | undefined;
  readonly collectionFeePercent: readonly Slab[] | null | undefined;
}

export interface AmazonCategoryFees {
  readonly referalFeePercent: readonly Slab[] | null | undefined;
}

const slab = (from: number, to: number, precent = 0): Slab => ({ from, to, precent });

/** The ranges a new Flipkart category starts with (docs/fee-model.md), every value 0. */
export const DEFAULT_FLIPKART_SLABS = {
  commissionPercent: [slab(0, 300), slab(300, 500), slab(500, 1000), slab(1000, 1000000)],
  fixedFeePercent: [slab(0, 300), slab(300, 500), slab(500, 1000), slab(1000, 1000000)],
  collectionFeePercent: [slab(0, 750), slab(750, 1000000)],
} as const satisfies FlipkartCategoryFees;

/** A fresh copy of the default Flipkart slab lists, safe to edit. */
export function defaultFlipkartSlabs(): {
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
} {
  return {
    commissionPercent: DEFAULT_FLIPKART_SLABS.commissionPercent.map((s) => ({ ...s })),
    fixedFeePercent: DEFAULT_FLIPKART_SLABS.fixedFeePercent.map((s) => ({ ...s })),
    collectionFeePercent: DEFAULT_FLIPKART_SLABS.collectionFeePercent.map((s) => ({ ...s })),
  };
}

/** A blank slab row of the editor. */
export const BLANK_SLAB: Slab = { from: 0, to: 0, precent: 0 };

/**
 * The slab editor's padding (docs/screens.md): an existing list with fewer than 3 entries gets two blank
 * zero slabs appended, so the editor always shows room to add ranges. Applied to the commission and
 * fixed-fee lists of Flipkart and to Amazon's referral list, which uses the same editor
 * (docs/fee-model.md#slab-lists-padding-blank-rows-and-checks-decision-004). A blank slab never matches a price (0 < p < 0).
 */
export function padSlabs(list: readonly Slab[] | null | undefined): Slab[] {
  const rows = (list ?? []).map((s) => ({ ...s }));
  return rows.length < 3 ? [...rows, { ...BLANK_SLAB }, { ...BLANK_SLAB }] : rows;
}

/** The Flipkart category as the editor opens it: commission and fixed fee padded, collection as is. */
export function padFlipkartCategory<T extends FlipkartCategoryFees>(
  category: T,
): Omit<T, keyof FlipkartCategoryFees> & {
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
} {
  return {
    ...category,
    commissionPercent: padSlabs(category.commissionPercent),
    fixedFeePercent: padSlabs(category.fixedFeePercent),
    collectionFeePercent: (category.collectionFeePercent ?? []).map((s) => ({ ...s })),
  };
}

/** The Amazon category as the editor opens it: the referral list padded like Flipkart's commission. */
export function padAmazonCategory<T extends AmazonCategoryFees>(
  category: T,
): T & { referalFeePercent: Slab[] } {
  return { ...category, referalFeePercent: padSlabs(category.referalFeePercent) };
}

export function isBlankSlab(s: Slab): boolean {
  return s.from === 0 && s.to === 0 && s.precent === 0;
}

/** Removes the editor's blank rows before a list is saved. */
export function dropBlankSlabs(list: readonly Slab[]): Slab[] {
  return list.filter((s) => !isBlankSlab(s)).map((s) => ({ ...s }));
}

export interface SlabProblem {
  /** 0-based row index in the list as given. */
  readonly index: number;
  readonly field: 'from' | 'to' | 'precent';
  readonly message: string;
}

const FIELD_LABEL = { from: 'From', to: 'To', precent: 'Percent' } as const;

/**
 * Checks a slab list for the category editor: every value a finite number, From below To, and no two
 * slabs overlapping (slabs that only touch, 300-500 and 500-1000, are fine). Blank rows (all zero, the
 * editor's padding) are skipped. Messages name the row as people count it: "Slab 2: From must be below To".
 * `valueLabel` names the third column ("Percent" or "Fee").
 */
export function validateSlabs(list: readonly Slab[], valueLabel = 'Percent'): SlabProblem[] {
  const problems: SlabProblem[] = [];
  const checked: { index: number; from: number; to: number }[] = [];
  list.forEach((s, index) => {
    if (isBlankSlab(s)) return;
    const row = `Slab ${index + 1}`;
    let numeric = true;
    for (const field of ['from', 'to', 'precent'] as const) {
      const value: unknown = s[field];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        const label = field === 'precent' ? valueLabel : FIELD_LABEL[field];
        problems.push({ index, field, message: `${row}: ${label} must be a number` });
        numeric = false;
      }
    }
    if (!numeric) return;
    if (s.precent < 0) {
      problems.push({ index, field: 'precent', message: `${row}: ${valueLabel} must be 0 or more` });
      return;
    }
    if (!(s.from < s.to)) {
      problems.push({ index, field: 'from', message: `${row}: From must be below To` });
      return;
    }
    for (const other of checked) {
      if (Math.max(other.from, s.from) < Math.min(other.to, s.to)) {
        problems.push({
          index,
          field: 'from',
          message: `${row}: overlaps slab ${other.index + 1} (${other.from} to ${other.to})`,
        });
        break;
      }
    }
    checked.push({ index, from: s.from, to: s.to });
  });
  return problems;
}
