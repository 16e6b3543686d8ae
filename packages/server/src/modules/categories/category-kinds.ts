import type { CategoryKindValue } from '../../db/types.ts';

/** One slab list of a fee category: its API field, its column and what its third value means. */
export interface SlabListInfo {
  readonly field: 'commissionPercent' | 'fixedFeePercent' | 'collectionFeePercent' | 'referalFeePercent';
  readonly column:
    'commission_percent' | 'fixed_fee_percent' | 'collection_fee_percent' | 'referal_fee_percent';
  /** The editor's name for the third column, used in messages ("Slab 2: Fee must be a number"). */
  readonly valueLabel: 'Percent' | 'Fee';
  readonly description: string;
}

export interface CategoryKindInfo {
  readonly kind: CategoryKindValue;
  readonly label: string;
  /** GraphQL names: the object type, its input, the list query and the mutations' suffix. */
  readonly typeName: 'FlipkartProductCategory' | 'AmazonProductCategory';
  readonly listField: 'flipkartProductCategories' | 'amazonProductCategories';
  readonly lists: readonly SlabListInfo[];
}

/** The two kinds of fee category (spec §2 "Category tabs", §3). The schema is generated from this table. */
export const CATEGORY_KINDS: Readonly<Record<CategoryKindValue, CategoryKindInfo>> = {
  flipkart: {
    kind: 'flipkart',
    label: 'Flipkart',
    typeName: 'FlipkartProductCategory',
    listField: 'flipkartProductCategories',
    lists: [
      {
        field: 'commissionPercent',
        column: 'commission_percent',
        valueLabel: 'Percent',
        description: 'commission: rupee price from - to => percent of the price',
      },
      {
        field: 'fixedFeePercent',
        column: 'fixed_fee_percent',
        valueLabel: 'Fee',
        description: 'fixed fee: rupee price from - to => rupee fee',
      },
      {
        field: 'collectionFeePercent',
        column: 'collection_fee_percent',
        valueLabel: 'Fee',
        description: 'collection fee: a value above 2 is a rupee amount, otherwise a percent of the price',
      },
    ],
  },
  amazon: {
    kind: 'amazon',
    label: 'Amazon',
    typeName: 'AmazonProductCategory',
    listField: 'amazonProductCategories',
    lists: [
      {
        field: 'referalFeePercent',
        column: 'referal_fee_percent',
        valueLabel: 'Percent',
        description: 'referral fee: rupee price from - to => percent of the price',
      },
    ],
  },
};

export const CATEGORY_KIND_LIST = Object.values(CATEGORY_KINDS);
