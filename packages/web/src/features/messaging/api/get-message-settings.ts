import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MessageSettings } from '@seller-desk/core';
import { DEFAULT_MESSAGE_SETTINGS } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const MessageSettingsQuery = graphql(`
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

export const messageSettingsQueryKey = ['messageSettings'] as const;

export const messageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messageSettingsQueryKey,
    queryFn: async () => (await graphqlRequest(MessageSettingsQuery)).messageSettings,
  });

/**
 * The message texts and facts as the ADMIN set them (Settings › Customer messages). While they load, or
 * if they cannot be had, the built-in texts stand in so a screen never waits to show its orders.
 */
export function useMessageSettings(): MessageSettings {
  const { data } = useQuery(messageSettingsQueryOptions());
  // One object per answer, so the screens' memoised texts and links are made again only when it changes.
  return useMemo(() => {
    if (!data) return DEFAULT_MESSAGE_SETTINGS;
    const { version: _version, ...settings } = data;
    return settings;
  }, [data]);
}
