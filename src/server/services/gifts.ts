// Loyalty gifts in the cart: a gift can be chosen while the cart's points (minus the points of
// gifts already chosen) reach its loyaltyPoints; it is priced 0.10 Kč, quantity 1, pcs.

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartGifts, gifts } from '../db/schema.js';
import type { CartMutationResult, MutationError } from '../../generated/server.js';
import { giftFits, giftUnavailableMessage, unknownGiftMessage } from '../../domain/index.js';
import { checkoutError, mutateCart } from './checkout.js';

const GIFT_LIMIT = 20;

export type ClubReward = { __typename: 'ClubReward'; sku: string; text: string; image: string | null; loyaltyPoints: number };

/** The rewards catalogue of /klub/odmeny: every gift, fewest points first. */
export async function listClubRewards(db: Db): Promise<ClubReward[]> {
  const rows = await db.select().from(gifts).orderBy(asc(gifts.loyaltyPoints), asc(gifts.sku));
  return rows.map((g) => ({ __typename: 'ClubReward', sku: g.sku, text: g.text, image: g.image, loyaltyPoints: g.loyaltyPoints }));
}

export async function addGifts(db: Db, checkoutId: string, skus: readonly string[]): Promise<CartMutationResult> {
  return mutateCart(db, checkoutId, async (tx, row, cart) => {
    const errors: MutationError[] = [];
    const wanted = [...new Set(skus.map((s) => s.trim()))].slice(0, GIFT_LIMIT);
    const found = wanted.length > 0 ? await tx.select().from(gifts).where(inArray(gifts.sku, wanted)) : [];
    const chosen = cart.gifts.filter((g) => g.available).map((g) => g.loyaltyPoints);
    for (const sku of wanted) {
      const gift = found.find((g) => g.sku === sku);
      if (!gift) {
        errors.push(checkoutError('UNKNOWN_GIFT', unknownGiftMessage(sku), sku));
        continue;
      }
      if (cart.gifts.some((g) => g.sku === sku)) continue;
      if (!giftFits(cart.loyaltyPoints, chosen, gift.loyaltyPoints)) {
        errors.push(checkoutError('GIFT_UNAVAILABLE', giftUnavailableMessage(gift.text), sku));
        continue;
      }
      chosen.push(gift.loyaltyPoints);
      await tx.insert(cartGifts).values({ cartId: row.id, giftSku: sku }).onConflictDoNothing();
    }
    return errors;
  });
}

/** Removing a gift that is not in the cart is not an error: the result is the same cart. */
export async function removeGifts(db: Db, checkoutId: string, skus: readonly string[]): Promise<CartMutationResult> {
  return mutateCart(db, checkoutId, async (tx, row) => {
    const list = [...new Set(skus)];
    if (list.length > 0) await tx.delete(cartGifts).where(and(eq(cartGifts.cartId, row.id), inArray(cartGifts.giftSku, list)));
    return [];
  });
}
