import type { FastifyInstance } from 'fastify';

/** Methods that never change state. Every other method, known or not, needs the header. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF guard: every request whose method is not on the safe list must carry X-Requested-With.
 * A browser cannot add that header to a cross-site request without a CORS preflight, which we never
 * allow. It is an allow-list so that a method nobody thought of (HEAD answered by a GET route, a
 * custom verb) cannot slip past. It looks at the method only, never at the URL, so no spelling of a
 * path gets past it. A safe method must then change nothing: the GraphQL route runs nothing over HEAD
 * and only a query over GET, decided on the route the router chose (`/%67raphql` is /graphql too),
 * not on the URL as sent (graphql.ts; issue 43).
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with']) return;
    return reply.status(403).send({
      error: { code: 'FORBIDDEN', message: 'The X-Requested-With header is required on this request' },
    });
  });
}
