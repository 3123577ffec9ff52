// Comgate (PAYMENT_PROVIDER=comgate), the Czech payment gateway, through its REST API v2.0 as the
// official SDK calls it (comgate-payments/sdk-php: src/Http/Transport.php, src/Entity/Request/*):
// JSON bodies, `Authorization: Basic base64(merchant:secret)`, every answer `{code, message, …}`
// with code 0 for success. What the shop relies on and why is in docs/payments-comgate.md.
//
//   create   POST   {url}/payment.json                 price (haléře), curr, label, refId, method,
//                                                       email, fullName, prepareOnly, test, url_*
//                                                       → { code, message, transId, redirect }
//   status   GET    {url}/payment/transId/{transId}.json → { code, status, price, curr, test, … }
//   refund   POST   {url}/refund.json                  transId, amount, curr, test, refId → { code }
//
// The push notification (a form POST from Comgate to the shop's URL set in the client portal)
// carries `merchant` and `secret`; both are compared in constant time, and then — as Comgate's
// documentation recommends — the state is read with the status call, which decides: a push that
// says PAID for a payment the status call calls PENDING changes nothing.
//
// Every call has config.timeoutMs (10 s; AbortSignal); a failure is a PaymentGatewayError whose reason
// names the call and Comgate's code, never the credentials.

import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ComgateConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { PaymentGatewayError, type NotificationRequest, type PaymentProvider, type PaymentRequest, type PaymentStatus, type VerifiedNotification } from './provider.js';
import { markRefunded, paymentById, paymentByGatewayTransId, recordGatewayTransaction } from './repository.js';

export const COMGATE_GATEWAY = 'comgate';

/** Comgate's payment states (SDK src/Entity/Codes/PaymentStatusCode.php). */
export const COMGATE_STATES = ['PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED'] as const;
export type ComgateState = (typeof COMGATE_STATES)[number];

/**
 * Comgate's state as the shop's payment status. AUTHORIZED (a pre-authorisation the shop never
 * asks for) is not money received: it stays pending like PENDING.
 */
export function paymentStatusOfComgate(state: ComgateState): Exclude<PaymentStatus, 'refunded' | 'failed'> {
  if (state === 'PAID') return 'paid';
  if (state === 'CANCELLED') return 'cancelled';
  return 'pending';
}

/** The shop's path where the shopper comes back from Comgate (rest/comgate.ts). */
export function comgateReturnPath(paymentId: string): string {
  return `/api/payments/${COMGATE_GATEWAY}/return?paymentId=${encodeURIComponent(paymentId)}`;
}

/** Comgate's `label`: 1–16 characters (push-notification and create docs). */
export function comgateLabel(orderNumber: string): string {
  return `Obj. ${orderNumber}`.slice(0, 16);
}

// Comgate answers numbers and booleans as JSON numbers/booleans or as strings (the SDK casts both).
const intOf = z.union([z.number().int(), z.string().regex(/^-?\d+$/).transform(Number)]);
const boolOf = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const answer = z.looseObject({ code: intOf, message: z.string().default('') });
const createAnswer = answer.extend({ transId: z.string().min(1).max(64), redirect: z.url({ protocol: /^https?$/ }) });
const statusAnswer = answer.extend({
  transId: z.string(),
  status: z.enum(COMGATE_STATES),
  price: intOf,
  curr: z.string(),
  test: boolOf.optional(),
});

/** The push notification's fields the shop reads (apidoc.comgate.cz/en/push-notifikace); the rest is ignored. */
export const comgateNotificationBody = z.looseObject({
  transId: z.string().min(1).max(64),
  merchant: z.string().max(256),
  secret: z.string().max(256),
  status: z.string().max(32).optional(),
  price: z.string().max(32).optional(),
  refId: z.string().max(64).optional(),
});

/** Equal in constant time, whatever the lengths (both sides hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type Call = { method: 'GET' | 'POST'; path: string; body?: Record<string, string | number> };

export type ComgateClient = {
  create(payment: PaymentRequest, returnUrl: string): Promise<{ transId: string; redirect: string }>;
  status(transId: string): Promise<z.output<typeof statusAnswer> | null>;
  refund(input: { transId: string; amount: number; refId: string }): Promise<{ ok: true } | { ok: false; code: number; message: string }>;
};

/** The HTTP side: one JSON call per operation with Basic auth and a timeout. */
export function createComgateClient(config: ComgateConfig): ComgateClient {
  const { timeoutMs } = config;
  const authorization = `Basic ${Buffer.from(`${config.merchantId}:${config.secret}`, 'utf8').toString('base64')}`;
  const flag = (value: boolean) => (value ? 'true' : 'false');

  async function call<T extends z.ZodType>(operation: string, request: Call, schema: T): Promise<{ ok: true; data: z.output<T> } | { ok: false; code: number; message: string }> {
    let body: unknown;
    try {
      const response = await fetch(`${config.url}/${request.path}`, {
        method: request.method,
        headers: { authorization, accept: 'application/json', ...(request.body ? { 'content-type': 'application/json' } : {}) },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        throw new PaymentGatewayError(`${operation}: HTTP ${response.status}, not JSON`);
      }
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentGatewayError(`${operation}: ${timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.name : 'failed'}`, timedOut);
    }
    const head = answer.safeParse(body);
    if (!head.success) throw new PaymentGatewayError(`${operation}: answer without a code`);
    if (head.data.code !== 0) return { ok: false, code: head.data.code, message: head.data.message.slice(0, 200) };
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PaymentGatewayError(`${operation}: unexpected answer (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`);
    return { ok: true, data: parsed.data };
  }

  return {
    async create(payment, returnUrl) {
      const answered = await call('create', {
        method: 'POST',
        path: 'payment.json',
        body: {
          price: payment.amount,
          curr: 'CZK',
          label: comgateLabel(payment.orderNumber),
          refId: payment.orderNumber,
          method: 'ALL',
          email: payment.email,
          fullName: payment.fullName,
          ...(payment.phone ? { phone: payment.phone } : {}),
          country: 'CZ',
          lang: 'cs',
          prepareOnly: 'true',
          test: flag(config.test),
          url_paid: returnUrl,
          url_cancelled: returnUrl,
          url_pending: returnUrl,
        },
      }, createAnswer);
      if (!answered.ok) throw new PaymentGatewayError(`create: Comgate code ${answered.code} ${answered.message}`);
      return { transId: answered.data.transId, redirect: answered.data.redirect };
    },
    async status(transId) {
      const answered = await call('status', { method: 'GET', path: `payment/transId/${encodeURIComponent(transId)}.json` }, statusAnswer);
      if (answered.ok) return answered.data;
      // 1400: no such payment (SDK PaymentStatusResponse → PaymentNotFoundException).
      if (answered.code === 1400) return null;
      throw new PaymentGatewayError(`status: Comgate code ${answered.code} ${answered.message}`);
    },
    async refund({ transId, amount, refId }) {
      const answered = await call('refund', { method: 'POST', path: 'refund.json', body: { transId, amount, curr: 'CZK', test: flag(config.test), refId } }, answer);
      return answered.ok ? { ok: true } : { ok: false, code: answered.code, message: answered.message };
    },
  };
}

/**
 * Comgate as a PaymentProvider. `publicUrl`: the shop's base URL, for the return address Comgate
 * sends the shopper back to.
 */
export function createComgateProvider(db: Db, config: ComgateConfig, publicUrl: string): PaymentProvider {
  const client = createComgateClient(config);

  /** The status call as the shop's verified state of a payment. */
  async function stateOf(paymentId: string, transId: string): Promise<VerifiedNotification | null> {
    const state = await client.status(transId);
    if (!state || state.transId !== transId || state.curr !== 'CZK') return null;
    // A test payment is never money in a shop that does not run in test mode: it stays pending.
    if (state.test === true && !config.test) return { paymentId, status: 'pending', amount: state.price };
    return { paymentId, status: paymentStatusOfComgate(state.status), amount: state.price };
  }

  return {
    gateway: COMGATE_GATEWAY,
    async createPayment(payment) {
      const stored = await paymentById(db, payment.paymentId);
      if (stored?.gatewayRedirectUrl) return { redirectUrl: stored.gatewayRedirectUrl };
      const created = await client.create(payment, new URL(comgateReturnPath(payment.paymentId), `${publicUrl}/`).toString());
      return { redirectUrl: await recordGatewayTransaction(db, payment.paymentId, created.transId, created.redirect) };
    },
    paymentUrl: (paymentId) => `/api/payments/${COMGATE_GATEWAY}/gateway/${encodeURIComponent(paymentId)}`,
    async status(paymentId) {
      const payment = await paymentById(db, paymentId);
      if (!payment?.gatewayTransId) return null;
      return (await stateOf(paymentId, payment.gatewayTransId))?.status ?? null;
    },
    async verifyNotification(request: NotificationRequest) {
      const parsed = comgateNotificationBody.safeParse(request.body);
      if (!parsed.success) return null;
      const { transId, merchant, secret } = parsed.data;
      // Both compared, always, so the answer's timing says nothing about which one was wrong.
      const genuine = [sameSecret(merchant, config.merchantId), sameSecret(secret, config.secret)].every(Boolean);
      if (!genuine) return null;
      const payment = await paymentByGatewayTransId(db, COMGATE_GATEWAY, transId);
      if (!payment) return 'unknown-payment';
      const state = await stateOf(payment.id, transId);
      if (!state) return 'unknown-payment';
      // The status call decides; what the push itself claimed is kept for the log when it differs.
      const pushed = COMGATE_STATES.find((s) => s === parsed.data.status);
      return pushed && paymentStatusOfComgate(pushed) !== state.status ? { ...state, claimed: pushed } : state;
    },
    async confirmedState(paymentId) {
      const payment = await paymentById(db, paymentId);
      if (!payment?.gatewayTransId || payment.status !== 'pending') return null;
      return stateOf(paymentId, payment.gatewayTransId);
    },
    async refund(paymentId, amount, onRefunded) {
      const payment = await paymentById(db, paymentId);
      if (!payment) return { ok: false, reason: 'unknown-payment' };
      if (payment.status !== 'paid' || !payment.gatewayTransId) return { ok: false, reason: 'not-paid' };
      if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount) return { ok: false, reason: 'amount-exceeds-payment' };
      let refunded: Awaited<ReturnType<ComgateClient['refund']>>;
      try {
        refunded = await client.refund({ transId: payment.gatewayTransId, amount, refId: payment.orderNumber });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        return { ok: false, reason: 'gateway-unavailable', detail: error.reason };
      }
      if (!refunded.ok) return { ok: false, reason: 'gateway-refused', detail: `Comgate code ${refunded.code} ${refunded.message}` };
      const outcome = await markRefunded(db, paymentId, amount, onRefunded);
      return outcome === 'refunded' ? { ok: true } : { ok: false, reason: outcome };
    },
  };
}
