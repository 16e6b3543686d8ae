// The lines of our own documents behind a figure of the return (decision 325): a b2cs or HSN figure
// adds up marketplace lines and some of our tax invoices and credit notes; the drill-down lists both.
// Each document is classified as the sections classify it (gstr1-sections.ts, ownDocumentSupply).
import type { GstReturnSettings } from '@seller-desk/core';
import { b2csDrillKey, hsnDrillKey, ownDocumentSupply } from './gstr1-sections.ts';
import type { DocumentRow } from './gstr1.repository.ts';

/** A line of one of our documents inside a figure (decision 325). */
export interface OwnDocumentLine {
  documentId: string;
  kind: string;
  number: string;
  date: string;
  /** the line's place on the document, from 1 */
  line: number;
  description: string;
  hsn: string;
  rate: number;
  quantity: number;
  /** quantity × rate, without GST; a credit note's is negative (it takes away from the figure) */
  taxablePaise: number;
}

/**
 * The lines of our documents behind a b2cs or HSN figure's drill key (`b2cs:<pos>:<rate>:<INTRA|INTER>`,
 * `hsn:<code>:<rate>`), each naming its document; none for any other key (the other figures are one
 * document each, or marketplace lines only). Classified as the sections classify them, above.
 */
export function ownDocumentLines(
  documents: readonly DocumentRow[],
  settings: GstReturnSettings,
  sellerState: string,
  drill: string,
): OwnDocumentLine[] {
  const kind = drill.split(':')[0];
  if (kind !== 'b2cs' && kind !== 'hsn') return [];
  const out: OwnDocumentLine[] = [];
  for (const d of documents) {
    const supply = ownDocumentSupply(d, settings, sellerState);
    if (supply === null) continue;
    const sign = d.kind === 'CREDIT_NOTE' ? -1 : 1;
    supply.sums.lines.forEach((l, i) => {
      const hsn = l.hsnCode.replaceAll(' ', '');
      const key =
        kind === 'b2cs'
          ? supply.section === 'b2cs'
            ? b2csDrillKey({ pos: supply.pos, rate: l.gst, supplyType: supply.supplyType })
            : null
          : hsnDrillKey({ hsn, rate: l.gst });
      if (key !== drill) return;
      out.push({
        documentId: d.id,
        kind: d.kind,
        number: d.invoiceNumber,
        date: d.billDate,
        line: i + 1,
        description: l.description,
        hsn,
        rate: l.gst,
        quantity: l.quantity,
        taxablePaise: sign * l.amountPaise,
      });
    });
  }
  return out;
}
