import type { GraphQLContext } from './context.js';

export class ForbiddenCheckoutError extends Error {
  constructor() {
    super('Tento košík vám nepatří.');
  }
}

/** A token may only read and change its own checkout. */
export function assertOwnCheckout(ctx: GraphQLContext, checkoutId: string): void {
  if (ctx.claims.checkoutId !== checkoutId) throw new ForbiddenCheckoutError();
}
