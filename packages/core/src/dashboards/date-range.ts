// The dashboards' date range (docs/dashboards.md): read from the address, checked, with the presets the
// picker offers, and the bucket a chart of the range is drawn in. Dates are India's calendar dates
// (yyyy-MM-dd): an order line's bill date is its order date in India, so a range from 1 Oct includes an
// order placed at 00:00 India time on 1 Oct (30 Sep, 18:30 UTC) and none of 30 Sep 23:59 India time.
import { isIsoDate, type IsoDate } from '../pricing/dated.ts';
import { FIRST_BILL_DATE } from '../reconciliation/check-bills.ts';

/** A range of bill dates, both days included. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** The earliest date a dashboard offers (the spec's "dashboard dates from 2022-09-01"). */
export const DASHBOARD_FIRST_DATE: IsoDate = FIRST_BILL_DATE;

const DAY = 86_400_000;
const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (day: number): IsoDate => new Date(day * DAY).toISOString().slice(0, 10);

/** The date `days` days after `date` (before it when negative). */
export const addDays = (date: IsoDate, days: number): IsoDate => dateOf(dayNumber(date) + days);

/** How many days a range holds, both ends counted (1 Oct to 1 Oct is 1). */
export const daysIn = (range: DateRange): number => dayNumber(range.to) - dayNumber(range.from) + 1;

/** The default range: from the first dashboard date to today (India). */
export const defaultDateRange = (today: IsoDate): DateRange => ({ from: DASHBOARD_FIRST_DATE, to: today });

/** A range read from the address, and what was wrong with it when the default is shown instead. */
export interface ParsedDateRange {
  range: DateRange;
  /** For people, naming the date: null when the address held a good range or none. */
  problem: string | null;
}

/**
 * The range an address asks for (`?from=yyyy-MM-dd&to=yyyy-MM-dd`): either missing takes the default's
 * end (from 1 Sep 2022, to today). A malformed date, a date before 1 Sep 2022, or a start after the end
 * gives the default range and a message saying why, never an error: a shared link that went stale
 * still opens a dashboard.
 */
export function parseDateRange(
  params: { from?: string | null; to?: string | null },
  today: IsoDate,
): ParsedDateRange {
  const fallback = defaultDateRange(today);
  const from = params.from || fallback.from;
  const to = params.to || fallback.to;
  const problem = dateRangeProblem({ from, to });
  return problem
    ? { range: fallback, problem: `${problem}: showing 1 Sep 2022 to today` }
    : { range: { from, to }, problem };
}

/**
 * What is wrong with a range, for people, or null: the server refuses the same ranges with the same
 * words (the dashboards' queries), and the screen shows them above the default range.
 */
export function dateRangeProblem(range: { from: string; to: string }): string | null {
  for (const [field, value] of [
    ['From', range.from],
    ['To', range.to],
  ] as const) {
    if (!isIsoDate(value)) return `${field} "${String(value).slice(0, 20)}" is not a date (yyyy-MM-dd)`;
    if (value < DASHBOARD_FIRST_DATE)
      return `${field} ${value} is before 2022-09-01, the first dashboard date`;
  }
  if (range.from > range.to) return `From ${range.from} is after To ${range.to}`;
  return null;
}

/** The picker's presets, in the order it offers them. */
export const DATE_RANGE_PRESETS = [
  'today',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'thisFinancialYear',
  'lastFinancialYear',
  'all',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const DATE_RANGE_PRESET_LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisFinancialYear: 'This financial year',
  lastFinancialYear: 'Last financial year',
  all: 'Since Sep 2022',
};

const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** The first day of India's financial year (1 April) that `date` falls in. */
export function financialYearStart(date: IsoDate): IsoDate {
  const year = Number(date.slice(0, 4));
  return `${date.slice(5, 7) >= '04' ? year : year - 1}-04-01`;
}

/**
 * A preset's range on `today` (India): last 7 days ends today; a month or financial year (1 April to 31
 * March) that has not ended yet ends today; no range starts before 1 Sep 2022.
 */
export function presetRange(preset: DateRangePreset, today: IsoDate): DateRange {
  const clamp = (r: DateRange): DateRange => ({
    from: r.from < DASHBOARD_FIRST_DATE ? DASHBOARD_FIRST_DATE : r.from,
    to: r.to < DASHBOARD_FIRST_DATE ? DASHBOARD_FIRST_DATE : r.to,
  });
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return clamp({ from: addDays(today, -6), to: today });
    case 'thisMonth':
      return clamp({ from: monthStart(today), to: today });
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return clamp({ from: monthStart(end), to: end });
    }
    case 'thisFinancialYear':
      return clamp({ from: financialYearStart(today), to: today });
    case 'lastFinancialYear': {
      const end = addDays(financialYearStart(today), -1);
      return clamp({ from: financialYearStart(end), to: end });
    }
    case 'all':
      return defaultDateRange(today);
  }
}

/** A chart's bucket: one point a day, an ISO week (from Monday) or a calendar month. */
export type Bucket = 'DAY' | 'WEEK' | 'MONTH';

/** Up to this many days a chart has a point a day (a month and a bit); up to 26 weeks a point a week. */
export const DAY_BUCKETS_UP_TO = 45;
export const WEEK_BUCKETS_UP_TO = 26 * 7;

/**
 * The bucket a range's chart is drawn in, from its length: a day for up to 45 days, a week for up to
 * 26 weeks, else a month, so that a chart has between 1 and about 45 points (a financial year: 12).
 */
export function bucketOf(range: DateRange): Bucket {
  const days = daysIn(range);
  if (days <= DAY_BUCKETS_UP_TO) return 'DAY';
  if (days <= WEEK_BUCKETS_UP_TO) return 'WEEK';
  return 'MONTH';
}

/** The first day of the bucket `date` falls in: itself, the Monday of its week, the 1st of its month. */
export function bucketStart(date: IsoDate, bucket: Bucket): IsoDate {
  if (bucket === 'DAY') return date;
  if (bucket === 'MONTH') return monthStart(date);
  // 1 Jan 1970 was a Thursday: day 0 is Thursday, so (day + 3) mod 7 is days since Monday
  const day = dayNumber(date);
  return dateOf(day - ((((day + 3) % 7) + 7) % 7));
}

/** Every bucket of a range, by its first day, oldest first (the first may start before the range). */
export function bucketsOf(range: DateRange, bucket: Bucket): IsoDate[] {
  const starts: IsoDate[] = [];
  for (let at = bucketStart(range.from, bucket); at <= range.to;) {
    starts.push(at);
    if (bucket === 'MONTH') {
      const [y, m] = at.split('-').map(Number) as [number, number];
      at = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    } else at = addDays(at, bucket === 'DAY' ? 1 : 7);
  }
  return starts;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket as a chart's axis writes it: "5 Oct" (a day, or the week from that Monday), "Oct 2026". */
export function bucketLabel(start: IsoDate, bucket: Bucket): string {
  const month = MONTHS[Number(start.slice(5, 7)) - 1]!;
  if (bucket === 'MONTH') return `${month} ${start.slice(0, 4)}`;
  return `${Number(start.slice(8, 10))} ${month}`;
}
