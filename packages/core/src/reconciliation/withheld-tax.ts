// The tax a marketplace withholds from a payout (GST TCS and income-tax TDS), by the order date: a table
// of dated rates that core's rule and the reconciliation queries' SQL (server, modules/reporting) share.
import type { Channel } from '../channels/channels.ts';

/** A rate in effect from a date (yyyy-MM-dd) until the next one's. */
export interface DatedRate {
  readonly from: string;
  readonly rate: number;
}

/**
 * The tax rates a marketplace withholds from a payout, by the order date, earliest first: GST TCS
 * (section 52) 1 % until 9 July 2024 and 0.5 % from 10 July 2024; income-tax TDS (section 194-O) 1 %
 * until 30 September 2024 and 0.1 % from 1 October 2024; both on the value without GST. A table, so
 * that the reconciliation queries' SQL (server, modules/reporting) takes the same rates.
 */
export const WITHHELD_TAX_RATES: Readonly<Record<'tcs' | 'tds', readonly DatedRate[]>> = {
  tcs: [
    { from: '0000-01-01', rate: 0.01 },
    { from: '2024-07-10', rate: 0.005 },
  ],
  tds: [
    { from: '0000-01-01', rate: 0.01 },
    { from: '2024-10-01', rate: 0.001 },
  ],
};

/** The channels that withhold no tax from a payout: the own stores. */
export const withholdsTax = (channel: Channel): boolean =>
  channel !== 'littleKid' && channel !== 'trendyHandy';

const rateOn = (rates: readonly DatedRate[], date: string): number =>
  rates.findLast((r) => r.from <= date)!.rate;

/**
 * The tax a marketplace withholds from a payout, in paise, at the rates in effect on the order date
 * (WITHHELD_TAX_RATES), on the value without GST, each rounded to the paisa.
 */
export function withheldTaxPaise(
  channel: Channel,
  billDate: string,
  invoiceAmountPaise: number,
  gstRate: number | null,
): { tcs: number; tds: number } {
  if (!withholdsTax(channel)) return { tcs: 0, tds: 0 };
  const taxable = (invoiceAmountPaise * 100) / (100 + (gstRate ?? 0));
  return {
    tcs: Math.round(taxable * rateOn(WITHHELD_TAX_RATES.tcs, billDate)),
    tds: Math.round(taxable * rateOn(WITHHELD_TAX_RATES.tds, billDate)),
  };
}
