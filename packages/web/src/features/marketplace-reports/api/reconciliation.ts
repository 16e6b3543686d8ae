import { useQuery } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ReconciliationQueuesQuery } from '../../../lib/gql/graphql.ts';
import { reconciliationQueryKey } from '../../../lib/order-line-queries.ts';

/**
 * What an ADMIN's acceptance of a payment difference shows, in the open queue (a changed one) and in
 * the accepted list alike.
 * @public the fragment is referenced by name inside the query, not imported
 */
export const AcceptedDifferenceFields = graphql(`
  fragment AcceptedDifferenceFields on AcceptedDifference {
    difference
    reason
    acceptedAt
    acceptedBy
  }
`);

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
        accepted {
          ...AcceptedDifferenceFields
        }
      }
      acceptedDifferences {
        orderId
        sku
        billDate
        difference
        accepted {
          ...AcceptedDifferenceFields
        }
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

const AcceptPaymentDifference = graphql(`
  mutation AcceptPaymentDifference(
    $where: OrderLineWhereUniqueInput!
    $difference: Float!
    $reason: String!
  ) {
    acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) {
      id
    }
  }
`);

const ReopenPaymentDifference = graphql(`
  mutation ReopenPaymentDifference($where: OrderLineWhereUniqueInput!) {
    reopenPaymentDifference(where: $where) {
      id
    }
  }
`);

export type PaymentDifference = ReconciliationQueuesQuery['reconciliation']['settlementDifferences'][number];
export type AcceptedPaymentDifference =
  ReconciliationQueuesQuery['reconciliation']['acceptedDifferences'][number];

interface LineKey {
  channel: Channel;
  orderId: string;
  sku: string;
}

/**
 * ADMIN only (the server checks; decision 166): accepts the line's payment difference as shown
 * (`difference`, rupees), saying why; refused when a payment recorded since changed it.
 */
export async function acceptPaymentDifference(
  line: LineKey,
  difference: number,
  reason: string,
): Promise<void> {
  await graphqlRequest(AcceptPaymentDifference, { where: line, difference, reason });
}

/** ADMIN only (the server checks): the line's difference is open again. */
export async function reopenPaymentDifference(line: LineKey): Promise<void> {
  await graphqlRequest(ReopenPaymentDifference, { where: line });
}
