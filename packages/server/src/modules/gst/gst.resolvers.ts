// The /gst screens' GraphQL (gst.schema.ts): a period's return as the screen shows it, a figure's lines a
// page at a time, the TCS/TDS ledger and its credited figures. Any signed-in user (ADMIN and USER);
// money goes out in rupees through wire-money.ts.
import {
  CHANNELS,
  CHANNEL_INFO,
  DOC_NATURE,
  GST_RETURN_SETTING,
  GST_STATES,
  withholdsTax,
  type Channel,
  type GstReturnSettings,
  type GstRef,
  type WithholdingFigures,
  type WithholdingRow,
} from '@seller-desk/core';
import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import type { SettingView, SettingsService } from '../settings/settings.service.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { GstPeriodService } from './gst-period.service.ts';
import {
  b2csDrillKey,
  hsnDrillKey,
  type HsnRow,
  type ReturnDocument,
  type TaxAmounts,
} from './gstr1-sections.ts';
import type { Gstr1ExportsService, OpenedReturn } from './gstr1-exports.service.ts';
import { seriesDrillKey } from './gstr1-series.ts';

export interface GstGraphqlServices {
  gstr1: Pick<Gstr1ExportsService, 'open'>;
  gstPeriod: Pick<GstPeriodService, 'lines' | 'ledger' | 'saveCredit' | 'lineRefs' | 'documentRefs'>;
  usernameOf: (id: string) => Promise<string | null>;
  settings: Pick<SettingsService, 'read' | 'write'>;
}

/** Settings › GST return as the API gives it: the marketplaces' ETINs as a list. */
const returnSettingsView = ({ value, version }: SettingView<GstReturnSettings>) => ({
  ...value,
  etins: CHANNELS.filter(withholdsTax).map((channel) => ({ channel, etin: value.etins[channel] ?? '' })),
  version,
});

const taxOf = (t: TaxAmounts) => t.igstPaise + t.cgstPaise + t.sgstPaise;
const sum = (rows: readonly TaxAmounts[]) =>
  rows.reduce((s, r) => ({ taxable: s.taxable + r.taxablePaise, tax: s.tax + taxOf(r) }), {
    taxable: 0,
    tax: 0,
  });
const money = (t: { taxable: number; tax: number }) => ({
  taxable: wireRupees(t.taxable),
  tax: wireRupees(t.tax),
});
const stateLabel = (pos: string) => `${pos}-${GST_STATES[pos] ?? ''}`;

function documentRow(d: ReturnDocument) {
  const t = sum(d.items);
  return {
    label: `${d.number} of ${d.date}, ${stateLabel(d.pos)}${d.buyerGstin ? `, ${d.buyerGstin}` : ''}${d.originalNumber ? `, against ${d.originalNumber}` : ''}`,
    drill: null,
    ref: {
      kind: d.source,
      id: d.id,
      label: d.number,
      ...(d.source === 'DOCUMENT' ? { number: d.number, billDate: d.date } : {}),
    },
    count: d.items.length,
    ...money(t),
  };
}

const hsnRow = (h: HsnRow) => ({
  label: `HSN ${h.hsn || '(none)'} ${h.uqc} at ${h.rate} %, quantity ${h.quantity}`,
  drill: hsnDrillKey(h),
  ref: null,
  count: 1,
  ...money(sum([h])),
});

/** The sections as the screen lists them, each figure with what it drills down to. */
function sectionsOf(r: OpenedReturn) {
  const docs = (key: string, title: string, list: readonly ReturnDocument[]) => ({
    key,
    title,
    count: list.length,
    ...money(sum(list.flatMap((d) => d.items))),
    rows: list.map(documentRow),
  });
  const rows = <T extends TaxAmounts>(
    key: string,
    title: string,
    list: readonly T[],
    row: (x: T) => object,
  ) => ({
    key,
    title,
    count: list.length,
    ...money(sum(list)),
    rows: list.map(row),
  });
  return [
    docs('b2b', 'B2B invoices (4A)', r.b2b),
    docs('b2cl', 'B2C large invoices (5)', r.b2cl),
    rows('b2cs', 'B2C others, net of returns (7)', r.b2cs, (b) => ({
      label: `${stateLabel(b.pos)} at ${b.rate} %, ${b.supplyType === 'INTRA' ? 'intra-state' : 'inter-state'}`,
      drill: b2csDrillKey(b),
      ref: null,
      count: 1,
      ...money(sum([b])),
    })),
    docs('cdnr', 'Credit notes, registered (9B)', r.cdnr),
    docs('cdnur', 'Credit notes, unregistered (9B)', r.cdnur),
    rows('hsn_b2b', 'HSN summary, B2B (12)', r.hsnB2b, hsnRow),
    rows('hsn_b2c', 'HSN summary, B2C (12)', r.hsnB2c, hsnRow),
    rows('supeco', 'Supplies through e-commerce operators (14)', r.eco, (e) => ({
      label: `${CHANNEL_INFO[e.channel as Channel]?.label ?? e.channel}${r.settings.etins[e.channel as Channel] ? `, ${r.settings.etins[e.channel as Channel]}` : ', no operator GSTIN'}`,
      drill: `eco:${e.channel}`,
      ref: null,
      count: 1,
      ...money(sum([e])),
    })),
  ];
}

const figuresOf = (f: WithholdingFigures) => ({
  section: f.section,
  rates: f.rates,
  expected: wireRupees(f.expectedPaise),
  withheld: wireRupees(f.withheldPaise),
  credited: wireRupees(f.creditedPaise),
  withheldLessExpected: wireRupees(f.withheldLessExpectedPaise),
  creditedLessWithheld: wireRupees(f.creditedLessWithheldPaise),
});

export function gstResolvers({ gstr1, gstPeriod, usernameOf, settings }: GstGraphqlServices): IResolvers {
  const withholdingRow = async (r: WithholdingRow) => ({
    channel: r.channel,
    month: r.month,
    etin: r.etin,
    taxable: wireRupees(r.taxablePaise),
    tcs: figuresOf(r.tcs),
    tds: figuresOf(r.tds),
    creditedBy: r.creditedBy ? ((await usernameOf(r.creditedBy)) ?? r.creditedBy) : null,
    creditedAt: r.creditedAt,
  });

  const Query = {
    gstReturnSettings: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return returnSettingsView(await settings.read<GstReturnSettings>(GST_RETURN_SETTING.key)) as never;
    },
    gstReturn: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const r = await gstr1.open(args.period);
      const lineIds = r.checks.flatMap((c) => (c.ref?.kind === 'ORDER_LINE' ? [c.ref.id] : []));
      const documentIds = r.checks.flatMap((c) => (c.ref?.kind === 'DOCUMENT' ? [c.ref.id] : []));
      const [lines, documents] = await Promise.all([
        gstPeriod.lineRefs([...new Set(lineIds)]),
        gstPeriod.documentRefs([...new Set(documentIds)]),
      ]);
      const refOf = (ref: GstRef | null) => {
        if (ref === null) return null;
        const l = ref.kind === 'ORDER_LINE' ? lines.get(ref.id) : undefined;
        const d = ref.kind === 'DOCUMENT' ? documents.get(ref.id) : undefined;
        return {
          ...ref,
          channel: l?.channel ?? (ref.kind === 'UPLOAD' ? ref.id : null),
          orderId: l?.orderId ?? null,
          billDate: l?.billDate ?? d?.billDate ?? null,
          returnDate: l?.returnDate ?? null,
          productId: l?.productId ?? null,
          number: d?.number ?? null,
        };
      };
      return {
        period: r.period.key,
        label: r.period.label,
        from: r.period.from,
        to: r.period.to,
        gstin: r.gstin,
        channels: r.channels.map((c) => ({
          channel: c.channel,
          saleLines: c.saleLines,
          sales: wireRupees(c.salePaise),
          returnLines: c.returnLines,
          returns: wireRupees(c.returnPaise),
          computedLines: c.computedLines,
          noRateLines: c.noRateLines,
        })),
        documents: r.documents.map((d) => ({ ...d, total: wireRupees(d.totalPaise) })),
        missing: r.missing,
        notStoredCount: r.notStored.count,
        notStoredValue: wireRupees(r.notStored.valuePaise),
        sections: sectionsOf(r),
        documentsIssued: r.docIssue.map((s) => ({
          ...s,
          nature: DOC_NATURE[s.nature],
          drill: seriesDrillKey(s),
        })),
        checks: r.checks.map((c) => ({ ...c, ref: refOf(c.ref) })),
        lastExport: r.lastExport ? { at: r.lastExport.at, format: r.lastExport.format } : null,
      } as never;
    },
    gstLines: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const page = await gstPeriod.lines(args.period, args.drill, { first: args.first, skip: args.skip });
      return {
        total: page.total,
        lines: page.lines.map((l) => ({
          ...l,
          event: l.sign === 1 ? 'SALE' : 'RETURN',
          amount: wireRupees(l.amountPaise),
          invoiceNo: l.invoiceNo,
        })),
        documents: page.documents.map(({ taxablePaise, ...d }) => ({
          ...d,
          taxable: wireRupees(taxablePaise),
        })),
        issued: page.issued.map((d) => ({
          documentId: d.id,
          kind: d.kind,
          number: d.invoiceNumber,
          date: d.billDate,
          amount: wireRupees(d.totalPaise),
          cancelled: d.cancelled,
        })),
        issuedTotal: page.issuedTotal,
      } as never;
    },
    gstWithholding: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const { rows } = await gstPeriod.ledger(args.period);
      return (await Promise.all(rows.map(withholdingRow))) as never;
    },
  } satisfies QueryResolvers;

  const Mutation = {
    updateGstReturnSettings: async (_root, args, ctx) => {
      const user = requireAdmin(ctx.user);
      const d = args.data;
      // a number left out arrives as null: core's check names its list and row (never read as 0)
      const value: GstReturnSettings = {
        b2clThresholds: d.b2clThresholds.map((r) => ({
          effectiveFrom: r.effectiveFrom,
          rupees: r.rupees ?? NaN,
        })),
        hsnDigits: d.hsnDigits as 4 | 6,
        jsonVersion: d.jsonVersion,
        etins: Object.fromEntries(
          CHANNELS.map((c) => [c, d.etins.find((e) => e.channel === c)?.etin ?? '']),
        ) as Record<Channel, string>,
        tcs: d.tcs.map((r) => ({
          effectiveFrom: r.effectiveFrom,
          percent: r.percent ?? NaN,
          section: r.section,
        })),
        tds: d.tds.map((r) => ({
          effectiveFrom: r.effectiveFrom,
          percent: r.percent ?? NaN,
          section: r.section,
        })),
      };
      return returnSettingsView(
        await settings.write(GST_RETURN_SETTING.key, value, args.version, user),
      ) as never;
    },
    setGstWithholdingCredit: async (_root, args, ctx) => {
      const user = requireUser(ctx.user);
      const row = await gstPeriod.saveCredit(
        {
          channel: args.channel,
          month: args.month,
          tcsCredited: args.tcsCredited ?? null,
          tdsCredited: args.tdsCredited ?? null,
        },
        user.id,
      );
      return (await withholdingRow(row)) as never;
    },
  } satisfies MutationResolvers;

  return { Query, Mutation } as IResolvers;
}
