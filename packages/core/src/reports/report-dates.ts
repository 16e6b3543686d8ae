// The dates the marketplace reports write, read as yyyy-MM-dd in India's time zone, whatever their
// spelling; a read is kept by its text, since a report repeats a few dates over thousands of rows.
import { indiaDate } from '../pricing/dated.ts';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as the reports write it, as yyyy-MM-dd: `2026-06-12`, `2026-08-01T10:11:12+00:00` (taken in
 * India's time zone), `Aug 26, 2026`, `26-Aug-26`, `1 Aug 2026 3:44:19 pm UTC`, `26/08/2026` (day
 * first), or `08/26/26` when `monthFirst` (Flipkart's "Invoice Date (mm/dd/yy)"). Null when it is none.
 */
export function parseReportDate(text: string, monthFirst = false): string | null {
  const known = READ_DATES[monthFirst ? 'monthFirst' : 'dayFirst'];
  let date = known.get(text);
  if (date === undefined) {
    if (known.size >= READ_DATES_KEPT) known.clear();
    date = readDate(text, monthFirst);
    known.set(text, date);
  }
  return date;
}

/**
 * The dates already read, by their text (a report repeats a few dates over thousands of rows, and
 * reading one is the costliest part of a row); emptied when full.
 */
const READ_DATES = {
  dayFirst: new Map<string, string | null>(),
  monthFirst: new Map<string, string | null>(),
};
const READ_DATES_KEPT = 4096;

function readDate(text: string, monthFirst: boolean): string | null {
  const t = text.trim();
  let m =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$)/i.exec(
      t,
    );
  if (m) {
    const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (!date || m[4] === undefined || m[7] === undefined) return date;
    const zone = m[7].toUpperCase();
    let offset = 0;
    if (zone !== 'Z' && zone !== 'UTC') {
      const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
      offset = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3]));
    }
    const ms = Date.parse(`${date}T${pad(Number(m[4]))}:${m[5]}:${m[6] ?? '00'}Z`) - offset * 60_000;
    return indiaDate(new Date(ms));
  }
  // Aug 26, 2026 [12:00:00]
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b/.exec(t);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  // 26-Aug-26, 1 Aug 2026 3:44:19 pm UTC
  m =
    /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ](\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?\s*(UTC)?)?$/i.exec(
      t,
    );
  if (m) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()];
    if (!month) return null;
    const date = isoDate(Number(m[3]), month, Number(m[1]));
    if (!date || m[4] === undefined || m[8] === undefined) return date;
    let hour = Number(m[4]) % 12;
    if ((m[7] ?? '').toLowerCase() === 'pm') hour += 12;
    else if (!m[7]) hour = Number(m[4]);
    return indiaDate(new Date(Date.parse(`${date}T${pad(hour)}:${m[5]}:${m[6] ?? '00'}Z`)));
  }
  // 26/08/2026, 26-08-2026, 26.08.2026 (or month first)
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})(?:\s.*)?$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return monthFirst ? isoDate(Number(m[3]), a, b) : isoDate(Number(m[3]), b, a);
  }
  return null;
}
