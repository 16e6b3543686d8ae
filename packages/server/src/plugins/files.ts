import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { DomainError } from '../shared/errors.ts';
import { FileTooLarge } from '../shared/stored-files/stored-files.ts';

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** PAYLOAD_TOO_LARGE for a file past its route's limit: "a.jpg is larger than the 5 MiB limit for images". */
export const fileTooLarge = (filename: string, limits: UploadLimits): DomainError =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    `${filename} is larger than the ${mib(limits.maxBytes)} limit for ${limits.what}s`,
  );

/** What an upload route accepts: its size limit and what the file is, for messages. */
export interface UploadLimits {
  maxBytes: number;
  /** "report", "image": "… is larger than the 20 MiB limit for reports" */
  what: string;
}

/**
 * The one file upload reader for routes other than images: one file in the multipart field `file`,
 * refused past the route's own size limit while it streams (before it is read whole). Returns the
 * file's name and bytes.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new DomainError('BAD_USER_INPUT', 'Send the file as multipart/form-data in the field "file"', {
      field: 'file',
    });
  const file = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 5, parts: 6 } });
  if (!file || file.fieldname !== 'file')
    throw new DomainError('BAD_USER_INPUT', `Choose a ${limits.what} file to upload`, { field: 'file' });
  try {
    const bytes = await file.toBuffer();
    return { filename: file.filename, bytes };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
      throw fileTooLarge(file.filename, limits);
    }
    if (/multipart/i.test((e as Error).message))
      throw new DomainError('BAD_USER_INPUT', `${file.filename} arrived cut off: send it again`, {
        field: 'file',
      });
    throw e;
  }
}

/**
 * The one upload into a stored file (decision 221): one file in the multipart field `file`, handed to
 * `write` as it streams in, never read whole, and refused past the route's size limit as soon as it
 * passes it (the stored file's write leaves nothing of it behind). Answers what `write` answers.
 */
export async function streamUpload<T>(
  request: FastifyRequest,
  limits: UploadLimits,
  write: (chunks: AsyncIterable<Uint8Array>, filename: string) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new DomainError('BAD_USER_INPUT', 'Send the file as multipart/form-data in the field "file"', {
      field: 'file',
    });
  const file = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 5, parts: 6 } });
  if (!file || file.fieldname !== 'file')
    throw new DomainError('BAD_USER_INPUT', `Choose a ${limits.what} file to upload`, { field: 'file' });
  // busboy ends a file at the limit, marked truncated: the write then fails, and keeps nothing
  const stream = file.file;
  async function* untruncated(): AsyncGenerator<Uint8Array> {
    for await (const chunk of stream) yield chunk as Uint8Array;
    if (stream.truncated) throw new FileTooLarge(limits.maxBytes);
  }
  try {
    return await write(untruncated(), file.filename);
  } catch (e) {
    if (
      e instanceof FileTooLarge ||
      (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      file.file.truncated
    ) {
      throw fileTooLarge(file.filename, limits);
    }
    if (!(e instanceof DomainError) && /multipart|aborted|premature/i.test((e as Error).message))
      throw new DomainError('BAD_USER_INPUT', `${file.filename} arrived cut off: send it again`, {
        field: 'file',
      });
    throw e;
  }
}

/**
 * Multipart bodies for every upload route; `maxBytes` is the default limit (the image routes'), each
 * other route passing its own to readUpload or streamUpload.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
}
