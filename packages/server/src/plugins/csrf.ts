import type { FastifyInstance } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The CSRF guard (DESIGN.md, Accounts): every state-changing request must carry X-Requested-With.
 * A browser cannot add that header to a cross-site request without a CORS preflight, which we never allow.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['x-requested-with']) return;
    return reply.status(403).send({
      error: { code: 'FORBIDDEN', message: 'The X-Requested-With header is required on this request' },
    });
  });
}
