// GST of the goods by HSN code (docs/fee-model.md "GST of the goods"): a dated rules table. A rule
// holds an HSN prefix (2 to 8 digits; the longest matching prefix wins), the date it takes effect, a
// rate and optionally a price band: a threshold per piece and the rate above it. A band is judged on
// the value per piece excluding GST at the lower rate, P / (1 + low), so the tax steps up just above
// P = threshold × (1 + low) (docs/fee-model.md#a-gst-band-is-judged-on-the-value-before-tax-decision-050).
import { dayFirstDate, effectiveDateProblem } from './dated.ts';
import type { IsoDate } from './dated.ts';
import { exactDecimal } from '../money/index.ts';
import { notANumberProblem, textProblem } from '../validation/limits.ts';
import { gstRateProblem } from '../validation/gst-rate.ts';
import { taxInsideRate } from './rates.ts';
import type { Rate } from './rates.ts';

export interface GstBand {
  /** The value per piece, before GST, up to which the rule's rate applies (rupees). */
  readonly thresholdRupees: number;
  /** The rate above the threshold, percent. */
  readonly ratePercentAbove: number;
}

export interface GstRule {
  readonly hsnPrefix: string;
  readonly effectiveFrom: IsoDate;
  readonly ratePercent: number;
  readonly band: GstBand | null;
  /** Where the rate comes from (a notification number), for people. */
  readonly note: string;
}

const BEFORE = 'Notification 1/2017-Central Tax (Rate) and 1/2017-Integrated Tax (Rate), 28 Jun 2017';
const FROM_2025 = 'Notification 9/2025-Central Tax (Rate) and 9/2025-Integrated Tax (Rate), 17 Sep 2025';

/**
 * The built-in rules: apparel (chapters 61 and 62) and other made-up textile articles (chapter 63),
 * before and from 22 Sep 2025. Chapter 63's worn clothing (6309) has its own rate in the notifications
 * and is not covered here: add a 6309 row when you sell it.
 */
export const DEFAULT_GST_RULES: readonly GstRule[] = Object.freeze(
  [
    ['61', 'Apparel, knitted or crocheted'],
    ['62', 'Apparel, not knitted or crocheted'],
    ['63', 'Other made-up textile articles (not 6309)'],
  ].flatMap(([hsnPrefix, what]) => [
    {
      hsnPrefix: hsnPrefix!,
      effectiveFrom: '2017-07-01',
      ratePercent: 5,
      band: { thresholdRupees: 1000, ratePercentAbove: 12 },
      note: `${what}: 5 % up to ₹1,000 a piece, 12 % above. ${BEFORE}`,
    },
    {
      hsnPrefix: hsnPrefix!,
      effectiveFrom: '2025-09-22',
      ratePercent: 5,
      band: { thresholdRupees: 2500, ratePercentAbove: 18 },
      note: `${what}: 5 % up to ₹2,500 a piece, 18 % above. ${FROM_2025}`,
    },
  ]),
);

/**
 * The tax of one product at a price: the rate `low` up to the price cut, `high` above it. A fixed rate
 * has low = high and no cut. The cut is an exact fraction of paise: P <= cutNum / cutDen takes `low`.
 */
export interface ProductTax {
  readonly low: number;
  readonly lowRate: Rate;
  readonly high: number;
  readonly highRate: Rate;
  readonly cutNum: number;
  readonly cutDen: number;
  /** The last whole-rupee price that takes `low` (Infinity without a band). */
  readonly lowThrough: number;
}

/** A product's fixed GST rate (gstMode FIXED). */
export function fixedTax(percent: number): ProductTax {
  if (Number.isInteger(percent) && percent >= 0 && percent <= 100) return WHOLE_FIXED_TAXES[percent]!;
  return makeFixedTax(percent);
}

function makeFixedTax(percent: number): ProductTax {
  const rate = taxInsideRate(percent);
  return {
    low: percent,
    lowRate: rate,
    high: percent,
    highRate: rate,
    cutNum: Infinity,
    cutDen: 1,
    lowThrough: Infinity,
  };
}

/** fixedTax of the whole percents 0..100, made once (a constant table). */
const WHOLE_FIXED_TAXES: readonly ProductTax[] = Object.freeze(
  Array.from({ length: 101 }, (_, g) => makeFixedTax(g)),
);

/** A rule's tax: with a band, P / (1 + low / 100) <= threshold takes the low rate. */
export function ruleTax(rule: Pick<GstRule, 'ratePercent' | 'band'>): ProductTax {
  if (rule.band === null) return fixedTax(rule.ratePercent);
  const low = exactDecimal(rule.ratePercent);
  const threshold = exactDecimal(rule.band.thresholdRupees);
  // P (paise) <= threshold × 100 × (100 + low) / 100  ⇔  P × scale_l × scale_t <= threshold_n × (100 scale_l + low_n)
  const cutNum = Number(threshold.num * (100n * low.scale + low.num));
  const cutDen = Number(low.scale * threshold.scale);
  return {
    low: rule.ratePercent,
    lowRate: taxInsideRate(rule.ratePercent),
    high: rule.band.ratePercentAbove,
    highRate: taxInsideRate(rule.band.ratePercentAbove),
    cutNum,
    cutDen,
    lowThrough: Math.floor(cutNum / (100 * cutDen)),
  };
}

/** The GST percent of a product at the price priceNum / den paise. */
export function taxPercentAt(tax: ProductTax, priceNum: number, den: number): number {
  if (tax.low === tax.high) return tax.low;
  return atOrBelowCut(tax, priceNum, den) ? tax.low : tax.high;
}

/** The rate g / (100 + g) of a product at the price priceNum / den paise. */
export function taxRateOf(tax: ProductTax, priceNum: number, den: number): Rate {
  if (tax.low === tax.high) return tax.lowRate;
  return atOrBelowCut(tax, priceNum, den) ? tax.lowRate : tax.highRate;
}

function atOrBelowCut(tax: ProductTax, priceNum: number, den: number): boolean {
  const a = priceNum * tax.cutDen;
  const b = tax.cutNum * den;
  if (a < 2 ** 53 && b < 2 ** 53) return a <= b;
  return BigInt(priceNum) * BigInt(tax.cutDen) <= BigInt(tax.cutNum) * BigInt(den);
}

// ---------------------------------------------------------------------------------------------------
// Finding the rule of a product

export interface PreparedGstRule {
  readonly rule: GstRule;
  readonly tax: ProductTax;
}

/** The rules prepared once: longest prefix first, then latest date first. */
export interface PreparedGstRules {
  readonly rules: readonly PreparedGstRule[];
}

export function prepareGstRules(rules: readonly GstRule[]): PreparedGstRules {
  const sorted = [...rules].sort((a, b) =>
    a.hsnPrefix.length !== b.hsnPrefix.length
      ? b.hsnPrefix.length - a.hsnPrefix.length
      : a.effectiveFrom < b.effectiveFrom
        ? 1
        : a.effectiveFrom > b.effectiveFrom
          ? -1
          : 0,
  );
  return { rules: sorted.map((rule) => ({ rule, tax: ruleTax(rule) })) };
}

/** An HSN code as digits only ("6109 10 00" → "61091000"); null when it has anything else. */
export function hsnDigits(hsnCode: string | null | undefined): string | null {
  if (typeof hsnCode !== 'string' || hsnCode.length === 0) return null;
  let spaces = false;
  for (let i = 0; i < hsnCode.length; i++) {
    const c = hsnCode.charCodeAt(i);
    if (c === 32) spaces = true;
    else if (c < 48 || c > 57) return null;
  }
  const digits = spaces ? hsnCode.replaceAll(' ', '') : hsnCode;
  return digits.length > 0 ? digits : null;
}

/**
 * The rule for an HSN code on a date: among the rules whose prefix the code starts with and that are in
 * effect on the date, the longest prefix (and of its versions the latest). When none is in effect yet
 * (a date before every matching rule), the earliest version of the longest matching prefix applies.
 * Null when no prefix matches.
 */
export function gstRuleAt(
  rules: PreparedGstRules,
  hsnCode: string | null | undefined,
  at: IsoDate,
): PreparedGstRule | null {
  const digits = hsnDigits(hsnCode);
  if (digits === null) return null;
  let fallback: PreparedGstRule | null = null;
  for (const prepared of rules.rules) {
    const { hsnPrefix, effectiveFrom } = prepared.rule;
    if (!digits.startsWith(hsnPrefix)) continue;
    if (effectiveFrom <= at) return prepared;
    if (fallback === null || fallback.rule.hsnPrefix.length === hsnPrefix.length) fallback = prepared;
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------------
// Checking an edited table

export interface GstRuleProblem {
  readonly index: number;
  /** The cell at fault: a band's problem names the one of its two cells that is wrong. */
  readonly field: keyof typeof GST_RULE_COLUMNS;
  readonly message: string;
}

/**
 * The columns of the GST rules table as the Settings screen heads them: the screen's titles, and the
 * names every message gives a cell ("Rule 3: Rate % is not a number").
 */
export const GST_RULE_COLUMNS = {
  hsnPrefix: 'HSN prefix',
  effectiveFrom: 'Effective from',
  ratePercent: 'Rate %',
  thresholdRupees: 'Up to ₹ a piece (before GST)',
  ratePercentAbove: 'Rate above %',
  note: 'Note',
} as const;

/** A rule as people count the table's rows: "Rule 3" (the third row). */
export const gstRuleRowName = (index: number): string => `Rule ${index + 1}`;

/**
 * A rule as typed on the Settings screen or sent to the API, before it is checked: a rate or a band's
 * number may be missing (null, a cell left blank) or no number (NaN, "x" typed); `validateGstRules`
 * names them. A rule without a note has an empty one.
 */
export interface GstRuleDraft {
  readonly hsnPrefix: string;
  readonly effectiveFrom: IsoDate;
  readonly ratePercent?: number | null;
  readonly band?: {
    readonly thresholdRupees?: number | null;
    readonly ratePercentAbove?: number | null;
  } | null;
  readonly note?: string | null;
}

const isRate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;

/** The largest band threshold accepted (rupees per piece): keeps the exact comparisons in range. */
export const MAX_GST_THRESHOLD_RUPEES = 10_000_000;
const MAX_THRESHOLD_TEXT = '₹1,00,00,000';
const THRESHOLD = GST_RULE_COLUMNS.thresholdRupees;
const RATE_ABOVE = GST_RULE_COLUMNS.ratePercentAbove;

/**
 * A rate's problem: empty, not a number, outside 0 to 100, or, entered or changed (not `kept` as
 * stored), no rate in force (decision 152).
 */
const rateProblem = (value: unknown, label: string, kept = false): string | null =>
  notANumberProblem(value, label, 'write a percent from 0 to 100') ??
  (!isRate(value) ? `${label} must be a percent from 0 to 100` : kept ? null : gstRateProblem(value, label));

/**
 * Checks the rules table (docs/fee-model.md "GST of the goods"): a prefix of 2 to 8 digits, a valid
 * effective date from 1 Jul 2017, one rule per prefix and date, rates from 0 to 100, a band's threshold
 * above 0; every number there and a number; a note of one line within the text limit. Messages name
 * the row and the column as the screen does: "Rule 3: Rate % is not a number; write a percent from 0
 * to 100". A rate entered or changed is one in force (isGstRate); a rule's rate as `stored` (the same
 * prefix and date) is kept unchecked, so a table holding an older rate of another value can still be
 * saved (decision 152).
 */
export function validateGstRules(
  rules: readonly GstRuleDraft[],
  stored: readonly GstRuleDraft[] = [],
): GstRuleProblem[] {
  const problems: GstRuleProblem[] = [];
  const storedRule = (r: GstRuleDraft) =>
    stored.find((s) => s.hsnPrefix === r.hsnPrefix && s.effectiveFrom === r.effectiveFrom);
  const seen = new Map<string, number>();
  rules.forEach((r, index) => {
    const add = (field: GstRuleProblem['field'], message: string | null) => {
      if (message !== null) problems.push({ index, field, message: `${gstRuleRowName(index)}: ${message}` });
    };
    const prefixOk = typeof r.hsnPrefix === 'string' && /^\d{2,8}$/.test(r.hsnPrefix);
    if (!prefixOk) add('hsnPrefix', `${GST_RULE_COLUMNS.hsnPrefix} must be 2 to 8 digits`);
    const dateProblem = effectiveDateProblem(r.effectiveFrom);
    if (dateProblem) add('effectiveFrom', dateProblem);
    if (prefixOk && !dateProblem) {
      const key = `${r.hsnPrefix}@${r.effectiveFrom}`;
      const other = seen.get(key);
      if (other !== undefined)
        add(
          'effectiveFrom',
          `${GST_RULE_COLUMNS.effectiveFrom} ${dayFirstDate(r.effectiveFrom)} is already the date of rule ${other + 1} for ${GST_RULE_COLUMNS.hsnPrefix} ${r.hsnPrefix}`,
        );
      else seen.set(key, index);
    }
    const was = storedRule(r);
    add(
      'ratePercent',
      rateProblem(r.ratePercent, GST_RULE_COLUMNS.ratePercent, was?.ratePercent === r.ratePercent),
    );
    if (r.band !== null && r.band !== undefined) {
      // A band holds both numbers; a rule without one has no band at all (the screen: both cells empty).
      const t = r.band.thresholdRupees;
      const above = r.band.ratePercentAbove;
      const orNoBand = (other: string) => `, or empty ${other} as well for one rate at every price`;
      add(
        'thresholdRupees',
        t === null || t === undefined
          ? `${THRESHOLD} is empty; write an amount more than 0 and at most ${MAX_THRESHOLD_TEXT}${orNoBand(RATE_ABOVE)}`
          : (notANumberProblem(
              t,
              THRESHOLD,
              `write an amount more than 0 and at most ${MAX_THRESHOLD_TEXT}`,
            ) ??
              (t <= 0 || t > MAX_GST_THRESHOLD_RUPEES
                ? `${THRESHOLD} must be more than 0 and at most ${MAX_THRESHOLD_TEXT}`
                : null)),
      );
      add(
        'ratePercentAbove',
        above === null || above === undefined
          ? `${RATE_ABOVE} is empty; write a percent from 0 to 100${orNoBand(THRESHOLD)}`
          : rateProblem(above, RATE_ABOVE, was?.band?.ratePercentAbove === above),
      );
    }
    if (r.note !== null && r.note !== undefined)
      add(
        'note',
        typeof r.note === 'string'
          ? textProblem(r.note, GST_RULE_COLUMNS.note)
          : `${GST_RULE_COLUMNS.note} must be text`,
      );
  });
  return problems;
}
