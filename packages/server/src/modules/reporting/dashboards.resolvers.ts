import {
  awaitingBandLabel,
  netProfitPaise,
  returnRate,
  type Channel,
  type SalesSums,
} from '@seller-desk/core';
import type { IResolvers } from 'mercurius';
import type { QueryResolvers, SalesSkuOrder, SalesWhereInput } from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { SalesFilter, SkuOrder } from './dashboards.repository.ts';
import type { DashboardsService } from './dashboards.service.ts';

const filterOf = (where: SalesWhereInput): SalesFilter => ({
  channel: (where.channel as Channel | null | undefined) ?? null,
  from: where.billDate_gte,
  to: where.billDate_lte,
});

const SKU_ORDER: Record<SalesSkuOrder, SkuOrder> = {
  NET_PROFIT: 'netProfit',
  REVENUE: 'revenue',
  UNITS: 'units',
  RETURNED_UNITS: 'returnedUnits',
  SKU: 'sku',
};

/** A group's sums on the wire: rupees, and the figures core works out from the sums. */
function toSummary(g: SalesSums & { key: string | null; channel: Channel | null }) {
  return {
    key: g.key,
    channel: g.channel,
    orders: g.orders,
    lines: g.lines,
    units: g.units,
    revenue: wireRupees(g.revenuePaise),
    marketplaceFees: wireRupees(g.feesPaise),
    settlement: wireRupees(g.settlementPaise),
    purchaseCost: wireRupees(g.purchaseCostPaise),
    tcs: wireRupees(g.tcsPaise),
    tds: wireRupees(g.tdsPaise),
    returns: g.returns,
    returnedUnits: g.returnedUnits,
    rtoReturns: g.rtoReturns,
    returnCost: wireRupees(g.returnCostPaise),
    netProfit: wireRupees(netProfitPaise(g)),
    returnRate: returnRate(g),
    paidLines: g.paidLines,
    received: wireRupees(g.receivedPaise),
    expectedPayout: wireRupees(g.expectedPayoutPaise),
    difference: wireRupees(g.differencePaise),
  };
}

/** Reads only: a signed-in USER or ADMIN. */
export function dashboardsResolvers(dashboards: DashboardsService): IResolvers {
  const Query = {
    salesSummary: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return toSummary(await dashboards.total(filterOf(args.where))) as never;
    },
    salesByChannel: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return (await dashboards.perChannel(filterOf(args.where))).map(toSummary) as never;
    },
    salesSeries: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const s = await dashboards.series(filterOf(args.where), args.bucket ?? null, args.perChannel ?? false);
      return { bucket: s.bucket, points: s.groups.map(toSummary) } as never;
    },
    salesBySku: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const rows = await dashboards.skus(filterOf(args.where), {
        perChannel: args.perChannel ?? false,
        orderBy: SKU_ORDER[args.orderBy ?? 'NET_PROFIT'],
        descending: args.descending ?? true,
        first: args.first,
        skip: args.skip,
      });
      return rows.map((r) => toSummary({ ...r, key: r.sku })) as never;
    },
    salesSkuCount: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return dashboards.skuCount(filterOf(args.where), args.perChannel ?? false);
    },
    businessNet: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const n = await dashboards.businessNet({ from: args.where.billDate_gte, to: args.where.billDate_lte });
      const d = n.documents;
      return {
        marketplaceNetProfit: wireRupees(n.marketplaceNetProfitPaise),
        ownStoreSales: wireRupees(n.ownStoreSalesPaise),
        creditNotes: wireRupees(n.creditNotesPaise),
        purchases: wireRupees(n.purchasesPaise),
        expenses: wireRupees(n.expensesPaise),
        net: wireRupees(n.netPaise),
        documents:
          d.GST_INVOICE.documents +
          d.CASH_MEMO.documents +
          d.CREDIT_NOTE.documents +
          d.PURCHASE.documents +
          d.EXPENSE.documents,
      };
    },
    awaitingPayment: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const bands = await dashboards.awaitingPayment(filterOf(args.where));
      return bands.map((b) => ({
        fromDays: b.fromDays,
        toDays: b.toDays,
        label: awaitingBandLabel(b),
        lines: b.lines,
        expected: wireRupees(b.expectedPaise),
      }));
    },
  } satisfies QueryResolvers;
  return { Query } as IResolvers;
}
