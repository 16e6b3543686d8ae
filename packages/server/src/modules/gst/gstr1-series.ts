// Table 13's series (docs/gst.md "Documents issued"): our documents as the documents issued that core's
// summariseSeries counts, and a series row's drill key, which lists exactly the documents its row counts
// (core's seriesKeyOf for ours; db/document-series.ts's SQL for the marketplaces' invoice numbers).
import { seriesKey, seriesKeyOf, type DocNature, type IssuedDocument } from '@seller-desk/core';
import type { DocumentRow } from './gstr1.repository.ts';

/** A marketplace's invoice numbers are invoices for outward supply: its series are of this nature. */
export const MARKETPLACE_NATURE: DocNature = 1;

/** One of our documents as Table 13 counts it: a credit note is of nature 5, an invoice or cash memo 1. */
export const issuedDocument = (
  d: Pick<DocumentRow, 'invoiceNumber' | 'kind' | 'cancelled'>,
): IssuedDocument => ({
  number: d.invoiceNumber,
  nature: d.kind === 'CREDIT_NOTE' ? 5 : 1,
  cancelled: d.cancelled,
});

const PREFIX = 'series:';

/** A Table 13 row's drill key: `series:<nature>|<series>` ("series:1|AE", "series:1|FAKA"). */
export const seriesDrillKey = (s: { nature: DocNature; series: string }): string =>
  `${PREFIX}${seriesKey(s.nature, s.series)}`;

/** The row a series drill key names, or null when the key is no series'. */
export function parseSeriesDrill(drill: string): { key: string; nature: DocNature; series: string } | null {
  if (!drill.startsWith(PREFIX)) return null;
  const key = drill.slice(PREFIX.length);
  const bar = key.indexOf('|');
  const nature = Number(key.slice(0, bar));
  if (bar < 0 || (nature !== 1 && nature !== 4 && nature !== 5)) return null;
  return { key, nature, series: key.slice(bar + 1) };
}

/** Our documents of a series row (its key): those summariseSeries counts in it, cancelled ones too. */
export const seriesDocuments = (documents: readonly DocumentRow[], key: string): DocumentRow[] =>
  documents.filter((d) => seriesKeyOf(issuedDocument(d)) === key);
