import {
  channelFromSlug,
  CHANNEL_INFO,
  CSV_BOM,
  csvLines,
  indiaDateTime,
  returnTypeInWords,
  type AcceptedDifference,
  type CsvCell,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { ReconciliationQueuesService } from './reconciliation-queues.service.ts';
import { sendDownload } from '../../plugins/download.ts';

/** The reconciliation queues as CSV files: the queue, the file's name, the columns and their titles. */
const QUEUES = [
  {
    key: 'settlementDifferences',
    file: 'settlement-differences',
    columns: [
      ['orderId', 'Order ID'],
      ['sku', 'SKU'],
      ['billDate', 'Order Date'],
      ['paymentDate', 'Payment Date'],
      ['expectedSettlement', 'Expected Settlement'],
      ['tcs', 'TCS'],
      ['tds', 'TDS'],
      ['expectedPayout', 'Expected Payout'],
      ['received', 'Received'],
      ['difference', 'Difference'],
      ['reason', 'Reason'],
    ],
  },
  {
    // decision 166: the differences an ADMIN accepted, a file of their own beside the open queue's
    key: 'acceptedDifferences',
    file: 'accepted-differences',
    columns: [
      ['orderId', 'Order ID'],
      ['sku', 'SKU'],
      ['billDate', 'Order Date'],
      ['paymentDate', 'Payment Date'],
      ['expectedPayout', 'Expected Payout'],
      ['received', 'Received'],
      ['difference', 'Difference'],
      ['acceptedReason', 'Why Accepted'],
      ['acceptedBy', 'Accepted By'],
      ['acceptedAt', 'Accepted At'],
    ],
  },
  {
    key: 'overduePayments',
    file: 'overdue-payments',
    columns: [
      ['orderId', 'Order ID'],
      ['sku', 'SKU'],
      ['billDate', 'Order Date'],
      ['dueDate', 'Due Date'],
      ['daysOverdue', 'Days Overdue'],
      ['expectedSettlement', 'Expected Settlement'],
    ],
  },
  {
    key: 'returnClaims',
    file: 'return-claims',
    columns: [
      ['orderId', 'Order ID'],
      ['sku', 'SKU'],
      ['billDate', 'Order Date'],
      ['returnDate', 'Return Date'],
      ['returnType', 'Return Type'],
      ['claimDeadline', 'Claim Deadline'],
      ['daysLeft', 'Days Left'],
      ['claimId', 'Claim ID'],
      ['claimResult', 'Claim Result'],
    ],
  },
] as const;

/** A queue's row as its CSV cells: an acceptance as columns of its own, its time on India's clock; a return type in words, as the screen shows it. */
function csvRow(r: object): Record<string, CsvCell> {
  const accepted = (r as { accepted?: AcceptedDifference | null }).accepted;
  return {
    ...(r as Record<string, CsvCell>),
    ...('returnType' in r && { returnType: returnTypeInWords(r.returnType as string | null) }),
    acceptedReason: accepted?.reason ?? null,
    acceptedBy: accepted?.acceptedBy ?? null,
    acceptedAt: accepted ? indiaDateTime(accepted.acceptedAt) : null,
  };
}

/**
 * GET /files/reports/reconciliation/:channel/{settlement-differences,accepted-differences,overdue-payments,
 * return-claims}.csv: every row of the queue, read from the database and written a part at a time.
 */
export function registerReconciliationRoutes(
  app: FastifyInstance,
  queues: ReconciliationQueuesService,
): void {
  app.get<{ Params: { channel: string; queue: string } }>(
    '/files/reports/reconciliation/:channel/:queue',
    async (request, reply) => {
      requireUser(request.user);
      const channel = channelFromSlug(request.params.channel);
      const queue = QUEUES.find((q) => `${q.file}.csv` === request.params.queue);
      if (!channel || !queue) throw new DomainError('NOT_FOUND', 'No such reconciliation download');
      const on = await queues.on(channel);
      async function* csv() {
        yield CSV_BOM + csvLines([queue!.columns.map(([, title]) => title)]);
        for await (const part of queues.parts(on, queue!.key))
          yield csvLines(
            part.map((r) => {
              const cells = csvRow(r);
              return queue!.columns.map(([k]) => cells[k]);
            }),
          );
      }
      return sendDownload(reply, {
        name: `${CHANNEL_INFO[channel].slug}-${queue.file}.csv`,
        type: 'csv',
        body: csv(),
      });
    },
  );
}
