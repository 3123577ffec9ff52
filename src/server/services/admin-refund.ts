// "Vrátit platbu" on the back office's order detail (issue 17): a paid online payment goes back
// to the shopper through its gateway (refundPayment: Comgate's refund call; the test provider
// only records it, since no money ever moved), in part or in full, audit-logged in the
// transaction that marks the payment refunded. The gateway's Czech refusals are the answer.

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import type { Services } from './index.js';
import { REFUND_REFUSALS, TEST_GATEWAY, refundPayment } from './payments/index.js';
import { writeAudit, type StaffActor, type StaffError } from './staff.js';

/** `detail`: the gateway's own words of a refusal, for the log (never shown to staff). */
export type AdminRefundOutcome = { ok: true; warnings: string[] } | { ok: false; errors: StaffError[]; detail?: string };

/** Warning of a refund through the test provider: recorded, but no money moved (none came in). */
export const TEST_REFUND_WARNING = 'test-payment';

/** What of a payment can be refunded now: all of a paid one (a refund is one, in part or in full). */
export function refundableAmount(payment: { status: string; amount: number }): number {
  return payment.status === 'paid' ? payment.amount : 0;
}

export async function refundOrderPayment(services: Services, actor: StaffActor, input: { orderId: string; paymentId: string; amount: number }): Promise<AdminRefundOutcome> {
  const db: Db = services.database.db;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.orderId, input.orderId)));
  if (!payment) return { ok: false, errors: [{ code: 'unknown-payment', field: 'paymentId', message: REFUND_REFUSALS['unknown-payment'] }] };
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > refundableAmount(payment)) {
    const reason = payment.status === 'paid' ? 'amount-exceeds-payment' : 'not-paid';
    return { ok: false, errors: [{ code: reason, field: reason === 'not-paid' ? 'paymentId' : 'amount', message: REFUND_REFUSALS[reason] }] };
  }
  const outcome = await refundPayment(services, payment.id, input.amount, (tx) =>
    writeAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: input.orderId,
      before: { paymentId: payment.id, status: payment.status, amount: payment.amount },
      after: { paymentId: payment.id, status: 'refunded', refunded: input.amount, provider: payment.provider },
    }),
  );
  if (!outcome.ok) {
    const errors = [{ code: outcome.reason, field: outcome.reason === 'amount-exceeds-payment' ? 'amount' : null, message: outcome.message }];
    return outcome.detail ? { ok: false, errors, detail: outcome.detail } : { ok: false, errors };
  }
  return { ok: true, warnings: payment.provider === TEST_GATEWAY ? [TEST_REFUND_WARNING] : [] };
}
