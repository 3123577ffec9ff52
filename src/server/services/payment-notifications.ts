// A gateway's notification as the transports call it: applied (payments/), and when it made the
// order paid, the "platba přijata" e-mail queued in the same transaction (mail outbox). The
// transition pending → paid happens once per order under its row lock, so a provider retrying the
// notification queues no second mail.

import type { Db } from '../db/client.js';
import type { Services } from './index.js';
import { acceptNotification, type NotificationOutcome, type OnOrderPaid } from './payments/index.js';
import type { NotificationRequest } from './payments/provider.js';
import { loadOrder } from './orders.js';
import { queuePaymentReceived } from './order-mail.js';

type Log = { error: (details: object, message: string) => void };

/**
 * Queues "platba přijata" in the transaction that made the order paid. A failure (template,
 * insert: undone alone, in its savepoint) is logged: the payment stands, and the gateway must not
 * retry (and pay twice) because a mail failed.
 */
export function paymentReceivedMail(services: Services, log: Log): OnOrderPaid {
  return async (tx: Db, orderId: string) => {
    try {
      await tx.transaction(async (savepoint) => {
        const order = await loadOrder(savepoint, { id: orderId });
        if (order) await queuePaymentReceived(services, savepoint, order);
      });
    } catch (error) {
      log.error({ err: error, orderId }, 'payment-received e-mail could not be queued');
    }
  };
}

export async function receivePaymentNotification(
  services: Services,
  gateway: string,
  request: NotificationRequest,
  log: Log,
): Promise<NotificationOutcome> {
  const { outcome, paidOrderId } = await acceptNotification(services, gateway, request, paymentReceivedMail(services, log));
  if (paidOrderId) services.outbox.wake();
  return outcome;
}
