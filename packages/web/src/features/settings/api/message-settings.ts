import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { MessageSettingsInput, SettingsMessageSettingsQuery } from '../../../lib/gql/graphql.ts';

export type StoredMessageSettings = SettingsMessageSettingsQuery['messageSettings'];

const SettingsMessageSettings = graphql(`
  query SettingsMessageSettings {
    messageSettings {
      templates {
        firstOrder
        inTransit
        rto
        ndr
        callScript
      }
      deliveryPromise
      eddDays
      unboxingVideoLink
      shopLinks
      returnDiscountRupees
      couponRules {
        keyword
        code
      }
      trackingLinks {
        ithink
        shiprocket
      }
      version
    }
  }
`);

const UpdateMessageSettings = graphql(`
  mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {
    updateMessageSettings(data: $data, version: $version) {
      version
    }
  }
`);

/** The same key as the message screens' query, so a save refreshes what they fill their texts from. */
const messageSettingsKey = ['messageSettings'] as const;

export function useStoredMessageSettings() {
  return useQuery({
    queryKey: messageSettingsKey,
    queryFn: async () => (await graphqlRequest(SettingsMessageSettings)).messageSettings,
  });
}

export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { data: MessageSettingsInput; version: number }) =>
      graphqlRequest(UpdateMessageSettings, v),
    onSettled: () => client.invalidateQueries({ queryKey: messageSettingsKey }),
  });
}
