// A GSTR-1 return period (docs/gst.md): a month, "2026-08", or a quarter of the calendar year,
// "2026-Q2" = April to June 2026 (decision 285). GST's quarters (for the QRMP scheme) are these same
// three-month runs; a quarterly return's `fp` is its last month, as the portal writes it.
import { MONTHS_IN_WORDS, isIsoDate } from '../pricing/dated.ts';

export interface ReturnPeriod {
  /** As the routes and the screen write it: "2026-08", "2026-Q2". */
  readonly key: string;
  readonly kind: 'MONTH' | 'QUARTER';
  /** First and last day, yyyy-MM-dd. */
  readonly from: string;
  readonly to: string;
  /** The months it holds, "yyyy-MM", in order. */
  readonly months: readonly string[];
  /** The return's period as the portal's JSON writes it, MMYYYY of the (last) month: "082026". */
  readonly fp: string;
  /** For people: "Aug 2026", "Apr–Jun 2026". */
  readonly label: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function period(key: string, kind: ReturnPeriod['kind'], year: number, first: number, count: number) {
  const months = Array.from({ length: count }, (_, i) => `${year}-${pad2(first + i)}`);
  const last = first + count - 1;
  const label =
    count === 1
      ? `${MONTHS_IN_WORDS[first - 1]!} ${year}`
      : `${MONTHS_IN_WORDS[first - 1]!}–${MONTHS_IN_WORDS[last - 1]!} ${year}`;
  return {
    key,
    kind,
    from: `${months[0]!}-01`,
    to: `${months[count - 1]!}-${pad2(lastDay(year, last))}`,
    months,
    fp: `${pad2(last)}${year}`,
    label,
  } satisfies ReturnPeriod;
}

/** GST began in July 2017; no return period lies before it. */
const FIRST_YEAR = 2017;

/**
 * The period a key names, or a sentence saying what is wrong with it: "2026-08" (a month), "2026-Q2"
 * (April to June 2026). Months before July 2017 (GST began) and years after 9999 are refused.
 */
export function parseReturnPeriod(text: string): ReturnPeriod | string {
  const typed = text.trim().toUpperCase();
  const month = /^(\d{4})-(\d{2})$/.exec(typed);
  const quarter = /^(\d{4})-Q([1-4])$/.exec(typed);
  let result: ReturnPeriod | null = null;
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12)
    result = period(typed, 'MONTH', Number(month[1]), Number(month[2]), 1);
  else if (quarter)
    result = period(typed, 'QUARTER', Number(quarter[1]), (Number(quarter[2]) - 1) * 3 + 1, 3);
  if (result === null)
    return `“${text}” is no return period: write a month as 2026-08 or a quarter as 2026-Q2 (April to June)`;
  if (Number(result.to.slice(0, 4)) < FIRST_YEAR || result.to < '2017-07-31')
    return `${result.label} is before July 2017, when GST began`;
  return result;
}

/** The period of a key that must be one (a route already checked it); throws otherwise. */
export function returnPeriodOf(text: string): ReturnPeriod {
  const p = parseReturnPeriod(text);
  if (typeof p === 'string') throw new RangeError(p);
  return p;
}

/** Whether a date (yyyy-MM-dd) falls in the period. */
export const inPeriod = (p: ReturnPeriod, date: string): boolean =>
  isIsoDate(date) && date >= p.from && date <= p.to;

/** The month period a date falls in ("2026-08-14" → 2026-08). */
export const monthPeriodOf = (date: string): ReturnPeriod => returnPeriodOf(date.slice(0, 7));

/** The quarter period a date falls in ("2026-08-14" → 2026-Q3). */
export const quarterPeriodOf = (date: string): ReturnPeriod =>
  returnPeriodOf(`${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`);
