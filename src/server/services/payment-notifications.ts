// A gateway's notification as the transports call it: applied (payments/), and when it made the
// order paid, the "platba přijata" e-mail after the commit. The transition pending → paid happens
// once per order under its row lock, so a provider retrying the notification sends no second mail.

import type { Services } from './index.js';
import { acceptNotification, confirmWithGateway, type NotificationOutcome } from './payments/index.js';
import type { NotificationRequest } from './payments/provider.js';
import { loadOrder } from './orders.js';
import { sendPaymentReceived } from './order-mail.js';

type Log = { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };

export async function receivePaymentNotification(services: Services, gateway: string, request: NotificationRequest, log: Log): Promise<NotificationOutcome> {
  const { outcome, paidOrderId, claimed } = await acceptNotification(services, gateway, request);
  if (claimed) log.warn({ gateway, claimed, outcome }, 'payment notification disagreed with the gateway status call; the status call decided');
  await paidMail(services, paidOrderId, log);
  return outcome;
}

/**
 * The shopper is back from the gateway: what the gateway's status call says is applied (the same
 * transition and e-mail as a notification). A gateway that does not answer changes nothing: the
 * notification will.
 */
export async function confirmPaymentOnReturn(services: Services, gateway: string, paymentId: string, log: Log): Promise<void> {
  try {
    const applied = await confirmWithGateway(services, gateway, paymentId);
    await paidMail(services, applied?.paidOrderId ?? null, log);
  } catch (error) {
    log.warn({ gateway, paymentId, reason: error instanceof Error ? error.message : 'failed' }, 'payment status on return not confirmed');
  }
}

async function paidMail(services: Services, paidOrderId: string | null, log: Log): Promise<void> {
  if (paidOrderId) {
    try {
      const order = await loadOrder(services.database.db, { id: paidOrderId });
      if (order) await sendPaymentReceived(services, order);
    } catch (error) {
      // The payment stands; the gateway must not retry (and pay twice) because a mail failed.
      log.error({ err: error, orderId: paidOrderId }, 'payment-received e-mail failed');
    }
  }
}
