// The order database's plain routes (docs/orders.md): a courier export's import, as a job (decision 215),
// and a tab's CSV download. An operator's script may call the import with a session, as the screen does.
import {
  CSV_BOM,
  SHIPMENT_CSV_HEADER,
  SHIPMENT_TABS,
  SHIPMENT_TAB_INFO,
  csvLines,
  shipmentCsvCells,
  type Courier,
  type ShipmentTab,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { streamUpload } from '../../plugins/files.ts';
import { DomainError } from '../../shared/errors.ts';
import type { JobRunner } from '../../shared/jobs/job-runner.ts';
import type { JobHandler } from '../../shared/jobs/jobs.ts';
import { requireUser, type SessionUser } from '../../shared/session-user.ts';
import type { StoredFiles } from '../../shared/stored-files/stored-files.ts';
import { nextTurn } from '../../shared/turns.ts';
import { checkedReport, ReportCheck, type ReportText } from '../imports/report-text.ts';
import { importJobError } from '../imports/import-job.ts';
import type { ShipmentImportResult, ShipmentsService } from './shipments.service.ts';
import { sendDownload } from '../../plugins/download.ts';

export const SHIPMENT_IMPORT_JOB = 'shipment-import';

const COURIERS: readonly Courier[] = ['ithink', 'shiprocket'];

/** What a shipment import job is given: the courier, the stored export as its upload read it, who asked. */
export interface ShipmentImportJobInput {
  courier: Courier;
  actor: SessionUser;
  file: { id: string; encoding: ReportText['encoding'] };
}

/** The stored export's text, decoded as its upload found it (decision 209). */
async function textOf(chunks: AsyncIterable<Uint8Array>, encoding: ReportText['encoding']): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return new TextDecoder(encoding).decode(Buffer.concat(parts));
}

/** Runs an import job: reads the stored export and imports it in one transaction. */
export function shipmentImportJobHandler(deps: {
  shipments: Pick<ShipmentsService, 'importExport'>;
  files: Pick<StoredFiles, 'read'>;
}): JobHandler<ShipmentImportJobInput, ShipmentImportResult> {
  return async (job) => {
    const { courier, actor, file } = job.input;
    const text = await textOf(deps.files.read(file.id), file.encoding);
    return deps.shipments.importExport(courier, text, actor, job.progress);
  };
}

const PAGE_ROWS = 5000;

/**
 * Queues an import job that holds its courier while it runs, or refuses (CONFLICT, in words) while the
 * courier's sync or another import is queued or running (decision 306; composeShipments binds it).
 */
export type QueueShipmentImport = (
  input: ShipmentImportJobInput,
  fileId: string,
) => Promise<{ jobId: string }>;

export function registerShipmentRoutes(
  app: FastifyInstance,
  deps: {
    shipments: ShipmentsService;
    files: StoredFiles;
    jobs: Pick<JobRunner, 'waitFor'>;
    queueImport: QueueShipmentImport;
    maxBytes: number;
  },
): void {
  /**
   * POST /files/orders/import/{ithink,shiprocket}: the export in the multipart field `file`. With
   * `Prefer: respond-async` the answer is 202 `{ jobId }`; otherwise the route waits for the job and
   * answers `{ added, updated, unchanged, problems: [{ line, column, message }] }`. While the courier's
   * sync or another import of its export runs, 409 names it and the file is not kept.
   */
  app.post<{ Params: { courier: string } }>('/files/orders/import/:courier', async (request, reply) => {
    const user = requireUser(request.user);
    const courier = request.params.courier as Courier;
    if (!COURIERS.includes(courier))
      throw new DomainError('NOT_FOUND', `No courier ${request.params.courier}: use ithink or shiprocket`);
    const file = await streamUpload(
      request,
      { maxBytes: deps.maxBytes, what: 'export' },
      async (chunks, filename) => {
        const check = new ReportCheck(filename);
        let text: ReportText | undefined;
        const stored = await deps.files.write(
          checkedReport(chunks, check, (found) => (text = found)),
          {
            owner: user.id,
            purpose: `orders/${courier}`,
            filename,
            maxBytes: deps.maxBytes,
            meta: () => text,
          },
        );
        return { id: stored.id, encoding: text?.encoding ?? 'utf-8' };
      },
    );
    const input: ShipmentImportJobInput = {
      courier,
      actor: { id: user.id, username: user.username, role: user.role },
      file,
    };
    let jobId: string;
    try {
      ({ jobId } = await deps.queueImport(input, file.id));
    } catch (e) {
      await deps.files.remove(file.id);
      throw e;
    }
    if (/\brespond-async\b/i.test(String(request.headers.prefer ?? '')))
      return reply.status(202).send({ jobId });
    const done = await deps.jobs.waitFor(jobId);
    if (done.state === 'failed') throw importJobError(done);
    return done.result as ShipmentImportResult;
  });

  /** GET /files/orders/{tab}.csv: a tab's rows as the old sheet's CSV (newOrder.csv, …), written a page at a time. */
  app.get<{ Params: { tab: string } }>('/files/orders/:tab', async (request, reply) => {
    requireUser(request.user);
    const tab = SHIPMENT_TABS.find((t) => SHIPMENT_TAB_INFO[t].csvName === request.params.tab) as
      ShipmentTab | undefined;
    if (!tab)
      throw new DomainError(
        'NOT_FOUND',
        `No order list ${request.params.tab}: use ${SHIPMENT_TABS.map((t) => SHIPMENT_TAB_INFO[t].csvName).join(', ')}`,
      );
    const { shipments } = deps;
    async function* lines() {
      yield CSV_BOM + csvLines([SHIPMENT_CSV_HEADER]);
      // a tab that loses rows while it is written (a flag set meanwhile) is read by its state at the start
      const all = [];
      for (let skip = 0; ; skip += PAGE_ROWS) {
        const page = await shipments.page(tab!, { first: PAGE_ROWS, skip });
        all.push(...page);
        if (page.length < PAGE_ROWS) break;
        await nextTurn();
      }
      for (let i = 0; i < all.length; i += PAGE_ROWS)
        yield csvLines(shipmentCsvCells(all.slice(i, i + PAGE_ROWS)));
    }
    return sendDownload(reply, { name: SHIPMENT_TAB_INFO[tab].csvName, type: 'csv', body: lines() });
  });
}
