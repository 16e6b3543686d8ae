import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/**
 * GET /healthz: `{ status: "ok" }` once the database answers a read, 503 `unavailable` while it does
 * not (docs/architecture.md); a load balancer or the e2e runner waits on it.
 */
export function registerHealthz(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await db.selectFrom('app_state').select('key').limit(1).execute();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
