import { channelFromSlug, CHANNEL_INFO } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { jsonStreamWithList } from '../../shared/json-stream.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { StoredFiles } from '../../shared/stored-files/stored-files.ts';
import type { ReportFile } from '../order-lines/report-reader.ts';
import type { ReportUploadsService } from '../order-lines/report-uploads.service.ts';
import { storedReport, uploadReport } from './report-files.ts';

const KINDS = ['sale', 'return', 'payment'] as const;

type Kind = (typeof KINDS)[number];

/**
 * POST /files/reports/{sale,return,payment}/:channel[?preview=true]: the report in the multipart field
 * `file`, or `?file=<id>` naming one read lately (the id a preview answers), which is then not sent again
 * (decision 174).
 */
export function registerReportUploadRoutes(
  app: FastifyInstance,
  uploads: ReportUploadsService,
  maxReportBytes: number,
  files: StoredFiles,
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
      const result =
        kind === 'sale'
          ? await uploads.sale(channel, file, !preview, user)
          : kind === 'return'
            ? await uploads.returns(channel, file, !preview, user)
            : await uploads.payments(channel, file, !preview, user);
      // the id names the stored file to a store or a preview after this one, which need not send it
      // again, and the notice what the preview should say of how the file was read
      const answer = {
        ...result,
        fileId: file.id,
        ...(file.notice !== undefined && { notice: file.notice }),
      };
      // A preview's rows (50,000 for a large file) are written a slice at a time (see jsonStreamWithList);
      // a store answers its counts.
      if (!preview) return answer;
      return reply.type('application/json; charset=utf-8').send(jsonStreamWithList(answer, 'rows'));
    },
  );
}
