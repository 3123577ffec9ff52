import type { QueryResolvers } from '../../../generated/server.js';
import { getCheckout } from '../../services/cart.js';
import { visitorSettings } from '../settings.js';
import { assertOwnCheckout } from '../guards.js';

export const Query: QueryResolvers = {
  visitorSettings: (_parent, _args, ctx) => visitorSettings(ctx),
  checkout: async (_parent, { checkoutId }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return getCheckout(ctx.services.database.db, checkoutId);
  },
};
