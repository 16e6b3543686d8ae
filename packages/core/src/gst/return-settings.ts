// The settings a GSTR-1 needs that change by date or by seller (docs/gst.md, decision 286): the b2cl
// threshold, the HSN digits Table 12 asks for, the offline tool's JSON version, each marketplace's
// e-commerce operator GSTIN (ETIN) for Table 14, and the TCS and TDS rates with their section labels.
// The defaults are the rules in force; an ADMIN changes them in Settings, never in the code.
import { CHANNELS, CHANNEL_INFO } from '../channels/channels.ts';
import type { Channel } from '../channels/channels.ts';
import { gstinProblem } from '../billing/gstin.ts';
import { dateInWords, effectiveDateProblem, type IsoDate } from '../pricing/dated.ts';
import { WITHHELD_TAX_RATES, withholdsTax } from '../reconciliation/withheld-tax.ts';

export interface DatedAmount {
  readonly effectiveFrom: IsoDate;
  readonly rupees: number;
}

export interface DatedWithholding {
  readonly effectiveFrom: IsoDate;
  /** percent of the value without GST */
  readonly percent: number;
  /** the law's section, for people and the CSV: "Section 52, CGST Act 2017" */
  readonly section: string;
}

export interface GstReturnSettings {
  /** Table 5: an inter-state B2C invoice above this value is b2cl (Notification 12/2024-CT from 1 Aug 2024). */
  readonly b2clThresholds: readonly DatedAmount[];
  /** Table 12's HSN digits: 4 for an aggregate turnover up to ₹5 crore, 6 above (Notification 78/2020-CT). */
  readonly hsnDigits: 4 | 6;
  /** The JSON's `version`: the offline tool refuses a file of an older one. */
  readonly jsonVersion: string;
  /** Each marketplace's GSTIN as a TCS collector in the seller's state ('' until entered). */
  readonly etins: Readonly<Record<Channel, string>>;
  readonly tcs: readonly DatedWithholding[];
  readonly tds: readonly DatedWithholding[];
}

const TCS_SECTION = 'Section 52, CGST Act 2017';
const TDS_1961 = 'Section 194-O, Income-tax Act 1961';
const TDS_2025 = 'Section 393, Income-tax Act 2025';
/** The Income-tax Act 2025 replaces the 1961 Act from 1 Apr 2026: the same TDS under a new section. */
const INCOME_TAX_ACT_2025_FROM = '2026-04-01';

const percentOf = (rate: number) => Math.round(rate * 10_000) / 100;

/** The defaults: the rules in force, the reconciliation's dated rates (withheld-tax.ts) for TCS and TDS. */
export const DEFAULT_GST_RETURN_SETTINGS: GstReturnSettings = Object.freeze({
  b2clThresholds: [
    { effectiveFrom: '2017-07-01', rupees: 250_000 },
    { effectiveFrom: '2024-08-01', rupees: 100_000 },
  ],
  hsnDigits: 4,
  // the newest version public files of the offline tool show; the Settings value follows the tool
  jsonVersion: 'GST3.2.3',
  etins: Object.fromEntries(CHANNELS.map((c) => [c, ''])) as Record<Channel, string>,
  tcs: WITHHELD_TAX_RATES.tcs.map((r) => ({
    effectiveFrom: r.from < '2017-07-01' ? '2017-07-01' : r.from,
    percent: percentOf(r.rate),
    section: TCS_SECTION,
  })),
  tds: [
    ...WITHHELD_TAX_RATES.tds.map((r) => ({
      effectiveFrom: r.from < '2017-07-01' ? '2017-07-01' : r.from,
      percent: percentOf(r.rate),
      section: TDS_1961,
    })),
    {
      effectiveFrom: INCOME_TAX_ACT_2025_FROM,
      percent: percentOf(WITHHELD_TAX_RATES.tds.at(-1)!.rate),
      section: TDS_2025,
    },
  ],
});

/** The dated value in force on a date (the first one before them all). */
export function inForceOn<T extends { readonly effectiveFrom: IsoDate }>(
  versions: readonly T[],
  date: IsoDate,
): T {
  const sorted = [...versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return sorted.findLast((v) => v.effectiveFrom <= date) ?? sorted[0]!;
}

/** The b2cl threshold in paise on an invoice date. */
export const b2clThresholdPaise = (s: GstReturnSettings, date: IsoDate): number =>
  Math.round(inForceOn(s.b2clThresholds, date).rupees * 100);

export interface GstReturnSettingProblem {
  readonly field: string;
  readonly row?: number;
  readonly message: string;
}

/** The fields as the Settings screen names them (History and refusals too). */
export const GST_RETURN_LABELS = {
  b2clThresholds: 'B2CL threshold',
  hsnDigits: 'HSN digits',
  jsonVersion: 'JSON version',
  tcs: 'GST TCS',
  tds: 'Income-tax TDS',
} as const;

/** The columns of the dated lists. */
export const GST_RETURN_COLUMNS = {
  effectiveFrom: 'Effective from',
  rupees: 'Threshold ₹',
  percent: 'Rate %',
  section: 'Section',
} as const;

export const ETIN_LABEL = (c: Channel) => `${CHANNEL_INFO[c].label} operator GSTIN (ETIN)`;

/**
 * Why an ETIN is refused, or null (empty is fine until it is needed): a valid GSTIN whose 14th
 * character is C, as a TCS collector's is.
 */
export function etinProblem(etin: string, label = 'Operator GSTIN (ETIN)'): string | null {
  const e = etin.trim().toUpperCase();
  if (e === '') return null;
  const problem = gstinProblem(e, label);
  if (problem) return problem;
  return e[13] === 'C' ? null : `${label} must be a TCS collector's GSTIN, with C as its 14th character`;
}

/** Everything wrong with the settings, each naming its field and row. */
export function gstReturnSettingProblems(s: GstReturnSettings): GstReturnSettingProblem[] {
  const problems: GstReturnSettingProblem[] = [];
  const dated = <T extends { effectiveFrom: IsoDate }>(
    field: string,
    rows: readonly T[],
    valueProblem: (row: T) => string | null,
  ) => {
    if (rows.length === 0) problems.push({ field, message: `${field}: give at least one value` });
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const d = effectiveDateProblem(row.effectiveFrom) ?? valueProblem(row);
      if (d) problems.push({ field, row: i, message: `${field}, row ${i + 1}: ${d}` });
      else if (seen.has(row.effectiveFrom))
        problems.push({
          field,
          row: i,
          message: `${field}, row ${i + 1}: ${dateInWords(row.effectiveFrom)} is given twice`,
        });
      seen.add(row.effectiveFrom);
    });
  };
  dated(GST_RETURN_LABELS.b2clThresholds, s.b2clThresholds, (r) =>
    Number.isFinite(r.rupees) && r.rupees > 0 && Number.isInteger(r.rupees * 100)
      ? null
      : 'the threshold must be an amount in rupees above 0',
  );
  const rate = (r: DatedWithholding) =>
    !Number.isFinite(r.percent) || r.percent < 0 || r.percent > 100
      ? 'the rate must be a percent from 0 to 100'
      : r.section.trim() === ''
        ? 'name the section of the law'
        : null;
  dated(GST_RETURN_LABELS.tcs, s.tcs, rate);
  dated(GST_RETURN_LABELS.tds, s.tds, rate);
  if (s.hsnDigits !== 4 && s.hsnDigits !== 6)
    problems.push({ field: 'hsnDigits', message: 'HSN digits must be 4 (turnover up to ₹5 crore) or 6' });
  if (!/^GST\d+\.\d+(\.\d+)?$/.test(s.jsonVersion.trim()))
    problems.push({
      field: 'jsonVersion',
      message: 'JSON version must read like GST3.2.3, as the offline tool writes it',
    });
  for (const c of CHANNELS) {
    const p = etinProblem(s.etins[c] ?? '', ETIN_LABEL(c));
    if (p) problems.push({ field: `etins.${c}`, message: p });
    else if (!withholdsTax(c) && (s.etins[c] ?? '').trim() !== '')
      problems.push({
        field: `etins.${c}`,
        message: `${CHANNEL_INFO[c].label} is our own store: it has no operator GSTIN`,
      });
  }
  return problems;
}

/** The settings as stored: GSTINs in capitals, dated lists oldest first. */
export function normaliseGstReturnSettings(s: GstReturnSettings): GstReturnSettings {
  const oldest = <T extends { effectiveFrom: IsoDate }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return {
    b2clThresholds: oldest(s.b2clThresholds),
    hsnDigits: s.hsnDigits,
    jsonVersion: s.jsonVersion.trim(),
    etins: Object.fromEntries(CHANNELS.map((c) => [c, (s.etins[c] ?? '').trim().toUpperCase()])) as Record<
      Channel,
      string
    >,
    tcs: oldest(s.tcs).map((r) => ({ ...r, section: r.section.trim() })),
    tds: oldest(s.tds).map((r) => ({ ...r, section: r.section.trim() })),
  };
}
