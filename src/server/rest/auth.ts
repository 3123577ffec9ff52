// Authentication REST calls of spec section 7: startup context, login, logout, token refresh,
// registration and password renewal (request, link check, new password). Request and answer
// shapes: docs/api-accounts.md and the REST types in schema/client/rest.graphql.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CURRENCY,
  LOCALE,
  MESSAGES,
  REGION,
  forgottenPasswordSchema,
} from '../../domain/index.js';
import type { Services } from '../services/index.js';
import {
  claimsFor,
  currentVisitor,
  ensureVisitor,
  secureCookies,
  setPricesTypeCookie,
  setSessionCookie,
  SESSION_COOKIE,
} from '../http/visitor.js';
import { HttpError } from '../http/errors.js';
import { serverPasswordSchema, serverRegistrationSchema } from '../auth/common-passwords.js';
import { bodyField, perIpAndKey, RATE_LIMITS, type KeyFromRequest } from '../plugins/rate-limit.js';
import {
  authenticate,
  detachSession,
  loginSession,
  noReplySender,
  register,
  requestPasswordRenew,
  resetPassword,
  resetTokenValid,
} from '../services/accounts.js';
import { authenticatedUser, customerById } from '../services/customers.js';
import {
  REFRESH_COOKIE,
  REFRESH_TTL_MS,
  checkRefreshToken,
  revokeFamily,
  rotateRefreshToken,
} from '../services/refresh-tokens.js';
import { findVisitor, type Visitor } from '../services/session.js';
import { parseInput } from './input.js';
import { accountFingerprint, logSecurityEvent } from '../http/security-log.js';

function setRefreshCookie(services: Services, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    // Path /: the server render reads it too, to know the visitor is still logged in.
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(services),
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  });
}

function clearRefreshCookie(services: Services, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(services) });
}

/** The access token of a visitor (anonymous when null) plus who the visitor is. */
async function tokenContext(services: Services, visitor: Visitor | null) {
  const token = await services.tokens.issue(claimsFor(visitor));
  const customer = visitor?.customerId ? await customerById(services.database.db, visitor.customerId) : null;
  return { ...token, checkoutId: visitor?.checkoutId ?? null, customer: customer ? authenticatedUser(customer) : null };
}

const loginBody = z.object({ username: z.string().max(320).optional(), password: z.string().max(1000).optional() });

const contactInput = z.record(z.string(), z.unknown());
const registrationBody = z.object({
  info: z.object({
    email: z.string().max(320),
    password: z.string().max(1000),
    passwordConfirmation: z.string().max(1000),
    contact: contactInput,
    newsletter: z.boolean().optional(),
    agreement: z.boolean(),
  }),
  deliveryInfo: z.object({ contact: contactInput.nullable().optional() }).nullable().optional(),
  locale: z.string().max(10).optional(),
  region: z.string().max(10).optional(),
  /** Accepted for the spec's payload and ignored: a new account is always _default / B2C. */
  userSettings: z
    .object({ currency: z.string().max(10), locale: z.string().max(10), priceGroup: z.string().max(100), pricesType: z.string().max(10) })
    .partial()
    .nullable()
    .optional(),
});

const registrationEmail: KeyFromRequest = (req) => {
  const body: unknown = req.body;
  const info: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'info') : null;
  const email: unknown = typeof info === 'object' && info !== null ? Reflect.get(info, 'email') : null;
  return typeof email === 'string' ? email : undefined;
};

const tokenParam = z.object({ token: z.string().min(1).max(200) });
const newPasswordBody = z.object({ password: serverPasswordSchema, passwordConfirmation: z.string().max(1000) });

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;
  const mail = async () => ({ outbox: services.outbox, config: services.config, from: await noReplySender(db, services.config) });

  /** Startup context of the storefront: creates the visitor's session when missing. */
  app.get('/api/auth/uictx', async (request, reply) => {
    const visitor = await ensureVisitor(services, request, reply);
    void reply.header('cache-control', 'no-store');
    return {
      ...(await tokenContext(services, visitor)),
      priceGroups: [visitor.priceGroup],
      pricesType: visitor.pricesType,
      currency: CURRENCY,
      region: REGION,
      locale: LOCALE,
    };
  });

  app.post(
    '/api/auth/local-login',
    // Per IP here; per account the login throttle below (a stranger's failures never block the
    // right password from a device this account logged in on before: plugins/login-throttle.ts).
    { config: { rateLimit: RATE_LIMITS.login } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const body = parseInput(loginBody, request.body ?? {});
      const username = (body.username ?? '').trim();
      const password = (body.password ?? '').trim();
      if (!username) return { status: 'error', reason: 'no-user-name' };
      await app.loginThrottle.check(request, reply, username);
      const customer = await authenticate(db, username, password);
      if (!customer) {
        logSecurityEvent(request.log, 'login-failed', { account: accountFingerprint(username) });
        await app.loginThrottle.failed(username);
        return { status: 'error', reason: 'invalid-credentials' };
      }
      await app.loginThrottle.succeeded(reply, username, secureCookies(services));
      const visitor = await ensureVisitor(services, request, reply);
      const login = await loginSession(db, services.tokens, visitor, customer);
      setSessionCookie(services, reply, login.visitor.sessionId);
      setRefreshCookie(services, reply, login.refreshToken);
      setPricesTypeCookie(services, reply, login.visitor.pricesType);
      const token = await services.tokens.issue(claimsFor(login.visitor));
      return {
        status: 'success',
        user: authenticatedUser(customer),
        accessToken: token.accessToken,
        accessTokenType: token.accessTokenType,
        expiresIn: token.expiresIn,
        checkoutId: login.visitor.checkoutId,
      };
    },
  );

  /** Logs out: the session stays (with its checkout), the customer and the refresh family go. */
  app.get('/api/auth/local-logout', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const sid = request.cookies[SESSION_COOKIE];
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) {
      const check = await checkRefreshToken(db, services.tokens, presented);
      if (check.row) await revokeFamily(db, check.row.familyId);
    }
    if (sid) await detachSession(db, sid);
    clearRefreshCookie(services, reply);
    const visitor = sid ? await findVisitor(db, sid) : null;
    const token = await services.tokens.issue(claimsFor(visitor));
    return {
      status: 'success',
      ctx: { accessToken: token.accessToken, accessTokenType: token.accessTokenType, expiresIn: token.expiresIn, checkoutId: visitor?.checkoutId ?? null },
    };
  });

  /**
   * Rotates the refresh credential and issues a new access token. Always answers with a usable
   * token: when the login is gone (expired, revoked, reused) the visitor continues anonymously
   * (customer null) and the refresh cookie is cleared.
   */
  app.get('/api/auth/refresh-token', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) return tokenContext(services, await currentVisitor(services, request));
    const sid = request.cookies[SESSION_COOKIE];
    const result = await rotateRefreshToken(db, services.tokens, presented);
    if (result.kind === 'valid' && result.row.sessionId === sid) {
      const visitor = await findVisitor(db, result.row.sessionId);
      if (visitor?.customerId === result.row.customerId) {
        if (result.token) setRefreshCookie(services, reply, result.token);
        return tokenContext(services, visitor);
      }
    }
    if (result.row && result.kind !== 'invalid') await revokeFamily(db, result.row.familyId);
    if (result.kind === 'reused') {
      logSecurityEvent(request.log, 'refresh-token-reuse', { familyId: result.row.familyId });
      await detachSession(db, result.row.sessionId);
    }
    clearRefreshCookie(services, reply);
    return tokenContext(services, await currentVisitor(services, request));
  });

  app.post(
    '/api/auth/registration',
    { ...perIpAndKey(registrationEmail, { perIp: RATE_LIMITS.registration, perKey: RATE_LIMITS.registration, group: 'registration-account' }) },
    async (request) => {
      const body = parseInput(registrationBody, request.body);
      const data = parseInput(serverRegistrationSchema, {
        ...body.info,
        newsletter: body.info.newsletter ?? false,
        deliveryContact: body.deliveryInfo?.contact ?? null,
      });
      try {
        return await register(db, await mail(), data);
      } catch (error) {
        request.log.error({ err: error }, 'registration failed');
        return { status: 'error', reason: 'error', warnings: [] };
      }
    },
  );

  app.post(
    '/api/auth/password-renew',
    { ...perIpAndKey(bodyField('email'), { perIp: RATE_LIMITS.passwordRenew, perKey: RATE_LIMITS.passwordRenewAccount }) },
    async (request) => {
      const { email } = parseInput(forgottenPasswordSchema, request.body);
      try {
        return await requestPasswordRenew(db, await mail(), email);
      } catch (error) {
        request.log.error({ err: error }, 'password renewal failed');
        return { status: 'error', reason: 'error' };
      }
    },
  );

  /** Whether the link of /obnova-hesla/{token} can still be used. */
  app.get('/api/auth/password-renew/:token', { config: { rateLimit: RATE_LIMITS.login } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const { token } = parseInput(tokenParam, request.params);
    return (await resetTokenValid(db, token)) ? { status: 'success', reason: null } : { status: 'error', reason: 'invalid-token' };
  });

  /** Sets the new password with the link's token; the link is used up, every session logged out. */
  app.post('/api/auth/password-renew/:token', { config: { rateLimit: RATE_LIMITS.passwordRenew } }, async (request) => {
    const { token } = parseInput(tokenParam, request.params);
    const body = parseInput(newPasswordBody, request.body);
    if (body.password !== body.passwordConfirmation.trim()) throw new HttpError(400, MESSAGES.passwordMismatch);
    const outcome = await resetPassword(db, token, body.password);
    return outcome === 'success' ? { status: 'success', reason: null } : { status: 'error', reason: 'invalid-token' };
  });
}
