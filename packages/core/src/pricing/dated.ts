// Dated data (docs/fee-model.md "Dated rate cards, fee schedules and GST rules"): a rate card, a
// channel's fee schedule and a GST rule each take effect on a calendar date. Dates are ISO text,
// 'YYYY-MM-DD', compared as text (that order is the calendar order).

export type IsoDate = string;

/** GST began on 1 July 2017: no rate card or rule can take effect before it. */
export const GST_START: IsoDate = '2017-07-01';

/**
 * A date before any bill date (not a calendar date: JavaScript has no year 0): a card change re-prices
 * the stored lines from it when no earlier version of the card exists, that is every stored line of the
 * category (decision 093). History writes it in words, never as this text (decision 130).
 */
export const BEFORE_ANY_BILL_DATE: IsoDate = '0000-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (2025-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * The months as every date in words writes them, "Sep" as the GST notifications and Indian business
 * print it (decision 153). Our own table, not the runtime's: ICU's en-IN writes September "Sept", and
 * Node and the browsers carry ICU data of different years, so the same date could be written two ways.
 */
export const MONTHS_IN_WORDS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A calendar date as the screens and messages write it for people: "1 Jun 2025", "22 Sep 2025"; other text as it is. */
export function dateInWords(date: string): string {
  if (!isIsoDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_IN_WORDS[m - 1]!} ${y}`;
}

/**
 * A date as a form field shows it to the seller's staff, day first whatever the browser's language:
 * "25/09/2026" (decision 132). Other text as it is.
 */
export function dayFirstDate(date: string): string {
  const m = ISO_DATE.exec(date);
  return m && isIsoDate(date) ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const DAY_FIRST_DIGITS = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;

/**
 * What was typed into a date field, as an ISO date, or null when it is no real date (decision 132): day
 * first — "25/09/2026", "25-9-2026", "25.09.26" (a two-digit year is in this century), "25092026" (a
 * phone's number pad has no slash) — or ISO, "2026-09-25".
 */
export function dateFromDayFirst(text: string): IsoDate | null {
  const typed = text.trim();
  if (isIsoDate(typed)) return typed;
  const m = DAY_FIRST.exec(typed) ?? DAY_FIRST_DIGITS.exec(typed);
  if (!m) return null;
  const year = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
  const iso = `${year}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** What is wrong with the text of a date field, or null when it is empty or a date (decision 132). */
export function typedDateProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === '' || dateFromDayFirst(typed) !== null) return null;
  return DAY_FIRST.test(typed) || DAY_FIRST_DIGITS.test(typed) || ISO_DATE.test(typed)
    ? `${typed} is not a date on the calendar: check the day and the month`
    : 'Type the date as dd/mm/yyyy';
}

/** India's clock is UTC+05:30 all year (no daylight saving): the UTC clock moved on 330 minutes. */
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/** The calendar date in India at an instant: "today" for the seller. */
export function indiaDate(instant: Date): IsoDate {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An instant (ISO text or a Date) on India's clock, as every screen and message writes a time for the
 * seller's staff, whatever the browser's or the server's time zone: "24 Nov 2026, 12:35 pm" (decisions
 * 149 and 153: the date as dateInWords writes it, the time on a 12-hour clock with "am" or "pm").
 */
export function indiaDateTime(instant: string | Date): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const india = new Date(time + INDIA_UTC_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${dateInWords(india.toISOString().slice(0, 10))}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The instant an India calendar day begins (its 00:00 at UTC+05:30), as ISO text: "2026-05-31T18:30:00.000Z". */
export function indiaDayStart(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - INDIA_UTC_OFFSET_MS).toISOString();
}

/** The instant the India calendar day after `date` begins: the end of `date`, not included. */
export function indiaDayEnd(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1) - INDIA_UTC_OFFSET_MS).toISOString();
}

export interface Dated {
  readonly effectiveFrom: IsoDate;
}

/** The versions oldest first (a copy). */
export function oldestFirst<T extends Dated>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0,
  );
}

/**
 * The version in effect on `at`: the latest whose effectiveFrom is on or before it. For a date before the
 * first version, the first version applies (there is nothing older to price with). `versions` must be
 * oldest first; undefined only when there are none.
 */
export function versionAt<T extends Dated>(versions: readonly T[], at: IsoDate): T | undefined {
  let found = versions[0];
  for (let i = 1; i < versions.length; i++) {
    const v = versions[i]!;
    if (v.effectiveFrom <= at) found = v;
    else break;
  }
  return found;
}

/** What is wrong with an effective date, as a sentence ending, or null: "must be ..." */
export function effectiveDateProblem(value: unknown): string | null {
  if (!isIsoDate(value)) return 'Effective from must be a date';
  if (value < GST_START) return 'Effective from must be on or after 1 Jul 2017 (when GST began)';
  return null;
}
