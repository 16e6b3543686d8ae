import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type {
  FeeScheduleVersionInput,
  FeeSchedulesQuery,
  GstRuleInput,
  GstRulesQuery,
} from '../../../lib/gql/graphql.ts';

export type ChannelFeeSchedule = FeeSchedulesQuery['feeSchedules'][number];
export type GstRules = GstRulesQuery['gstRules'];
export type { FeeScheduleVersionInput, GstRuleInput };

const FeeSchedules = graphql(`
  query FeeSchedules {
    feeSchedules {
      channel
      label
      fields
      version
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

const GstRulesDocument = graphql(`
  query GstRules {
    gstRules {
      version
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

const UpdateFeeSchedule = graphql(`
  mutation UpdateFeeSchedule($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {
    updateFeeSchedule(channel: $channel, versions: $versions, version: $version) {
      channel
      version
    }
  }
`);

const UpdateGstRules = graphql(`
  mutation UpdateGstRules($rules: [GstRuleInput!]!, $version: Int!) {
    updateGstRules(rules: $rules, version: $version) {
      version
    }
  }
`);

const feeSchedulesKey = ['settings', 'feeSchedules'] as const;
const gstRulesKey = ['settings', 'gstRules'] as const;

export function useFeeSchedules() {
  return useQuery({
    queryKey: feeSchedulesKey,
    queryFn: async () => (await graphqlRequest(FeeSchedules)).feeSchedules,
  });
}

export function useGstRules() {
  return useQuery({
    queryKey: gstRulesKey,
    queryFn: async () => (await graphqlRequest(GstRulesDocument)).gstRules,
  });
}

export function useSaveFeeSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { channel: string; versions: FeeScheduleVersionInput[]; version: number }) =>
      graphqlRequest(UpdateFeeSchedule, v),
    // every listing's derived values follow the schedule
    onSettled: () => client.invalidateQueries(),
  });
}

export function useSaveGstRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { rules: GstRuleInput[]; version: number }) => graphqlRequest(UpdateGstRules, v),
    onSettled: () => client.invalidateQueries(),
  });
}
