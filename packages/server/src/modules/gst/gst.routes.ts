// The GSTR-1 files as plain downloads an accountant's script can fetch with a session (docs/gst.md
// "Export"): GET /files/gst/gstr1/2026-08.json, /files/gst/gstr1/2026-08.xlsx (a quarter: 2026-Q2).
// Each export runs as a job (decision 215) and is kept with its totals. The TCS/TDS ledger's CSV too:
// GET /files/gst/tcs-tds/2026-Q3.csv.
import { toCsvFromColumns, WITHHOLDING_CSV_COLUMNS } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import type { JobHandler, JobRecord } from '../../shared/jobs/jobs.ts';
import type { JobRunner } from '../../shared/jobs/job-runner.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { GstPeriodService } from './gst-period.service.ts';
import type { GstFileFormat, Gstr1ExportsService } from './gstr1-exports.service.ts';
import { sendDownload } from '../../plugins/download.ts';

export const GSTR1_EXPORT_JOB = 'gst.gstr1.export';

interface ExportInput {
  period: string;
  format: GstFileFormat;
}
interface ExportResult {
  filename: string;
  contentType: string;
  base64: string;
  totals: unknown;
}

/** The export job: the period's file, kept with its totals; the bytes come back in the result. */
export const gstr1ExportJobHandler =
  (returns: Gstr1ExportsService): JobHandler<ExportInput, ExportResult> =>
  async (job) => {
    const file = await returns.exportFile(job.input.period, job.input.format, job.actor);
    return {
      filename: file.filename,
      contentType: file.contentType,
      base64: Buffer.from(file.body).toString('base64'),
      totals: file.totals,
    };
  };

function jobError(job: JobRecord): Error {
  const e = job.error;
  if (!e || e.code === 'INTERNAL' || e.code === 'INTERRUPTED')
    return new Error(e?.message ?? 'The export did not finish');
  return new DomainError(e.code, e.message, { ...(e.field !== null && { field: e.field }) });
}

export function registerGstRoutes(
  app: FastifyInstance,
  jobs: JobRunner,
  ledger: {
    gstPeriod: Pick<GstPeriodService, 'ledgerForCsv'>;
    usernameOf: (id: string) => Promise<string | null>;
  },
): void {
  // the TCS/TDS ledger of a period as CSV (docs/gst.md "TCS/TDS ledger"): /files/gst/tcs-tds/2026-Q3.csv
  app.get<{ Params: { file: string } }>('/files/gst/tcs-tds/:file', async (request, reply) => {
    requireUser(request.user);
    const m = /^(.+)\.csv$/.exec(request.params.file);
    if (!m)
      throw new DomainError('NOT_FOUND', 'No such TCS/TDS file: ask for <period>.csv, e.g. 2026-Q3.csv');
    const file = await ledger.gstPeriod.ledgerForCsv(m[1]!, ledger.usernameOf);
    // through the shared CSV writer, which neutralises formulas
    const body = toCsvFromColumns(WITHHOLDING_CSV_COLUMNS, file.rows);
    return sendDownload(reply, { name: `TCS-TDS-${file.period}.csv`, type: 'csv', body });
  });

  app.get<{ Params: { file: string } }>('/files/gst/gstr1/:file', async (request, reply) => {
    const user = requireUser(request.user);
    const m = /^(.+)\.(json|xlsx)$/.exec(request.params.file);
    if (!m)
      throw new DomainError(
        'NOT_FOUND',
        'No such GSTR-1 file: ask for <period>.json or <period>.xlsx, e.g. 2026-08.json',
      );
    const input: ExportInput = { period: m[1]!, format: m[2] as GstFileFormat };
    const job = await jobs.enqueue({ kind: GSTR1_EXPORT_JOB, input, actor: user.id });
    const done = await jobs.waitFor(job.id);
    if (done.state === 'failed') throw jobError(done);
    const result = done.result as ExportResult;
    return sendDownload(reply, {
      name: result.filename,
      type: result.contentType,
      body: Buffer.from(result.base64, 'base64'),
    });
  });
}
