// The TCS/TDS ledger (docs/gst.md "TCS/TDS ledger", decision 321): per marketplace and month, the GST
// TCS (section 52) and income-tax TDS (194-O; section 393 of the Income-tax Act 2025 from 1 Apr 2026)
// the settlement reports say were withheld, beside what the dated rates of the GST return setting
// expect on the month's sales net of its returns (the value Table 14 reports for the marketplace), and
// what the portal shows as credited (GSTR-2X, Form 26AS), with the differences. Money in paise.
import { CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import type { CsvColumn } from '../csv/index.ts';
import { paiseToRupees } from '../money/index.ts';
import type { IsoDate } from '../pricing/dated.ts';
import { inForceOn, type DatedWithholding, type GstReturnSettings } from './return-settings.ts';

/** The net taxable value (sales less returns) of one day of a marketplace's month. */
export interface WithholdingDay {
  readonly date: IsoDate;
  readonly taxablePaise: number;
}

export interface WithholdingMonthInput {
  readonly channel: Channel;
  /** yyyy-MM */
  readonly month: string;
  readonly days: readonly WithholdingDay[];
  /** what the settlement reports withheld (their TCS and TDS columns) */
  readonly tcsWithheldPaise: number;
  readonly tdsWithheldPaise: number;
  /** what the portal shows as credited, as entered; null until entered */
  readonly tcsCreditedPaise: number | null;
  readonly tdsCreditedPaise: number | null;
  /** who entered the credited figures, and when (ISO time) */
  readonly creditedBy: string | null;
  readonly creditedAt: string | null;
}

export interface WithholdingFigures {
  /** the law's sections in force in the month, "Section 52, CGST Act 2017" */
  readonly section: string;
  /** the rates in force in the month, percent ("0.5", or "1 / 0.5" when a rate changed inside it) */
  readonly rates: string;
  readonly expectedPaise: number;
  readonly withheldPaise: number;
  readonly creditedPaise: number | null;
  /** withheld − expected */
  readonly withheldLessExpectedPaise: number;
  /** credited − withheld; null until the credited figure is entered */
  readonly creditedLessWithheldPaise: number | null;
}

export interface WithholdingRow {
  readonly channel: Channel;
  readonly month: string;
  /** the marketplace's operator GSTIN from the setting ('' until entered) */
  readonly etin: string;
  readonly taxablePaise: number;
  readonly tcs: WithholdingFigures;
  readonly tds: WithholdingFigures;
  readonly creditedBy: string | null;
  readonly creditedAt: string | null;
}

/**
 * The tax the dated rates expect on a month's days: the days' net taxable value summed per rate in
 * force (a rate may change inside a month: 10 Jul 2024 for TCS, 1 Oct 2024 for TDS), each sum taken at
 * its rate and rounded to the paisa. Never below 0: a month whose returns exceed its sales expects none.
 */
export function expectedWithholding(
  rates: readonly DatedWithholding[],
  days: readonly WithholdingDay[],
): { expectedPaise: number; section: string; rates: string } {
  const byRate = new Map<DatedWithholding, number>();
  for (const d of days) {
    const r = inForceOn(rates, d.date);
    byRate.set(r, (byRate.get(r) ?? 0) + d.taxablePaise);
  }
  const used = [...byRate.keys()].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const expected = [...byRate].reduce((t, [r, taxable]) => t + Math.round((taxable * r.percent) / 100), 0);
  return {
    expectedPaise: Math.max(0, expected),
    section: [...new Set(used.map((r) => r.section))].join(' / '),
    rates: [...new Set(used.map((r) => String(r.percent)))].join(' / '),
  };
}

const figures = (
  rates: readonly DatedWithholding[],
  m: WithholdingMonthInput,
  withheldPaise: number,
  creditedPaise: number | null,
): WithholdingFigures => {
  const e = expectedWithholding(
    rates,
    m.days.length > 0 ? m.days : [{ date: `${m.month}-01`, taxablePaise: 0 }],
  );
  return {
    section: e.section,
    rates: e.rates,
    expectedPaise: e.expectedPaise,
    withheldPaise,
    creditedPaise,
    withheldLessExpectedPaise: withheldPaise - e.expectedPaise,
    creditedLessWithheldPaise: creditedPaise === null ? null : creditedPaise - withheldPaise,
  };
};

/** A marketplace's month of the ledger. */
export function withholdingRow(settings: GstReturnSettings, m: WithholdingMonthInput): WithholdingRow {
  return {
    channel: m.channel,
    month: m.month,
    etin: settings.etins[m.channel] ?? '',
    taxablePaise: m.days.reduce((t, d) => t + d.taxablePaise, 0),
    tcs: figures(settings.tcs, m, m.tcsWithheldPaise, m.tcsCreditedPaise),
    tds: figures(settings.tds, m, m.tdsWithheldPaise, m.tdsCreditedPaise),
    creditedBy: m.creditedBy,
    creditedAt: m.creditedAt,
  };
}

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The ledger's CSV (written with the shared CSV writer, core's toCsvFromColumns): rupees, one row a month. */
export const WITHHOLDING_CSV_COLUMNS: readonly CsvColumn<WithholdingRow>[] = [
  { header: 'Marketplace', value: (r) => CHANNEL_INFO[r.channel].label },
  { header: 'Operator GSTIN', value: (r) => r.etin },
  { header: 'Month', value: (r) => r.month },
  { header: 'Net taxable value', value: (r) => rupees(r.taxablePaise) },
  ...(['tcs', 'tds'] as const).flatMap((k): CsvColumn<WithholdingRow>[] => {
    const name = k === 'tcs' ? 'GST TCS' : 'Income-tax TDS';
    return [
      { header: `${name} section`, value: (r) => r[k].section },
      { header: `${name} rate %`, value: (r) => r[k].rates },
      { header: `${name} expected`, value: (r) => rupees(r[k].expectedPaise) },
      { header: `${name} withheld`, value: (r) => rupees(r[k].withheldPaise) },
      { header: `${name} withheld − expected`, value: (r) => rupees(r[k].withheldLessExpectedPaise) },
      { header: `${name} credited on the portal`, value: (r) => rupees(r[k].creditedPaise) },
      { header: `${name} credited − withheld`, value: (r) => rupees(r[k].creditedLessWithheldPaise) },
    ];
  }),
  { header: 'Credited entered by', value: (r) => r.creditedBy },
  { header: 'Credited entered at', value: (r) => r.creditedAt },
];
