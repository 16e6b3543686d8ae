import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// The one way a route answers a file to save or open (issue 38): its name, its type, and its body (bytes,
// text, a stream, or parts yielded as they are written), with the headers every download carries.

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;

export interface Download {
  /** The file name the browser saves it as ("sku-profit-2026-04-01-to-2026-04-30.csv"). */
  name: string;
  /** csv, zip, pdf, or a content type of its own (a GSTR-1 workbook's). */
  type: keyof typeof TYPES | (string & {});
  body: Buffer | string | Readable | AsyncIterable<string | Uint8Array>;
  /** Shown in the browser (a PDF preview) instead of saved. */
  inline?: boolean;
}

/**
 * `attachment; filename="…"`: the name as plain ASCII (quotes, backslashes and control characters
 * dropped, other characters as `_`), and the whole name in UTF-8 (RFC 6266's filename*) when it has more.
 */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/["\\\p{Cc}]/gu, '').replace(/[^\x20-\x7e]/g, '_');
  const utf8 = ascii === name ? '' : `; filename*=UTF-8''${encodeURIComponent(name)}`;
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"${utf8}`;
}

/** Answers `file`: its Content-Type and Content-Disposition, and no caching of the seller's data. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  const body =
    typeof file.body === 'string' || Buffer.isBuffer(file.body) || file.body instanceof Readable
      ? file.body
      : Readable.from(file.body);
  return reply
    .type(TYPES[file.type as keyof typeof TYPES] ?? file.type)
    .header('Content-Disposition', contentDisposition(file.name, file.inline))
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
