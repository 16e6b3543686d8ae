import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { billOrdersQueryKey } from '../../../lib/order-line-queries.ts';
import type { BillOrderTab, BillOrdersPageQuery } from '../../../lib/gql/graphql.ts';

const BillOrdersPage = graphql(`
  query BillOrdersPage($where: BillOrderWhereInput!, $first: Int!, $skip: Int!) {
    billOrders(where: $where, first: $first, skip: $skip) {
      id
      orderedOn
      orderId
      sku
      quantity
      invoiceAmount
      purchaseCost
      marketplaceFee
      profit
      saleType
      shipToName
      city
      trackingID
      flipkartsetlment
      amazonsetlment
      meeshosetlment
      littleKidsetlment
      trendyHandysetlment
      return
      returnType
      returnDate
      pysicallyRecieved
      podRequestTickeetId
      condition
      damageDescription
      claimId
      claimResult
      paymentReceived
      paymentDate
      amountRecieveFromFlipkart
      amountRecieveFromAmazon
      amountRecieveFromMeesho
      amountRecieveFromLittleKid
      amountRecieveFromTrendyHandy
      tcs
      tds
      difference
    }
    billOrderCount(where: $where)
  }
`);

type WireLine = BillOrdersPageQuery['billOrders'][number];

/** A line as the grid shows it: the channel's own settlement and received fields under one name each. */
export type BillOrderRow = WireLine & {
  /** The bill date (every stored line has one). */
  orderedOn: string;
  settlement: number | null;
  amountReceived: number | null;
};

const rowOf = (channel: Channel, line: WireLine): BillOrderRow => ({
  ...line,
  orderedOn: line.orderedOn ?? '',
  settlement: (line[CHANNEL_INFO[channel].settlementField] as number | null | undefined) ?? null,
  amountReceived: (line[CHANNEL_INFO[channel].receivedField] as number | null | undefined) ?? null,
});

export interface BillOrdersRequest {
  channel: Channel;
  tab: BillOrderTab;
  from: string;
  to: string;
  /** An order id, SKU, tracking id or buyer's name, or a part of one (empty: every line). */
  search: string;
  page: number;
  pageSize: number;
}

/**
 * One page of a channel's lines as the grid shows it (decision 112: the server pages, the browser holds
 * one page). While the next page loads the one shown stays.
 */
export function useBillOrders(
  { channel, tab, from, to, search, page, pageSize }: BillOrdersRequest,
  enabled: boolean,
) {
  return useQuery({
    enabled,
    queryKey: [...billOrdersQueryKey, channel, tab, from, to, search, page, pageSize],
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest(
        BillOrdersPage,
        {
          where: { channel, tab, billDate_gte: from, billDate_lte: to, search: search || null },
          first: pageSize,
          skip: page * pageSize,
        },
        { signal },
      );
      return { rows: answer.billOrders.map((l) => rowOf(channel, l)), count: answer.billOrderCount };
    },
    placeholderData: keepPreviousData,
  });
}
