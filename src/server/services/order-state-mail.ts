// The customer's e-mail of each back-office transition (issue 16), the spec's templates:
// sent → sentToParcelService (carrier, tracking number and link), ready-for-pickup →
// readyToPickup, cancelled → cancelOrder (with the reason). One call per transition, after the
// commit; a failure is the warning `mail-failed` (the order's state stands), never a lost change.

import type { orders } from '../db/schema.js';
import { paidByTransfer, parsePaymentType, trackingUrl, type OrderState } from '../../domain/index.js';
import { sendTemplate } from '../mail/index.js';
import type { Services } from './index.js';
import { sellerAndSender } from './order-mail.js';

type OrderRow = typeof orders.$inferSelect;

export const MAIL_FAILED_WARNING = 'mail-failed';

export async function sendOrderStateMail(services: Services, order: OrderRow, state: OrderState): Promise<string[]> {
  if (!order.email) return [];
  try {
    const { from } = await sellerAndSender(services);
    switch (state) {
      case 'sent':
        await sendTemplate(services.mailer, {
          to: order.email,
          from,
          type: 'sentToParcelService',
          props: {
            orderNumber: order.number,
            carrier: order.carrier ?? '',
            ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
            ...(trackingUrl(order.carrier, order.trackingNumber) ? { trackingUrl: trackingUrl(order.carrier, order.trackingNumber) ?? '' } : {}),
          },
        });
        return [];
      case 'ready-for-pickup': {
        const settled = order.paymentStatus === 'paid' || paidByTransfer(parsePaymentType(order.paymentType));
        await sendTemplate(services.mailer, {
          to: order.email,
          from,
          type: 'readyToPickup',
          props: { orderNumber: order.number, pickupPlace: order.shippingName, amountToPay: settled ? 0 : order.totalToPay },
        });
        return [];
      }
      case 'cancelled':
        await sendTemplate(services.mailer, { to: order.email, from, type: 'cancelOrder', props: { orderNumber: order.number, ...(order.cancelReason ? { reason: order.cancelReason } : {}) } });
        return [];
      default:
        // processing and delivered have no e-mail in the spec.
        return [];
    }
  } catch {
    return [MAIL_FAILED_WARNING];
  }
}
