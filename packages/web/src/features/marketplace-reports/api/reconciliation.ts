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
  query ReconciliationQueues(
    $channel: MarketplaceChannel!
    $first: Int!
    $differencesSkip: Int!
    $acceptedSkip: Int!
    $overdueSkip: Int!
    $claimsSkip: Int!
  ) {
    reconciliation(channel: $channel) {
      settlementDifferences(first: $first, skip: $differencesSkip) {
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
      settlementDifferenceCount
      acceptedDifferences(first: $first, skip: $acceptedSkip) {
        orderId
        sku
        billDate
        difference
        accepted {
          ...AcceptedDifferenceFields
        }
      }
      acceptedDifferenceCount
      overduePayments(first: $first, skip: $overdueSkip) {
        orderId
        sku
        billDate
        dueDate
        daysOverdue
        expectedSettlement
      }
      overduePaymentCount
      returnClaims(first: $first, skip: $claimsSkip) {
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
      returnClaimCount
      settings {
        ...ReconciliationSettingsFields
      }
    }
  }
`);

/** The rows of a queue the screen shows at once; a longer queue is paged (the server reads a page at a time). */
export const QUEUE_PAGE_SIZE = 100;

/** Which page of each queue is shown, from 0. */
export interface QueuePages {
  differences: number;
  accepted: number;
  overdue: number;
  claims: number;
}

export const FIRST_PAGES: QueuePages = { differences: 0, accepted: 0, overdue: 0, claims: 0 };

export function useReconciliation(channel: Channel, pages: QueuePages) {
  return useQuery({
    queryKey: [...reconciliationQueryKey(channel), pages],
    queryFn: async () =>
      (
        await graphqlRequest(ReconciliationQueues, {
          channel,
          first: QUEUE_PAGE_SIZE,
          differencesSkip: pages.differences * QUEUE_PAGE_SIZE,
          acceptedSkip: pages.accepted * QUEUE_PAGE_SIZE,
          overdueSkip: pages.overdue * QUEUE_PAGE_SIZE,
          claimsSkip: pages.claims * QUEUE_PAGE_SIZE,
        })
      ).reconciliation,
    // another page of one queue keeps the channel's queues on screen while it is read; another channel's never
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === channel ? previous : undefined,
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
