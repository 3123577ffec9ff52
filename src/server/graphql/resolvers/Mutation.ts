import type { MutationResolvers } from '../../../generated/server.js';
import { resetCart, updateSubjects } from '../../services/cart.js';
import { updateVisitorSettings } from '../settings.js';
import { assertOwnCheckout } from '../guards.js';

export const Mutation: MutationResolvers = {
  update_settings: (_parent, { pricesType }, ctx) => updateVisitorSettings(ctx, pricesType),
  checkout_cart_update_subjects: async (_parent, { checkoutId, batch }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return updateSubjects(ctx.services.database.db, checkoutId, batch);
  },
  checkout_cart_reset: async (_parent, { checkoutId }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return resetCart(ctx.services.database.db, checkoutId);
  },
};
