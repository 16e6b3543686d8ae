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
