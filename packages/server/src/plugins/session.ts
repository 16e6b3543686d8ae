import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../shared/session-user.ts';

/** The cookie that carries a session's token (set at sign-in by modules/auth, read here on every request). */
export const SESSION_COOKIE = 'sd_session';

/** What the session hook needs of the auth module (its service, given by app.ts): a token's user. */
export interface SessionResolver {
  resolveSession(token: string | undefined): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Reads the session cookie on every request and puts the signed-in user (or null) on request.user. */
export function registerSession(app: FastifyInstance, auth: SessionResolver): void {
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
