import { useQuery } from '@tanstack/react-query';
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { LinePaymentsQuery } from '../../../lib/gql/graphql.ts';

const LinePayments = graphql(`
  query LinePayments($where: OrderLineWhereUniqueInput!) {
    orderLinePayments(where: $where) {
      entryKey
      paymentDate
      amountReceived
      reportedSale
      reportedFees
      tcs
      tds
      recordedAt
      recordedBy
    }
  }
`);

const RemoveLinePayment = graphql(`
  mutation RemoveLinePayment($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {
    removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {
      id
    }
  }
`);

export type LinePayment = LinePaymentsQuery['orderLinePayments'][number];

export interface LineKey {
  channel: Channel;
  orderId: string;
  sku: string;
}

export const linePaymentsQueryKey = ['line-payments'] as const;

/** The payments recorded for one order line, oldest first (decision 114). */
export function useLinePayments(line: LineKey) {
  return useQuery({
    queryKey: [...linePaymentsQueryKey, line.channel, line.orderId, line.sku],
    queryFn: async ({ signal }) =>
      (await graphqlRequest(LinePayments, { where: line }, { signal })).orderLinePayments,
  });
}

/** ADMIN only (the server checks): removes one recorded payment of the line, saying why (decision 127). */
export async function removeLinePayment(line: LineKey, entryKey: string, reason: string): Promise<void> {
  await graphqlRequest(RemoveLinePayment, { where: line, entryKey, reason });
}
