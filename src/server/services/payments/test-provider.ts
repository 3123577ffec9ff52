// The test payment provider (PAYMENT_PROVIDER=test, the demo default) — NOT FOR PRODUCTION:
// its page lets anyone pay, cancel or fail a payment with one click. It behaves like a real
// gateway in the one way that matters: after the shopper's choice it notifies the shop server
// to server with an HMAC-SHA256 signature, and only that notification changes the payment.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { NotificationRequest, PaymentProvider, VerifiedNotification } from './provider.js';
import { markRefunded, paymentStatusOf } from './repository.js';

export const TEST_SIGNATURE_HEADER = 'x-test-provider-signature';
/** Notifications older than this are refused (a captured one cannot be replayed later). */
export const NOTIFICATION_MAX_AGE_MS = 10 * 60_000;

export type TestNotification = {
  paymentId: string;
  status: 'paid' | 'cancelled' | 'failed';
  amount: number;
  /** Milliseconds since the epoch, when the provider sent it. */
  timestamp: number;
};

function canonical(n: TestNotification): string {
  return `${n.paymentId}|${n.status}|${n.amount}|${n.timestamp}`;
}

export function signNotification(key: Uint8Array, notification: TestNotification): string {
  return createHmac('sha256', key).update(canonical(notification)).digest('hex');
}

export function verifyNotification(key: Uint8Array, notification: TestNotification, signature: string | undefined, now = Date.now()): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - notification.timestamp) > NOTIFICATION_MAX_AGE_MS) return false;
  const expected = Buffer.from(signNotification(key, notification), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export const TEST_GATEWAY = 'test';

/** The body of a test-provider notification (what its page posts to the shop's webhook). */
export const testNotificationBody = z.strictObject({
  paymentId: z.string().min(1).max(64),
  status: z.enum(['paid', 'cancelled', 'failed']),
  amount: z.number().int(),
  timestamp: z.number().int(),
});

/** The test provider's pages live in the shop itself (rest/payments.ts). */
export function testGatewayUrl(paymentId: string): string {
  return `/api/payments/${TEST_GATEWAY}/gateway/${encodeURIComponent(paymentId)}`;
}

/**
 * The test provider as a PaymentProvider. `key`: the HMAC key its notifications are signed with.
 * Refunds go through at once (there is no bank behind it).
 */
export function createTestProvider(db: Db, key: () => Promise<Uint8Array>): PaymentProvider {
  return {
    gateway: TEST_GATEWAY,
    createPayment: async (payment) => ({ redirectUrl: testGatewayUrl(payment.paymentId) }),
    paymentUrl: testGatewayUrl,
    status: (paymentId) => paymentStatusOf(db, paymentId),
    // The test provider's state is the shop's own row: nothing to confirm.
    confirmedState: () => Promise.resolve(null),
    async verifyNotification(request: NotificationRequest): Promise<VerifiedNotification | null> {
      const parsed = testNotificationBody.safeParse(request.body);
      const signature = request.headers[TEST_SIGNATURE_HEADER];
      if (!parsed.success || typeof signature !== 'string') return null;
      if (!verifyNotification(await key(), parsed.data, signature)) return null;
      const { paymentId, status, amount } = parsed.data;
      return { paymentId, status, amount };
    },
    async refund(paymentId, amount, onRefunded) {
      const outcome = await markRefunded(db, paymentId, amount, onRefunded);
      return outcome === 'refunded' ? { ok: true } : { ok: false, reason: outcome };
    },
  };
}

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The provider's page: order, amount and three buttons. */
export function gatewayPage(input: { paymentId: string; orderNumber: string; amountText: string; status: string }): string {
  const action = (name: string) => `${testGatewayUrl(input.paymentId)}/${name}`;
  const pending = input.status === 'pending';
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Testovací platební brána</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.warn{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem 1rem;border-radius:.5rem}
form{display:inline-block;margin:.25rem}button{font-size:1rem;padding:.6rem 1.1rem;border-radius:.4rem;border:1px solid #9ca3af;cursor:pointer}
.pay{background:#15803d;color:#fff;border-color:#15803d}</style></head>
<body><h1>Testovací platební brána</h1>
<p class="warn">Pouze pro vývoj a ukázku — nejde o skutečnou platbu. Nepoužívat v produkci.</p>
<p>Objednávka č. <strong>${escape(input.orderNumber)}</strong></p>
<p>Částka k úhradě: <strong>${escape(input.amountText)}</strong></p>
${
  pending
    ? `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Zaplatit</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Zrušit platbu</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Simulovat chybu platby</button></form>`
    : `<p>Platba již byla zpracována (${escape(input.status)}).</p>`
}
</body></html>`;
}
