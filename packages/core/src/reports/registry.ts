// The readers by (source, kind): the upload routes and screens pick a reader here, so adding a report
// is one reader file and one line below.
import type { CourierOrderRow } from './courier-order.ts';
import type { Channel } from '../channels/channels.ts';
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
import type { ReportResult } from './read-report.ts';
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

export const reportReaders: { [K in ReportReaderKey]: (text: string) => ReportReaders[K] } = {
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

/** The reader of one channel's sale, return or payment report. */
export function marketplaceReader<K extends MarketplaceReportKind>(
  channel: Channel,
  kind: K,
): (text: string) => ReportResult<MarketplaceReportRows[K]> {
  return reportReaders[`${channel}:${kind}`] as unknown as (
    text: string,
  ) => ReportResult<MarketplaceReportRows[K]>;
}
