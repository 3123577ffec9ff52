// The GraphQL face of services/ownership.ts: the same guards. A refusal (AccessDeniedError, a
// UserFacingError) reaches the client with its Czech message and the refusal code in
// `extensions.code` — an access refusal, never a masked failure.

import { liveCustomer, ownCheckout, type LiveCustomer } from '../services/ownership.js';
import type { GraphQLContext } from './context.js';

/** A token may only read and change its own checkout (and the carts in it). */
export function assertOwnCheckout(ctx: GraphQLContext, checkoutId: string): void {
  ownCheckout(ctx.claims, checkoutId);
}

/** The token's customer while its session is still logged in as that customer, else null. */
export function sessionCustomer(ctx: GraphQLContext): Promise<LiveCustomer | null> {
  return liveCustomer(ctx.services.database.db, ctx.claims);
}
