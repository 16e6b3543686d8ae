import { channelFromSlug, CHANNEL_INFO } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../plugins/files.ts';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { ReportUploadsService } from './report-uploads.service.ts';

const KINDS = ['sale', 'return', 'payment'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The bytes of an uploaded report as text: UTF-8 (with or without BOM) or UTF-16 (Excel's "Unicode
 * text"). A workbook or another binary file is refused by its first bytes, saying what to do.
 */
export function reportText(bytes: Buffer, filename: string): string {
  if (bytes.length === 0) throw new DomainError('BAD_USER_INPUT', `${filename} is empty`, { field: 'file' });
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    throw new DomainError(
      'BAD_USER_INPUT',
      `${filename} is an Excel workbook (or another ZIP file): open it and save the sheet as CSV, then upload the CSV`,
      { field: 'file' },
    );
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const text = new TextDecoder('utf-8').decode(bytes);
  if (text.slice(0, 4096).includes('\u0000'))
    throw new DomainError('BAD_USER_INPUT', `${filename} is not a text (CSV or tab-separated) report`, {
      field: 'file',
    });
  return text;
}

/** POST /files/reports/{sale,return,payment}/:channel[?preview=true] (multipart field `file`). */
export function registerReportUploadRoutes(
  app: FastifyInstance,
  uploads: ReportUploadsService,
  maxReportBytes: number,
): void {
  app.post<{ Params: { kind: string; channel: string }; Querystring: { preview?: string } }>(
    '/files/reports/:kind/:channel',
    async (request) => {
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
      const { filename, bytes } = await readUpload(request, { maxBytes: maxReportBytes, what: 'report' });
      const text = reportText(bytes, filename);
      if (kind === 'sale') return uploads.sale(channel, text, !preview, user);
      if (kind === 'return') return uploads.returns(channel, text, !preview, user);
      return uploads.payments(channel, text, !preview, user);
    },
  );
}
