// The NDR queue's and the Summary tab's queries (docs/orders.md, decisions 311 and 312): a page of the
// queue from the server, a move of the action state, a re-attempt or RTO asked for, the Summary's figures.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { NdrQueueQuery, NdrRequest, NdrState } from '../../../lib/gql/graphql.ts';

const NdrQueue = graphql(`
  query NdrQueue($withClosed: Boolean!, $first: Int!, $skip: Int!) {
    ndrQueueCount(withClosed: $withClosed)
    ndrQueue(withClosed: $withClosed, first: $first, skip: $skip) {
      id
      courier
      channel
      orderId
      status
      productName
      sku
      quantity
      customerName
      email
      mobile
      mobileProblem
      address
      pincode
      paymentMethod
      orderTotal
      courierCompany
      awb
      edd
      orderDate
      latestNdrDate
      ndrAttempts
      ndrReasons
      noAttempt
      ndrMsg
      ndrState
      ndrStateAt
      ndrStateByName
      courierTakesNdrRequests
    }
  }
`);

const MoveShipmentNdr = graphql(`
  mutation MoveShipmentNdr($id: ID!, $to: NdrState!) {
    moveShipmentNdr(id: $id, to: $to) {
      id
      ndrState
    }
  }
`);

const RequestShipmentNdr = graphql(`
  mutation RequestShipmentNdr($id: ID!, $request: NdrRequest!) {
    requestShipmentNdr(id: $id, request: $request) {
      sentToCourier
      shipment {
        id
        ndrState
      }
    }
  }
`);

const ShipmentSummary = graphql(`
  query ShipmentSummary {
    shipmentSummary {
      total
      pastEdd
      codPending
      codPendingOrders
      byStatus {
        status
        statusClass
        count
      }
      byChannel {
        channel
        count
      }
      byCourier {
        courier
        courierCompany
        count
        delivered
        rto
        rtoRatePercent
      }
      byPincodePrefix {
        prefix
        count
        delivered
        rto
        rtoRatePercent
      }
      coverage {
        flag
        statusClass
        total
        sent
        sentAll
      }
    }
  }
`);

export type NdrRow = NdrQueueQuery['ndrQueue'][number];

/** Rows a page of the queue shows. */
export const NDR_PAGE_ROWS = 50;

export function useNdrQueue(withClosed: boolean, page: number) {
  return useQuery({
    queryKey: ['shipments', 'ndr', withClosed, page],
    queryFn: () => graphqlRequest(NdrQueue, { withClosed, first: NDR_PAGE_ROWS, skip: page * NDR_PAGE_ROWS }),
    placeholderData: keepPreviousData,
  });
}

export const moveNdr = async (id: string, to: NdrState) =>
  (await graphqlRequest(MoveShipmentNdr, { id, to })).moveShipmentNdr;

export const requestNdr = async (id: string, request: NdrRequest) =>
  (await graphqlRequest(RequestShipmentNdr, { id, request })).requestShipmentNdr;

export function useShipmentSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['shipments', 'summary'],
    queryFn: async () => (await graphqlRequest(ShipmentSummary)).shipmentSummary,
    enabled,
  });
}

/** After a move or a send: the queue, the tabs and their counts are asked for again. */
export function useRefreshNdr() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['shipments'] });
}
