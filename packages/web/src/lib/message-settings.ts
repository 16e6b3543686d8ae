// The customer message settings (Settings › Customer messages, one setting with its optimistic lock):
// one query for the message screens, which fill their texts from it, and the Settings section, which
// edits it.
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';
import type { MessageSettingsQuery } from './gql/graphql.ts';

const MessageSettingsDocument = graphql(`
  query MessageSettings {
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

/** The settings as stored, with the lock a save starts from. */
export type StoredMessageSettings = MessageSettingsQuery['messageSettings'];

/** A save of the settings refreshes this key. */
export const messageSettingsQueryKey = ['messageSettings'] as const;

/** The settings with their lock (the Settings section edits them). */
export function useStoredMessageSettings() {
  return useQuery({
    queryKey: messageSettingsQueryKey,
    queryFn: async () => (await graphqlRequest(MessageSettingsDocument)).messageSettings,
  });
}

/**
 * The message texts and facts as the ADMIN set them. While they load, or if they cannot be had, the
 * built-in texts stand in so a screen never waits to show its orders.
 */
export function useMessageSettings(): MessageSettings {
  const { data } = useStoredMessageSettings();
  // One object per answer, so the screens' memoised texts and links are made again only when it changes.
  return useMemo(() => {
    if (!data) return DEFAULT_MESSAGE_SETTINGS;
    const { version: _version, ...settings } = data;
    return settings;
  }, [data]);
}
