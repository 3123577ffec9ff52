// Payments: the provider registry and what the transports call. The contract a gateway
// implements is PaymentProvider (provider.ts); the SQL is in repository.ts.
//
// Two providers ship: the test provider (test-provider.ts), enabled by PAYMENT_PROVIDER=test and on
// by default only in the local demo (config.ts) — NOT for production: anyone can "pay" on its
// page — and Comgate (comgate.ts, PAYMENT_PROVIDER=comgate, docs/payments-comgate.md).

import { createHmac } from 'node:crypto';
import { paidByTransfer, parsePaymentType } from '../../../domain/index.js';
import type { Services } from '../index.js';
import { resolveAuthSecret } from '../../auth/secret.js';
import { keptIn } from '../kept.js';
import { PaymentGatewayError, type NotificationRequest, type OnRefunded, type PaymentProvider, type RefundRefusal } from './provider.js';
import { applyNotification, gatewayHasMethods, paymentForGateway, paymentWithOrder, type AppliedNotification, type OnOrderPaid } from './repository.js';
import { TEST_GATEWAY, createTestProvider } from './test-provider.js';
import { COMGATE_GATEWAY, createComgateProvider } from './comgate.js';

export { PAYMENT_STATUSES, PAYMENT_GATEWAY_UNREACHABLE, PaymentGatewayError, type PaymentProvider, type PaymentStatus } from './provider.js';
export { applyNotification, retryPayment, type OnOrderPaid } from './repository.js';
export { COMGATE_GATEWAY } from './comgate.js';
export { TEST_GATEWAY } from './test-provider.js';

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
    if (services.config.paymentProvider === 'comgate' && services.config.comgate) {
      map.set(COMGATE_GATEWAY, createComgateProvider(services.database.db, services.config.comgate, services.config.publicUrl));
    }
    return map;
  });
}

/** The provider of a gateway, or null when the running shop does not take payments through it. */
export function providerFor(services: Services, gateway: string): PaymentProvider | null {
  return configuredProviders(services).get(gateway) ?? null;
}

/**
 * The configured provider's gateway when no payment method uses it (e.g. a database seeded while
 * the test provider was configured): the start warns, since nobody could pay through it.
 */
export async function unusedGateway(services: Services): Promise<string | null> {
  const gateway = services.config.paymentProvider;
  if (!gateway) return null;
  return (await gatewayHasMethods(services.database.db, gateway)) ? null : gateway;
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

export type AcceptedNotification = { outcome: NotificationOutcome; paidOrderId: string | null; claimed?: string };

/**
 * A provider's notification (webhook): verified by the gateway's provider, then applied.
 * `paidOrderId` names the order it made paid (once per order); `onPaid` runs in that transaction
 * (it queues the "platba přijata" e-mail);
 * `claimed`: what the notification said when the gateway's status call said otherwise (and won).
 * Throws PaymentGatewayError when the provider could not confirm it with the gateway.
 */
export async function acceptNotification(services: Services, gateway: string, request: NotificationRequest, onPaid: OnOrderPaid): Promise<AcceptedNotification> {
  const provider = providerFor(services, gateway);
  if (!provider) return { outcome: 'unknown-gateway', paidOrderId: null };
  const notification = await provider.verifyNotification(request);
  if (!notification) return { outcome: 'invalid-signature', paidOrderId: null };
  if (notification === 'unknown-payment') return { outcome: 'unknown', paidOrderId: null };
  const applied: AppliedNotification = await applyNotification(services.database.db, notification, onPaid);
  return notification.claimed ? { ...applied, claimed: notification.claimed } : applied;
}

/**
 * The shopper is back from the gateway: the gateway's own state of a pending payment (its status
 * call) is applied, so the thank-you page shows what the gateway knows even before its
 * notification arrives. Null when the provider has nothing to add.
 */
export async function confirmWithGateway(services: Services, gateway: string, paymentId: string, onPaid: OnOrderPaid): Promise<AppliedNotification | null> {
  const provider = providerFor(services, gateway);
  const state = provider ? await provider.confirmedState(paymentId) : null;
  return state ? applyNotification(services.database.db, state, onPaid) : null;
}

export type StartedPayment =
  | { kind: 'redirect'; url: string }
  | { kind: 'unknown' }
  /** Paid, cancelled or failed already: the order's page says what to do next. */
  | { kind: 'not-pending'; orderNumber: string }
  | { kind: 'gateway-failed'; orderNumber: string; error: PaymentGatewayError };

/**
 * The shop's payment link (an order's paymentUrl) followed: the payment is created at the gateway
 * (once; later visits get the same page) and the shopper is sent there. A gateway that fails or
 * does not answer in time leaves the order pending and payable: the caller shows the Czech reason.
 */
export async function startGatewayPayment(services: Services, gateway: string, paymentId: string): Promise<StartedPayment> {
  const provider = providerFor(services, gateway);
  const row = provider ? await paymentForGateway(services.database.db, paymentId) : null;
  if (!provider || !row || row.payment.provider !== gateway) return { kind: 'unknown' };
  if (row.payment.status !== 'pending') return { kind: 'not-pending', orderNumber: row.orderNumber };
  try {
    const { redirectUrl } = await provider.createPayment({
      paymentId,
      orderNumber: row.orderNumber,
      amount: row.payment.amount,
      email: row.email,
      fullName: row.fullName,
      phone: row.phone,
    });
    return { kind: 'redirect', url: redirectUrl };
  } catch (error) {
    if (error instanceof PaymentGatewayError) return { kind: 'gateway-failed', orderNumber: row.orderNumber, error };
    throw error;
  }
}

/** Why a refund was refused, in Czech for the back office. */
export const REFUND_REFUSALS: Readonly<Record<RefundRefusal | 'unknown-gateway', string>> = {
  'unknown-payment': 'Platba nebyla nalezena.',
  'not-paid': 'Vrátit lze jen zaplacenou platbu.',
  'amount-exceeds-payment': 'Vracená částka musí být kladná a nejvýše rovna zaplacené částce.',
  'gateway-refused': 'Platební brána vrácení peněz odmítla.',
  'gateway-unavailable': 'Platební bránu se nepodařilo kontaktovat. Vrácení zkuste prosím znovu.',
  'unknown-gateway': 'Platební brána této platby není v obchodě zapnutá.',
};

export type RefundOutcome = { ok: true } | { ok: false; reason: RefundRefusal | 'unknown-gateway'; message: string; detail?: string };

/**
 * Returns `amount` (haléře) of a paid payment to the shopper through its gateway, for the back
 * office: on success the payment and its order are refunded (and the purchase's points taken back).
 */
export async function refundPayment(services: Services, paymentId: string, amount: number, onRefunded?: OnRefunded): Promise<RefundOutcome> {
  const row = await paymentWithOrder(services.database.db, paymentId);
  if (!row) return { ok: false, reason: 'unknown-payment', message: REFUND_REFUSALS['unknown-payment'] };
  const provider = providerFor(services, row.payment.provider);
  if (!provider) return { ok: false, reason: 'unknown-gateway', message: REFUND_REFUSALS['unknown-gateway'] };
  const result = await provider.refund(paymentId, amount, onRefunded);
  if (result.ok) return result;
  return { ok: false, reason: result.reason, message: REFUND_REFUSALS[result.reason], ...(result.detail ? { detail: result.detail } : {}) };
}

export const PAYMENT_NOT_RETRYABLE = 'Tuto objednávku už není potřeba platit.';
export const PAYMENT_GATEWAY_UNAVAILABLE = 'Platební brána teď není dostupná. Zkuste to prosím později.';
