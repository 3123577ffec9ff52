// Rate limits for the endpoints an attacker would hammer: login, password renewal,
// registration and everything that sends e-mail. One @fastify/rate-limit registration for the
// whole app with `global: false`, so nothing is limited unless its route opts in.
//
// Store: Redis (REDIS_URL) when several instances run behind a load balancer, so they share
// one counter; otherwise in-process memory. `skipOnError: false`: if Redis is unreachable the
// limited routes fail (HTTP 500) instead of silently running unlimited — these are exactly the
// routes where "no limit" is the dangerous failure.
//
// Usage (register BEFORE the routes: the plugin attaches its hooks in an onRoute hook):
//
//   await registerRateLimit(app, { redisUrl: config.redisUrl });
//   // per IP only (e.g. registration):
//   app.post('/api/auth/register', { config: { rateLimit: RATE_LIMITS.registration } }, handler);
//   // per IP and per account (e.g. login: many IPs guessing one account are limited too):
//   app.post('/api/auth/login', {
//     ...perIpAndKey(bodyField('email'), { perIp: RATE_LIMITS.login, perKey: RATE_LIMITS.loginAccount }),
//   }, handler);
//   // inside a GraphQL resolver or any handler:
//   const limitRecipient = createKeyLimiter(RATE_LIMITS.mailRecipient, 'share-cart-recipient');
//   await limitRecipient(request, to);   // throws TooManyRequestsError (429) when exceeded
//
// Why not two `config.rateLimit`/`app.rateLimit()` hooks on one route: @fastify/rate-limit
// marks a request once its first limiter ran and skips every later one on the same request,
// so a second per-account hook would never count. The account check therefore goes through
// `createRateLimit()` (the plugin's manual limiter, same store, no such guard).

import { createHash } from 'node:crypto';
import fastifyRateLimit, { type RateLimitOptions, type errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { czechPlural } from '../../domain/czech';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimitPreset = { readonly max: number; readonly timeWindow: number };

/**
 * Limits for later routes. `…Account`/`…Recipient` presets are for the per-key check: an
 * office behind one NAT address needs a looser per-IP limit than a single account does.
 */
export const RATE_LIMITS = {
  /** POST /api/auth/login, per IP. */
  login: { max: 20, timeWindow: 15 * MINUTE },
  /** Login attempts against one account (e-mail), from any IP. */
  loginAccount: { max: 5, timeWindow: 15 * MINUTE },
  /** POST /api/auth/password-renew, per IP. */
  passwordRenew: { max: 5, timeWindow: HOUR },
  /** Reset e-mails to one address, from any IP. */
  passwordRenewAccount: { max: 3, timeWindow: HOUR },
  /** Registration, per IP. */
  registration: { max: 5, timeWindow: HOUR },
  /** Endpoints that send e-mail on a visitor's request (share cart, product demand, newsletter), per IP. */
  mail: { max: 10, timeWindow: HOUR },
  /**
   * E-mails a visitor makes the shop send to one recipient address (share cart, complaint
   * confirmations), from any IP and sender, per day: the shop cannot be used to flood an inbox
   * or as a relay (issue 11). Shared across instances through Redis (REDIS_URL).
   */
  mailRecipient: { max: 3, timeWindow: DAY },
  /**
   * Stock watches set up for one address per day, from any IP (issue 16): each watch may make the
   * shop send that address one e-mail, so the address is limited like a mail recipient, with room
   * for a shopper who watches a few products of one order.
   */
  stockWatchRecipient: { max: 10, timeWindow: DAY },
  /**
   * Company look-ups in ARES (GET /api/utils/company/:ico), per IP: a form asks once per typed
   * IČO, so 60 in 10 minutes serve an office behind one address, while nobody scrapes ARES
   * through the shop (or gets the shop's address blocked there).
   */
  companyLookup: { max: 60, timeWindow: 10 * MINUTE },
  /** Back-office sign-in attempts (password and TOTP steps), per IP (issue 16). */
  staffSignIn: { max: 30, timeWindow: 15 * MINUTE },
} as const satisfies Record<string, RateLimitPreset>;

export const RATE_LIMIT_NAMESPACE = 'cisto-rl:';

const SECOND_FORMS: [string, string, string] = ['sekundu', 'sekundy', 'sekund'];
const MINUTE_FORMS: [string, string, string] = ['minutu', 'minuty', 'minut'];
const HOUR_FORMS: [string, string, string] = ['hodinu', 'hodiny', 'hodin'];

/**
 * "za 1 minutu", "za 3 minuty", "za 15 minut", "za 2 hodiny". Rounded up, so the visitor is
 * never told to come back before the limit has actually reset.
 */
export function retryAfterText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `za ${seconds} ${czechPlural(seconds, SECOND_FORMS)}`;
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes < 60) return `za ${minutes} ${czechPlural(minutes, MINUTE_FORMS)}`;
  const hours = Math.ceil(ms / HOUR);
  return `za ${hours} ${czechPlural(hours, HOUR_FORMS)}`;
}

export function rateLimitMessage(retryAfterMs: number): string {
  return `Příliš mnoho pokusů. Zkuste to prosím znovu ${retryAfterText(retryAfterMs)}.`;
}

/**
 * The error every limit throws. An Error with `statusCode` (not a plain object) so Fastify's
 * default handler, and any app error handler that passes 4xx errors through, answer
 * `{ statusCode: 429, error: 'Too Many Requests', message }`.
 */
export class TooManyRequestsError extends Error {
  readonly statusCode: number;
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, statusCode = 429) {
    super(rateLimitMessage(retryAfterMs));
    this.name = 'TooManyRequestsError';
    this.statusCode = statusCode;
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / SECOND));
  }
}

function errorResponseBuilder(_req: FastifyRequest, context: errorResponseBuilderContext): TooManyRequestsError {
  // context.statusCode is 403 only if a route sets `ban`; none of the presets do.
  return new TooManyRequestsError(context.ttl, context.statusCode);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-account login throttle (login-throttle.ts), on the same store as the limits here. */
    loginThrottle: LoginThrottle;
    /** The same throttle for back-office sign-ins (its own counters and known-device cookie). */
    staffLoginThrottle: LoginThrottle;
  }
}

export async function registerRateLimit(
  app: FastifyInstance,
  opts: { redisUrl: string | null; /** Key prefix in Redis; tests isolate runs with it. */ nameSpace?: string },
): Promise<void> {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      // Fail a request quickly rather than hold it while Redis is away (defaults: 10 s, 20 retries).
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      connectionName: 'cisto-rate-limit',
    });
    // Without a listener ioredis prints every reconnect failure to stderr; log it properly.
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit Redis connection error'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }

  app.decorate('loginThrottle', createLoginThrottle(redis, `${opts.nameSpace ?? RATE_LIMIT_NAMESPACE}login`));
  app.decorate(
    'staffLoginThrottle',
    createLoginThrottle(redis, `${opts.nameSpace ?? RATE_LIMIT_NAMESPACE}staff-login`, { cookieName: 'cisto_staff_kd', cookiePath: '/api/admin', sameSite: 'strict' }),
  );

  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: opts.nameSpace ?? RATE_LIMIT_NAMESPACE,
    skipOnError: false,
    errorResponseBuilder,
  });
}

// --- per-key limits -----------------------------------------------------------------------

export type KeyFromRequest = (req: FastifyRequest) => string | undefined;

/** Reads a string field of a JSON body without trusting its shape (for `perIpAndKey`). */
export function bodyField(name: string): KeyFromRequest {
  return (req) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null) return undefined;
    const value: unknown = Reflect.get(body, name);
    return typeof value === 'string' ? value : undefined;
  };
}

/**
 * E-mails are compared case-insensitively and trimmed, then hashed: the store (Redis) then
 * holds no customer addresses, and "Jana@X.cz " cannot dodge the limit set for "jana@x.cz".
 */
function accountKey(raw: string): string {
  return createHash('sha256').update(raw.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

export type KeyLimiter = (req: FastifyRequest, key: string | undefined, reply?: FastifyReply) => Promise<void>;

/**
 * A limit on an arbitrary key (account, recipient address) shared by every IP. Throws
 * TooManyRequestsError when exceeded; with `reply`, also sets Retry-After. A missing key falls
 * back to the caller's IP, so leaving the field out does not bypass the limit.
 *
 * `group` names the counter; without it each route counts separately (method + URL pattern).
 * The limiter binds to the app on first use (`req.server.createRateLimit`), so it can be
 * created at module level, before the plugin is registered.
 */
export function createKeyLimiter(preset: RateLimitPreset, group?: string): KeyLimiter {
  // Our keys carry their own scope because createRateLimit's child store gets no route info
  // (in Redis the key reads "cisto-rl:undefinedundefined-POST /api/auth/login|k:…").
  // createRateLimit's keyGenerator sees only the request, so the key for this call is handed
  // over through a WeakMap (requests are not shared between concurrent calls).
  const keys = new WeakMap<FastifyRequest, string>();
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;

  return async (req, key, reply) => {
    check ??= req.server.createRateLimit({
      max: preset.max,
      timeWindow: preset.timeWindow,
      keyGenerator: (r) => keys.get(r) ?? `ip:${r.ip}`,
    });
    const scope = group ?? `${req.routeOptions.method} ${req.routeOptions.url ?? req.url}`;
    keys.set(req, `${scope}|${key ? `k:${accountKey(key)}` : `ip:${req.ip}`}`);
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(req);
    } finally {
      keys.delete(req);
    }
    if (result.isAllowed || !result.isExceeded) return;
    const error = new TooManyRequestsError(result.ttl);
    reply?.header('retry-after', error.retryAfterSeconds);
    throw error;
  };
}

export type RateLimitedRouteOptions = {
  config: { rateLimit: RateLimitOptions };
  preHandler: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/**
 * Route options that limit a route per IP *and* per key (account e-mail, recipient): spread
 * them into the route's options. The IP limit runs onRequest (before the body is parsed, so
 * floods are cheap to reject); the key limit runs as a preHandler, once the body is parsed.
 * A route with its own preHandler/config must merge them (e.g. `preHandler: [limits.preHandler, own]`).
 */
export function perIpAndKey(
  keyFromBody: KeyFromRequest,
  limits: { perIp: RateLimitPreset; perKey: RateLimitPreset; group?: string },
): RateLimitedRouteOptions {
  const limitKey = createKeyLimiter(limits.perKey, limits.group);
  return {
    config: { rateLimit: { max: limits.perIp.max, timeWindow: limits.perIp.timeWindow } },
    preHandler: (req, reply) => limitKey(req, keyFromBody(req), reply),
  };
}

// --- session creation ---------------------------------------------------------------------

/** The 429 text when one address creates too many sessions (cookie-less visits). */
export function sessionLimitMessage(retryAfterMs: number): string {
  return `Z vaší adresy přichází příliš mnoho nových návštěv. Zkuste to prosím znovu ${retryAfterText(retryAfterMs)}.`;
}

/** TooManyRequestsError with the session-creation text. */
export class SessionLimitError extends TooManyRequestsError {
  constructor(retryAfterMs: number) {
    super(retryAfterMs);
    this.message = sessionLimitMessage(retryAfterMs);
    this.name = 'SessionLimitError';
  }
}

/**
 * Counts an event per client IP in the app's rate-limit store (Redis when configured, so every
 * instance shares the count) without throwing: resolves to null while within the limit, else to
 * the milliseconds until the window resets. For callers that must go on without the limited
 * action (a server-rendered page beyond the session-creation limit renders without a session).
 */
export type IpCounter = (req: FastifyRequest) => Promise<number | null>;

export function createIpCounter(preset: RateLimitPreset, group: string): IpCounter {
  // Bound to the app on first use, like createKeyLimiter: make one counter per app (each
  // createRateLimit() call has a store of its own).
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return async (req) => {
    check ??= req.server.createRateLimit({ max: preset.max, timeWindow: preset.timeWindow, keyGenerator: (r) => `${group}|ip:${r.ip}` });
    const result = await check(req);
    return result.isAllowed || !result.isExceeded ? null : Math.max(SECOND, result.ttl);
  };
}
