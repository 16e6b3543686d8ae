// The dashboards (docs/dashboards.md; issue 42): a range's sums per channel and in all, a chart's series
// per day, week or month, the SKUs' sums, and the lines awaiting payment by age. The SQL sums
// (dashboards.repository.ts, a port from app.ts); the range is checked and the buckets chosen by core's
// rules, and money goes out in rupees at the wire (resolvers).
import {
  addDays,
  addSales,
  AWAITING_PAYMENT_BANDS,
  bucketOf,
  bucketsOf,
  bucketStart,
  businessNet,
  CHANNELS,
  dateRangeProblem,
  indiaDate,
  netProfitPaise,
  NO_SALES,
  type Bucket,
  type Channel,
  type SalesSums,
} from '@seller-desk/core';
import type { Clock } from '../../shared/clock.ts';
import { badInput } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { DashboardsRepository, SalesFilter, SkuOrder } from './dashboards.repository.ts';

/** A group of a range's sums: a channel's, a bucket's (its first day), or the whole range's (key null). */
export type SalesGroup = SalesSums & { key: string | null; channel: Channel | null };

/** The range's dates and channel, checked as the screens check them (core's dateRangeProblem). */
function checked(f: SalesFilter): SalesFilter {
  const problem = dateRangeProblem(f);
  if (problem) throw badInput(problem.startsWith('To') ? 'billDate_lte' : 'billDate_gte', problem);
  return f;
}

export function createDashboardsService({
  sums,
  clock,
}: {
  sums: Bound<DashboardsRepository>;
  clock: Clock;
}) {
  return {
    /** The whole range's sums (of its channel, or of all five). */
    async total(filter: SalesFilter): Promise<SalesGroup> {
      const rows = await sums.perChannel(checked(filter));
      return { key: null, channel: filter.channel, ...rows.reduce<SalesSums>(addSales, NO_SALES) };
    },

    /** Each channel's sums over the range, the five in the drawer's order (a channel with no lines: zeros). */
    async perChannel(filter: SalesFilter): Promise<SalesGroup[]> {
      const rows = await sums.perChannel(checked(filter));
      const channels = filter.channel ? [filter.channel] : CHANNELS;
      return channels.map((channel) => {
        const { channel: _, ...found } = rows.find((r) => r.channel === channel) ?? { ...NO_SALES, channel };
        return { key: channel, channel, ...found };
      });
    },

    /**
     * The range's sums per bucket (day, week or month; core's bucketOf the range unless asked), every
     * bucket of the range listed, empty ones as zeros; per channel too when `perChannel` (the overview's
     * stacked chart), else the channels added up.
     */
    async series(
      filter: SalesFilter,
      asked: Bucket | null,
      perChannel: boolean,
    ): Promise<{ bucket: Bucket; groups: SalesGroup[] }> {
      const days = await sums.perChannelDay(checked(filter));
      const bucket = asked ?? bucketOf(filter);
      const channels: (Channel | null)[] = perChannel
        ? [...(filter.channel ? [filter.channel] : CHANNELS)]
        : [null];
      const at = new Map<string, SalesGroup>();
      const keyOf = (start: string, channel: Channel | null) => `${start}|${channel ?? ''}`;
      for (const start of bucketsOf(filter, bucket))
        for (const channel of channels) at.set(keyOf(start, channel), { key: start, channel, ...NO_SALES });
      for (const { billDate, channel, ...day } of days) {
        const k = keyOf(bucketStart(billDate, bucket), perChannel ? channel : null);
        const group = at.get(k)!;
        at.set(k, { ...addSales(group, { ...NO_SALES, ...day }), key: group.key, channel: group.channel });
      }
      return { bucket, groups: [...at.values()] };
    },

    /** A page of the range's SKU sums (per SKU, or per SKU and channel), in the order asked for. */
    async skus(
      filter: SalesFilter,
      q: {
        perChannel: boolean;
        orderBy: SkuOrder;
        descending: boolean;
        first?: number | null;
        skip?: number | null;
      },
    ) {
      const page = pageArgs(q, 100);
      if (page.first === 0) return [];
      return sums.perSku(checked(filter), { ...q, ...page });
    },

    /** How many rows the range's SKU table has. */
    async skuCount(filter: SalesFilter, perChannel: boolean): Promise<number> {
      return sums.skuCount(checked(filter), perChannel);
    },

    /**
     * The business's net over the range (decision 340): every channel's marketplace net profit, plus our
     * own-store documents, less our bills, each summed in SQL.
     */
    async businessNet(range: { from: string; to: string }) {
      const filter = checked({ channel: null, ...range });
      const channels = await sums.perChannel(filter);
      const documents = await sums.documents(filter);
      return {
        ...businessNet(netProfitPaise(channels.reduce<SalesSums>(addSales, NO_SALES)), documents),
        documents,
      };
    },

    /**
     * The range's lines awaiting payment (not paid, not returned) by age on today's date in India, in
     * core's bands (0–15, 16–30, 31–60, over 60 days since the order date), each with its lines and
     * their expected payout; every band listed.
     */
    async awaitingPayment(filter: SalesFilter) {
      const today = indiaDate(clock.now());
      // a band holds the lines ordered on or after today − its last day
      const since = AWAITING_PAYMENT_BANDS.filter((b) => b.toDays !== null).map((b) =>
        addDays(today, -b.toDays!),
      );
      const rows = await sums.awaiting(checked(filter), since);
      return AWAITING_PAYMENT_BANDS.map((b, band) => {
        const of = rows.filter((r) => r.band === band);
        return {
          ...b,
          lines: of.reduce((n, r) => n + r.lines, 0),
          expectedPaise: of.reduce((n, r) => n + r.expectedPaise, 0),
        };
      });
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
