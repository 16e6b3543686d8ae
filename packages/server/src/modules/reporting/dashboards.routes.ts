import {
  CHANNEL_INFO,
  CSV_BOM,
  csvLines,
  netProfitPaise,
  ORDER_LINE_FIELDS,
  SALES_FIELDS,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { DashboardsService } from './dashboards.service.ts';
import { sendDownload } from '../../plugins/download.ts';

/** SKU rows read a part at a time for the download. */
const PART = 5_000;

/** The figures' titles as the Profit per SKU grid and its tiles name them (decision 381). */
const COLUMNS = [
  ORDER_LINE_FIELDS.sku.label,
  'Channel',
  ...(
    [
      'units',
      'returnedUnits',
      'revenue',
      'marketplaceFees',
      'settlement',
      'purchaseCost',
      'returnCost',
      'netProfit',
    ] as const
  ).map((field) => SALES_FIELDS[field].label),
];

/**
 * GET /files/reports/dashboards/sku-profit.csv?from=&to=[&perChannel=true]: profit per SKU (and channel)
 * over the whole range, as the Profit per SKU screen lists it (net profit first), not only its page.
 */
export function registerDashboardsRoutes(app: FastifyInstance, dashboards: DashboardsService): void {
  app.get<{ Querystring: { from?: string; to?: string; perChannel?: string } }>(
    '/files/reports/dashboards/sku-profit.csv',
    async (request, reply) => {
      requireUser(request.user);
      const { from = '', to = '', perChannel: per } = request.query;
      const perChannel = per === 'true';
      const filter = { channel: null, from, to };
      // checked before the answer starts: a bad range is a 400 with its message, not a broken file
      await dashboards.skuCount(filter, perChannel);
      async function* csv() {
        yield CSV_BOM + csvLines([COLUMNS]);
        for (let skip = 0; ; skip += PART) {
          const rows = await dashboards.skus(filter, {
            perChannel,
            orderBy: 'netProfit',
            descending: true,
            first: PART,
            skip,
          });
          yield csvLines(
            rows.map((r) => [
              r.sku,
              r.channel ? CHANNEL_INFO[r.channel].label : 'All channels',
              r.units,
              r.returnedUnits,
              wireRupees(r.revenuePaise),
              wireRupees(r.feesPaise),
              wireRupees(r.settlementPaise),
              wireRupees(r.purchaseCostPaise),
              wireRupees(r.returnCostPaise),
              wireRupees(netProfitPaise(r)),
            ]),
          );
          if (rows.length < PART) return;
        }
      }
      return sendDownload(reply, { name: `sku-profit-${from}-to-${to}.csv`, type: 'csv', body: csv() });
    },
  );
}
