// The sale, return and payment upload screens: five channel tabs each, at their own routes (docs/ledger.md, Screens:
// Flipkart at the kind's base route, the others beside it as /amazon-sale, /meesho-return, …).
import { CHANNELS, CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { REPORT_UPLOAD_BASE, reportUploadPath, type ReportKind } from '../../lib/report-upload-link.ts';

export type { ReportKind };
export const REPORT_KINDS: readonly ReportKind[] = ['sale', 'return', 'payment'];

export const BASE = REPORT_UPLOAD_BASE;

export const KIND_TITLES: Record<ReportKind, string> = { sale: 'Sale', return: 'Return', payment: 'Payment' };

export const routeOf = reportUploadPath;

export interface ReportScreen {
  kind: ReportKind;
  channel: Channel;
  path: string;
  label: string;
}

export const REPORT_SCREENS: readonly ReportScreen[] = REPORT_KINDS.flatMap((kind) =>
  CHANNELS.map((channel) => ({
    kind,
    channel,
    path: routeOf(kind, channel),
    label: CHANNEL_INFO[channel].label,
  })),
);

/** What each tab accepts, shown beside the upload button. */
export const ACCEPTED_FILES: Record<ReportKind, Record<Channel, string>> = {
  sale: {
    flipkart: 'Flipkart orders export (CSV)',
    amazon: 'Amazon All Orders report (tab or comma separated)',
    meesho: 'Meesho orders export (CSV)',
    littleKid: 'Little Kid orders export (CSV)',
    trendyHandy: 'Trendy Handy orders export (CSV)',
  },
  return: {
    flipkart: 'Flipkart returns report (CSV)',
    amazon: 'Amazon returns report',
    meesho: 'Meesho orders export or returns report (CSV)',
    littleKid: 'Little Kid returns (Order Id, Status)',
    trendyHandy: 'Trendy Handy returns (Order Id, Status)',
  },
  payment: {
    flipkart: 'Flipkart settlement report, Orders sheet as CSV (or ORDER ID, DATE, BANK)',
    amazon: 'Amazon date range transaction report',
    meesho: 'Meesho payments, Order Payments sheet as CSV',
    littleKid: 'Little Kid payments (Order Id, Payment Date, Amount Received)',
    trendyHandy: 'Trendy Handy payments (Order Id, Payment Date, Amount Received)',
  },
};
