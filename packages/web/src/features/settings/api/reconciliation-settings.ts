import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ReconciliationSettingsInput } from '../../../lib/gql/graphql.ts';
import type { ReconciliationSettingsValues } from '../../../lib/reconciliation-settings-fields.ts';
import { reconciliationQueryKey } from '../../../lib/order-line-queries.ts';

/** The settings with the lock a save starts from. */
export type StoredReconciliationSettings = ReconciliationSettingsValues & { version: number };

const SettingsReconciliationSettings = graphql(`
  query SettingsReconciliationSettings {
    reconciliationSettings {
      ...ReconciliationSettingsFields
      version
    }
  }
`);

const UpdateReconciliationSettings = graphql(`
  mutation UpdateReconciliationSettings($data: ReconciliationSettingsInput!, $version: Int!) {
    updateReconciliationSettings(data: $data, version: $version) {
      version
    }
  }
`);

const key = ['reconciliationSettings'] as const;

export function useStoredReconciliationSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await graphqlRequest(SettingsReconciliationSettings)).reconciliationSettings,
  });
}

/** Saves the settings (ADMIN); the reconciliation queues are read again with them. */
export function useSaveReconciliationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { data: ReconciliationSettingsInput; version: number }) =>
      graphqlRequest(UpdateReconciliationSettings, v),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: key });
      await client.invalidateQueries({ queryKey: reconciliationQueryKey() });
    },
  });
}
