// Payment providers. The shop hands a pending payment to a provider and sends the shopper to
// the provider's page; the order becomes paid ONLY when the provider's signed server-to-server
// notification says so (applyNotification), never because a browser came back to a return URL.
//
// The one provider shipped is the test provider (test-provider.ts), enabled by
// PAYMENT_PROVIDER=test (the demo default). It is NOT for production: anyone can "pay" on its page.

import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { resolveAuthSecret } from '../../auth/secret.js';
import type { Services } from '../index.js';
import { keptIn } from '../kept.js';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** True when the running shop can take payments through this gateway. */
export function gatewayAvailable(services: Pick<Services, 'config'>, gateway: string): boolean {
  return gateway === 'test' && services.config.paymentProvider === 'test';
}

const keys = new WeakMap<Services, Promise<Uint8Array>>();

/**
 * The key the test provider signs notifications with. A real provider issues its own shared
 * secret; the test one derives it from the shop's auth secret, so every instance agrees.
 */
export function notificationKey(services: Services): Promise<Uint8Array> {
  return keptIn(keys, services, () =>
    resolveAuthSecret(services.database.db, services.config.authSecret).then(
      (secret) => new Uint8Array(createHmac('sha256', secret).update('cisto-test-payment-provider').digest()),
    ),
  );
}

/**
 * The provider's page for a pending payment. The test provider serves it from the shop itself;
 * a real provider would create the transaction at its API here and return its own URL.
 */
export function gatewayUrl(gateway: string, paymentId: string): string {
  return `/api/payments/${encodeURIComponent(gateway)}/gateway/${encodeURIComponent(paymentId)}`;
}

/**
 * Applies a verified notification. Only a pending payment changes; a second notification (the
 * provider retrying) is acknowledged without effect, and a paid payment never goes back.
 */
export async function applyNotification(
  db: Db,
  notification: { paymentId: string; status: Exclude<PaymentStatus, 'pending'>; amount: number },
): Promise<'applied' | 'ignored' | 'unknown' | 'amount-mismatch'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, notification.paymentId)).for('update');
    if (!payment) return 'unknown';
    if (payment.amount !== notification.amount) return 'amount-mismatch';
    if (payment.status !== 'pending') return 'ignored';
    const now = new Date();
    await tx.update(payments).set({ status: notification.status, updatedAt: now }).where(eq(payments.id, payment.id));
    await tx
      .update(orders)
      .set({ paymentStatus: notification.status, ...(notification.status === 'paid' ? { paidAt: now } : {}) })
      .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')));
    return 'applied';
  });
}

export const PAYMENT_NOT_RETRYABLE = 'Tuto objednávku už není potřeba platit.';
export const PAYMENT_GATEWAY_UNAVAILABLE = 'Platební brána teď není dostupná. Zkuste to prosím později.';

/**
 * A new attempt after a cancelled or failed payment: the order goes back to pending. A pending
 * attempt is reused. 'not-payable' for a paid order or one paid otherwise (cash, transfer);
 * 'unavailable' when its gateway is not configured any more.
 */
export async function retryPayment(
  db: Db,
  orderId: string,
  isAvailable: (gateway: string) => boolean,
): Promise<{ paymentId: string } | 'not-payable' | 'unavailable'> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'not-required' || !order.paymentGateway) return 'not-payable';
    if (!isAvailable(order.paymentGateway)) return 'unavailable';
    const [pending] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    if (pending) return { paymentId: pending.id };
    const id = randomUUID();
    await tx.insert(payments).values({ id, orderId, provider: order.paymentGateway, amount: order.totalToPay });
    await tx.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, orderId));
    return { paymentId: id };
  });
}
