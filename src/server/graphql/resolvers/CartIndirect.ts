import type { MutationResolvers } from '../../../generated/server.js';
import { updateSubjectIndirect } from '../../services/cart-indirect-update.js';
import { assertOwnCheckout } from '../guards.js';

export const cartIndirectMutations: Pick<MutationResolvers, 'checkout_cart_update_subject_indirect'> = {
  checkout_cart_update_subject_indirect: async (_parent, { checkoutId, update }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return updateSubjectIndirect(ctx.services.database.db, checkoutId, update);
  },
};
