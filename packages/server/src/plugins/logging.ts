import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Strips the query string of a URL on /graphql: it can hold a whole document and its variables. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  return path === '/graphql' || path.startsWith('/graphql/') ? `${path}?[redacted]` : url;
}

/**
 * pino settings for the request log (JSON lines): cookies, authorization and any `password` are
 * censored, and a /graphql URL is logged without its query string. A GraphQL body is never logged:
 * Fastify logs the method and URL of a request, not its body.
 */
export function loggerOptions(
  level: string,
  stream: NodeJS.WritableStream | undefined,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        'password',
        '*.variables',
        'variables',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        // a hand-made { req } in a log call is left to the redaction paths
        if (typeof request.url !== 'string') return request as unknown as Record<string, unknown>;
        return {
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
