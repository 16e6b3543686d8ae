// A channel's fee schedule (docs/fee-model.md "Fees and settlement", "Dated rate cards, fee schedules
// and GST rules"): the marketplace-wide rates that are not part of a category's card — GST on fee lines,
// Flipkart's flat-amount threshold for collection fees, Amazon's closing-fee bands and the GST term of
// its referral fees. Each channel keeps dated versions, edited on the Settings screen.
import { CHANNELS } from './channels.ts';
import type { Channel } from './channels.ts';
import { effectiveDateProblem, oldestFirst } from './dated.ts';
import type { IsoDate } from './dated.ts';

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

export interface VersionProblem {
  /** 0-based index of the version in the list as given. */
  readonly index: number;
  readonly field: string;
  readonly message: string;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Checks a channel's schedule versions: a valid effective date (from 1 Jul 2017), each date once, rates
 * of 0 to 100, a threshold of 0 or more, closing-fee bands ascending with fees of 0 or more and only the
 * last band open. Messages name the version as people count them: "Version 2: ...".
 */
export function validateFeeSchedule(versions: readonly FeeScheduleVersion[]): VersionProblem[] {
  const problems: VersionProblem[] = [];
  if (versions.length === 0)
    return [{ index: 0, field: 'versions', message: 'Keep at least one version of the schedule' }];
  const seen = new Map<string, number>();
  versions.forEach((v, index) => {
    const row = `Version ${index + 1}`;
    const add = (field: string, message: string) =>
      problems.push({ index, field, message: `${row}: ${message}` });
    const dateProblem = effectiveDateProblem(v.effectiveFrom);
    if (dateProblem) add('effectiveFrom', dateProblem);
    else if (seen.has(v.effectiveFrom))
      add(
        'effectiveFrom',
        `Effective from ${v.effectiveFrom} is already version ${seen.get(v.effectiveFrom)! + 1}`,
      );
    else seen.set(v.effectiveFrom, index);
    if (!isNum(v.feeGstPercent) || v.feeGstPercent < 0 || v.feeGstPercent > 100)
      add('feeGstPercent', 'GST on fees must be a percent from 0 to 100');
    if (!isNum(v.collectionFlatAbove) || v.collectionFlatAbove < 0)
      add('collectionFlatAbove', 'Flat-amount threshold must be 0 or more');
    if (!isNum(v.referralGstPercent) || v.referralGstPercent < 0 || v.referralGstPercent > 100)
      add('referralGstPercent', 'Referral-fee GST term must be a percent from 0 to 100');
    const bands = Array.isArray(v.closingFeeBands) ? v.closingFeeBands : [];
    if (bands.length === 0) add('closingFeeBands', 'Closing fee needs at least one band');
    let previous = 0;
    bands.forEach((b, i) => {
      const band = `closing-fee band ${i + 1}`;
      if (!isNum(b.fee) || b.fee < 0) add('closingFeeBands', `${band}: Fee must be 0 or more`);
      const last = i === bands.length - 1;
      if (last) {
        if (b.upTo !== null) add('closingFeeBands', `${band}: the last band has no upper price`);
      } else if (!isNum(b.upTo) || b.upTo <= previous) {
        add('closingFeeBands', `${band}: Up to must be above ${previous}`);
      } else previous = b.upTo;
    });
  });
  return problems;
}

/** A schedule's versions oldest first. */
export const sortSchedule = (versions: readonly FeeScheduleVersion[]): FeeScheduleVersion[] =>
  oldestFirst(versions);
