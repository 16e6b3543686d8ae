// The readers by (source, kind): the upload routes and screens pick a reader here, so adding a report
// is one reader file and one line below. Marketplace sale, return and payment readers join this table.
import type { CourierOrderRow } from './courier-order.ts';
import { readIthinkExport } from './read-ithink-export.ts';
import type { ReportResult } from './read-report.ts';
import { readShiprocketExport } from './read-shiprocket-export.ts';

export interface ReportReaders {
  'ithink:orders': ReportResult<CourierOrderRow>;
  'shiprocket:orders': ReportResult<CourierOrderRow>;
}
export type ReportReaderKey = keyof ReportReaders;

export const reportReaders: { [K in ReportReaderKey]: (text: string) => ReportReaders[K] } = {
  'ithink:orders': readIthinkExport,
  'shiprocket:orders': readShiprocketExport,
};
