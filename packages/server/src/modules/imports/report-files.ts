// A report as an import reads it: a stored file (decision 220), written as the upload streams in with the
// content checks on the way (decision 221), or named again by its id on any server (decision 222).
import type { Channel, MarketplaceReportKind } from '@seller-desk/core';
import type { FastifyRequest } from 'fastify';
import { streamUpload } from '../../plugins/files.ts';
import { DomainError } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { StoredFiles } from '../../shared/stored-files/stored-files.ts';
import type { ReportFile } from './report-reader.ts';
import { checkedReport, ReportCheck, type ReportText } from './report-text.ts';

/** What a stored report is for: a file is named again only as the report it was uploaded as. */
export const reportPurpose = (kind: MarketplaceReportKind, channel: Channel): string =>
  `reports/${kind}/${channel}`;

const ENCODINGS: readonly unknown[] = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'];
const isReportText = (meta: unknown): meta is ReportText =>
  typeof meta === 'object' &&
  meta !== null &&
  ENCODINGS.includes((meta as ReportText).encoding) &&
  typeof (meta as ReportText).head === 'string';

const reportFile = (files: StoredFiles, id: string, bytes: number, text: ReportText): ReportFile => ({
  id,
  bytes,
  ...text,
  chunks: () => files.read(id),
});

/**
 * The report in the request's multipart field `file`, streamed into a stored file of the user's: the
 * bytes are checked and hashed as they pass, and a refused file leaves nothing stored.
 */
export function uploadReport(
  request: FastifyRequest,
  files: StoredFiles,
  user: SessionUser,
  report: { kind: MarketplaceReportKind; channel: Channel; maxBytes: number },
): Promise<ReportFile> {
  return streamUpload(request, { maxBytes: report.maxBytes, what: 'report' }, async (chunks, filename) => {
    const check = new ReportCheck(filename);
    let text: ReportText | undefined;
    const stored = await files.write(
      checkedReport(chunks, check, (found) => (text = found)),
      {
        owner: user.id,
        purpose: reportPurpose(report.kind, report.channel),
        filename,
        maxBytes: report.maxBytes,
        // how to read it, kept with it: a store or a preview by its id need not scan it again
        meta: () => text,
      },
    );
    return reportFile(files, stored.id, stored.bytes, text!);
  });
}

/**
 * The stored report of this id, as this channel's report of this kind, when the user may name it (decision
 * 174, now on any server: decision 222). What its checks found is kept with the file; a file stored
 * without it is checked again as it is read from the store.
 */
export async function storedReport(
  files: StoredFiles,
  id: string,
  user: SessionUser,
  report: { kind: MarketplaceReportKind; channel: Channel },
): Promise<ReportFile> {
  const found = await files.find(id, user, reportPurpose(report.kind, report.channel));
  if (!found)
    throw new DomainError('NOT_FOUND', 'That file is no longer kept on the server: send the file itself', {
      field: 'file',
    });
  if (isReportText(found.meta)) return reportFile(files, id, found.bytes, found.meta);
  const check = new ReportCheck(found.filename);
  for await (const chunk of files.read(id)) check.feed(chunk);
  return reportFile(files, id, found.bytes, check.end());
}
