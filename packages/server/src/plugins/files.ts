import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ImageKind, ImageStore } from '../modules/files/image-store.ts';
import { DomainError } from '../shared/errors.ts';
import { requireUser } from '../shared/session-user.ts';
import { FileTooLarge } from '../shared/stored-files/stored-files.ts';

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

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
      throw new DomainError(
        'PAYLOAD_TOO_LARGE',
        `${file.filename} is larger than the ${mib(limits.maxBytes)} limit for ${limits.what}s`,
      );
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
      throw new DomainError(
        'PAYLOAD_TOO_LARGE',
        `${file.filename} is larger than the ${mib(limits.maxBytes)} limit for ${limits.what}s`,
      );
    }
    if (!(e instanceof DomainError) && /multipart|aborted|premature/i.test((e as Error).message))
      throw new DomainError('BAD_USER_INPUT', `${file.filename} arrived cut off: send it again`, {
        field: 'file',
      });
    throw e;
  }
}

/** POST /files/images (one JPEG, field `file`) and the signed-in image and thumbnail routes. */
export async function registerFiles(
  app: FastifyInstance,
  store: ImageStore,
  maxImageBytes: number,
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5, parts: 6 } });

  app.post('/files/images', async (request) => {
    requireUser(request.user);
    if (!request.isMultipart())
      throw new DomainError('BAD_USER_INPUT', 'Send the image as multipart/form-data in the field "file"', {
        field: 'file',
      });
    const file = await request.file();
    if (!file || file.fieldname !== 'file')
      throw new DomainError('BAD_USER_INPUT', 'Choose a JPEG image to upload', { field: 'file' });
    try {
      const saved = await store.saveJpeg(file.file, file.filename);
      return { url: saved.url, thumbnailUrl: saved.thumbnailUrl };
    } catch (e) {
      // @fastify/multipart stops the stream at the limit, before the file is read whole
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
        throw new DomainError(
          'PAYLOAD_TOO_LARGE',
          `${file.filename} is larger than the ${mib(maxImageBytes)} limit for images`,
        );
      }
      throw e;
    }
  });

  const serve = (kind: ImageKind) =>
    app.get<{ Params: { name: string } }>(`/files/${kind}/:name`, async (request, reply) => {
      requireUser(request.user);
      const m = /^([0-9a-f]{64})\.jpg$/.exec(request.params.name);
      const etag = m ? `"${m[1]}"` : undefined;
      // Content-addressed: the bytes behind a name never change, so caches may keep them for a year.
      if (etag && request.headers['if-none-match'] === etag) {
        return reply.status(304).header('ETag', etag).send();
      }
      const found = m ? await store.get(kind, m[1]!) : null;
      if (!found) throw new DomainError('NOT_FOUND', 'No such image');
      reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      reply.header('ETag', etag!);
      reply.header('Content-Length', String(found.size));
      reply.type('image/jpeg');
      return reply.send(found.body);
    });
  serve('images');
  serve('thumbs');
}
