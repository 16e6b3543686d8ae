import type { FastifyError, FastifyInstance } from 'fastify';
import { isDomainError } from '../shared/errors.ts';

/** REST errors as JSON `{ error: { code, message, field? } }` (docs/architecture.md); never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
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
