import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_PRICE_GROUP,
  PRICES_TYPE_COOKIE,
  PRICES_TYPE_COOKIE_DAYS,
  parsePricesType,
  type PricesType,
} from '../../domain/index.js';
import { bearerToken, type AccessClaims } from '../auth/tokens.js';
import { createVisitor, findVisitor, type Visitor } from '../services/session.js';
import type { Services } from '../services/index.js';
import { verifiedVisitor } from '../services/accounts.js';
import { REFRESH_COOKIE } from '../services/refresh-tokens.js';
import { keptIn } from '../services/kept.js';
import { createIpCounter, SessionLimitError, type IpCounter } from '../plugins/rate-limit.js';

export const SESSION_COOKIE = 'cisto_sid';
const SESSION_DAYS = 90;
const DAY_SECONDS = 24 * 60 * 60;

/** Secure cookies whenever the shop is served over https (outside localhost development). */
export function secureCookies(services: Services): boolean {
  return services.config.publicUrl.startsWith('https://');
}

/**
 * The visitor behind the session cookie, or null when the request has none (crawlers, first hit).
 * A logged-in session counts as the customer only with its refresh cookie (services/accounts.ts).
 */
export async function currentVisitor(services: Services, request: FastifyRequest): Promise<Visitor | null> {
  const sid = request.cookies[SESSION_COOKIE];
  const visitor = sid ? await findVisitor(services.database.db, sid) : null;
  if (!visitor?.customerId) return visitor;
  return verifiedVisitor(services.database.db, services.tokens, visitor, request.cookies[REFRESH_COOKIE]);
}

/** The httpOnly session cookie (90 days), set for a new visitor and again when a login replaces the id. */
export function setSessionCookie(services: Services, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(services),
    maxAge: SESSION_DAYS * DAY_SECONDS,
  });
}

const sessionCounters = new WeakMap<Services, IpCounter>();

/**
 * Counts one session creation for the request's IP (config.newSessionsPerIp, default 100 per
 * 10 minutes, shared across instances through the rate-limit store). Null while allowed, else the
 * milliseconds until the window resets. Only cookie-less requests get here: reads with a valid
 * session cookie are never counted.
 */
function sessionCreationRefused(services: Services, request: FastifyRequest): Promise<number | null> {
  const limit = services.config.newSessionsPerIp;
  const counter = keptIn(sessionCounters, services, () => createIpCounter({ max: limit.max, timeWindow: limit.windowSeconds * 1000 }, 'new-session'));
  return counter(request);
}

async function createWithCookie(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
  const visitor = await createVisitor(services.database.db, cookiePricesType(request));
  setSessionCookie(services, reply, visitor.sessionId);
  return visitor;
}

/**
 * The visitor, created (with its checkout and cart) and given the session cookie when missing.
 * Beyond the per-IP session-creation limit: 429 with a Czech message (SessionLimitError).
 */
export async function ensureVisitor(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
  const existing = await currentVisitor(services, request);
  if (existing) return existing;
  const retryAfterMs = await sessionCreationRefused(services, request);
  if (retryAfterMs !== null) {
    const error = new SessionLimitError(retryAfterMs);
    void reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
  return createWithCookie(services, request, reply);
}

/**
 * For a server-rendered page: like ensureVisitor, but beyond the session-creation limit (or when
 * the limit's store is unreachable) the page renders without a session instead of failing.
 */
export async function visitorForPage(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<Visitor | null> {
  const existing = await currentVisitor(services, request);
  if (existing) return existing;
  let retryAfterMs: number | null;
  try {
    retryAfterMs = await sessionCreationRefused(services, request);
  } catch (err) {
    request.log.warn({ err }, 'session-creation limit unavailable; page served without a session');
    return null;
  }
  return retryAfterMs === null ? createWithCookie(services, request, reply) : null;
}

export function cookiePricesType(request: FastifyRequest): PricesType {
  return parsePricesType(request.cookies[PRICES_TYPE_COOKIE]);
}

/** The readable price-type cookie, so a server render before any API call already shows the chosen prices. */
export function setPricesTypeCookie(services: Services, reply: FastifyReply, pricesType: PricesType): void {
  reply.setCookie(PRICES_TYPE_COOKIE, pricesType, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(services),
    maxAge: PRICES_TYPE_COOKIE_DAYS * DAY_SECONDS,
  });
}

export function claimsFor(visitor: Visitor | null): AccessClaims {
  return {
    sessionId: visitor?.sessionId ?? null,
    checkoutId: visitor?.checkoutId ?? null,
    customerId: visitor?.customerId ?? null,
    priceGroup: visitor?.priceGroup ?? DEFAULT_PRICE_GROUP,
  };
}

/** Verified claims of the Authorization header, or null. */
export async function requestClaims(services: Services, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? services.tokens.verify(token) : null;
}

/** Price group for public reads: the token's, else the session's, else the default. */
export async function priceGroupFor(services: Services, request: FastifyRequest): Promise<string> {
  const claims = await requestClaims(services, request);
  if (claims) return claims.priceGroup;
  return (await currentVisitor(services, request))?.priceGroup ?? DEFAULT_PRICE_GROUP;
}
