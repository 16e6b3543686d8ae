// A channel's fee schedule (docs/fee-model.md "Fees and settlement", "Dated rate cards, fee schedules
// and GST rules"): the marketplace-wide rates that are not part of a category's card — GST on fee lines,
// Flipkart's flat-amount threshold for collection fees, Amazon's closing-fee bands and the GST term of
// its referral fees. Each channel keeps dated versions, edited on the Settings screen.
import { CHANNELS } from './channels.ts';
import type { Channel } from './channels.ts';
import { dayFirstDate, effectiveDateProblem, oldestFirst } from './dated.ts';
import type { IsoDate } from './dated.ts';
import { MAX_MONEY_RUPEES, MAX_MONEY_TEXT, notANumberProblem } from '../validation/limits.ts';

export interface ClosingFeeBand {
  /** The band holds prices up to and including this value (rupees); null for "above the last band". */
  readonly upTo: number | null;
  /** The closing fee before GST (rupees). */
  readonly fee: number;
}

export interface FeeScheduleVersion {
  readonly effectiveFrom: IsoDate;
  /** GST on every marketplace fee line and on shipping, percent. */
  readonly feeGstPercent: number;
  /** Flipkart: a collection-fee slab value above this is a flat rupee amount, otherwise a percent. */
  readonly collectionFlatAbove: number;
  /** Amazon: closing fees by price, ascending; the last band has upTo null. */
  readonly closingFeeBands: readonly ClosingFeeBand[];
  /** Amazon: the GST term of referral fees, percent of the price (9 % × 18 % = 1.62). */
  readonly referralGstPercent: number;
}

export type FeeSchedules = Readonly<Record<Channel, readonly FeeScheduleVersion[]>>;

/** The date the built-in schedule takes effect from. */
export const DEFAULT_SCHEDULE_FROM: IsoDate = '2022-09-01';

/** The built-in values (every channel gets the same version; each channel uses the fields it needs). */
export const DEFAULT_FEE_SCHEDULE: FeeScheduleVersion = Object.freeze({
  effectiveFrom: DEFAULT_SCHEDULE_FROM,
  feeGstPercent: 18,
  collectionFlatAbove: 2,
  closingFeeBands: Object.freeze([
    { upTo: 250, fee: 8 },
    { upTo: 500, fee: 12 },
    { upTo: 1000, fee: 30 },
    { upTo: null, fee: 56 },
  ]),
  referralGstPercent: 1.62,
});

export const DEFAULT_FEE_SCHEDULES: FeeSchedules = Object.freeze(
  Object.fromEntries(CHANNELS.map((c) => [c, Object.freeze([DEFAULT_FEE_SCHEDULE])])) as Record<
    Channel,
    readonly FeeScheduleVersion[]
  >,
);

/** Which fields of a version a channel uses (the Settings screen shows only these). */
export function scheduleFieldsOf(
  channel: Channel,
): readonly ('feeGstPercent' | 'collectionFlatAbove' | 'closingFeeBands' | 'referralGstPercent')[] {
  if (channel === 'flipkart') return ['feeGstPercent', 'collectionFlatAbove'];
  if (channel === 'amazon') return ['feeGstPercent', 'closingFeeBands', 'referralGstPercent'];
  if (channel === 'meesho') return [];
  return ['feeGstPercent'];
}

/**
 * The columns of a fee schedule table as the Settings screen heads them: the screen's titles, and the
 * names every message gives a cell ("Version 2: GST on fees % is empty").
 */
export const FEE_SCHEDULE_COLUMNS = {
  effectiveFrom: 'Effective from',
  feeGstPercent: 'GST on fees %',
  collectionFlatAbove: 'Collection fee: flat amount above',
  closingFeeBands: 'Closing fee bands (up to ₹: fee)',
  referralGstPercent: 'Referral-fee GST % of price',
} as const;

/** A version as people count the table's rows: "Version 2" (the second row). */
export const feeScheduleRowName = (index: number): string => `Version ${index + 1}`;

export interface VersionProblem {
  /** 0-based index of the version in the list as given. */
  readonly index: number;
  readonly field: string;
  readonly message: string;
}

/**
 * A version as typed on the Settings screen or sent to the API, before it is checked: a number may be
 * missing (null, a cell left blank) or no number (NaN, "x" typed), and a band's fee may be missing.
 * `validateFeeSchedule` names each of these; only a version without problems is a FeeScheduleVersion.
 */
export interface FeeScheduleVersionDraft {
  readonly effectiveFrom: IsoDate;
  readonly feeGstPercent?: number | null;
  readonly collectionFlatAbove?: number | null;
  readonly closingFeeBands: readonly ClosingFeeBandDraft[];
  readonly referralGstPercent?: number | null;
}

/** A closing-fee band as typed or sent: upTo null (or left out) for "above", the fee perhaps missing. */
export interface ClosingFeeBandDraft {
  readonly upTo?: number | null;
  readonly fee?: number | null;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** How a closing-fee band is written, said by every message about one. */
const WRITE_A_BAND = 'write each band as up-to: fee, e.g. 300: 9';

/** One band as written: "250: 8", "above: 56"; a band without a fee is its up-to price alone, "250". */
const bandText = (b: ClosingFeeBandDraft): string => {
  const upTo = b.upTo === null || b.upTo === undefined ? 'above' : String(b.upTo);
  return b.fee === null || b.fee === undefined ? upTo : `${upTo}: ${b.fee}`;
};

/**
 * Amazon's closing-fee bands as the Settings screen writes them, lowest price first: "250: 8, 500: 12,
 * 1000: 30, above: 56" (a price up to ₹250 pays 8 before GST, ..., every price above ₹1,000 pays 56).
 */
export const closingFeeBandsText = (bands: readonly ClosingFeeBandDraft[]): string =>
  bands.map(bandText).join(', ');

/**
 * Closing-fee bands as typed: comma-separated "up-to: fee" parts, "above" as the up-to price of the last.
 * Nothing is made up: a part without a fee ("250", "250:") reads with fee null and a number that is none
 * ("250: x", ": 8") as NaN, so that `validateFeeSchedule` names it instead of a fee of 0 being saved.
 */
export function closingFeeBandsOf(text: string): ClosingFeeBandDraft[] {
  const numberOf = (t: string) => (t === '' ? Number.NaN : Number(t));
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const upTo = (colon < 0 ? part : part.slice(0, colon)).trim();
      const fee = colon < 0 ? '' : part.slice(colon + 1).trim();
      return {
        upTo: /^above$/i.test(upTo) ? null : numberOf(upTo),
        fee: fee === '' ? null : numberOf(fee),
      };
    });
}

const FLAT_ABOVE = FEE_SCHEDULE_COLUMNS.collectionFlatAbove;
/** A closing-fee band's price or fee above the money limit is refused in the band's words. */
const tooMuch = (n: number) => n > MAX_MONEY_RUPEES;

/** A percent field's problem: empty, not a number, or outside 0 to 100. */
function percentProblem(value: unknown, label: string): string | null {
  const expected = 'write a percent from 0 to 100';
  return (
    notANumberProblem(value, label, expected) ??
    ((value as number) < 0 || (value as number) > 100 ? `${label} must be a percent from 0 to 100` : null)
  );
}

/**
 * The problems of one version's closing-fee bands, each naming the band as it is written: every band
 * has an up-to price and a fee of 0 or more, the up-to prices rise, and only the last band is "above".
 */
function closingFeeBandProblems(bands: readonly ClosingFeeBandDraft[]): string[] {
  if (bands.length === 0) return [`there is no band; ${WRITE_A_BAND}, and the last as above: fee`];
  const problems: string[] = [];
  let previous: number | null = null;
  bands.forEach((b, i) => {
    const band = `band ${i + 1}`;
    const above = b.upTo === null || b.upTo === undefined;
    const last = i === bands.length - 1;
    if (!above && !isNum(b.upTo)) problems.push(`${band}: the up-to price is not a number; ${WRITE_A_BAND}`);
    else if (b.fee === null || b.fee === undefined)
      problems.push(`"${bandText(b)}" has no fee; ${WRITE_A_BAND}`);
    else if (!isNum(b.fee))
      problems.push(
        `${band} (${above ? 'above' : `up to ${b.upTo}`}): the fee is not a number; ${WRITE_A_BAND}`,
      );
    else if (b.fee < 0) problems.push(`"${bandText(b)}" has a fee below 0; a fee is 0 or more`);
    else if (tooMuch(b.fee) || (!above && tooMuch(b.upTo!)))
      problems.push(
        `"${bandText(b)}" holds more than ${MAX_MONEY_TEXT}; a band's price and fee are at most that`,
      );
    else if (above && !last)
      problems.push(`"${bandText(b)}" comes before other bands; only the last band is written above: fee`);
    else if (!above && last)
      problems.push(
        `the last band, "${bandText(b)}", must take every price above the others: write it as above: ${b.fee}`,
      );
    else if (!above && b.upTo! <= (previous ?? 0))
      problems.push(
        previous === null
          ? `"${bandText(b)}" must go up to a price above 0`
          : `"${bandText(b)}" must go up to more than ${previous}, where the band before it ends; list the bands from the lowest price up`,
      );
    if (!above && isNum(b.upTo)) previous = Math.max(previous ?? 0, b.upTo);
  });
  return problems;
}

/**
 * Checks a channel's schedule versions (docs/fee-model.md "Dated rate cards, fee schedules and GST
 * rules"): a valid effective date (from 1 Jul 2017), each date once, rates of 0 to 100, a threshold of 0
 * or more, closing-fee bands rising with fees of 0 or more and only the last band open. Every number is
 * there and is a number. Messages name the version as people count them and the column as the screen
 * heads it: "Version 2: Closing fee bands (up to ₹: fee): "250" has no fee; write each band as up-to:
 * fee, e.g. 300: 9".
 */
export function validateFeeSchedule(versions: readonly FeeScheduleVersionDraft[]): VersionProblem[] {
  const problems: VersionProblem[] = [];
  if (versions.length === 0)
    return [{ index: 0, field: 'versions', message: 'Keep at least one version of the schedule' }];
  const seen = new Map<string, number>();
  versions.forEach((v, index) => {
    const row = feeScheduleRowName(index);
    const add = (field: string, message: string | null) => {
      if (message !== null) problems.push({ index, field, message: `${row}: ${message}` });
    };
    const dateProblem = effectiveDateProblem(v.effectiveFrom);
    if (dateProblem) add('effectiveFrom', dateProblem);
    else if (seen.has(v.effectiveFrom))
      add(
        'effectiveFrom',
        `${FEE_SCHEDULE_COLUMNS.effectiveFrom} ${dayFirstDate(v.effectiveFrom)} is already version ${seen.get(v.effectiveFrom)! + 1}`,
      );
    else seen.set(v.effectiveFrom, index);
    add('feeGstPercent', percentProblem(v.feeGstPercent, FEE_SCHEDULE_COLUMNS.feeGstPercent));
    add(
      'collectionFlatAbove',
      notANumberProblem(v.collectionFlatAbove, FLAT_ABOVE, `write an amount of 0 or more`) ??
        ((v.collectionFlatAbove as number) < 0
          ? `${FLAT_ABOVE} must be 0 or more`
          : tooMuch(v.collectionFlatAbove as number)
            ? `${FLAT_ABOVE} must be at most ${MAX_MONEY_TEXT}`
            : null),
    );
    add('referralGstPercent', percentProblem(v.referralGstPercent, FEE_SCHEDULE_COLUMNS.referralGstPercent));
    const bands = Array.isArray(v.closingFeeBands) ? v.closingFeeBands : [];
    for (const message of closingFeeBandProblems(bands))
      add('closingFeeBands', `${FEE_SCHEDULE_COLUMNS.closingFeeBands}: ${message}`);
  });
  return problems;
}

/** A schedule's versions oldest first. */
export const sortSchedule = (versions: readonly FeeScheduleVersion[]): FeeScheduleVersion[] =>
  oldestFirst(versions);
