import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  isSecureRequest,
  setSessionCookie,
} from '../../plugins/session.ts';
import { DomainError, unauthenticated } from '../../shared/errors.ts';
import type { AuthService } from './auth.service.ts';

type Credentials = { username: unknown; password: unknown };

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  const maxAge = config.sessionAbsoluteHours * 3600;
  const secure = (request: Parameters<typeof isSecureRequest>[0]) =>
    isSecureRequest(request, config.cookieSecure);

  // With single sign-on the provider is the only way in: no first-account setup, no passwords here.
  const sso = Boolean(config.oidc);
  const ssoOnly = () =>
    new DomainError('FORBIDDEN', 'This Seller Desk signs in with single sign-on: use the Login button');
  app.get('/auth/methods', async () => ({ oidc: sso, password: !sso }));

  app.get('/auth/setup', async () => ({ needed: !sso && (await auth.setupNeeded()) }));

  app.post<{ Body: Credentials }>('/auth/setup', async (request, reply) => {
    if (sso) throw ssoOnly();
    const { user, token } = await auth.setup(request.body ?? { username: undefined, password: undefined });
    setSessionCookie(reply, token, secure(request), maxAge);
    return { user };
  });

  app.post<{ Body: Credentials }>('/auth/login', async (request, reply) => {
    if (sso) throw ssoOnly();
    const { user, token } = await auth.login(
      request.body ?? { username: undefined, password: undefined },
      request.ip,
    );
    setSessionCookie(reply, token, secure(request), maxAge);
    return { user };
  });

  app.post('/auth/logout', async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, secure(request));
    return { ok: true };
  });

  // Ends every session of the signed-in user (this browser's and all others'): "Sign out everywhere".
  app.post('/auth/logout-everywhere', async (request, reply) => {
    if (!request.user) throw unauthenticated();
    const ended = await auth.logoutEverywhere(request.user.id);
    clearSessionCookie(reply, secure(request));
    return { ok: true, sessionsEnded: ended };
  });
  app.get('/auth/me', async (request) => {
    if (!request.user) throw unauthenticated();
    return { user: request.user };
  });
}
