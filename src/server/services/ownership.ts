// Who may touch what: the one ownership guard and the one live-customer guard. Every REST route
// and GraphQL resolver hands in the verified claims of the access token (plain values, no
// Fastify types) and asks here before it calls a service.
//
//   checkout, its carts  the token's own checkout (claims.checkoutId), nothing else
//   visitor lists        the token's session (compare, recently viewed)
//   customer data        profile, contacts, shopping lists, saved carts, invoices, the customer's
//                        orders: only through liveCustomer(), and the services then read rows of
//                        that customer only (another customer's answer exactly like missing ones)
//   an order by number   placed by a customer: a live login of that customer; placed anonymously:
//                        the session it was placed in, while that session is still anonymous
//   a guest's order      order number + the e-mail it was placed with (guestOrderId; the
//                        withdrawal form): compared in constant time, one answer for a wrong
//                        number and a wrong e-mail
//
// "Live" means the session row still says so. Access tokens are verified, never looked up, and
// live 10 minutes; a logout detaches the customer from the session (the checkout stays with the
// browser), a login replaces the session id. Without the lookup a token issued before a logout
// (or the checkout left in a shared browser) would keep reading the previous customer's orders.

import { createHash, timingSafeEqual } from 'node:crypto';
import { accountErrorMessage } from '../../domain/index.js';
import type { AccessClaims } from '../auth/tokens.js';
import { UserFacingError } from '../errors.js';
import type { Db } from '../db/client.js';
import { orderOwner } from '../repositories/orders.js';
import { sessionOwner, type SessionOwner } from '../repositories/sessions.js';

export type AccessRefusal = 'UNAUTHENTICATED' | 'FORBIDDEN_CHECKOUT' | 'LOGIN_REQUIRED';

export const ACCESS_MESSAGES: Record<AccessRefusal, string> = {
  UNAUTHENTICATED: 'Přístup ke košíku vyžaduje platný přístupový token.',
  FORBIDDEN_CHECKOUT: 'Tento košík vám nepatří.',
  LOGIN_REQUIRED: accountErrorMessage('LOGIN_REQUIRED'),
};

/** A refused access; REST answers 401/403, GraphQL an error with the code in its extensions. */
const ACCESS_STATUS: Record<AccessRefusal, number> = { UNAUTHENTICATED: 401, LOGIN_REQUIRED: 401, FORBIDDEN_CHECKOUT: 403 };

export class AccessDeniedError extends UserFacingError {
  /** GraphQL copies these into the error's `extensions`. */
  readonly extensions: { code: AccessRefusal };
  constructor(readonly code: AccessRefusal) {
    super(ACCESS_MESSAGES[code], ACCESS_STATUS[code]);
    this.extensions = { code };
  }
}

/** The claims of a verified token; refuses a request without one. */
export function tokenClaims(claims: AccessClaims | null): AccessClaims {
  if (!claims) throw new AccessDeniedError('UNAUTHENTICATED');
  return claims;
}

/** The checkout id when it is the token's own; refuses any other (and a missing token). */
export function ownCheckout(claims: AccessClaims | null, checkoutId: string): string {
  const own = tokenClaims(claims).checkoutId;
  if (own === null || own !== checkoutId) throw new AccessDeniedError('FORBIDDEN_CHECKOUT');
  return checkoutId;
}

/** The session whose visitor lists (compare, recently viewed) the token may use; null without one. */
export function ownSession(claims: AccessClaims): string | null {
  return claims.sessionId;
}

// One lookup per claims object: a GraphQL request shares its claims across resolvers.
const sessions = new WeakMap<AccessClaims, Promise<SessionOwner | null>>();

function currentSession(db: Db, claims: AccessClaims): Promise<SessionOwner | null> {
  let found = sessions.get(claims);
  if (!found) {
    found = claims.sessionId ? sessionOwner(db, claims.sessionId) : Promise.resolve(null);
    sessions.set(claims, found);
  }
  return found;
}

export type LiveCustomer = { customerId: string; sessionId: string; checkoutId: string; priceGroup: string };

/** The customer of the token while its session is still logged in as that customer, else null. */
export async function liveCustomer(db: Db, claims: AccessClaims | null): Promise<LiveCustomer | null> {
  if (!claims?.customerId || !claims.sessionId) return null;
  const session = await currentSession(db, claims);
  if (!session || session.customerId !== claims.customerId) return null;
  return { customerId: claims.customerId, sessionId: session.id, checkoutId: session.checkoutId, priceGroup: claims.priceGroup };
}

/** liveCustomer() or a refusal (LOGIN_REQUIRED), for the routes that answer 401 without a login. */
export async function requireLiveCustomer(db: Db, claims: AccessClaims | null): Promise<LiveCustomer> {
  const who = await liveCustomer(db, claims);
  if (!who) throw new AccessDeniedError('LOGIN_REQUIRED');
  return who;
}

/** What orders keep of the session they were placed in (never the session id, a bearer credential). */
export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/**
 * The id of the order with this number when the token may read it (the order, its invoice, its
 * payment retry); null for a missing order and for anyone else's alike.
 */
export async function readableOrderId(db: Db, claims: AccessClaims, orderNumber: string): Promise<string | null> {
  const order = await orderOwner(db, orderNumber);
  if (!order) return null;
  if (order.customerId !== null) {
    const who = await liveCustomer(db, claims);
    return who?.customerId === order.customerId ? order.id : null;
  }
  if (claims.customerId !== null || !claims.sessionId || order.sessionHash === null || order.sessionHash !== sessionHash(claims.sessionId)) return null;
  const session = await currentSession(db, claims);
  return session && session.customerId === null ? order.id : null;
}

const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();
const NO_ORDER_DIGEST = emailDigest('no-order@cisto.invalid');

/**
 * The id of the order with this number when `email` is the e-mail it was placed with (case and
 * surrounding spaces aside); null for an unknown number and a wrong e-mail alike. The e-mails are
 * compared as SHA-256 digests with timingSafeEqual, and an unknown number still costs a compare.
 */
export async function guestOrderId(db: Db, orderNumber: string, email: string): Promise<string | null> {
  const order = await orderOwner(db, orderNumber);
  const given = emailDigest(email);
  const matches = timingSafeEqual(given, order ? emailDigest(order.email) : NO_ORDER_DIGEST);
  return order && matches && email.trim() !== '' ? order.id : null;
}
