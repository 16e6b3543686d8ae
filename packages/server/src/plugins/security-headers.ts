import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer, the app's and the API's (@fastify/helmet, decision 045):
 * - Content-Security-Policy: scripts only from our origin (no inline script, no eval; WebAssembly may
 *   be compiled: 'wasm-unsafe-eval', decision 104), images only from our
 *   origin and data:, no plugins, no framing (frame-ancestors 'none'), forms and base URI to us only.
 *   Styles may be inline: MUI writes its styles into <style> elements at run time.
 *   Off outside production, where GraphiQL's page needs its inline script.
 * - X-Content-Type-Options: nosniff, X-Frame-Options: DENY, Referrer-Policy: no-referrer,
 *   Cross-Origin-Opener/Resource-Policy: same-origin.
 * - Strict-Transport-Security only on a request that came over HTTPS (directly or, with TRUST_PROXY,
 *   through the proxy): sent over plain HTTP it would be ignored, and on localhost it would pin
 *   developers' browsers to HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // WebAssembly may be compiled (the Text To Speech tab's speech engine, decision 104); script
            // text still never runs through eval
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            workerSrc: ["'self'"],
            // the invoice screens show their live PDF preview (a blob: URL made in the page) in a frame
            frameSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          },
        }
      : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
