// The message of a shipment on a tab of the order database: the messaging area's texts and links
// (docs/messaging.md), filled from the stored shipment as they are from an export's row.
import type { MessageSettings } from '../messaging/message-settings.ts';
import {
  firstOrderMessage,
  inTransitMessage,
  messageRowOf,
  ndrMessage,
  rtoMessage,
} from '../messaging/messages.ts';
import type { MessageRow } from '../messaging/messages.ts';
import type { CourierOrderRow } from '../reports/courier-order.ts';
import type { ShipmentTab } from './shipment-tabs.ts';
import { SHIPMENT_TAB_INFO } from './shipment-tabs.ts';

/** What a message reads of a stored shipment: an export's order row, less what only the import uses. */
export type MessageShipment = Omit<CourierOrderRow, 'cancelled' | 'details' | 'ndrReasons'> & {
  ndrReasons: readonly string[];
};

const TEXTS = {
  firstOrder: firstOrderMessage,
  inTransit: inTransitMessage,
  ndr: ndrMessage,
  rto: rtoMessage,
} as const;

/** A stored shipment as the order row the message texts read (the message screens' database source). */
export const shipmentOrderRow = (s: MessageShipment): CourierOrderRow => ({
  ...s,
  cancelled: false,
  ndrReasons: [...s.ndrReasons],
});

/**
 * The tab's message for a shipment (its text and WhatsApp, SMS and call links, or why it has none),
 * or null on a tab that sends none (Delivered, All Order: a call link only, from `messageRowOf` with no text).
 */
export function shipmentMessage(
  tab: ShipmentTab,
  shipment: MessageShipment,
  settings: MessageSettings,
  today: string,
  device: 'mobile' | 'desktop',
): MessageRow {
  const kind = SHIPMENT_TAB_INFO[tab].message;
  const order = shipmentOrderRow(shipment);
  const text = kind === null || kind === 'callScript' ? '' : TEXTS[kind](order, settings, today);
  return messageRowOf({ ...order, line: 0 }, text, device);
}
