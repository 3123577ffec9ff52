// SQL of payments: the rows the providers and the payment routes read and change.

import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { contactName, normalizeContact } from '../../../domain/index.js';
import type { Db } from '../../db/client.js';
import { orders, paymentMethods, payments } from '../../db/schema.js';
import { settlePaymentPoints } from '../accounts-loyalty.js';
import { PAYMENT_STATUSES, type OnRefunded, type PaymentStatus, type VerifiedNotification } from './provider.js';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment with its order's number, or null. */
export async function paymentWithOrder(db: Db, paymentId: string): Promise<{ payment: PaymentRow; orderNumber: string } | null> {
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.number })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function paymentStatusOf(db: Db, paymentId: string): Promise<PaymentStatus | null> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return PAYMENT_STATUSES.find((status) => status === row?.status) ?? null;
}

export type AppliedNotification = {
  outcome: 'applied' | 'ignored' | 'unknown' | 'amount-mismatch';
  /** The order this notification made paid: set once per order (pending → paid happens once). */
  paidOrderId: string | null;
};

/**
 * What happens in the transaction that made an order paid (pending → paid, once per order): the
 * "platba přijata" e-mail is queued there (payment-notifications.ts), so it exists exactly when
 * the payment does. Required, so no caller can make an order paid without deciding about it.
 */
export type OnOrderPaid = (tx: Db, orderId: string) => Promise<void>;

/**
 * Applies a verified notification. Only a pending payment changes; a second notification (the
 * provider retrying) is acknowledged without effect, and a paid payment never goes back.
 */
export async function applyNotification(db: Db, notification: VerifiedNotification, onPaid: OnOrderPaid): Promise<AppliedNotification> {
  return db.transaction(async (tx): Promise<AppliedNotification> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, notification.paymentId)).for('update');
    if (!payment) return { outcome: 'unknown', paidOrderId: null };
    if (payment.amount !== notification.amount) return { outcome: 'amount-mismatch', paidOrderId: null };
    // Not final yet (a gateway's status call answering PENDING), or already decided: nothing changes.
    if (payment.status !== 'pending' || notification.status === 'pending') return { outcome: 'ignored', paidOrderId: null };
    const now = new Date();
    const status = notification.status;
    await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, payment.id));
    const changed = await tx
      .update(orders)
      .set({ paymentStatus: status, ...(status === 'paid' ? { paidAt: now } : {}) })
      .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')))
      .returning({ id: orders.id });
    // The loyalty ledger follows the order's payment: voided takes the points back, paid restores them.
    if (changed.length > 0) await settlePaymentPoints(tx, { orderId: payment.orderId, paymentId: payment.id, status });
    const paidOrderId = changed.length > 0 && status === 'paid' ? payment.orderId : null;
    if (paidOrderId) await onPaid(tx, paidOrderId);
    return { outcome: 'applied', paidOrderId };
  });
}

/** Marks a paid payment (and its order) refunded; what a provider does once its refund went through. */
export async function markRefunded(db: Db, paymentId: string, amount: number, onRefunded?: OnRefunded): Promise<'refunded' | 'not-paid' | 'amount-exceeds-payment' | 'unknown-payment'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return 'unknown-payment';
    if (payment.status !== 'paid') return 'not-paid';
    if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount) return 'amount-exceeds-payment';
    const now = new Date();
    await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
    await tx.update(orders).set({ paymentStatus: 'refunded' }).where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'paid')));
    // Money given back takes back the points the purchase earned (what is left of them).
    await settlePaymentPoints(tx, { orderId: payment.orderId, paymentId, status: 'refunded' });
    await onRefunded?.(tx);
    return 'refunded';
  });
}

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
    if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.paymentStatus === 'not-required' || !order.paymentGateway) {
      return 'not-payable';
    }
    if (!isAvailable(order.paymentGateway)) return 'unavailable';
    const [pending] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    if (pending) return { paymentId: pending.id };
    const id = randomUUID();
    await tx.insert(payments).values({ id, orderId, provider: order.paymentGateway, amount: order.totalToPay });
    await tx.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, orderId));
    return { paymentId: id };
  });
}

/** What a gateway needs to create a payment: the amount, the order's number and the payer. */
export type PaymentForGateway = {
  payment: PaymentRow;
  orderNumber: string;
  email: string;
  fullName: string;
  phone: string;
};

export async function paymentForGateway(db: Db, paymentId: string): Promise<PaymentForGateway | null> {
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.number, email: orders.email, data: orders.data })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const contact = normalizeContact(row.data.orderContact);
  return { payment: row.payment, orderNumber: row.orderNumber, email: row.email, fullName: contactName(contact) || contact.personName, phone: contact.phoneNumber };
}

/**
 * Records the gateway's transaction of a payment (once): answers the stored redirect, which is the
 * one just given unless a parallel request recorded its own first.
 */
export async function recordGatewayTransaction(db: Db, paymentId: string, transId: string, redirectUrl: string): Promise<string> {
  const updated = await db
    .update(payments)
    .set({ gatewayTransId: transId, gatewayRedirectUrl: redirectUrl, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayTransId)))
    .returning({ redirect: payments.gatewayRedirectUrl });
  if (updated[0]?.redirect) return updated[0].redirect;
  const [stored] = await db.select({ redirect: payments.gatewayRedirectUrl }).from(payments).where(eq(payments.id, paymentId));
  return stored?.redirect ?? redirectUrl;
}

/** True when some payment method takes its payments through `gateway`. */
export async function gatewayHasMethods(db: Db, gateway: string): Promise<boolean> {
  const [row] = await db.select({ sku: paymentMethods.sku }).from(paymentMethods).where(eq(paymentMethods.paymentGateway, gateway)).limit(1);
  return row !== undefined;
}

/** The payment a gateway's transaction id belongs to, or null. */
export async function paymentByGatewayTransId(db: Db, provider: string, transId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.gatewayTransId, transId)));
  return row ?? null;
}

export async function paymentById(db: Db, paymentId: string): Promise<(PaymentRow & { orderNumber: string }) | null> {
  const row = await paymentWithOrder(db, paymentId);
  return row ? { ...row.payment, orderNumber: row.orderNumber } : null;
}
