// The readers by (source, kind): the upload routes and screens pick a reader here, so adding a report
// is one reader file and one line below.
import type { CourierOrderRow } from './courier-order.ts';
import { CHANNELS, CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import type { MarketplaceReportKind, MarketplaceReportRows } from './marketplace-report.ts';
import { readAmazonPaymentReport } from './read-amazon-payment-report.ts';
import { readAmazonReturnReport } from './read-amazon-return-report.ts';
import { readAmazonSaleReport } from './read-amazon-sale-report.ts';
import { readFlipkartPaymentReport } from './read-flipkart-payment-report.ts';
import { readFlipkartReturnReport } from './read-flipkart-return-report.ts';
import { readFlipkartSaleReport } from './read-flipkart-sale-report.ts';
import { readIthinkExport } from './read-ithink-export.ts';
import { readMeeshoPaymentReport } from './read-meesho-payment-report.ts';
import { readMeeshoReturnReport } from './read-meesho-return-report.ts';
import { readMeeshoSaleReport } from './read-meesho-sale-report.ts';
import {
  readLittleKidPaymentReport,
  readLittleKidReturnReport,
  readLittleKidSaleReport,
  readTrendyHandyPaymentReport,
  readTrendyHandyReturnReport,
  readTrendyHandySaleReport,
} from './read-own-store-reports.ts';
import type { ReadOptions, ReportResult } from './read-report.ts';
import { readShiprocketExport } from './read-shiprocket-export.ts';

type MarketplaceReaders = {
  [
    K in `${Channel}:${MarketplaceReportKind}`
  ]: K extends `${string}:${infer Kind extends MarketplaceReportKind}`
    ? ReportResult<MarketplaceReportRows[Kind]>
    : never;
};

export interface ReportReaders extends MarketplaceReaders {
  'ithink:orders': ReportResult<CourierOrderRow>;
  'shiprocket:orders': ReportResult<CourierOrderRow>;
}
export type ReportReaderKey = keyof ReportReaders;

/** The rows of a reader's result. */
type RowOf<R> = R extends ReportResult<infer T> ? T : never;

export const reportReaders: {
  [K in ReportReaderKey]: (text: string, options?: ReadOptions<RowOf<ReportReaders[K]>>) => ReportReaders[K];
} = {
  'ithink:orders': readIthinkExport,
  'shiprocket:orders': readShiprocketExport,
  'flipkart:sale': readFlipkartSaleReport,
  'flipkart:return': readFlipkartReturnReport,
  'flipkart:payment': readFlipkartPaymentReport,
  'amazon:sale': readAmazonSaleReport,
  'amazon:return': readAmazonReturnReport,
  'amazon:payment': readAmazonPaymentReport,
  'meesho:sale': readMeeshoSaleReport,
  'meesho:return': readMeeshoReturnReport,
  'meesho:payment': readMeeshoPaymentReport,
  'littleKid:sale': readLittleKidSaleReport,
  'littleKid:return': readLittleKidReturnReport,
  'littleKid:payment': readLittleKidPaymentReport,
  'trendyHandy:sale': readTrendyHandySaleReport,
  'trendyHandy:return': readTrendyHandyReturnReport,
  'trendyHandy:payment': readTrendyHandyPaymentReport,
};

/** The reader of one channel's sale, return or payment report (`options.onPart` sees it a part at a time). */
export function marketplaceReader<K extends MarketplaceReportKind>(
  channel: Channel,
  kind: K,
): (text: string, options?: ReadOptions<MarketplaceReportRows[K]>) => ReportResult<MarketplaceReportRows[K]> {
  return reportReaders[`${channel}:${kind}`] as unknown as (
    text: string,
    options?: ReadOptions<MarketplaceReportRows[K]>,
  ) => ReportResult<MarketplaceReportRows[K]>;
}

const KINDS: readonly MarketplaceReportKind[] = ['sale', 'return', 'payment'];
const UPLOAD_SCREEN: Record<MarketplaceReportKind, string> = {
  sale: 'Upload Sale',
  return: 'Upload Return',
  payment: 'Upload Payment',
};

/** The head of a file: enough lines for any reader to find its header row in (the first 30 rows). */
function headOf(text: string): string {
  const cut = text.slice(0, 64 * 1024);
  return cut.length < text.length ? cut.slice(0, cut.lastIndexOf('\n') + 1) : cut;
}

/**
 * Where a file refused as not being a channel's report of a kind goes, when it is another marketplace
 * report: staff pick the wrong tab, or the wrong one of the three upload screens, more often than the
 * wrong file. "It reads as the Amazon sale report (Upload Sale, Amazon tab)." Reports of the tab's own
 * kind are named first, alone; null when the file reads as none (another file altogether, an empty one,
 * a broken quote). Only the head of the file is read.
 */
export function otherMarketplaceReport(
  text: string,
  channel: Channel,
  kind: MarketplaceReportKind,
): string | null {
  const head = headOf(text);
  const reads = CHANNELS.flatMap((c) => KINDS.map((k) => ({ channel: c, kind: k })))
    .filter((r) => r.channel !== channel || r.kind !== kind)
    .filter((r) => {
      const read = marketplaceReader(r.channel, r.kind)(head);
      return read.columnNames !== undefined && !read.problems.some((p) => p.wholeFile);
    });
  const sameKind = reads.filter((r) => r.kind === kind);
  const named = (sameKind.length > 0 ? sameKind : reads).map(
    (r) =>
      `the ${CHANNEL_INFO[r.channel].label} ${r.kind} report (${UPLOAD_SCREEN[r.kind]}, ${CHANNEL_INFO[r.channel].label} tab)`,
  );
  return named.length === 0 ? null : `It reads as ${named.join(' or ')}.`;
}
