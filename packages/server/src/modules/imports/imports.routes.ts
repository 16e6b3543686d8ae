import { setImmediate } from 'node:timers/promises';
import { channelFromSlug, CHANNEL_INFO } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../plugins/files.ts';
import { DomainError } from '../../shared/errors.ts';
import { jsonStreamWithList } from '../../shared/json-stream.ts';
import { requireUser } from '../../shared/session-user.ts';
import { reportFileId, type ReportFile } from '../order-lines/report-reader.ts';
import { decodeReportBytes, WINDOWS_1252_NOTICE } from '../order-lines/report-text.ts';
import type { ReportUploadsService } from '../order-lines/report-uploads.service.ts';

const KINDS = ['sale', 'return', 'payment'] as const;

type Kind = (typeof KINDS)[number];

/**
 * The bytes of an uploaded report as text: UTF-8 (with or without BOM), UTF-16 (Excel's "Unicode
 * text") or Windows-1252, which the preview then says (`notice`; report-text.ts, decision 209). A workbook
 * or another binary file is refused by its first bytes, saying what to do.
 */
export function reportText(bytes: Buffer, filename: string): { text: string; notice?: string } {
  if (bytes.length === 0) throw new DomainError('BAD_USER_INPUT', `${filename} is empty`, { field: 'file' });
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    throw new DomainError(
      'BAD_USER_INPUT',
      `${filename} is an Excel workbook (or another ZIP file): open it and save the sheet as CSV, then upload the CSV`,
      { field: 'file' },
    );
  const { text, encoding } = decodeReportBytes(bytes);
  if (text.slice(0, 4096).includes('\u0000'))
    throw new DomainError('BAD_USER_INPUT', `${filename} is not a text (CSV or tab-separated) report`, {
      field: 'file',
    });
  return encoding === 'windows-1252' ? { text, notice: WINDOWS_1252_NOTICE } : { text };
}

/**
 * An uploaded report's bytes as a file: its text (reportText), its id, and the bytes for the reader.
 * The hash and the text are each a task of their own (for 50 MiB, 40–120 ms of the server's thread
 * each), so that other requests are answered between them (issue 43).
 */
async function reportFile(bytes: Buffer, filename: string): Promise<ReportFile> {
  const id = reportFileId(bytes);
  await setImmediate();
  return { id, ...reportText(bytes, filename), bytes };
}

/**
 * POST /files/reports/{sale,return,payment}/:channel[?preview=true]: the report in the multipart field
 * `file`, or `?file=<id>` naming one read lately (the id a preview answers), which is then not sent again
 * (decision 174).
 */
export function registerReportUploadRoutes(
  app: FastifyInstance,
  uploads: ReportUploadsService,
  maxReportBytes: number,
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
      let file: ReportFile;
      if (request.query.file !== undefined) {
        const kept = uploads.keptFile(channel, kind, request.query.file);
        if (!kept)
          throw new DomainError(
            'NOT_FOUND',
            'That file is no longer kept on the server: send the file itself',
            { field: 'file' },
          );
        file = kept;
      } else {
        const { filename, bytes } = await readUpload(request, { maxBytes: maxReportBytes, what: 'report' });
        await setImmediate();
        file = await reportFile(bytes, filename);
      }
      const result =
        kind === 'sale'
          ? await uploads.sale(channel, file, !preview, user)
          : kind === 'return'
            ? await uploads.returns(channel, file, !preview, user)
            : await uploads.payments(channel, file, !preview, user);
      // the id names the file to a store or a preview after this one, which need not send it again
      // and what the preview should say of how the file was read (a kept file keeps it)
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
