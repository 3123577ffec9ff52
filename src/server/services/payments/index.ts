// Payments: the provider registry and what the transports call. The contract a gateway
// implements is PaymentProvider (provider.ts); the SQL is in repository.ts.
//
// The one provider shipped is the test provider (test-provider.ts), enabled by PAYMENT_PROVIDER=test
// and on by default only in the local demo (config.ts). It is NOT for production: anyone can "pay"
// on its page.

import { createHmac } from 'node:crypto';
import { paidByTransfer, parsePaymentType } from '../../../domain/index.js';
import type { Services } from '../index.js';
import { resolveAuthSecret } from '../../auth/secret.js';
import { keptIn } from '../kept.js';
import type { NotificationRequest, PaymentProvider } from './provider.js';
import { applyNotification, paymentWithOrder, type OnOrderPaid } from './repository.js';
import { TEST_GATEWAY, createTestProvider } from './test-provider.js';

export { PAYMENT_STATUSES, type PaymentProvider, type PaymentStatus } from './provider.js';
export { applyNotification, retryPayment, type OnOrderPaid } from './repository.js';

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

const providers = new WeakMap<Services, Map<string, PaymentProvider>>();

/** The configured providers by gateway id (config.paymentProvider). */
function configuredProviders(services: Services): Map<string, PaymentProvider> {
  return keptIn(providers, services, () => {
    const map = new Map<string, PaymentProvider>();
    if (services.config.paymentProvider === 'test') {
      map.set(TEST_GATEWAY, createTestProvider(services.database.db, () => notificationKey(services)));
    }
    return map;
  });
}

/** The provider of a gateway, or null when the running shop does not take payments through it. */
export function providerFor(services: Services, gateway: string): PaymentProvider | null {
  return configuredProviders(services).get(gateway) ?? null;
}

/** True when the running shop can take payments through this gateway. */
export function gatewayAvailable(services: Services, gateway: string): boolean {
  return providerFor(services, gateway) !== null;
}

/**
 * True when the running shop can take this payment method: a gateway payment needs its provider,
 * a transfer (bank transfer, invoice) needs the shop's account (config.bankAccount) — without it
 * nobody could pay, so the method is refused like a gateway without a provider.
 */
export function paymentAvailable(services: Services, payment: { paymentGateway?: string | null; paymentType?: string | null }): boolean {
  if (payment.paymentGateway && !gatewayAvailable(services, payment.paymentGateway)) return false;
  return !paidByTransfer(parsePaymentType(payment.paymentType)) || services.config.bankAccount !== null;
}

/**
 * The provider's page for a pending payment. The test provider serves it from the shop itself;
 * a real provider returns its own URL from createPayment.
 */
export function gatewayUrl(gateway: string, paymentId: string): string {
  return `/api/payments/${encodeURIComponent(gateway)}/gateway/${encodeURIComponent(paymentId)}`;
}

/** A payment and its order's number, for a provider page; null when unknown. */
export function paymentForPage(services: Services, paymentId: string) {
  return paymentWithOrder(services.database.db, paymentId);
}

export type NotificationOutcome = 'applied' | 'ignored' | 'unknown' | 'amount-mismatch' | 'invalid-signature' | 'unknown-gateway';

/**
 * A provider's notification (webhook): verified by the gateway's provider, then applied.
 * `paidOrderId` names the order it made paid (once per order); `onPaid` runs in that transaction
 * (it queues the "platba přijata" e-mail).
 */
export async function acceptNotification(
  services: Services,
  gateway: string,
  request: NotificationRequest,
  onPaid: OnOrderPaid,
): Promise<{ outcome: NotificationOutcome; paidOrderId: string | null }> {
  const provider = providerFor(services, gateway);
  if (!provider) return { outcome: 'unknown-gateway', paidOrderId: null };
  const notification = await provider.verifyNotification(request);
  if (!notification) return { outcome: 'invalid-signature', paidOrderId: null };
  return applyNotification(services.database.db, notification, onPaid);
}

export const PAYMENT_NOT_RETRYABLE = 'Tuto objednávku už není potřeba platit.';
export const PAYMENT_GATEWAY_UNAVAILABLE = 'Platební brána teď není dostupná. Zkuste to prosím později.';
