import {
  channelFromSlug,
  CHANNEL_INFO,
  CHECK_BILLS_COLUMNS,
  checkBillsValue,
  CSV_BOM,
  csvLines,
  type CheckBillsTab,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { CheckBillsService } from './check-bills.service.ts';
import { sendDownload } from '../../plugins/download.ts';

/** The Check Bills downloads: a tab's file name. */
const BILL_FILES: Partial<Record<string, CheckBillsTab>> = {
  'sale.csv': 'SALE',
  'return.csv': 'RETURN',
  'payment.csv': 'PAYMENT',
};

/**
 * GET /files/reports/bills/:channel/{sale,return,payment}.csv?from=&to=[&search=]: a Check Bills tab's
 * whole filter as the grid shows it (decision 126), read and written a part at a time.
 */
export function registerCheckBillsRoutes(app: FastifyInstance, checkBills: CheckBillsService): void {
  app.get<{
    Params: { channel: string; file: string };
    Querystring: { from?: string; to?: string; search?: string };
  }>('/files/reports/bills/:channel/:file', async (request, reply) => {
    requireUser(request.user);
    const channel = channelFromSlug(request.params.channel);
    const tab = BILL_FILES[request.params.file];
    if (!channel || !tab) throw new DomainError('NOT_FOUND', 'No such Check Bills download');
    const { from = '', to = '', search } = request.query;
    const parts = checkBills.parts({ channel, tab, from, to, search });
    const columns = CHECK_BILLS_COLUMNS[tab];
    async function* csv() {
      yield CSV_BOM + csvLines([columns.map((c) => c.title)]);
      for await (const part of parts)
        yield csvLines(part.map((line) => columns.map((c) => checkBillsValue(line, c))));
    }
    return sendDownload(reply, {
      name: `${CHANNEL_INFO[channel].slug}-${request.params.file.replace('.csv', '')}-${from}-to-${to}.csv`,
      type: 'csv',
      body: csv(),
    });
  });
}
