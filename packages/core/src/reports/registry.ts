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
import { normaliseHeader, type ReadOptions, type ReportResult } from './read-report.ts';
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

/** A channel's reader of a kind as it reads any file (reportReaders), without the check of marketplaceReader. */
function readerOf<K extends MarketplaceReportKind>(
  channel: Channel,
  kind: K,
): (text: string, options?: ReadOptions<MarketplaceReportRows[K]>) => ReportResult<MarketplaceReportRows[K]> {
  return reportReaders[`${channel}:${kind}`] as unknown as (
    text: string,
    options?: ReadOptions<MarketplaceReportRows[K]>,
  ) => ReportResult<MarketplaceReportRows[K]>;
}

/**
 * The reader of one channel's sale, return or payment report (`options.onPart` sees it a part at a time).
 * A file another kind of the channel's reports also reads, or nearly reads, is the kind whose columns it
 * has more of (issue 40, decision 350): the reader of a kind whose recognised header cells that other
 * kind recognises too, and more, refuses it as that kind (widerReportOf). A Flipkart settlement sheet
 * has the returns report's Order ID and Return Type, and is still no return report; an orders export
 * stays a returns file too (Meesho's, the own stores').
 */
export function marketplaceReader<K extends MarketplaceReportKind>(
  channel: Channel,
  kind: K,
): (text: string, options?: ReadOptions<MarketplaceReportRows[K]>) => ReportResult<MarketplaceReportRows[K]> {
  const read = readerOf(channel, kind);
  return (text, options) => {
    const wider = widerReportOf(headOf(text), channel, kind);
    if (wider === null) return read(text, options);
    return {
      rows: [],
      problems: [{ line: wider.line, message: wider.message, wholeFile: 'another report' }],
      header: [],
    };
  };
}

const reportName = (channel: Channel, kind: MarketplaceReportKind) =>
  `the ${CHANNEL_INFO[channel].label} ${kind} report`;

/** The first names of a list and how many more: "A, B, C and 12 more". */
function someOf(names: readonly string[], shown = 3): string {
  if (names.length <= shown + 1) return names.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/**
 * Whether a file read as a channel's report of a kind is rather another kind of its reports: one whose
 * reader recognises every header cell this kind's reader recognised, and more. Null when none is, or
 * when this kind does not read the file at all (its own refusal says why). The message names what only
 * the other kind has, and the columns that kind still lacks when it does not read the file whole.
 */
function widerReportOf(
  head: string,
  channel: Channel,
  kind: MarketplaceReportKind,
): { message: string; line: number } | null {
  const own = readerOf(channel, kind)(head);
  if (own.problems.some((p) => p.wholeFile) || !own.headerFit) return null;
  const ownCells = new Set(own.headerFit.recognised.map(normaliseHeader));
  for (const other of KINDS) {
    // a returns file may be the orders export itself (Meesho's, the own stores'): its returns are the
    // lines whose status says so, so a sale report never outranks a return report
    if (other === kind || (kind === 'return' && other === 'sale')) continue;
    const fit = readerOf(channel, other)(head).headerFit;
    if (!fit) continue;
    const cells = new Set(fit.recognised.map(normaliseHeader));
    if (cells.size <= ownCells.size || ![...ownCells].every((c) => cells.has(c))) continue;
    const only = fit.recognised.filter((name) => !ownCells.has(normaliseHeader(name)));
    const lacks =
      fit.missing.length === 0
        ? ''
        : ` Read as ${reportName(channel, other)} it lacks the columns ${someOf(fit.missing, 6)}.`;
    return {
      line: 1,
      message: `This is ${reportName(channel, other)}, not ${reportName(channel, kind)}: besides the columns ${reportName(channel, kind)} reads, it has ${someOf(only)}.${lacks}`,
    };
  }
  return null;
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
