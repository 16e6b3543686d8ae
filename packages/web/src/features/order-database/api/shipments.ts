// The order database's queries (docs/orders.md): a tab's page and every tab's count from the server,
// the claim of a message flag before its link opens, and an export's import followed as a job.
import type { ShipmentTab as CoreTab } from '@seller-desk/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ShipmentsQuery } from '../../../lib/gql/graphql.ts';
import { WIRE_TABS } from '../../../lib/shipment-sends.ts';
import { uploadFile } from '../../../lib/upload.ts';

const Shipments = graphql(`
  query Shipments($tab: ShipmentTab!, $first: Int!, $skip: Int!) {
    shipments(tab: $tab, first: $first, skip: $skip) {
      id
      courier
      channel
      orderId
      status
      statusClass
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
      ndrAttempts
      ndrReasons
      firstMsg
      inTransitMsg
      ndrMsg
      rtoMsg
    }
  }
`);

const ShipmentCounts = graphql(`
  query ShipmentCounts {
    shipmentCounts {
      new
      inTransit
      delivered
      undelivered
      rto
      afterEdd
      all
    }
  }
`);

export type ShipmentRow = ShipmentsQuery['shipments'][number];

/** Rows a page of a tab shows. */
export const PAGE_ROWS = 100;

const key = ['shipments'] as const;

export function useShipmentPage(tab: CoreTab, page: number) {
  return useQuery({
    queryKey: [...key, tab, page],
    queryFn: async () =>
      (await graphqlRequest(Shipments, { tab: WIRE_TABS[tab], first: PAGE_ROWS, skip: page * PAGE_ROWS }))
        .shipments,
    placeholderData: keepPreviousData,
  });
}

export function useShipmentCounts() {
  return useQuery({
    queryKey: [...key, 'counts'],
    queryFn: async () => (await graphqlRequest(ShipmentCounts)).shipmentCounts,
  });
}

/** After a send or an import: the tabs and counts are asked for again. */
export function useRefreshShipments() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: key }), [client]);
}

/** Starts an export's import as a job: the answer is its id (Prefer: respond-async). */
export async function startImport(courier: 'ithink' | 'shiprocket', file: File): Promise<string> {
  const answer = await uploadFile<{ jobId: string }>(`/files/orders/import/${courier}`, file, {
    prefer: 'respond-async',
  });
  return answer.jobId;
}

/** What an import job answers when it is done. */
export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  problems: { line: number; column?: string; message: string }[];
}
