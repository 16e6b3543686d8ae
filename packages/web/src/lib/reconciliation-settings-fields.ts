import { graphql } from './gql/index.ts';
import type { ReconciliationSettingsFieldsFragment } from './gql/graphql.ts';

/**
 * The reconciliation settings as the Settings section edits them and the reconciliation screen shows
 * them beside its queues: one selection for both.
 * @public the fragment is referenced by name inside the documents that use it, not imported
 */
export const ReconciliationSettingsFields = graphql(`
  fragment ReconciliationSettingsFields on ReconciliationSettings {
    toleranceRupees
    claimAfterDays
    paymentCycleDays {
      flipkart
      amazon
      meesho
      littleKid
      trendyHandy
    }
    claimWindowDays {
      flipkart
      amazon
      meesho
      littleKid
      trendyHandy
    }
  }
`);

/** The settings' values, as both screens read them. */
export type ReconciliationSettingsValues = ReconciliationSettingsFieldsFragment;
