// Security events (ASVS V16.2/V16.3): one warn line per event, with a `securityEvent` field an
// alerting rule can match, next to the request id pino already adds. And request URLs are logged
// without the secrets some of them carry (password-renewal and shared-cart tokens).

import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export const SECURITY_EVENTS = [
  /** Wrong username or password. */
  'login-failed',
  /** A rate limit or the login throttle's cool-down answered 429 (the URL says which). */
  'rate-limited',
  /** An order, checkout or account read by someone it does not belong to. */
  'access-denied',
  /** A rotated refresh token came back: its family was revoked. */
  'refresh-token-reuse',
  /** A GraphQL document over a cost, depth, alias or size limit. */
  'graphql-limit',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export function logSecurityEvent(log: FastifyBaseLogger, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  log.warn({ securityEvent: event, ...fields }, `security event: ${event}`);
}

/** A login name as logged: a short hash, so attempts on one account can be correlated without the e-mail. */
export function accountFingerprint(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** Path segments that are secrets: the token after these prefixes. */
const SECRET_SEGMENTS = /(\/(?:api\/auth\/password-renew|obnova-hesla)\/)[^/?#]+/g;
/** Query parameters that are secrets. */
const SECRET_PARAMS = /([?&](?:token|password|hash)=)[^&#]*/gi;
const REDACTED = '[skryto]';

/** The URL as it may be logged: renewal tokens and token query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** What pino's request serializer reads: a Fastify request or the raw Node request. */
type LoggedRequest = { method?: string; url?: string; headers: IncomingHttpHeaders; socket?: { remoteAddress?: string; remotePort?: number } };

/** pino's request serializer: Fastify's default fields, with the URL redacted. */
export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.headers.host,
    remoteAddress: request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}
