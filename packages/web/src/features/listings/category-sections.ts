import type { CategoryKind } from './listing-channels.ts';
import type { SlabValueKind } from './slab-text.ts';

/** One slab list of a category: its API field and how the table and the editor name it. */
export interface SlabSection {
  field: 'commissionPercent' | 'fixedFeePercent' | 'collectionFeePercent' | 'referalFeePercent';
  /** Column header of the table and the editor's section heading. */
  title: string;
  /** Names a slab row's fields: "Commission slab 1 From". */
  rowName: string;
  /** The third number's label: "Percent", "Fee", "Percent or fee". */
  valueLabel: string;
  valueKind: SlabValueKind;
}

export const SLAB_SECTIONS: Record<CategoryKind, readonly SlabSection[]> = {
  flipkart: [
    {
      field: 'commissionPercent',
      title: 'Commission slabs',
      rowName: 'Commission',
      valueLabel: 'Percent',
      valueKind: 'percent',
    },
    {
      field: 'fixedFeePercent',
      title: 'Fixed Fee slabs',
      rowName: 'Fixed fee',
      valueLabel: 'Fee',
      valueKind: 'fee',
    },
    {
      field: 'collectionFeePercent',
      title: 'Collection Fee slabs',
      rowName: 'Collection fee',
      // docs/fee-model.md: above 2 is a flat rupee fee, otherwise a percent of the price.
      valueLabel: 'Percent or fee',
      valueKind: 'collection',
    },
  ],
  // docs/screens.md, Listing: Amazon uses the commission slab editor only (its referral fee slabs).
  amazon: [
    {
      field: 'referalFeePercent',
      title: 'Commission',
      rowName: 'Commission',
      valueLabel: 'Percent',
      valueKind: 'percent',
    },
  ],
};
