import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { mapRolesClaim } from '@seller-desk/core';
import type { Config } from '../../config.ts';
import { setSessionCookie, isSecureRequest } from '../../plugins/session.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

// Single sign-on (decision 048): authorisation code flow with PKCE against OIDC_ISSUER. The ID token's
// roles claim maps through core's mapRolesClaim ("user" → USER, with "SuperAdmin" → ADMIN); anything
// else goes back to /login with a message. The account is found by the token's issuer and subject
// (users.oidc_subject) and created on the first sign-in; its role follows the claim every time.

const FLOW_COOKIE = 'sd_oidc';
const FLOW_SECONDS = 600;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

export type OidcConfig = NonNullable<Config['oidc']>;

export function registerOidcRoutes(
  app: FastifyInstance,
  deps: { users: UsersService; auth: AuthService; config: Config; oidc: OidcConfig },
): void {
  const { users, auth, config, oidc } = deps;
  let discovered: Promise<client.Configuration> | undefined;
  const provider = () => {
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        undefined,
        client.ClientSecretBasic(oidc.clientSecret),
        {
          // an http:// issuer is only for a provider on this machine (tests, a local Keycloak)
          ...(oidc.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((e: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw e;
      });
    return discovered;
  };
  const secure = (request: FastifyRequest) => isSecureRequest(request, config.cookieSecure);
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const redirectUri = (request: FastifyRequest) =>
    oidc.redirectUri ?? `${origin(request)}/auth/oidc/callback`;
  const backToLogin = (reply: FastifyReply, message: string) =>
    reply.redirect(`/login?error=${encodeURIComponent(message)}`, 303);

  app.get('/auth/oidc/start', async (request, reply) => {
    const configuration = await provider();
    const flow: Flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(request),
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    // The flow's secrets stay in this browser: an httpOnly cookie only /auth/oidc/callback receives.
    reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(request),
      path: '/auth/oidc',
      maxAge: FLOW_SECONDS,
    });
    return reply.redirect(url.href, 303);
  });

  app.get('/auth/oidc/callback', async (request, reply) => {
    const raw = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: '/auth/oidc' });
    let flow: Flow;
    try {
      flow = JSON.parse(Buffer.from(raw ?? '', 'base64url').toString()) as Flow;
      if (!flow.state || !flow.verifier || !flow.nonce) throw new Error('incomplete');
    } catch {
      return backToLogin(reply, 'The sign-in took too long or was started elsewhere: please sign in again');
    }
    let claims: Record<string, unknown>;
    try {
      const query = request.url.slice(request.url.indexOf('?'));
      const tokens = await client.authorizationCodeGrant(
        await provider(),
        new URL(`${redirectUri(request)}${query}`),
        {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        },
      );
      claims = (tokens.claims() ?? {}) as Record<string, unknown>;
    } catch (err) {
      request.log.warn({ err: { message: (err as Error).message } }, 'single sign-on failed');
      return backToLogin(reply, 'Single sign-on did not complete: please sign in again');
    }
    const role = mapRolesClaim(claims[oidc.rolesClaim]);
    if (!role)
      return backToLogin(reply, 'Your account has no Seller Desk role: ask your administrator for access');
    const subject = `${String(claims.iss)}|${String(claims.sub)}`;
    const wanted = String(claims.preferred_username ?? claims.email ?? claims.sub)
      .replace(/[^A-Za-z0-9._@-]/g, '-')
      .slice(0, 48);
    const account = await users.signOnAccount(subject, wanted, role);
    if (account.disabled) return backToLogin(reply, 'This account is disabled');
    const token = await auth.startSessionFor(account.id);
    setSessionCookie(reply, token, secure(request), config.sessionAbsoluteHours * 3600);
    return reply.redirect('/', 303);
  });
}
