import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/graphql', '/graphiql', '/auth', '/files', '/healthz'];
/**
 * True when a path no route took is under an API prefix, read as the router reads paths: decoded, so
 * `/%66iles/x` is an API path as /files/x is (issue 43: no decision on the URL as sent).
 */
const isApi = (url: string) => {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // not valid percent-encoding: the router refuses such a path before this (errors.ts)
  }
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
};

/**
 * Serves the built web app when packages/web/dist exists. Any other GET that is not an API route
 * gets index.html (the SPA fallback), so /products or /listing/amazon can be reloaded.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false, // one route per built file; everything else falls through to the handler below
      index: false,
      setHeaders(reply, file) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        reply.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
