import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDomainError } from '../shared/errors.ts';

/**
 * The boundary of a multipart body as its Content-Type gives it, or null when it gives none that can
 * be used: RFC 2046 allows 1 to 70 characters. The multipart reader (busboy) throws on a missing one
 * and on one longer than about 250 characters, which answered 500 (issue 43).
 */
export function multipartBoundary(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  const boundary = m ? (m[1] ?? m[2] ?? '') : '';
  return boundary.length >= 1 && boundary.length <= 70 ? boundary : null;
}

/** busboy's words for a multipart body that stops before its closing boundary (a cut-off or junk body). */
const CUT_OFF_MULTIPART = /unexpected end of multipart data$/i;

/** REST errors as JSON `{ error: { code, message, field? } }` (docs/architecture.md); never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  // A form upload without a usable boundary cannot be read by any route: refused before one tries.
  // (Other multipart types have no reader: Fastify answers them 415.)
  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^\s*multipart\/form-data/i.test(type) || multipartBoundary(type))
      return;
    request.log.warn({ contentType: type.slice(0, 200) }, 'client error: multipart without a boundary');
    return reply.status(400).send({
      error: {
        code: 'BAD_REQUEST',
        message:
          'The upload has no usable multipart boundary (Content-Type: multipart/form-data; boundary=…, 1 to 70 characters): send the file from a form or as FormData',
      },
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
      });
    }
    if (isCutOffMultipart(request, error)) {
      request.log.warn({ err: { message: error.message } }, 'client error: multipart body cut off');
      return reply.status(400).send({
        error: {
          code: 'BAD_REQUEST',
          message:
            'The upload ended before its multipart body did (cut off or malformed): send the file again',
        },
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on the server' } });
    }
    return reply
      .status(status)
      .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
  });
}

/**
 * Fastify's own refusals before any route is chosen (the `frameworkErrors` option): a path that is not
 * valid percent-encoding (`/%E0%A4%A`), a path parameter over 100 characters. Answered in our shape,
 * with a warning; Fastify's default answer had another shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // the code only: Fastify's message quotes the whole URL, query string and all (logging.ts)
  request.log.warn({ err: { code: error.code } }, 'client error');
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: each % in its path must begin a valid percent-encoded UTF-8 character'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long: a name in its path is over 100 characters'
        : 'The request cannot be routed';
  void reply.status(status).send({ error: { code: 'BAD_REQUEST', message } });
}

/** True for the multipart reader's refusal of a body that ends early: the sender's mistake, not ours. */
function isCutOffMultipart(request: FastifyRequest, error: FastifyError): boolean {
  return (
    typeof error.statusCode !== 'number' &&
    (request as { isMultipart?: () => boolean }).isMultipart?.() === true &&
    CUT_OFF_MULTIPART.test(error.message)
  );
}
