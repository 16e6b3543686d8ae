// The sections of a GSTR-1 assembled from what the repository read (docs/gst.md "Sections"): the
// marketplace groups summed in SQL, the b2cl lines, and our own documents, whose tax is billing's own
// arithmetic on the stored document (core's computeInvoice), as printed. Every rule is core's; this
// file only adds up by the keys each section is reported by. Money in paise.
import {
  CHANNELS,
  computeInvoice,
  hsnTableOf,
  invoiceSection,
  supplySection,
  table12Uqc,
  taxOfIncluded,
  withholdsTax,
  type Channel,
  type Gstr1Section,
  type GstReturnSettings,
  type InvoiceDocument,
  type InvoiceKind,
} from '@seller-desk/core';
import type { DocumentRow, LineGroup, PeriodLine } from './gstr1.repository.ts';

export interface TaxAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** One rate of an invoice or note (its itms). */
export interface RateItem extends TaxAmounts {
  rate: number;
}

/** An invoice or note of b2b, b2cl, cdnr or cdnur. */
export interface ReturnDocument {
  /** the document's or order line's id, for the screen's link */
  id: string;
  source: 'DOCUMENT' | 'ORDER_LINE';
  number: string;
  date: string;
  valuePaise: number;
  pos: string;
  buyerGstin: string | null;
  /** a note's original invoice */
  originalNumber: string | null;
  /** a marketplace line's channel, whose operator GSTIN (ETIN) the b2b and b2cl rows carry; ours null */
  channel: string | null;
  items: RateItem[];
}

export interface B2csRow extends TaxAmounts {
  pos: string;
  rate: number;
  supplyType: 'INTRA' | 'INTER';
}

export interface HsnRow extends TaxAmounts {
  hsn: string;
  uqc: string;
  rate: number;
  quantity: number;
}

export interface EcoRow extends TaxAmounts {
  channel: string;
}

export interface Sections {
  b2b: ReturnDocument[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: ReturnDocument[];
  cdnur: ReturnDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  eco: EcoRow[];
}

const zero = (): TaxAmounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
const add = (to: TaxAmounts, t: TaxAmounts, sign = 1) => {
  to.taxablePaise += sign * t.taxablePaise;
  to.igstPaise += sign * t.igstPaise;
  to.cgstPaise += sign * t.cgstPaise;
  to.sgstPaise += sign * t.sgstPaise;
};

/** A running sum per key, kept in the order keys first came. */
class Sums<V> {
  private readonly map = new Map<string, V>();
  private readonly make: () => V;
  constructor(make: () => V) {
    this.make = make;
  }
  at(key: string): V {
    let v = this.map.get(key);
    if (v === undefined) this.map.set(key, (v = this.make()));
    return v;
  }
  values(): V[] {
    return [...this.map.values()];
  }
}

/** What the sections are built from. */
export interface SectionInputs {
  settings: GstReturnSettings;
  sellerState: string;
  /** a line's state as written → its code (null: no state; its lines are left out, and a check says so) */
  stateCode: (state: string | null) => string | null;
  groups: readonly LineGroup[];
  /**
   * the lines of the groups the sections take one by one: inter-state above the threshold, or with a
   * buyer GSTIN (b2b, b2cl, their notes; a GSTIN that fails the check makes the line B2C)
   */
  singleLines: readonly PeriodLine[];
  documents: readonly DocumentRow[];
  /** the marketplaces' period is the range; large lines' events are told apart by it */
  range: { from: string; to: string };
}

const groupTax = (g: Pick<LineGroup, 'amountPaise' | 'taxablePaise' | 'intra'>): TaxAmounts => {
  const tax = g.amountPaise - g.taxablePaise;
  return {
    taxablePaise: g.taxablePaise,
    igstPaise: g.intra ? 0 : tax,
    cgstPaise: g.intra ? tax / 2 : 0,
    sgstPaise: g.intra ? tax / 2 : 0,
  };
};

export function buildSections(input: SectionInputs): Sections {
  const { settings, sellerState, stateCode } = input;
  const b2cs = new Sums<B2csRow>(() => ({ ...zero(), pos: '', rate: 0, supplyType: 'INTRA' }));
  const hsn = {
    hsn_b2b: new Sums<HsnRow>(() => ({ ...zero(), hsn: '', uqc: '', rate: 0, quantity: 0 })),
    hsn_b2c: new Sums<HsnRow>(() => ({ ...zero(), hsn: '', uqc: '', rate: 0, quantity: 0 })),
  };
  const eco = new Sums<EcoRow>(() => ({ ...zero(), channel: '' }));
  const out: Sections = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsnB2b: [], hsnB2c: [], eco: [] };

  const toB2cs = (pos: string, rate: number, t: TaxAmounts, sign: number) => {
    const supplyType = pos === sellerState ? 'INTRA' : 'INTER';
    const row = b2cs.at(`${pos}|${rate}|${supplyType}`);
    Object.assign(row, { pos, rate, supplyType });
    add(row, t, sign);
  };
  const toHsn = (
    section: Gstr1Section,
    code: string | null,
    unit: string | null,
    rate: number,
    quantity: number,
    t: TaxAmounts,
    sign: number,
  ) => {
    const hsnCode = (code ?? '').replaceAll(' ', '');
    const uqc = hsnCode === '' ? '' : table12Uqc(hsnCode, unit);
    const row = hsn[hsnTableOf(section)].at(`${hsnCode}|${uqc}|${rate}`);
    Object.assign(row, { hsn: hsnCode, uqc, rate });
    row.quantity += sign * quantity;
    add(row, t, sign);
  };

  // marketplace lines: b2cs (net of returns) and hsn_b2c; the large ones go invoice by invoice to b2cl
  for (const g of input.groups) {
    if (g.rate === null || g.large || g.registered) continue;
    const pos = stateCode(g.state);
    if (pos === null) continue;
    const t = groupTax(g);
    toB2cs(pos, g.rate, t, g.sign);
    toHsn('b2cs', g.hsn, g.unit, g.rate, g.quantity, t, g.sign);
    if (withholdsTax(g.channel as Channel)) {
      const row = eco.at(g.channel);
      row.channel = g.channel;
      add(row, t, g.sign);
    }
  }
  for (const l of input.singleLines) {
    const pos = stateCode(l.state);
    if (pos === null || l.rate === null) continue;
    const interState = pos !== sellerState;
    const t = taxOfIncluded(l.amountPaise, l.rate, interState);
    const supply = {
      buyerGstin: l.buyerGstin,
      interState,
      date: l.billDate,
      invoiceValuePaise: l.amountPaise,
    };
    const section = invoiceSection({ kind: 'INVOICE', ...supply }, settings);
    const noteSection = supplySection({ kind: 'CREDIT_NOTE', ...supply, originalSection: section }, settings);
    const doc: ReturnDocument = {
      id: l.id,
      source: 'ORDER_LINE',
      number: l.invoiceNo ?? l.orderId,
      date: l.billDate,
      valuePaise: l.amountPaise,
      pos,
      buyerGstin: section === 'b2b' ? l.buyerGstin!.trim().toUpperCase() : null,
      originalNumber: null,
      channel: l.channel,
      items: [{ rate: l.rate, ...t }],
    };
    const sold = l.billDate >= input.range.from && l.billDate <= input.range.to;
    const returned =
      l.returnDate !== null && l.returnDate >= input.range.from && l.returnDate <= input.range.to;
    const row = withholdsTax(l.channel as Channel) ? eco.at(l.channel) : null;
    if (row) row.channel = l.channel;
    for (const [happened, sign, s] of [
      [sold, 1, section],
      [returned, -1, noteSection],
    ] as const) {
      if (!happened) continue;
      if (s === 'b2cs') toB2cs(pos, l.rate, t, sign);
      else if (sign === 1) out[s].push(doc);
      else out[s].push({ ...doc, date: l.returnDate!, originalNumber: doc.number });
      toHsn(s, l.hsn, l.unit, l.rate, l.quantity, t, sign);
      if (row) add(row, t, sign);
    }
  }

  // our documents: a cash memo carries no GST (decision 287); cancelled ones are in Table 13 only
  for (const d of input.documents) {
    const supply = ownDocumentSupply(d, settings, sellerState);
    if (supply === null) continue;
    const { section, pos, sums, original } = supply;
    const sign = d.kind === 'CREDIT_NOTE' ? -1 : 1;
    const byRate = new Sums<RateItem>(() => ({ ...zero(), rate: 0 }));
    const quantities = new Map<string, { quantity: number; unit: string }>();
    for (const l of sums.lines) {
      const k = `${l.hsnCode}|${l.gst}`;
      const q = quantities.get(k) ?? { quantity: 0, unit: l.unit };
      q.quantity += l.quantity;
      quantities.set(k, q);
    }
    for (const r of sums.taxSummary) {
      const t = {
        taxablePaise: r.taxablePaise,
        igstPaise: r.igstPaise,
        cgstPaise: r.cgstPaise,
        sgstPaise: r.sgstPaise,
      };
      const item = byRate.at(String(r.rate));
      item.rate = r.rate;
      add(item, t);
      const q = quantities.get(`${r.hsnCode}|${r.rate}`);
      quantities.delete(`${r.hsnCode}|${r.rate}`);
      toHsn(section, r.hsnCode, q?.unit ?? null, r.rate, q?.quantity ?? 0, t, sign);
      if (section === 'b2cs') toB2cs(pos, r.rate, t, sign);
    }
    if (section === 'b2cs') continue;
    const entry: ReturnDocument = {
      id: d.id,
      source: 'DOCUMENT',
      number: d.invoiceNumber,
      date: d.billDate,
      valuePaise: d.totalPaise,
      pos,
      buyerGstin: (original?.clientGstin ?? d.clientGstin)?.trim().toUpperCase() || null,
      originalNumber: original?.invoiceNumber ?? null,
      channel: null,
      items: byRate.values(),
    };
    out[section].push(entry);
  }
  for (const k of ['b2b', 'b2cl', 'cdnr', 'cdnur'] as const) out[k] = oneRowPerInvoice(out[k]);
  out.b2cs = b2cs.values().sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate);
  const byHsn = (a: HsnRow, b: HsnRow) =>
    a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rate - b.rate;
  out.hsnB2b = hsn.hsn_b2b.values().sort(byHsn);
  out.hsnB2c = hsn.hsn_b2c.values().sort(byHsn);
  out.eco = eco
    .values()
    .sort((a, b) => CHANNELS.indexOf(a.channel as Channel) - CHANNELS.indexOf(b.channel as Channel));
  return out;
}

/** A b2cs figure's drill key (decision 322): place of supply, rate, supply type. */
export const b2csDrillKey = (r: Pick<B2csRow, 'pos' | 'rate' | 'supplyType'>) =>
  `b2cs:${r.pos}:${r.rate}:${r.supplyType}`;
/** An HSN figure's drill key (decision 322): the code as digits and the rate. */
export const hsnDrillKey = (r: Pick<HsnRow, 'hsn' | 'rate'>) => `hsn:${r.hsn}:${r.rate}`;

/**
 * Where one of our documents goes in the return: its section, place of supply and billing's own sums
 * (core's computeInvoice, as printed). Null for what the sections leave out: a cash memo (no GST) and a
 * cancelled document (Table 13 only; decision 287). The sections and a figure's drill-down both ask here.
 */
export function ownDocumentSupply(d: DocumentRow, settings: GstReturnSettings, sellerState: string) {
  if (d.cancelled || d.kind === 'CASH_MEMO') return null;
  const doc = JSON.parse(d.document) as InvoiceDocument;
  const seller = (JSON.parse(d.seller) as { stateCode?: string }).stateCode || sellerState;
  const pos = doc.placeOfSupply ?? d.placeOfSupply ?? seller;
  const sums = computeInvoice(d.kind as InvoiceKind, { ...doc, placeOfSupply: pos }, seller);
  const interState = pos !== seller;
  const original = d.original;
  const section = supplySection(
    {
      kind: d.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE',
      buyerGstin: original?.clientGstin ?? d.clientGstin,
      interState,
      date: original?.billDate ?? d.billDate,
      invoiceValuePaise: original?.totalPaise ?? d.totalPaise,
      originalSection: original
        ? invoiceSection(
            {
              kind: 'INVOICE',
              buyerGstin: original.clientGstin,
              interState: (original.placeOfSupply ?? seller) !== seller,
              date: original.billDate,
              invoiceValuePaise: original.totalPaise,
            },
            settings,
          )
        : null,
    },
    settings,
  );
  return { section, pos, sums, original, supplyType: interState ? ('INTER' as const) : ('INTRA' as const) };
}

/**
 * A marketplace invoice of several lines (an order of two SKUs) is one invoice of the return: its lines
 * are added up per rate under the invoice's number. Our documents are one row each already.
 */
function oneRowPerInvoice(docs: readonly ReturnDocument[]): ReturnDocument[] {
  const byNumber = new Map<string, ReturnDocument>();
  const out: ReturnDocument[] = [];
  for (const d of docs) {
    const k = `${d.channel}|${d.buyerGstin}|${d.number}|${d.date}`;
    const had = d.source === 'ORDER_LINE' ? byNumber.get(k) : undefined;
    if (had === undefined) {
      const copy = { ...d, items: d.items.map((i) => ({ ...i })) };
      if (d.source === 'ORDER_LINE') byNumber.set(k, copy);
      out.push(copy);
      continue;
    }
    had.valuePaise += d.valuePaise;
    for (const i of d.items) {
      const same = had.items.find((x) => x.rate === i.rate);
      if (same) add(same, i);
      else had.items.push({ ...i });
    }
  }
  return out;
}
