// A period's GSTR-1 prepared from the stored lines and documents (docs/gst.md): the sources with their
// counts and totals, the sections, Table 13 and the pre-filing checks. The reads are the repository's
// SQL (a port from app.ts); the rules are core's; the settings are read through a port.
import {
  CHANNELS,
  GST_RETURN_SETTING,
  SELLER_PROFILE_SETTING,
  sellerProfileOf,
  type SellerProfile,
  CHANNEL_INFO,
  b2cAboveThresholdCheck,
  buyerGstinCheck,
  isRegisteredBuyer,
  creditNoteChecks,
  documentNumberCheck,
  hsnCheck,
  mergeSeries,
  negativeB2csChecks,
  noDataCheck,
  parseReturnPeriod,
  prepareGstRules,
  rateCheck,
  returnOfOtherPeriodCheck,
  sectionTotalsChecks,
  stateCodeOfName,
  summariseSeries,
  taxComputedCheck,
  unknownStateCheck,
  type Channel,
  type GstCheck,
  type GstRef,
  type GstReturnSettings,
  type GstRule,
  type InvoiceDocument,
  type ReturnPeriod,
  type SeriesSummary,
} from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { Gstr1Repository, LineGroup, PeriodLine } from './gstr1.repository.ts';
import { buildSections, type Sections } from './gstr1-sections.ts';
import { issuedDocument, MARKETPLACE_NATURE } from './gstr1-series.ts';

/** The most lines one check lists (the screen says how many more there are). */
export const CHECK_LINES = 200;

export interface Gstr1Settings {
  gstReturn: GstReturnSettings;
  gstRules: readonly GstRule[];
  seller: { gstin: string; stateCode: string };
}

/** The settings a return needs, read through the settings service (a port from app.ts). */
export const gstr1Settings =
  (service: Pick<SettingsService, 'read' | 'gstRules'>) => async (): Promise<Gstr1Settings> => ({
    gstReturn: (await service.read<GstReturnSettings>(GST_RETURN_SETTING.key)).value,
    gstRules: (await service.gstRules()).value,
    seller: sellerProfileOf((await service.read<SellerProfile>(SELLER_PROFILE_SETTING.key)).value),
  });

export interface Gstr1Ports {
  gstr1: Bound<Gstr1Repository>;
  settings: () => Promise<Gstr1Settings>;
}

export interface ChannelSource {
  channel: Channel;
  saleLines: number;
  salePaise: number;
  returnLines: number;
  returnPaise: number;
  /** lines whose report gave no rate: taxed at the rule the line was priced with */
  computedLines: number;
  /** lines with no rate at all (left out of the sections) */
  noRateLines: number;
}

export interface DocumentSource {
  kind: 'GST_INVOICE' | 'CASH_MEMO' | 'CREDIT_NOTE';
  count: number;
  cancelled: number;
  totalPaise: number;
}

export interface Gstr1Return extends Sections {
  period: ReturnPeriod;
  gstin: string;
  sellerState: string;
  settings: GstReturnSettings;
  channels: ChannelSource[];
  documents: DocumentSource[];
  /** what is missing, in words: a channel without sales in the period, lines without a rate */
  missing: string[];
  docIssue: SeriesSummary[];
  checks: GstCheck[];
}

/** Stands for a group of lines when a check is only asked whether it would fire. */
const PERIOD_REF: GstRef = { kind: 'SECTION', id: 'period', label: 'the period' };

const lineRef = (l: PeriodLine): GstRef => ({
  kind: 'ORDER_LINE',
  id: l.id,
  label: `${CHANNEL_INFO[l.channel as Channel]?.label ?? l.channel} order ${l.orderId} (SKU ${l.sku})`,
});

export function createGstr1Service({ gstr1, settings }: Gstr1Ports) {
  async function prepare(periodKey: string): Promise<Gstr1Return> {
    const period = parseReturnPeriod(periodKey);
    if (typeof period === 'string') throw new DomainError('BAD_USER_INPUT', period, { field: 'period' });
    const s = await settings();
    const cfg = s.gstReturn;
    const sellerState = s.seller.stateCode;
    const range = { from: period.from, to: period.to };

    const thresholds = [...cfg.b2clThresholds]
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))
      .map((t) => ({ from: t.effectiveFrom, paise: Math.round(t.rupees * 100) }));

    // the period read once: each group of events knows its section and which checks need its lines
    const events = await gstr1.eventGroups({ ...range, thresholds });
    const names = [...new Set(events.map((g) => g.state))];
    const codes = new Map(names.map((n) => [n, stateCodeOfName(n)]));
    const stateCode = (n: string | null) => codes.get(n) ?? null;
    const intraStates = names.filter(
      (n): n is string => n !== null && sellerState !== '' && codes.get(n) === sellerState,
    );
    const unknownStates = names.filter((n): n is string => n !== null && codes.get(n) === null);
    const groups = events.map(({ taxableIntraPaise, taxableInterPaise, ...g }): LineGroup => {
      const intra = g.state !== null && intraStates.includes(g.state);
      return {
        ...g,
        intra,
        large: g.over && !intra,
        taxablePaise: intra ? taxableIntraPaise : taxableInterPaise,
      };
    });
    const q = { ...range, intraStates, thresholds };

    const singleLines = groups.some((g) => g.large || g.registered)
      ? await gstr1.linesWhere({ ...q, limit: 100_000 }, 'single')
      : [];
    const documents = await gstr1.documents(range);
    const sections = buildSections({
      settings: cfg,
      sellerState,
      stateCode,
      groups,
      singleLines,
      documents,
      range,
    });

    const issued = documents.map(issuedDocument);
    const series = await gstr1.marketplaceSeries(range);
    const marketplaceSeries = series.map(({ odd: _, ...m }): SeriesSummary => ({
      nature: MARKETPLACE_NATURE,
      ...m,
      cancelled: 0,
      net: m.total,
    }));

    const checks: GstCheck[] = [];
    if (groups.length === 0 && documents.length === 0) checks.push(noDataCheck(period));
    if (sellerState === '')
      checks.push({
        code: 'UNKNOWN_STATE',
        severity: 'ERROR',
        ref: null,
        message:
          "The seller's state is not set (Settings › Seller profile): every supply is taken as inter-state",
      });
    const ask = (where: Parameters<Bound<Gstr1Repository>['linesWhere']>[1], extra = {}) =>
      gstr1.linesWhere({ ...q, limit: CHECK_LINES, digits: cfg.hsnDigits, ...extra }, where);
    const anyGroup = (f: (g: LineGroup) => boolean) => groups.some(f);
    if (anyGroup((g) => hsnCheck(PERIOD_REF, g.hsn, cfg.hsnDigits) !== null))
      for (const l of await ask('hsn')) checks.push(hsnCheck(lineRef(l), l.hsn, cfg.hsnDigits)!);
    const rules = prepareGstRules(s.gstRules);
    for (const l of anyGroup((g) => g.rateDiffers) ? await ask('rate') : []) {
      const c = rateCheck(
        lineRef(l),
        {
          hsnCode: l.hsn,
          date: l.billDate,
          amountPaise: l.amountPaise,
          quantity: l.quantity,
          ratePercent: l.rate ?? 0,
        },
        rules,
      );
      if (c) checks.push(c);
    }
    if (unknownStates.length > 0 || names.includes(null))
      for (const l of await ask('state', { states: unknownStates }))
        checks.push(unknownStateCheck(lineRef(l), l.state));
    for (const l of anyGroup((g) => g.earlier) ? await ask('returnOfOther') : []) {
      const c = returnOfOtherPeriodCheck(lineRef(l), l.billDate, l.returnDate ?? l.billDate, period);
      if (c) checks.push(c);
    }
    for (const l of singleLines) {
      const gstin = buyerGstinCheck(lineRef(l), l.buyerGstin);
      if (gstin) checks.push(gstin);
      const pos = stateCode(l.state);
      if (
        l.billDate >= range.from &&
        pos !== null &&
        pos !== sellerState &&
        !isRegisteredBuyer(l.buyerGstin)
      ) {
        const c = b2cAboveThresholdCheck(
          lineRef(l),
          { date: l.billDate, valuePaise: l.amountPaise, interState: true },
          cfg,
        );
        if (c) checks.push(c);
      }
    }
    checks.push(...computedChecks(groups, period));
    checks.push(...documentChecks(documents, cfg, sellerState));
    const oddNumbers = series.some((m) => m.odd > 0)
      ? await gstr1.oddInvoiceNumbers({ ...range, limit: CHECK_LINES })
      : [];
    for (const m of oddNumbers) {
      const c = documentNumberCheck(
        {
          kind: 'SECTION',
          id: `invoice:${m.number}`,
          label: `${CHANNEL_INFO[m.channel as Channel]?.label ?? m.channel} invoice ${m.number}`,
        },
        m.number,
      );
      if (c) checks.push(c);
    }
    checks.push(...negativeB2csChecks(sections.b2cs));
    const sum = (rows: readonly { taxablePaise: number }[]) => rows.reduce((t, r) => t + r.taxablePaise, 0);
    const docSum = (rows: Sections['b2b']) => rows.reduce((t, d) => t + sum(d.items), 0);
    checks.push(
      ...sectionTotalsChecks({
        b2bPaise: docSum(sections.b2b) - docSum(sections.cdnr),
        hsnB2bPaise: sum(sections.hsnB2b),
        b2cPaise: docSum(sections.b2cl) + sum(sections.b2cs) - docSum(sections.cdnur),
        hsnB2cPaise: sum(sections.hsnB2c),
      }),
    );

    const channels = channelSources(groups);
    const missing = [
      ...channels
        .filter((c) => c.saleLines === 0 && c.channel !== 'littleKid' && c.channel !== 'trendyHandy')
        .map((c) => `${CHANNEL_INFO[c.channel].label}: no sale lines in ${period.label}`),
      ...channels
        .filter((c) => c.noRateLines > 0)
        .map(
          (c) =>
            `${CHANNEL_INFO[c.channel].label}: ${c.noRateLines} lines without a GST rate, left out of the sections`,
        ),
    ];
    return {
      period,
      gstin: s.seller.gstin,
      sellerState,
      settings: cfg,
      ...sections,
      channels,
      documents: documentSources(documents),
      missing,
      docIssue: mergeSeries(summariseSeries(issued), marketplaceSeries),
      checks,
    };
  }
  return { prepare };
}

function channelSources(groups: readonly LineGroup[]): ChannelSource[] {
  return CHANNELS.map((channel) => {
    const own = groups.filter((g) => g.channel === channel);
    const of = (sign: number) => own.filter((g) => g.sign === sign);
    const total = (gs: LineGroup[], f: (g: LineGroup) => number) => gs.reduce((t, g) => t + f(g), 0);
    return {
      channel,
      saleLines: total(of(1), (g) => g.lines),
      salePaise: total(of(1), (g) => g.amountPaise),
      returnLines: total(of(-1), (g) => g.lines),
      returnPaise: total(of(-1), (g) => g.amountPaise),
      computedLines: total(
        own.filter((g) => g.computed && g.rate !== null),
        (g) => g.lines,
      ),
      noRateLines: total(
        own.filter((g) => g.rate === null),
        (g) => g.lines,
      ),
    };
  });
}

function documentSources(documents: Awaited<ReturnType<Gstr1Repository['documents']>>): DocumentSource[] {
  return (['GST_INVOICE', 'CASH_MEMO', 'CREDIT_NOTE'] as const).map((kind) => {
    const own = documents.filter((d) => d.kind === kind);
    return {
      kind,
      count: own.length,
      cancelled: own.filter((d) => d.cancelled).length,
      totalPaise: own.filter((d) => !d.cancelled).reduce((t, d) => t + d.totalPaise, 0),
    };
  });
}

/** One check per channel and rate of the lines whose tax was computed from the rule. */
function computedChecks(groups: readonly LineGroup[], period: ReturnPeriod): GstCheck[] {
  const counts = new Map<string, { channel: string; rate: number; lines: number }>();
  for (const g of groups)
    if (g.computed && g.rate !== null) {
      const k = `${g.channel}|${g.rate}`;
      const c = counts.get(k) ?? { channel: g.channel, rate: g.rate, lines: 0 };
      c.lines += g.lines;
      counts.set(k, c);
    }
  return [...counts.values()].map((c) =>
    taxComputedCheck(
      {
        kind: 'SECTION',
        id: `computed:${c.channel}:${c.rate}`,
        label: `${CHANNEL_INFO[c.channel as Channel]?.label ?? c.channel}, ${c.lines} lines of ${period.label} at ${c.rate} %`,
      },
      c.rate,
    ),
  );
}

function documentChecks(
  documents: Awaited<ReturnType<Gstr1Repository['documents']>>,
  cfg: GstReturnSettings,
  sellerState: string,
): GstCheck[] {
  const checks: GstCheck[] = [];
  for (const d of documents) {
    if (d.cancelled || d.kind === 'CASH_MEMO') continue;
    const name = d.kind === 'CREDIT_NOTE' ? 'Credit Note' : 'Tax Invoice';
    const ref: GstRef = { kind: 'DOCUMENT', id: d.id, label: `${name} ${d.invoiceNumber}` };
    const c = documentNumberCheck(ref, d.invoiceNumber);
    if (c) checks.push(c);
    const doc = JSON.parse(d.document) as InvoiceDocument;
    doc.productLines.forEach((l, i) => {
      const h = hsnCheck({ ...ref, label: `${ref.label}, line ${i + 1}` }, l.hsnCode, cfg.hsnDigits);
      if (h) checks.push(h);
    });
    if (d.kind === 'CREDIT_NOTE')
      checks.push(
        ...creditNoteChecks(ref, {
          originalInvoice: d.original?.invoiceNumber ?? null,
          signedValuePaise: -d.totalPaise,
        }),
      );
    else if (!d.clientGstin?.trim()) {
      const pos = doc.placeOfSupply ?? d.placeOfSupply ?? sellerState;
      const c2 = b2cAboveThresholdCheck(
        ref,
        { date: d.billDate, valuePaise: d.totalPaise, interState: pos !== sellerState },
        cfg,
      );
      if (c2) checks.push(c2);
    }
  }
  return checks;
}

export type Gstr1Service = ReturnType<typeof createGstr1Service>;
