// The dashboards' sums (docs/dashboards.md): every figure is summed by the server over the whole range,
// never from lines the browser has loaded.
import type { Channel } from '@seller-desk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type {
  BusinessNetQuery,
  SalesSkuOrder,
  SalesSummaryFieldsFragment,
} from '../../../lib/gql/graphql.ts';

export type SalesSummary = SalesSummaryFieldsFragment;

graphql(`
  fragment SalesSummaryFields on SalesSummary {
    key
    channel
    orders
    lines
    units
    revenue
    marketplaceFees
    settlement
    purchaseCost
    tcs
    tds
    returns
    returnedUnits
    rtoReturns
    returnCost
    netProfit
    returnRate
    paidLines
    received
    expectedPayout
    difference
  }
`);

const ChannelDashboard = graphql(`
  query ChannelDashboard($where: SalesWhereInput!, $payment: Boolean!) {
    salesSummary(where: $where) {
      ...SalesSummaryFields
    }
    salesSeries(where: $where) {
      bucket
      points {
        key
        revenue
        netProfit
      }
    }
    awaitingPayment(where: $where) @include(if: $payment) {
      label
      lines
      expected
    }
  }
`);

const Overview = graphql(`
  query SalesOverview($where: SalesWhereInput!) {
    salesSummary(where: $where) {
      ...SalesSummaryFields
    }
    salesByChannel(where: $where) {
      ...SalesSummaryFields
    }
    salesSeries(where: $where, perChannel: true) {
      bucket
      points {
        key
        channel
        revenue
      }
    }
  }
`);

const SkuSales = graphql(`
  query SkuSales(
    $where: SalesWhereInput!
    $perChannel: Boolean!
    $orderBy: SalesSkuOrder!
    $descending: Boolean!
    $first: Int!
    $skip: Int!
  ) {
    salesBySku(
      where: $where
      perChannel: $perChannel
      orderBy: $orderBy
      descending: $descending
      first: $first
      skip: $skip
    ) {
      ...SalesSummaryFields
    }
    salesSkuCount(where: $where, perChannel: $perChannel)
    salesSummary(where: $where) {
      ...SalesSummaryFields
    }
  }
`);

const TopSkus = graphql(`
  query TopSkus($where: SalesWhereInput!) {
    byProfit: salesBySku(where: $where, orderBy: NET_PROFIT, descending: true, first: 10) {
      key
      netProfit
      returnedUnits
    }
    byLoss: salesBySku(where: $where, orderBy: NET_PROFIT, descending: false, first: 10) {
      key
      netProfit
      returnedUnits
    }
    byReturns: salesBySku(where: $where, orderBy: RETURNED_UNITS, descending: true, first: 10) {
      key
      netProfit
      returnedUnits
    }
  }
`);

const BusinessNet = graphql(`
  query BusinessNet($where: BusinessNetWhereInput!) {
    businessNet(where: $where) {
      marketplaceNetProfit
      ownStoreSales
      creditNotes
      purchases
      expenses
      net
      documents
    }
  }
`);

export type BusinessNetSummary = BusinessNetQuery['businessNet'];

export interface SalesRange {
  channel: Channel | null;
  from: string;
  to: string;
}

const whereOf = (r: SalesRange) => ({ channel: r.channel, billDate_gte: r.from, billDate_lte: r.to });

/** A channel's tiles and series over the range, and on Payment what awaits payment. */
export function useChannelDashboard(range: SalesRange, payment: boolean, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['sales', 'channel', range, payment],
    queryFn: ({ signal }) => graphqlRequest(ChannelDashboard, { where: whereOf(range), payment }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The five channels side by side, and revenue per channel over time. */
export function useSalesOverview(range: SalesRange, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['sales', 'overview', range],
    queryFn: ({ signal }) => graphqlRequest(Overview, { where: whereOf(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface SkuPage {
  perChannel: boolean;
  orderBy: SalesSkuOrder;
  descending: boolean;
  page: number;
  pageSize: number;
}

/** A page of the SKU table (per SKU, or per SKU and channel), sorted on the server. */
export function useSkuSales(range: SalesRange, p: SkuPage, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['sales', 'skus', range, p],
    queryFn: ({ signal }) =>
      graphqlRequest(
        SkuSales,
        { where: whereOf(range), ...p, first: p.pageSize, skip: p.page * p.pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The top 10 SKUs by profit, by loss and by units returned. */
export function useTopSkus(range: SalesRange, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['sales', 'top-skus', range],
    queryFn: ({ signal }) => graphqlRequest(TopSkus, { where: whereOf(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The business's net over the range (every channel and our own documents; decision 340). */
export function useBusinessNet(range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['sales', 'business-net', range],
    queryFn: ({ signal }) =>
      graphqlRequest(
        BusinessNet,
        { where: { billDate_gte: range.from, billDate_lte: range.to } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
