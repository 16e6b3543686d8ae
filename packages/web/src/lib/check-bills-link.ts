import { CHANNEL_INFO, type Channel, type CheckBillsTab } from '@seller-desk/core';

/** Where Check Bills lives: Flipkart's Sale tab. */
export const CHECK_BILLS_BASE = '/dashboard';

const TAB_SUFFIX: Record<CheckBillsTab, string> = { SALE: '', RETURN: '/return', PAYMENT: '/pay' };

/**
 * A channel's tab of Check Bills (docs/screens.md, Check Bills): /dashboard for Flipkart and
 * /dashboard/<channel> for the others, Sale at that path, Return at +/return and Payment at +/pay. The
 * screen's own routes and the links other screens give to it are made here, so they cannot part.
 */
export function checkBillsPath(channel: Channel, tab: CheckBillsTab = 'SALE'): string {
  const base =
    channel === 'flipkart' ? CHECK_BILLS_BASE : `${CHECK_BILLS_BASE}/${CHANNEL_INFO[channel].slug}`;
  return `${base}${TAB_SUFFIX[tab]}`;
}

/**
 * The Check Bills tab that shows one line: its order id searched and the dates from and to its bill
 * date, in the address as Check Bills keeps them (`?from=&to=&q=`, docs/screens.md). The reconciliation
 * screen's Order IDs lead there: a payment difference to Payment, an overdue payment to Sale, a return
 * to claim to Return.
 */
export function checkBillsLinePath(
  channel: Channel,
  tab: CheckBillsTab,
  line: { orderId: string; billDate: string },
): string {
  const query = new URLSearchParams({ from: line.billDate, to: line.billDate, q: line.orderId });
  return `${checkBillsPath(channel, tab)}?${query}`;
}
