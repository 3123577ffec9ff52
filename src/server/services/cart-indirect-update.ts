import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { additionalServices, cartSubjects } from '../db/schema.js';
import type { CartIndirectSubjectUpdate, CartMutationResult, MutationError } from '../../generated/server.js';
import { cartErrorMessage, parentSku } from '../../domain/index.js';
import { activeCartRow, computeCart, touchCart } from './cart.js';
import { INDIRECT_SUBJECT_TYPE, lineIdOf } from './cart-indirect.js';

/**
 * Adds (quantity > 0) or removes (0) an additional service under a primary line of the
 * checkout's active cart. Refused (ok false, SERVICE_NOT_OFFERED) when the line is not a
 * primary item of this cart or its product does not offer the service. The stored quantity
 * is 1: computeCart derives the charged quantity from the line (item) or counts it once (delivery).
 */
export async function updateSubjectIndirect(db: Db, checkoutId: string, update: CartIndirectSubjectUpdate): Promise<CartMutationResult> {
  const errors: MutationError[] = [];
  const cart = await db.transaction(async (tx) => {
    const cartRow = await activeCartRow(tx, checkoutId, true);
    const lineId = lineIdOf(cartRow.id, update.parentId);
    const [parent] =
      lineId === null
        ? []
        : await tx
            .select()
            .from(cartSubjects)
            .where(and(eq(cartSubjects.id, lineId), eq(cartSubjects.cartId, cartRow.id), eq(cartSubjects.parentId, 0), eq(cartSubjects.subjectType, 'item')));
    const [offer] = parent
      ? await tx
          .select({ sku: additionalServices.serviceSku })
          .from(additionalServices)
          .where(and(eq(additionalServices.productSku, parentSku(parent.sku)), eq(additionalServices.serviceSku, update.sku)))
      : [];
    if (!parent || !offer) {
      errors.push({ __typename: 'MutationError', code: 'SERVICE_NOT_OFFERED', sku: update.sku, message: cartErrorMessage('SERVICE_NOT_OFFERED', update.sku) });
      return cartRow;
    }
    const child = and(
      eq(cartSubjects.cartId, cartRow.id),
      eq(cartSubjects.parentId, parent.id),
      eq(cartSubjects.sku, update.sku),
      eq(cartSubjects.subjectType, INDIRECT_SUBJECT_TYPE),
    );
    if (update.quantity <= 0) {
      await tx.delete(cartSubjects).where(child);
    } else {
      await tx
        .insert(cartSubjects)
        .values({ cartId: cartRow.id, sku: update.sku, packType: 'pcs', quantity: 1, subjectType: INDIRECT_SUBJECT_TYPE, parentId: parent.id, position: parent.position })
        .onConflictDoNothing();
    }
    await touchCart(tx, cartRow.id);
    return cartRow;
  });
  return { __typename: 'CartMutationResult', ok: errors.length === 0, errors, cart: await computeCart(db, cart) };
}
