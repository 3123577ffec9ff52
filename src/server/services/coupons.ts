// Coupons: apply and remove with Czech refusals; the discount itself is computed with every
// cart read (checkout-pricing.ts), per subject.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, coupons } from '../db/schema.js';
import type { CartMutationResult } from '../../generated/server.js';
import { couponMessage, couponProblem, normalizeCouponCode } from '../../domain/index.js';
import { checkoutError, mutateCart } from './checkout.js';
import { goodsWithTaxAtPriceList, toCouponRule } from './checkout-pricing.js';

const CODE_ERRORS = {
  unknown: 'COUPON_UNKNOWN',
  expired: 'COUPON_EXPIRED',
  'min-total': 'COUPON_MIN_TOTAL',
  'already-applied': 'COUPON_ALREADY_APPLIED',
  'one-coupon-only': 'COUPON_LIMIT',
  'empty-cart': 'COUPON_EMPTY_CART',
  'not-applied': 'COUPON_NOT_APPLIED',
} as const;

export async function applyCoupon(db: Db, checkoutId: string, rawCode: string, now: Date = new Date()): Promise<CartMutationResult> {
  const code = normalizeCouponCode(rawCode).slice(0, 64);
  return mutateCart(db, checkoutId, async (tx, row, cart) => {
    const [found] = code ? await tx.select().from(coupons).where(eq(coupons.code, code)) : [];
    const rule = found ? toCouponRule(found) : null;
    const problem = couponProblem(rule, { goodsTotalWithTax: goodsWithTaxAtPriceList(cart.subjects), applied: row.coupons, now });
    if (problem) return [checkoutError(CODE_ERRORS[problem], couponMessage(problem, code || rawCode.trim(), found), code)];
    await tx.update(carts).set({ coupons: [...row.coupons, code] }).where(eq(carts.id, row.id));
    return [];
  });
}

export async function removeCoupon(db: Db, checkoutId: string, rawCode: string): Promise<CartMutationResult> {
  const code = normalizeCouponCode(rawCode);
  return mutateCart(db, checkoutId, async (tx, row) => {
    if (!row.coupons.includes(code)) return [checkoutError(CODE_ERRORS['not-applied'], couponMessage('not-applied', code), code)];
    await tx.update(carts).set({ coupons: row.coupons.filter((c) => c !== code) }).where(eq(carts.id, row.id));
    return [];
  });
}
