// The Check Bills screens (docs/screens.md, Check Bills): a channel's stored order lines under three
// tabs, at /dashboard for Flipkart and /dashboard/<channel> for the others, each tab at the channel's
// path (Sale), +/return and +/pay.
import { CHANNELS, CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { CHECK_BILLS_BASE, checkBillsPath } from '../../lib/check-bills-link.ts';

/** The tabs of a channel, as the GraphQL enum BillOrderTab names them. */
export type BillOrderTab = 'SALE' | 'RETURN' | 'PAYMENT';

export const TABS: readonly BillOrderTab[] = ['SALE', 'RETURN', 'PAYMENT'];

export const TAB_TITLES: Record<BillOrderTab, string> = {
  SALE: 'Sale',
  RETURN: 'Return',
  PAYMENT: 'Payment',
};

/** The dashboards across channels: the five side by side, and profit per SKU × channel. */
export const OVERVIEW_PATH = `${CHECK_BILLS_BASE}/overview`;
export const PROFIT_PATH = `${CHECK_BILLS_BASE}/profit`;

/** A channel's tab: /dashboard for Flipkart's Sale, /dashboard/little-kid/return for Little Kid's Return. */
export const routeOf = (channel: Channel, tab: BillOrderTab): string => checkBillsPath(channel, tab);

export interface BillsScreen {
  channel: Channel;
  tab: BillOrderTab;
  path: string;
  /** The grid's title: "Flipkart Sale", "Little Kid Return". */
  title: string;
}

export const BILLS_SCREENS: readonly BillsScreen[] = CHANNELS.flatMap((channel) =>
  TABS.map((tab) => ({
    channel,
    tab,
    path: routeOf(channel, tab),
    title: `${CHANNEL_INFO[channel].label} ${TAB_TITLES[tab]}`,
  })),
);
