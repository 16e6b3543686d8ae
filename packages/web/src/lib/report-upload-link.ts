import { CHANNEL_INFO, type Channel } from '@seller-desk/core';

/** The upload screens' base route (docs/ledger.md, Screens). */
export const REPORT_UPLOAD_BASE = '/billing/marketplace/upload';

export type ReportKind = 'sale' | 'return' | 'payment';

/**
 * A channel's upload screen of a kind: Flipkart at the kind's base route, the others beside it as
 * /amazon-sale, /meesho-return, … The screens' own routes and other screens' links (the GST return's
 * sales not stored) are made here, so they cannot part.
 */
export function reportUploadPath(kind: ReportKind, channel: Channel): string {
  return channel === 'flipkart'
    ? `${REPORT_UPLOAD_BASE}/${kind}`
    : `${REPORT_UPLOAD_BASE}/${CHANNEL_INFO[channel].slug}-${kind}`;
}
