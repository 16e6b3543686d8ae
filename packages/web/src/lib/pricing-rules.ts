// The dated pricing data the browser prices with while a row is edited, read once per page through
// GraphQL and handed to core's functions (docs/fee-model.md "Dated rate cards, fee schedules and GST
// rules"): the GST rules by HSN code and each channel's fee schedule. The rules themselves live in core.
import {
  prepareGstRules,
  versionAt,
  type Channel,
  type FeeScheduleVersion,
  type GstRule,
  type PreparedGstRules,
} from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';

const PricingGstRules = graphql(`
  query PricingGstRules {
    gstRules {
      rules {
        hsnPrefix
        effectiveFrom
        ratePercent
        band {
          thresholdRupees
          ratePercentAbove
        }
        note
      }
    }
  }
`);

const PricingFeeSchedules = graphql(`
  query PricingFeeSchedules {
    feeSchedules {
      channel
      versions {
        effectiveFrom
        feeGstPercent
        collectionFlatAbove
        referralGstPercent
        closingFeeBands {
          upTo
          fee
        }
      }
    }
  }
`);

// Under ['settings', …], so that saving a setting (which reloads every query) and the Settings screen's
// own keys reach these too.
export const gstRulesQueryKey = ['settings', 'gstRules', 'for-pricing'] as const;
export const feeSchedulesQueryKey = ['settings', 'feeSchedules', 'for-pricing'] as const;

/**
 * The GST rules by HSN code, prepared once for core's gstRuleAt, computeListingPricing and
 * defaultLineGst; null while loading (or when not `enabled`).
 */
export function usePreparedGstRules(enabled = true): PreparedGstRules | null {
  return (
    useQuery({
      queryKey: gstRulesQueryKey,
      queryFn: async () =>
        prepareGstRules((await graphqlRequest(PricingGstRules)).gstRules.rules as GstRule[]),
      enabled,
      staleTime: 5 * 60_000,
    }).data ?? null
  );
}

/** Each channel's fee schedule versions, oldest first. */
export function useFeeScheduleVersions(): ReadonlyMap<string, readonly FeeScheduleVersion[]> | null {
  return (
    useQuery({
      queryKey: feeSchedulesQueryKey,
      queryFn: async () =>
        new Map(
          (await graphqlRequest(PricingFeeSchedules)).feeSchedules.map((s) => [
            s.channel,
            s.versions as FeeScheduleVersion[],
          ]),
        ),
      staleTime: 5 * 60_000,
    }).data ?? null
  );
}

/** The fee schedule of a channel in effect on a date; undefined until it is loaded (core's built-in then). */
export function scheduleAt(
  schedules: ReadonlyMap<string, readonly FeeScheduleVersion[]> | null,
  channel: Channel,
  at: string,
): FeeScheduleVersion | undefined {
  const versions = schedules?.get(channel);
  return versions && versions.length > 0 ? versionAt(versions, at) : undefined;
}
