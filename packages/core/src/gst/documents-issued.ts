// Table 13 (doc_issue): the documents issued in a period, per series, and the rules a document number
// keeps (docs/gst.md "Documents issued"). Our own series are billing's prefixes (AE, CM, CN); a
// marketplace's series are read from the invoice numbers in its reports.
import { MAX_INVOICE_NUMBER_LENGTH, parseInvoiceNumber } from '../billing/invoice-numbers.ts';

/** The nature of a document as Table 13 numbers it (doc_num). */
export const DOC_NATURE = {
  1: 'Invoices for outward supply',
  4: 'Debit Note',
  5: 'Credit Note',
} as const;
export type DocNature = keyof typeof DOC_NATURE;

/**
 * Why a document number cannot go into GSTR-1, or null: at most 16 characters, only letters, digits,
 * "/" and "-" (Rule 46(b) of the CGST Rules).
 */
export function documentNumberProblem(number: string): string | null {
  if (number.length === 0) return 'has no document number';
  if (number.length > MAX_INVOICE_NUMBER_LENGTH)
    return `document number ${number} has ${number.length} characters; GSTR-1 takes at most ${MAX_INVOICE_NUMBER_LENGTH}`;
  const other = /[^A-Za-z0-9/-]/u.exec(number)?.[0];
  if (other !== undefined)
    return `document number ${number} has ${/\s/.test(other) ? 'a space' : `“${other}”`}; GSTR-1 takes only letters, digits, / and -`;
  return null;
}

/**
 * The series a number belongs to: our own numbers by their prefix (AE, CM, CN); any other number is its
 * text up to its last run of digits ("FAABCD2600012345" → "FAABCD", "INV/26-27/0042" → "INV/26-27/").
 */
export function seriesOf(number: string): string {
  const own = parseInvoiceNumber(number);
  if (own) return number.slice(0, 2);
  return /^(.*?)(\d+)$/.exec(number)?.[1] ?? number;
}

/**
 * The order of numbers within a series: our own by their date and sequence, others by the number at
 * their end (a longer run of digits later), then by text.
 */
export function seriesOrderKey(number: string): string {
  const own = parseInvoiceNumber(number);
  if (own) return `${own.billDate}#${String(own.sequence).padStart(8, '0')}`;
  const digits = /(\d+)$/.exec(number)?.[1] ?? '';
  const n = digits.replace(/^0+/, '');
  return `${String(n.length).padStart(4, '0')}${n}#${number}`;
}

export interface IssuedDocument {
  readonly number: string;
  readonly nature: DocNature;
  readonly cancelled: boolean;
}

export interface SeriesSummary {
  readonly nature: DocNature;
  readonly series: string;
  readonly from: string;
  readonly to: string;
  readonly total: number;
  readonly cancelled: number;
  /** total − cancelled */
  readonly net: number;
}

/** A Table 13 row's key: its nature and series, what summariseSeries sums by. */
export const seriesKey = (nature: DocNature, series: string): string => `${nature}|${series}`;

/**
 * The key of the Table 13 row a document is counted in: a series' drill-down lists the documents of
 * its key, so that it lists exactly those its row counts.
 */
export const seriesKeyOf = (d: Pick<IssuedDocument, 'number' | 'nature'>): string =>
  seriesKey(d.nature, seriesOf(d.number));

/**
 * Table 13's rows: per nature and series, the first and last number, how many, how many cancelled and
 * the net. A number given twice counts once (its repetition is a check of its own).
 */
export function summariseSeries(documents: Iterable<IssuedDocument>): SeriesSummary[] {
  const groups = new Map<string, { nature: DocNature; series: string; numbers: Map<string, boolean> }>();
  for (const d of documents) {
    const k = seriesKeyOf(d);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { nature: d.nature, series: seriesOf(d.number), numbers: new Map() }));
    g.numbers.set(d.number, (g.numbers.get(d.number) ?? false) || d.cancelled);
  }
  return [...groups.values()]
    .map((g) => {
      const sorted = [...g.numbers.keys()].sort((a, b) => {
        const ka = seriesOrderKey(a);
        const kb = seriesOrderKey(b);
        return ka < kb ? -1 : ka > kb ? 1 : 0;
      });
      const cancelled = [...g.numbers.values()].filter(Boolean).length;
      return {
        nature: g.nature,
        series: g.series,
        from: sorted[0]!,
        to: sorted.at(-1)!,
        total: sorted.length,
        cancelled,
        net: sorted.length - cancelled,
      };
    })
    .sort((a, b) => a.nature - b.nature || (a.series < b.series ? -1 : a.series > b.series ? 1 : 0));
}

/** The numbers that occur more than once in a list (a financial year's), each with how often. */
export function repeatedNumbers(numbers: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
  return new Map([...counts].filter(([, c]) => c > 1));
}

/**
 * Table 13's rows from two summaries of different documents (our series, summed here, and the
 * marketplaces' series, summed in SQL): a series in both is one row, from the first of both to the last.
 */
export function mergeSeries(a: readonly SeriesSummary[], b: readonly SeriesSummary[]): SeriesSummary[] {
  const rows = new Map<string, SeriesSummary>();
  const first = (x: string, y: string) => (seriesOrderKey(x) <= seriesOrderKey(y) ? x : y);
  for (const s of [...a, ...b]) {
    const k = seriesKey(s.nature, s.series);
    const had = rows.get(k);
    rows.set(
      k,
      had === undefined
        ? s
        : {
            ...had,
            from: first(had.from, s.from),
            to: first(had.to, s.to) === had.to ? s.to : had.to,
            total: had.total + s.total,
            cancelled: had.cancelled + s.cancelled,
            net: had.net + s.net,
          },
    );
  }
  return [...rows.values()].sort(
    (x, y) => x.nature - y.nature || (x.series < y.series ? -1 : x.series > y.series ? 1 : 0),
  );
}
