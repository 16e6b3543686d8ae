// The portal's GSTR-1 JSON (docs/gst.md "Export"): keys and shapes of the offline tool's file, money in
// rupees with 2 decimals, dates dd-mm-yyyy, pos the state code, note values unsigned. Written from a
// prepared return; `gstr1-json.schema.json` in this folder's tests describes it.
import { HSN_SPLIT_FROM_MONTH, paiseToRupees, type SeriesSummary } from '@seller-desk/core';
import type { HsnRow, ReturnDocument, TaxAmounts } from './gstr1-sections.ts';
import type { Gstr1Return } from './gstr1.service.ts';

const rupees = (paise: number) => paiseToRupees(paise);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The section totals an export is stored with, and what "moved since" compares. */
export interface SectionTotal {
  count: number;
  taxablePaise: number;
  taxPaise: number;
}
export type ExportTotals = Record<string, SectionTotal>;

const taxOf = (t: TaxAmounts) => t.igstPaise + t.cgstPaise + t.sgstPaise;
const total = (rows: readonly TaxAmounts[]): SectionTotal => ({
  count: rows.length,
  taxablePaise: rows.reduce((s, r) => s + r.taxablePaise, 0),
  taxPaise: rows.reduce((s, r) => s + taxOf(r), 0),
});
const docTotal = (docs: readonly ReturnDocument[]): SectionTotal => ({
  ...total(docs.flatMap((d) => d.items)),
  count: docs.length,
});

/** The totals per section of a prepared return. */
export function exportTotals(r: Gstr1Return): ExportTotals {
  return {
    b2b: docTotal(r.b2b),
    b2cl: docTotal(r.b2cl),
    b2cs: total(r.b2cs),
    cdnr: docTotal(r.cdnr),
    cdnur: docTotal(r.cdnur),
    hsn_b2b: total(r.hsnB2b),
    hsn_b2c: total(r.hsnB2c),
    supeco: total(r.eco),
    doc_issue: { count: r.docIssue.reduce((s, d) => s + d.total, 0), taxablePaise: 0, taxPaise: 0 },
  };
}

const items = (doc: ReturnDocument, withHalves: boolean) =>
  doc.items.map((i, n) => ({
    num: n + 1,
    itm_det: {
      rt: i.rate,
      txval: rupees(i.taxablePaise),
      iamt: rupees(i.igstPaise),
      ...(withHalves ? { camt: rupees(i.cgstPaise), samt: rupees(i.sgstPaise) } : {}),
      csamt: 0,
    },
  }));

function byKey<T, K extends string>(rows: readonly T[], key: (r: T) => string, name: K) {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups].map(([k, v]) => ({ [name]: k, rows: v }) as { rows: T[] } & Record<K, string>);
}

const hsnRows = (rows: readonly HsnRow[]) =>
  rows
    .filter((h) => h.hsn !== '')
    .map((h, n) => ({
      num: n + 1,
      hsn_sc: h.hsn,
      uqc: h.uqc,
      qty: h.quantity,
      rt: h.rate,
      txval: rupees(h.taxablePaise),
      iamt: rupees(h.igstPaise),
      camt: rupees(h.cgstPaise),
      samt: rupees(h.sgstPaise),
      csamt: 0,
    }));

const DOC_NUM: Record<number, number> = { 1: 1, 4: 4, 5: 5 };
const docIssue = (series: readonly SeriesSummary[]) => ({
  doc_det: [...new Set(series.map((s) => s.nature))].map((nature) => ({
    doc_num: DOC_NUM[nature]!,
    docs: series
      .filter((s) => s.nature === nature)
      .map((s, n) => ({
        num: n + 1,
        from: s.from,
        to: s.to,
        totnum: s.total,
        cancel: s.cancelled,
        net_issue: s.net,
      })),
  })),
});

/** The portal's JSON of a prepared return; sections with nothing in them are left out. */
export function gstr1Json(r: Gstr1Return): Record<string, unknown> {
  // a marketplace's invoice carries its operator's GSTIN (ETIN), when one is set (decision 331)
  const etin = (d: ReturnDocument) => {
    const e = d.channel === null ? '' : (r.settings.etins[d.channel as keyof typeof r.settings.etins] ?? '');
    return e === '' ? {} : { etin: e };
  };
  const out: Record<string, unknown> = {
    gstin: r.gstin,
    fp: r.period.fp,
    version: r.settings.jsonVersion,
    hash: 'hash',
  };
  if (r.b2b.length)
    out.b2b = byKey(r.b2b, (d) => d.buyerGstin ?? '', 'ctin').map((g) => ({
      ctin: g.ctin,
      inv: g.rows.map((d) => ({
        inum: d.number,
        idt: ddmmyyyy(d.date),
        val: rupees(d.valuePaise),
        pos: d.pos,
        rchrg: 'N',
        ...etin(d),
        inv_typ: 'R',
        itms: items(d, true),
      })),
    }));
  if (r.b2cl.length)
    out.b2cl = byKey(r.b2cl, (d) => d.pos, 'pos').map((g) => ({
      pos: g.pos,
      inv: g.rows.map((d) => ({
        inum: d.number,
        idt: ddmmyyyy(d.date),
        val: rupees(d.valuePaise),
        ...etin(d),
        itms: items(d, false),
      })),
    }));
  if (r.b2cs.length)
    out.b2cs = r.b2cs.map((b) => ({
      sply_ty: b.supplyType,
      pos: b.pos,
      typ: 'OE',
      rt: b.rate,
      txval: rupees(b.taxablePaise),
      ...(b.supplyType === 'INTER'
        ? { iamt: rupees(b.igstPaise) }
        : { camt: rupees(b.cgstPaise), samt: rupees(b.sgstPaise) }),
      csamt: 0,
    }));
  if (r.cdnr.length)
    out.cdnr = byKey(r.cdnr, (d) => d.buyerGstin ?? '', 'ctin').map((g) => ({
      ctin: g.ctin,
      nt: g.rows.map((d) => ({
        ntty: 'C',
        nt_num: d.number,
        nt_dt: ddmmyyyy(d.date),
        val: rupees(d.valuePaise),
        pos: d.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(d, true),
      })),
    }));
  if (r.cdnur.length)
    out.cdnur = r.cdnur.map((d) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: d.number,
      nt_dt: ddmmyyyy(d.date),
      val: rupees(d.valuePaise),
      pos: d.pos,
      itms: items(d, false),
    }));
  const b2b = hsnRows(r.hsnB2b);
  const b2c = hsnRows(r.hsnB2c);
  if (r.period.months.at(-1)! >= HSN_SPLIT_FROM_MONTH) {
    if (b2b.length || b2c.length) out.hsn = { hsn_b2b: b2b, hsn_b2c: b2c };
  } else if (b2b.length || b2c.length) {
    // before the split, one table: a code, unit and rate is one row
    const merged = new Map<string, HsnRow>();
    for (const h of [...r.hsnB2b, ...r.hsnB2c]) {
      const k = `${h.hsn}|${h.uqc}|${h.rate}`;
      const m = merged.get(k) ?? {
        ...h,
        quantity: 0,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      m.quantity += h.quantity;
      m.taxablePaise += h.taxablePaise;
      m.igstPaise += h.igstPaise;
      m.cgstPaise += h.cgstPaise;
      m.sgstPaise += h.sgstPaise;
      merged.set(k, m);
    }
    out.hsn = { data: hsnRows([...merged.values()]) };
  }
  if (r.docIssue.length) out.doc_issue = docIssue(r.docIssue);
  const clttx = r.eco
    .map((e) => ({ e, etin: r.settings.etins[e.channel as keyof typeof r.settings.etins] ?? '' }))
    .filter(({ etin }) => etin !== '')
    .map(({ e, etin }) => ({
      etin,
      suppval: rupees(e.taxablePaise),
      igst: rupees(e.igstPaise),
      cgst: rupees(e.cgstPaise),
      sgst: rupees(e.sgstPaise),
      cess: 0,
    }));
  if (clttx.length) out.supeco = { clttx };
  return out;
}
