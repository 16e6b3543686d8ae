// Sending a message from the order database: the tab's flag is claimed on the server first (decision
// 277), and only then does the link open, so two people never message one customer twice. A window is
// opened at once, while the click still counts as the person's (a browser blocks one opened later), and
// is pointed at the link once the claim is granted, or closed when someone else sent it first.
// Shared by the order database and the message screens that take their orders from it (docs/orders.md).
import type { ShipmentTab as CoreTab } from '@seller-desk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';
import type { MessageScreenShipmentsQuery, ShipmentTab } from './gql/graphql.ts';

export const WIRE_TABS: Record<CoreTab, ShipmentTab> = {
  new: 'NEW',
  inTransit: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  undelivered: 'UNDELIVERED',
  rto: 'RTO',
  afterEdd: 'AFTER_EDD',
  all: 'ALL',
};

const ClaimShipmentMessage = graphql(`
  mutation ClaimShipmentMessage($id: ID!, $tab: ShipmentTab!) {
    claimShipmentMessage(id: $id, tab: $tab) {
      claimed
      shipment {
        id
        firstMsg
        inTransitMsg
        ndrMsg
        rtoMsg
      }
    }
  }
`);

/** Claims the tab's flag on the server: true when this person may open the link (decision 277). */
export async function claimMessage(id: string, tab: CoreTab): Promise<boolean> {
  return (await graphqlRequest(ClaimShipmentMessage, { id, tab: WIRE_TABS[tab] })).claimShipmentMessage
    .claimed;
}

const MessageScreenShipments = graphql(`
  query MessageScreenShipments($tab: ShipmentTab!, $first: Int!) {
    shipmentCounts {
      new
      inTransit
      undelivered
      rto
      all
    }
    shipments(tab: $tab, first: $first, skip: 0) {
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
      address
      paymentMethod
      orderTotal
      courierCompany
      awb
      edd
      ndrAttempts
      ndrReasons
      firstMsg
      inTransitMsg
      ndrMsg
      rtoMsg
    }
  }
`);

export type MessageScreenShipment = MessageScreenShipmentsQuery['shipments'][number];

/** Orders a message screen takes from the database at once (the tab's first, in its order). */
export const MESSAGE_SCREEN_ROWS = 500;

/** A tab's first orders for a message screen, with how many the tab lists. */
export function useMessageScreenShipments(
  tab: 'new' | 'inTransit' | 'undelivered' | 'rto',
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['shipments', 'message-screen', tab],
    queryFn: async () => {
      const r = await graphqlRequest(MessageScreenShipments, {
        tab: WIRE_TABS[tab],
        first: MESSAGE_SCREEN_ROWS,
      });
      return { rows: r.shipments, total: r.shipmentCounts[tab], inDatabase: r.shipmentCounts.all };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type SendOutcome = 'sent' | 'alreadySent';

export async function claimAndOpen(
  id: string,
  tab: CoreTab,
  href: string,
  sameTab: boolean,
  claim: (id: string, tab: CoreTab) => Promise<boolean> = claimMessage,
): Promise<SendOutcome> {
  const opened = sameTab ? null : window.open('about:blank', '_blank');
  let claimed = false;
  try {
    claimed = await claim(id, tab);
  } finally {
    if (!claimed) opened?.close();
  }
  if (!claimed) return 'alreadySent';
  if (sameTab) window.location.assign(href);
  else if (opened) opened.location.href = href;
  else window.open(href, '_blank', 'noopener');
  return 'sent';
}
