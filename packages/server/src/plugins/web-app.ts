import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/graphql', '/graphiql', '/auth', '/files', '/healthz'];
const isApi = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** Serves the built web app when packages/web/dist exists, with the SPA fallback to index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
    // Hashed assets never change; the index must always be fresh.
    app.get('/assets/*', (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.join('assets', (request.params as { '*': string })['*']));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApi(url)) {
      const file = url.split('?')[0]!;
      if (file !== '/' && fs.existsSync(path.join(distDir, path.normalize(file).replace(/^(\.\.[/\\])+/, '')))
        && fs.statSync(path.join(distDir, path.normalize(file))).isFile()) {
        return reply.sendFile(path.normalize(file).slice(1));
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${url.split('?')[0]}` } });
  });
}
