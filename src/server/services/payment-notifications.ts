// A gateway's notification as the transports call it: applied (payments/), and when it made the
// order paid, the "platba přijata" e-mail after the commit. The transition pending → paid happens
// once per order under its row lock, so a provider retrying the notification sends no second mail.

import type { Services } from './index.js';
import { acceptNotification, type NotificationOutcome } from './payments/index.js';
import type { NotificationRequest } from './payments/provider.js';
import { loadOrder } from './orders.js';
import { sendPaymentReceived } from './order-mail.js';

export async function receivePaymentNotification(
  services: Services,
  gateway: string,
  request: NotificationRequest,
  log: { error: (details: object, message: string) => void },
): Promise<NotificationOutcome> {
  const { outcome, paidOrderId } = await acceptNotification(services, gateway, request);
  if (paidOrderId) {
    try {
      const order = await loadOrder(services.database.db, { id: paidOrderId });
      if (order) await sendPaymentReceived(services, order);
    } catch (error) {
      // The payment stands; the gateway must not retry (and pay twice) because a mail failed.
      log.error({ err: error, orderId: paidOrderId }, 'payment-received e-mail failed');
    }
  }
  return outcome;
}
