// The REST face of services/ownership.ts: the same guards, a refusal answers 401 (no token, no
// login) or 403 (someone else's checkout) with its Czech message.

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessClaims } from '../auth/tokens.js';
import type { Services } from '../services/index.js';
import { AccessDeniedError, ownCheckout, tokenClaims, requireLiveCustomer, type AccessRefusal, type LiveCustomer } from '../services/ownership.js';
import { HttpError } from '../http/errors.js';
import { requestClaims } from '../http/visitor.js';
import { parseInput } from './input.js';

const STATUS: Record<AccessRefusal, number> = { UNAUTHENTICATED: 401, LOGIN_REQUIRED: 401, FORBIDDEN_CHECKOUT: 403 };

async function guarded<T>(check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw error instanceof AccessDeniedError ? new HttpError(STATUS[error.code], error.message) : error;
  }
}

const checkoutParam = z.object({ id: z.string().min(1).max(64) });

/** The verified claims of the request's access token, else 401. */
export async function restToken(services: Services, request: FastifyRequest): Promise<AccessClaims> {
  const claims = await requestClaims(services, request);
  return guarded(() => tokenClaims(claims));
}

/** The checkout id of the body or of the `:id` path parameter, when it is the token's own. */
export async function restCheckout(services: Services, request: FastifyRequest, checkoutId?: string): Promise<string> {
  const claims = await restToken(services, request);
  return guarded(() => ownCheckout(claims, checkoutId ?? parseInput(checkoutParam, request.params).id));
}

/** The logged-in customer of the request (token + live session), else 401. */
export async function restCustomer(services: Services, request: FastifyRequest): Promise<LiveCustomer> {
  const claims = await requestClaims(services, request);
  return guarded(() => requireLiveCustomer(services.database.db, claims));
}
