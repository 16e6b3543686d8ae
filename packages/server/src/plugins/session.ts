import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { SESSION_COOKIE } from '../modules/auth/auth.service.ts';
import type { SessionUser } from '../shared/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Reads the session cookie on every request and puts the signed-in user (or null) on request.user. */
export function registerSession(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await auth.resolveSession(token) : null;
  });
}

export function isSecureRequest(request: FastifyRequest, forceSecure: boolean): boolean {
  return forceSecure || request.protocol === 'https';
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
