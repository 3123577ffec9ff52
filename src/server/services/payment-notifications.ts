// A gateway's notification as the transports call it: applied (payments/), and when it made the
// order paid, the "platba přijata" e-mail queued in the same transaction (mail outbox). The
// transition pending → paid happens once per order under its row lock, so a provider retrying the
// notification queues no second mail.

import type { Db } from '../db/client.js';
import type { Services } from './index.js';
import { acceptNotification, confirmWithGateway, type NotificationOutcome, type OnOrderPaid } from './payments/index.js';
import type { NotificationRequest } from './payments/provider.js';
import { loadOrder } from './orders.js';
import { queuePaymentReceived } from './order-mail.js';

type Log = { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };

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

export async function receivePaymentNotification(services: Services, gateway: string, request: NotificationRequest, log: Log): Promise<NotificationOutcome> {
  const { outcome, paidOrderId, claimed } = await acceptNotification(services, gateway, request, paymentReceivedMail(services, log));
  if (claimed) log.warn({ gateway, claimed, outcome }, 'payment notification disagreed with the gateway status call; the status call decided');
  if (paidOrderId) services.outbox.wake();
  return outcome;
}

/**
 * The shopper is back from the gateway: what the gateway's status call says is applied (the same
 * transition and e-mail as a notification). A gateway that does not answer changes nothing: the
 * notification will.
 */
export async function confirmPaymentOnReturn(services: Services, gateway: string, paymentId: string, log: Log): Promise<void> {
  try {
    const applied = await confirmWithGateway(services, gateway, paymentId, paymentReceivedMail(services, log));
    if (applied?.paidOrderId) services.outbox.wake();
  } catch (error) {
    log.warn({ gateway, paymentId, reason: error instanceof Error ? error.message : 'failed' }, 'payment status on return not confirmed');
  }
}
