// The customer's e-mail of each back-office transition (issue 16), the spec's templates:
// sent → sentToParcelService (carrier, tracking number and link), ready-for-pickup →
// readyToPickup, cancelled → cancelOrder (with the reason). One call per transition, queued in the
// mail outbox inside the transition's transaction (a savepoint: a template or queue failure is the
// warning `mail-failed` and the order's state stands, never a lost change).

import type { orders } from '../db/schema.js';
import { paidByTransfer, parsePaymentType, trackingUrl, type OrderState } from '../../domain/index.js';
import type { Db } from '../db/client.js';
import type { MailTemplateType, TemplateMail } from '../mail/index.js';
import type { Services } from './index.js';
import { queueMail } from './mail-outbox.js';
import { sellerAndSender } from './order-mail.js';

type OrderRow = typeof orders.$inferSelect;

export const MAIL_FAILED_WARNING = 'mail-failed';

export async function queueOrderStateMail(services: Services, tx: Db, order: OrderRow, state: OrderState): Promise<string[]> {
  if (!order.email) return [];
  const queue = async <K extends MailTemplateType>(mail: TemplateMail<K>): Promise<string[]> => {
    const queued = await queueMail(tx, services.outbox, mail);
    return queued.ok ? [] : [MAIL_FAILED_WARNING];
  };
  try {
    const { from } = await sellerAndSender(services, tx);
    switch (state) {
      case 'sent':
        return queue({
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
      case 'ready-for-pickup': {
        const settled = order.paymentStatus === 'paid' || paidByTransfer(parsePaymentType(order.paymentType));
        return queue({
          to: order.email,
          from,
          type: 'readyToPickup',
          props: { orderNumber: order.number, pickupPlace: order.shippingName, amountToPay: settled ? 0 : order.totalToPay },
        });
      }
      case 'cancelled':
        return queue({ to: order.email, from, type: 'cancelOrder', props: { orderNumber: order.number, ...(order.cancelReason ? { reason: order.cancelReason } : {}) } });
      default:
        // processing and delivered have no e-mail in the spec.
        return [];
    }
  } catch {
    return [MAIL_FAILED_WARNING];
  }
}
