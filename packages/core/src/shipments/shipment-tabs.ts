// The tabs of /orderdatabase 'Order DataBase MSG' (docs/orders.md): which shipments each lists, in
// which order, which message it sends, which flag a send sets, and the name of its CSV download. The
// server pages each tab in SQL by these rules; `inTab` is the same rule over a row in memory (the unit
// tests and the in-memory ports check the SQL against it).
import type { MessageKind } from '../messaging/message-settings.ts';
import type { ShipmentClass } from './shipment-status.ts';
import { isAfterEdd } from './shipment-status.ts';

export const SHIPMENT_TABS = [
  'new',
  'inTransit',
  'delivered',
  'undelivered',
  'rto',
  'afterEdd',
  'all',
] as const;
export type ShipmentTab = (typeof SHIPMENT_TABS)[number];

/** The four message flags of the old order sheet (written TRUE/FALSE in its CSVs). */
export const MESSAGE_FLAGS = ['firstMsg', 'inTransitMsg', 'ndrMsg', 'rtoMsg'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

export interface ShipmentTabInfo {
  /** As the screen names it. */
  readonly label: string;
  /** The CSV download's file name, as the old screen named it. */
  readonly csvName: string;
  /** The message the tab's WhatsApp and SMS buttons send, or null (call only). */
  readonly message: MessageKind | null;
  /**
   * The flag a send from this tab sets (and the button's colour reads), or null: After EDD and Delivered
   * write none. The RTO tab sets rtoMsg (decision 277), so its offer is not sent twice.
   */
  readonly flag: MessageFlag | null;
  /** New lists the oldest order id first; every other tab the newest order first. */
  readonly order: 'orderIdAscending' | 'newestFirst';
}

export const SHIPMENT_TAB_INFO: Readonly<Record<ShipmentTab, ShipmentTabInfo>> = {
  new: {
    label: 'New',
    csvName: 'newOrder.csv',
    message: 'firstOrder',
    flag: 'firstMsg',
    order: 'orderIdAscending',
  },
  inTransit: {
    label: 'In Transit',
    csvName: 'inTransitOrder.csv',
    message: 'inTransit',
    flag: 'inTransitMsg',
    order: 'newestFirst',
  },
  delivered: {
    label: 'Delivered',
    csvName: 'deliveredOrder.csv',
    message: null,
    flag: null,
    order: 'newestFirst',
  },
  undelivered: {
    label: 'Undelivered',
    csvName: 'undeliveredOrder.csv',
    message: 'ndr',
    flag: 'ndrMsg',
    order: 'newestFirst',
  },
  rto: { label: 'Rto', csvName: 'rtoOrder.csv', message: 'rto', flag: 'rtoMsg', order: 'newestFirst' },
  afterEdd: {
    label: 'After EDD Intransit',
    csvName: 'afterEddOrder.csv',
    message: 'inTransit',
    flag: null,
    order: 'newestFirst',
  },
  all: { label: 'All Order', csvName: 'allOrder.csv', message: null, flag: null, order: 'newestFirst' },
};

/** What a tab's rule reads of a shipment. */
export interface TabbedShipment {
  readonly statusClass: ShipmentClass;
  readonly eddDate: string | null;
  readonly firstMsg: boolean;
  readonly inTransitMsg: boolean;
}

/**
 * Whether a shipment is listed on a tab at `now`: New lists new shipments not yet sent their first
 * message; In Transit those in transit (so with an EDD) not yet sent the in-transit message; Delivered,
 * Undelivered and Rto every shipment of that class, one row per courier order (decision 277); After EDD
 * every in-transit shipment past its EDD by more than 24 hours, sent or not; All Order every one.
 */
export function inTab(tab: ShipmentTab, s: TabbedShipment, now: Date): boolean {
  switch (tab) {
    case 'new':
      return s.statusClass === 'new' && !s.firstMsg;
    case 'inTransit':
      return s.statusClass === 'inTransit' && !s.inTransitMsg;
    case 'delivered':
    case 'undelivered':
    case 'rto':
      return s.statusClass === tab;
    case 'afterEdd':
      return isAfterEdd(s.statusClass, s.eddDate, now);
    case 'all':
      return true;
  }
}

/** A flag as the old sheet's CSVs wrote it. */
export const flagText = (value: boolean): 'TRUE' | 'FALSE' => (value ? 'TRUE' : 'FALSE');
