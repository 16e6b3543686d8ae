import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { GstReturnSettingsInput } from '../../../lib/gql/graphql.ts';

const GstReturnSettingsQuery = graphql(`
  query GstReturnSettings {
    gstReturnSettings {
      b2clThresholds {
        effectiveFrom
        rupees
      }
      hsnDigits
      jsonVersion
      etins {
        channel
        etin
      }
      tcs {
        effectiveFrom
        percent
        section
      }
      tds {
        effectiveFrom
        percent
        section
      }
      version
    }
  }
`);

const UpdateGstReturnSettings = graphql(`
  mutation UpdateGstReturnSettings($data: GstReturnSettingsInput!, $version: Int!) {
    updateGstReturnSettings(data: $data, version: $version) {
      version
    }
  }
`);

const key = ['gstReturnSettings'] as const;

export type StoredGstReturnSettings = NonNullable<ReturnType<typeof useStoredGstReturnSettings>['data']>;

/** Settings › GST return: what a GSTR-1 needs that is kept nowhere else (decision 286). */
export function useStoredGstReturnSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await graphqlRequest(GstReturnSettingsQuery)).gstReturnSettings,
  });
}

/** Saves them (ADMIN); the /gst screens read the return again with them. */
export function useSaveGstReturnSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { data: GstReturnSettingsInput; version: number }) =>
      graphqlRequest(UpdateGstReturnSettings, v),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: key });
      await client.invalidateQueries({ queryKey: ['gst'] });
    },
  });
}
