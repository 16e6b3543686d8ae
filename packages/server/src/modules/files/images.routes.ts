import type { FastifyInstance } from 'fastify';
import { fileTooLarge } from '../../plugins/files.ts';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { ImageKind, ImageStore } from './image-store.ts';

/** POST /files/images (one JPEG, field `file`) and the signed-in image and thumbnail routes. */
export function registerImageRoutes(app: FastifyInstance, store: ImageStore, maxImageBytes: number): void {
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
        throw fileTooLarge(file.filename, { maxBytes: maxImageBytes, what: 'image' });
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
