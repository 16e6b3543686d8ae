import { channelFromSlug, CHANNEL_INFO } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { JobRunner } from '../../shared/jobs/job-runner.ts';
import type { StoredFiles } from '../../shared/stored-files/stored-files.ts';
import type { ReportFile } from './report-reader.ts';
import {
  IMPORT_JOB,
  importJobError,
  importJobInput,
  previewAnswer,
  type ImportJobResult,
} from './import-job.ts';
import { storedReport, uploadReport } from './report-files.ts';

const KINDS = ['sale', 'return', 'payment'] as const;

type Kind = (typeof KINDS)[number];

/**
 * POST /files/reports/{sale,return,payment}/:channel[?preview=true]: the report in the multipart field
 * `file`, or `?file=<id>` naming one read lately (the id a preview answers), which is then not sent again
 * (decision 174). The import runs as a job (decision 217): with the header `Prefer: respond-async` the
 * answer is 202 `{ jobId }` at once, and the screen follows the job; without it the route waits for the
 * job and answers as it did before jobs.
 */
export function registerReportUploadRoutes(
  app: FastifyInstance,
  maxReportBytes: number,
  files: StoredFiles,
  jobs: JobRunner,
): void {
  app.post<{ Params: { kind: string; channel: string }; Querystring: { preview?: string; file?: string } }>(
    '/files/reports/:kind/:channel',
    async (request, reply) => {
      const user = requireUser(request.user);
      const kind = request.params.kind as Kind;
      if (!KINDS.includes(kind))
        throw new DomainError(
          'NOT_FOUND',
          `No report kind ${request.params.kind}: use sale, return or payment`,
        );
      const channel = channelFromSlug(request.params.channel);
      if (!channel)
        throw new DomainError(
          'NOT_FOUND',
          `No channel ${request.params.channel}: use ${Object.values(CHANNEL_INFO)
            .map((c) => c.slug)
            .join(', ')}`,
        );
      const preview = request.query.preview === 'true' || request.query.preview === '1';
      // the file streams into a stored file, or is the stored file a preview named (decision 222)
      const file: ReportFile =
        request.query.file !== undefined
          ? await storedReport(files, request.query.file, user, { kind, channel })
          : await uploadReport(request, files, user, { kind, channel, maxBytes: maxReportBytes });
      const job = {
        kind: IMPORT_JOB,
        input: importJobInput(kind, channel, !preview, user, file),
        fileId: file.id,
        actor: user.id,
      };
      if (/\brespond-async\b/i.test(String(request.headers.prefer ?? '')))
        return reply.status(202).send({ jobId: (await jobs.enqueue(job)).id });
      const { job: done, readPart } = await jobs.enqueueAndWait(job);
      if (done.state === 'failed') throw importJobError(done);
      // The answer names the stored file (a store or a preview after this one need not send it again) and
      // says how the file was read (notice). A preview's rows (50,000 for a large file) are written a part
      // at a time as they are read (those this server wrote as it ran the job, decision 252); a store
      // answers its counts.
      const result = done.result as ImportJobResult;
      if (result.rowParts === undefined) return result;
      return reply.type('application/json; charset=utf-8').send(previewAnswer(result, readPart));
    },
  );
}
