import { useQuery } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { reconciliationQueryKey } from '../../../lib/order-line-queries.ts';

const ReconciliationQueues = graphql(`
  query ReconciliationQueues($channel: MarketplaceChannel!) {
    reconciliation(channel: $channel) {
      settlementDifferences {
        orderId
        sku
        billDate
        paymentDate
        expectedSettlement
        tcs
        tds
        expectedPayout
        received
        difference
        reason
      }
      overduePayments {
        orderId
        sku
        billDate
        dueDate
        daysOverdue
        expectedSettlement
      }
      returnClaims {
        orderId
        sku
        billDate
        returnDate
        returnType
        claimDeadline
        daysLeft
        podRequestTickeetId
        condition
        damageDescription
        claimId
        claimResult
      }
      settings {
        ...ReconciliationSettingsFields
      }
    }
  }
`);

export function useReconciliation(channel: Channel) {
  return useQuery({
    queryKey: reconciliationQueryKey(channel),
    queryFn: async () => (await graphqlRequest(ReconciliationQueues, { channel })).reconciliation,
  });
}
