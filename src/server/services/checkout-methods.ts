// Choosing shipping and payment. Changing shipping clears the payment unless one is given with
// it (domain changeShipping); a method the cart is not eligible for, a payment without a map
// entry for the shipping, a gateway payment without a configured provider or a transfer without
// the shop's bank account is refused, and nothing changes.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts } from '../db/schema.js';
import type { CartMutationResult, MutationError } from '../../generated/server.js';
import { changeShipping } from '../../domain/index.js';
import { domainError, mutateCart } from './checkout.js';
import { loadMethodCatalog, mapEntry } from './methods.js';

export type MethodsUpdate = { shippingSku?: string | null; paymentSku?: string | null };

/** Payment methods the running shop can take (payments/index.ts paymentAvailable). */
export type PaymentCheck = (payment: { paymentGateway?: string | null; paymentType?: string | null }) => boolean;

export async function updateMethods(db: Db, checkoutId: string, update: MethodsUpdate, paymentAvailable: PaymentCheck): Promise<CartMutationResult> {
  return mutateCart(
    db,
    checkoutId,
    async (tx, row, cart) => {
      const errors: MutationError[] = [];
      const shippingSku = update.shippingSku?.trim() || null;
      const paymentSku = update.paymentSku?.trim() || null;
      let next = { shippingSku: row.shippingSku, paymentSku: row.paymentSku };

      if (shippingSku) {
        const shipping = cart.shippingMethods.find((m) => m.sku === shippingSku);
        if (!shipping) return [domainError('UNKNOWN_SHIPPING', { subject: shippingSku }, shippingSku)];
        if (shipping.disabled) {
          const code = shipping.requiresLogin ? 'LOGIN_REQUIRED' : 'SHIPPING_INELIGIBLE';
          return [domainError(code, { subject: shipping.name, reasons: shipping.disabledReasons }, shippingSku)];
        }
        next = changeShipping(next, shippingSku, paymentSku);
      } else if (paymentSku) {
        if (!row.shippingSku) return [domainError('SHIPPING_MISSING')];
        next = { shippingSku: row.shippingSku, paymentSku };
      }

      if (next.paymentSku && (paymentSku || next.paymentSku !== row.paymentSku)) {
        const payment = cart.paymentMethods.find((m) => m.sku === next.paymentSku);
        const sku = next.paymentSku;
        if (!payment) return [domainError('UNKNOWN_PAYMENT', { subject: sku }, sku)];
        if (payment.failedRules.length > 0) {
          const code = payment.requiresLogin ? 'LOGIN_REQUIRED' : 'PAYMENT_INELIGIBLE';
          errors.push(domainError(code, { subject: payment.name, reasons: payment.disabledReasons }, sku));
        } else if (!next.shippingSku || !mapEntry(await loadMethodCatalog(tx), next.shippingSku, sku)) {
          errors.push(domainError('PAYMENT_NOT_FOR_SHIPPING', { subject: payment.name }, sku));
        } else if (!paymentAvailable(payment)) {
          errors.push(domainError('PAYMENT_UNAVAILABLE', { subject: payment.name }, sku));
        }
      }
      if (errors.length > 0) return errors;
      await tx.update(carts).set({ shippingSku: next.shippingSku, paymentSku: next.paymentSku }).where(eq(carts.id, row.id));
      return [];
    },
    { atomic: true },
  );
}
