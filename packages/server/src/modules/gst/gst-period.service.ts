// What the /gst screen adds to a prepared GSTR-1 (docs/gst.md, decisions 320–322): the checks that need
// more than the period's lines (a line in another period's export, a marketplace invoice number repeated
// in the financial year, the sales an upload did not store), what else is missing (days without lines,
// a marketplace without returns), a section figure's or a Table 13 series' lines a page at a time, and
// the TCS/TDS ledger.
// The rules are core's; the reads are gst-period.repository.ts's and gst-withholding.repository.ts's.
import {
  CHANNELS,
  CHANNEL_INFO,
  dateInWords,
  exportsHoldingEvent,
  financialYearOf,
  formatPaise,
  lineInTwoPeriodsCheck,
  otherExportedPeriods,
  parseReturnPeriod,
  repeatedNumberChecks,
  rupeesToPaise,
  saleNotStoredCheck,
  stateCodeOfName,
  withholdingRow,
  withholdsTax,
  type Channel,
  type GstCheck,
  type GstRef,
  type ReturnPeriod,
  type WithholdingRow,
} from '@seller-desk/core';
import type { Clock } from '../../shared/clock.ts';
import { DomainError } from '../../shared/errors.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { GstInvoiceNumbersRepository } from './gst-invoice-numbers.repository.ts';
import type { EventFilter, EventLine, GstPeriodRepository } from './gst-period.repository.ts';
import type { GstWithholdingRepository } from './gst-withholding.repository.ts';
import { ownDocumentLines } from './gstr1-own-lines.ts';
import { MARKETPLACE_NATURE, parseSeriesDrill, seriesDocuments } from './gstr1-series.ts';
import type { Gstr1Repository } from './gstr1.repository.ts';
import type { Gstr1Settings } from './gstr1.service.ts';

/** The most lines one check lists (as the return's own checks). */
const CHECK_LINES = 200;
/** The most events with a changed date one opening looks at (a few, unless dates were corrected in bulk). */
const MOVED_EVENTS = 5_000;
/** The most lines a drill-down page holds. */
export const MAX_PAGE = 200;

export interface GstPeriodPorts {
  period: Bound<GstPeriodRepository>;
  invoiceNumbers: Bound<GstInvoiceNumbersRepository>;
  withholding: Bound<GstWithholdingRepository>;
  /** our documents of a period, as the return reads them (a figure's drill-down lists their lines) */
  documents: Bound<Pick<Gstr1Repository, 'documents'>>['documents'];
  settings: () => Promise<Gstr1Settings>;
  clock: Clock;
}

export interface PeriodExtras {
  checks: GstCheck[];
  missing: string[];
  notStored: { count: number; valuePaise: number };
}

const label = (channel: string) => CHANNEL_INFO[channel as Channel]?.label ?? channel;

/** An order line's reference, as the return's own checks name one. */
export const eventRef = (l: Pick<EventLine, 'id' | 'channel' | 'orderId' | 'sku'>): GstRef => ({
  kind: 'ORDER_LINE',
  id: l.id,
  label: `${label(l.channel)} order ${l.orderId} (SKU ${l.sku})`,
});

function periodOf(key: string): ReturnPeriod {
  const p = parseReturnPeriod(key);
  if (typeof p === 'string') throw new DomainError('BAD_USER_INPUT', p, { field: 'period' });
  return p;
}

/** Runs of days as people read them: "3 Aug", "3–5 Aug", "30 Aug – 2 Sep". */
function dayRuns(days: readonly string[]): string[] {
  const runs: [string, string][] = [];
  for (const d of days) {
    const last = runs.at(-1);
    const next = last && new Date(Date.parse(`${last[1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (last && next === d) last[1] = d;
    else runs.push([d, d]);
  }
  const day = (d: string) => dateInWords(d).replace(/ \d{4}$/, '');
  return runs.map(([a, b]) =>
    a === b
      ? day(a)
      : a.slice(0, 7) === b.slice(0, 7)
        ? `${Number(a.slice(8))}–${day(b)}`
        : `${day(a)} – ${day(b)}`,
  );
}

export function createGstPeriodService({
  period: repo,
  invoiceNumbers,
  withholding,
  documents,
  settings,
  clock,
}: GstPeriodPorts) {
  /** The checks and the missing items the prepared return does not hold. */
  async function extras(p: ReturnPeriod): Promise<PeriodExtras> {
    const range = { from: p.from, to: p.to };
    const checks: GstCheck[] = [];

    // a line in another period's export, or in two periods (decisions 320, 324): only an event whose date
    // changed after another period's export can have been in it
    const others = (await repo.exportedPeriods())
      .filter((x) => x.period !== p.key)
      .flatMap((x) => {
        const o = parseReturnPeriod(x.period);
        return typeof o === 'string'
          ? []
          : [{ key: o.key, from: o.from, to: o.to, changesSeen: x.changesSeen }];
      });
    if (others.length > 0) {
      const since = Math.min(...others.map((o) => o.changesSeen));
      let listed = 0;
      for (const l of await repo.movedEvents(range, since, MOVED_EVENTS)) {
        const held = exportsHoldingEvent(l, l.changes, others);
        const c = lineInTwoPeriodsCheck(
          { ...eventRef(l), label: `${eventRef(l).label}${l.sign === -1 ? ', its return' : ''}` },
          otherExportedPeriods(l.date, held),
        );
        if (c && listed++ < CHECK_LINES) checks.push(c);
      }
    }

    // a marketplace invoice number that other orders of the financial year carry too
    const year = financialYearOf(p.from);
    const repeated = await invoiceNumbers.repeatedInvoiceNumbers(range, year, CHECK_LINES);
    checks.push(
      ...repeatedNumberChecks(
        repeated.map((r) => ({
          number: r.number,
          ref: {
            kind: 'ORDER_LINE' as const,
            id: r.id,
            label: `${label(r.channel)} invoice ${r.number} (order ${r.orderId}, ${dateInWords(r.billDate)})`,
          },
        })),
        year.label,
      ),
    );

    // the sales an upload did not store: the return would miss them
    const notStored = await repo.salesNotStored(range, CHECK_LINES);
    for (const s of notStored.rows)
      checks.push(
        saleNotStoredCheck(
          {
            kind: 'UPLOAD',
            id: s.channel,
            label: `${label(s.channel)} sale report${s.fileLine > 0 ? `, line ${s.fileLine}` : ''} of ${dateInWords(s.billDate)}`,
          },
          { orderId: s.orderId, sku: s.sku, valuePaise: s.amountPaise, reason: s.reason },
        ),
      );

    // days without lines, and marketplaces with sales but no returns
    const missing: string[] = [];
    const today = clock.now().toISOString().slice(0, 10);
    const last = p.to < today ? p.to : today;
    const allDays: string[] = [];
    for (let t = Date.parse(`${p.from}T00:00:00Z`); ; t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      if (d > last) break;
      allDays.push(d);
    }
    const saleDays = await repo.saleDays(range);
    const byChannel = new Map<string, Set<string>>();
    for (const s of saleDays) byChannel.set(s.channel, (byChannel.get(s.channel) ?? new Set()).add(s.day));
    for (const c of CHANNELS) {
      const days = byChannel.get(c);
      if (!days) continue;
      const without = allDays.filter((d) => !days.has(d));
      if (without.length > 0) {
        const runs = dayRuns(without);
        missing.push(
          `${label(c)}: no sale lines on ${without.length} of ${allDays.length} days (${runs.slice(0, 6).join(', ')}${runs.length > 6 ? ', …' : ''}): is a sale report missing?`,
        );
      }
    }
    if (notStored.count > 0)
      missing.push(
        `${notStored.count} sale line${notStored.count === 1 ? '' : 's'} of uploaded reports not stored (${formatPaise(notStored.valuePaise)}): the return misses them until stored`,
      );
    return { checks, missing, notStored: { count: notStored.count, valuePaise: notStored.valuePaise } };
  }

  /** The filter of a drill-down key (the screen's figures name them; docs/gst.md "The /gst screen"). */
  async function filterOf(p: ReturnPeriod, drill: string): Promise<EventFilter> {
    const [kind, ...rest] = drill.split(':');
    const bad = () =>
      new DomainError('BAD_USER_INPUT', `“${drill}” names no figure of the return to list the lines of`, {
        field: 'drill',
      });
    const s = await settings();
    const names = await repo.statesOf({ from: p.from, to: p.to });
    const sellerState = s.seller.stateCode;
    const intraStates = names.filter(
      (n): n is string => n !== null && sellerState !== '' && stateCodeOfName(n) === sellerState,
    );
    const thresholds = [...s.gstReturn.b2clThresholds]
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))
      .map((t) => ({ from: t.effectiveFrom, paise: Math.round(t.rupees * 100) }));
    const large = (only: boolean) => ({ intraStates, thresholds, only });
    const channel = (c: string | undefined) => {
      if (!c || !(CHANNELS as readonly string[]).includes(c)) throw bad();
      return c;
    };
    const rate = (r: string | undefined) => {
      const n = Number(r);
      if (r === undefined || r === '' || !Number.isFinite(n)) throw bad();
      return n;
    };
    switch (kind) {
      case 'source': {
        if (rest[1] !== 'sale' && rest[1] !== 'return') throw bad();
        return { channel: channel(rest[0]), sign: rest[1] === 'sale' ? 1 : -1 };
      }
      case 'norate':
        return { channel: channel(rest[0]), noRate: true };
      case 'state':
        return { states: names.filter((n) => n === null || stateCodeOfName(n) === null) };
      case 'b2cs': {
        const [pos, r] = rest;
        if (!pos || !/^\d{2}$/.test(pos)) throw bad();
        return {
          states: names.filter((n): n is string => n !== null && stateCodeOfName(n) === pos),
          rate: rate(r),
          large: large(false),
        };
      }
      case 'b2cl':
        return { sign: 1, large: large(true) };
      case 'cdnur':
        return { sign: -1, large: large(true) };
      case 'hsn': {
        const [hsn, r] = rest;
        if (hsn === undefined) throw bad();
        return { hsn, rate: rate(r), states: names.filter((n) => stateCodeOfName(n) !== null) };
      }
      case 'eco':
        return { channel: channel(rest[0]), states: names.filter((n) => stateCodeOfName(n) !== null) };
      default:
        throw bad();
    }
  }

  /**
   * A page of the lines behind one of the return's figures; a Table 13 series' page lists our documents
   * of the series and the marketplace sales carrying its invoice numbers, those its row counts.
   */
  async function lines(periodKey: string, drill: string, page: { first: number; skip: number }) {
    const p = periodOf(periodKey);
    if (!Number.isInteger(page.first) || page.first < 1 || page.first > MAX_PAGE)
      throw new DomainError('BAD_USER_INPUT', `A page holds 1 to ${MAX_PAGE} lines`, { field: 'first' });
    if (!Number.isInteger(page.skip) || page.skip < 0)
      throw new DomainError('BAD_USER_INPUT', 'Skip 0 lines or more', { field: 'skip' });
    const range = { from: p.from, to: p.to };
    const series = parseSeriesDrill(drill);
    if (series) {
      const [events, docs] = await Promise.all([
        series.nature === MARKETPLACE_NATURE
          ? repo.eventPage(range, { series: series.series }, page)
          : { total: 0, lines: [] },
        documents(range),
      ]);
      const issued = seriesDocuments(docs, series.key);
      return {
        ...events,
        documents: [],
        issued: issued.slice(page.skip, page.skip + page.first),
        issuedTotal: issued.length,
      };
    }
    const filter = await filterOf(p, drill);
    const s = await settings();
    const [events, docs] = await Promise.all([repo.eventPage(range, filter, page), documents(range)]);
    // our documents' lines are few: listed whole beside every page (decision 325)
    return {
      ...events,
      documents: ownDocumentLines(docs, s.gstReturn, s.seller.stateCode, drill),
      issued: [],
      issuedTotal: 0,
    };
  }

  /** The TCS/TDS ledger of a period: per marketplace and month. */
  async function ledger(periodKey: string): Promise<{ period: ReturnPeriod; rows: WithholdingRow[] }> {
    const p = periodOf(periodKey);
    const s = await settings();
    const range = { from: p.from, to: p.to };
    const channels = CHANNELS.filter(withholdsTax);
    const [days, withheld, credits] = await Promise.all([
      withholding.netTaxableByDay(range, channels),
      withholding.withheldByMonth(range),
      withholding.credits(p.months),
    ]);
    const rows = channels.flatMap((channel) =>
      p.months.map((month) => {
        const w = withheld.find((x) => x.channel === channel && x.month === month);
        const c = credits.find((x) => x.channel === channel && x.month === month);
        return withholdingRow(s.gstReturn, {
          channel,
          month,
          days: days
            .filter((d) => d.channel === channel && d.date.startsWith(month))
            .map((d) => ({ date: d.date, taxablePaise: d.taxablePaise })),
          tcsWithheldPaise: w?.tcsPaise ?? 0,
          tdsWithheldPaise: w?.tdsPaise ?? 0,
          tcsCreditedPaise: c?.tcsCreditedPaise ?? null,
          tdsCreditedPaise: c?.tdsCreditedPaise ?? null,
          creditedBy: c?.updatedBy ?? null,
          creditedAt: c?.updatedAt ?? null,
        });
      }),
    );
    return { period: p, rows };
  }

  /** Stores what the portal shows as credited for a marketplace's month (rupees; null: not entered). */
  async function saveCredit(
    input: { channel: string; month: string; tcsCredited: number | null; tdsCredited: number | null },
    actor: string,
  ): Promise<WithholdingRow> {
    if (!(CHANNELS as readonly string[]).includes(input.channel) || !withholdsTax(input.channel as Channel))
      throw new DomainError('BAD_USER_INPUT', 'Credited TCS and TDS are entered for a marketplace only', {
        field: 'channel',
      });
    const p = parseReturnPeriod(input.month);
    if (typeof p === 'string' || p.kind !== 'MONTH')
      throw new DomainError(
        'BAD_USER_INPUT',
        `Month: ${typeof p === 'string' ? p : 'give one month, 2026-08'}`,
        {
          field: 'month',
        },
      );
    const paise = (v: number | null, field: string, name: string) => {
      if (v === null) return null;
      if (!Number.isFinite(v) || v < 0 || Math.abs(v * 100 - Math.round(v * 100)) > 1e-6)
        throw new DomainError(
          'BAD_USER_INPUT',
          `${name}: give an amount in rupees, 0 or more, to the paisa`,
          { field },
        );
      return rupeesToPaise(v);
    };
    await withholding.saveCredit({
      channel: input.channel,
      month: p.months[0]!,
      tcsCreditedPaise: paise(
        input.tcsCredited,
        'tcsCredited',
        `${label(input.channel)} ${p.label}, TCS credited`,
      ),
      tdsCreditedPaise: paise(
        input.tdsCredited,
        'tdsCredited',
        `${label(input.channel)} ${p.label}, TDS credited`,
      ),
      updatedAt: clock.now().toISOString(),
      updatedBy: actor,
    });
    const { rows } = await ledger(p.key);
    return rows.find((r) => r.channel === input.channel)!;
  }

  /** The ledger's rows as its CSV writes them (who credited each by name), and its period's key. */
  async function ledgerForCsv(periodKey: string, nameOf: (id: string) => Promise<string | null>) {
    const { period, rows } = await ledger(periodKey);
    const named = await Promise.all(
      rows.map(async (r) => ({
        ...r,
        creditedBy: r.creditedBy ? ((await nameOf(r.creditedBy)) ?? r.creditedBy) : null,
      })),
    );
    return { period: period.key, rows: named };
  }

  return {
    extras,
    lines,
    ledger,
    saveCredit,
    ledgerForCsv,
    lineRefs: repo.lineRefs,
    documentRefs: repo.documentRefs,
  };
}

export type GstPeriodService = ReturnType<typeof createGstPeriodService>;
