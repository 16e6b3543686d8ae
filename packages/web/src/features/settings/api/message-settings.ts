import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { MessageSettingsInput } from '../../../lib/gql/graphql.ts';
import { messageSettingsQueryKey } from '../../../lib/message-settings.ts';

const UpdateMessageSettings = graphql(`
  mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {
    updateMessageSettings(data: $data, version: $version) {
      version
    }
  }
`);

/** Saves the settings; the message screens then read the new texts. */
export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { data: MessageSettingsInput; version: number }) =>
      graphqlRequest(UpdateMessageSettings, v),
    onSettled: () => client.invalidateQueries({ queryKey: messageSettingsQueryKey }),
  });
}
