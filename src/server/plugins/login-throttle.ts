// Login throttling per account (issue 11, finding 8; ASVS 5.0 6.3.1 / 6.1.1): strangers must not be
// able to lock a customer out, and nobody may guess a password at speed.
//
// - Every failed login counts against the account name (any name, existing or not, so the answer
//   never tells which accounts exist). From the 5th consecutive failure on the account is
//   "cooling down" with an exponential backoff: 1, 2, 4 … minutes, at most 60, after each failure.
// - While it cools down, attempts from an UNKNOWN device are refused with 429 and the Czech
//   "Příliš mnoho pokusů. Zkuste to prosím znovu za …" before the password is even checked.
// - A KNOWN device — a browser holding the signed known-device cookie that a successful login on
//   this account set — is not refused: the right password still logs the customer in (and ends
//   the cool-down). Its wrong passwords count like any other.
// - The per-IP limit of @fastify/rate-limit (RATE_LIMITS.login) stays in front of everything.
//
// State: rate-limiter-flexible counters, in Redis (REDIS_URL, shared by every instance, the same
// client as the other rate limits) or in process memory (the single-process PGlite default).

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from './rate-limit.js';

const MINUTE_S = 60;
/** Failures an account takes before the cool-down starts. */
export const LOGIN_FREE_FAILURES = 4;
/** Longest single cool-down. */
export const LOGIN_MAX_BACKOFF_S = 60 * MINUTE_S;
/** Consecutive failures are forgotten a day after the last one (or on a successful login). */
const FAILURE_MEMORY_S = 24 * 60 * MINUTE_S;

export const KNOWN_DEVICE_COOKIE = 'cisto_kd';
const KNOWN_DEVICE_DAYS = 180;

/** The cool-down after the n-th consecutive failure, in seconds: 0 up to 4, then 1, 2, 4 … 60 minutes. */
export function loginBackoffSeconds(failures: number): number {
  if (failures <= LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_BACKOFF_S, MINUTE_S * 2 ** Math.min(failures - LOGIN_FREE_FAILURES - 1, 30));
}

/** Trimmed and lower-cased, then hashed: the store holds no e-mail addresses. */
function accountKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

export type LoginThrottle = {
  /** Before the password is checked: throws TooManyRequestsError (429) while the account cools down, unless the device is known. */
  check(request: FastifyRequest, reply: FastifyReply, username: string): Promise<void>;
  /** A wrong password: one more failure, and the cool-down it earns. */
  failed(username: string): Promise<void>;
  /** A successful login: failures forgotten, this browser remembered as a known device of the account. */
  succeeded(reply: FastifyReply, username: string, secure: boolean): Promise<void>;
};

export function createLoginThrottle(
  redis: Redis | undefined,
  keyPrefix = 'cisto-login',
  device: { cookieName: string; cookiePath: string; sameSite: 'lax' | 'strict' } = { cookieName: KNOWN_DEVICE_COOKIE, cookiePath: '/api/auth', sameSite: 'lax' },
): LoginThrottle {
  const options = (name: string, points: number, duration: number) => ({ keyPrefix: `${keyPrefix}-${name}`, points, duration });
  const make = (name: string, points: number, duration: number): RateLimiterAbstract =>
    redis ? new RateLimiterRedis({ ...options(name, points, duration), storeClient: redis, rejectIfRedisNotReady: true }) : new RateLimiterMemory(options(name, points, duration));
  /** consumedPoints = consecutive failures of the account. */
  const failures = make('fails', 1_000_000, FAILURE_MEMORY_S);
  /** Blocked (block()) while the account cools down. */
  const coolDown = make('cool', 1, 1);

  function knownDevice(request: FastifyRequest, key: string): boolean {
    const raw = request.cookies[device.cookieName];
    if (!raw) return false;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value !== null && unsigned.value.split('.').slice(1).includes(key);
  }

  return {
    async check(request, reply, username) {
      const key = accountKey(username);
      if (knownDevice(request, key)) return;
      const state = await coolDown.get(key);
      if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) {
        const error = new TooManyRequestsError(state.msBeforeNext);
        void reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
    async failed(username) {
      const key = accountKey(username);
      const counted = await failures.penalty(key, 1);
      const seconds = loginBackoffSeconds(counted.consumedPoints);
      if (seconds > 0) await coolDown.block(key, seconds);
    },
    async succeeded(reply, username, secure) {
      const key = accountKey(username);
      await Promise.all([failures.delete(key), coolDown.delete(key)]);
      // "deviceId.accountKey…": one browser may be known for a few accounts (a shared office PC).
      const request = reply.request;
      const stored = request.cookies[device.cookieName];
      const previous = stored ? request.unsignCookie(stored) : null;
      const parts = previous?.valid && previous.value ? previous.value.split('.') : [randomBytes(12).toString('base64url')];
      const accounts = [...new Set([key, ...parts.slice(1)])].slice(0, 5);
      reply.setCookie(device.cookieName, [parts[0], ...accounts].join('.'), {
        path: device.cookiePath,
        httpOnly: true,
        sameSite: device.sameSite,
        secure,
        signed: true,
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      });
    },
  };
}
