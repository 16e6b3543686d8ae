import { graphql } from '../../../lib/gql/index.ts';
import type {
  AmazonProductCategoryFieldsFragment,
  AmazonProductCategoryInput,
  FlipkartProductCategoryFieldsFragment,
  FlipkartProductCategoryInput,
} from '../../../lib/gql/graphql.ts';
import type { CategoryKind } from '../listing-channels.ts';

/**
 * The category fields the Category tabs and the listing grids show: the slab lists of the version in effect
 * today and its date, every version oldest first (decision 051), and the category's use.
 * @public the fragments are referenced by name inside the documents that use them, not imported
 */
export const CategoryFields = {
  flipkart: graphql(`
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
      id
      name
      commissionPercent {
        from
        to
        precent
      }
      fixedFeePercent {
        from
        to
        precent
      }
      collectionFeePercent {
        from
        to
        precent
      }
      effectiveFrom
      versions {
        effectiveFrom
        commissionPercent {
          from
          to
          precent
        }
        fixedFeePercent {
          from
          to
          precent
        }
        collectionFeePercent {
          from
          to
          precent
        }
      }
      listingCount
      version
    }
  `),
  amazon: graphql(`
    fragment AmazonProductCategoryFields on AmazonProductCategory {
      id
      name
      referalFeePercent {
        from
        to
        precent
      }
      effectiveFrom
      versions {
        effectiveFrom
        referalFeePercent {
          from
          to
          precent
        }
      }
      listingCount
      version
    }
  `),
} satisfies Record<CategoryKind, unknown>;

/** The shapes are generated from schema.graphql. */
export type FlipkartCategory = FlipkartProductCategoryFieldsFragment;
export type AmazonCategory = AmazonProductCategoryFieldsFragment;
export type Category = FlipkartCategory | AmazonCategory;
/** One dated version of a category's card. */
export type CategoryVersion = Category['versions'][number];
export type CategoryOf<K extends CategoryKind> = K extends 'flipkart' ? FlipkartCategory : AmazonCategory;

/** Every field optional on update; name required on create. */
export type CategoryInput = FlipkartProductCategoryInput | AmazonProductCategoryInput;
