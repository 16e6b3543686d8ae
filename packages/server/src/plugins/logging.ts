import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Routes whose query string is never logged: it can hold a GraphQL document and its variables. */
const NOT_LOGGED_WHOLE = ['/graphql', '/graphiql'];

/**
 * The URL as logged: its query string is kept only for a request the router sent to a route other than
 * /graphql or /graphiql (a GraphQL query string can hold a whole document and its variables). It is
 * decided on the route the router chose (`routePath`), never on the URL as sent: `/%67raphql?query=…`
 * reaches /graphql too and was logged whole (issue 43). A URL no route took keeps no query string.
 */
export function loggableUrl(url: string, routePath: string | undefined): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const keep =
    routePath !== undefined &&
    !NOT_LOGGED_WHOLE.some((p) => routePath === p || routePath.startsWith(`${p}/`));
  return keep ? url : `${url.slice(0, q)}?[redacted]`;
}

/**
 * pino settings for the request log (JSON lines): cookies, authorization and any `password` are
 * censored, and a /graphql URL is logged without its query string (loggableUrl). A GraphQL body is never logged:
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
          url: loggableUrl(request.url, request.routeOptions?.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
