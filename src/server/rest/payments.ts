// Routes of the test payment provider (NOT FOR PRODUCTION; only with PAYMENT_PROVIDER=test, which
// is on by default only in the local demo) and the shop's notification endpoint. Without the test
// provider none of these routes exists (404).
//
//   GET  /api/payments/test/gateway/:paymentId           the provider's page (pay / cancel / fail)
//   POST /api/payments/test/gateway/:paymentId/:action   the shopper's choice; the provider then
//                                                        notifies the shop server to server and
//                                                        sends the browser to the return URL
//   POST /api/payments/test/notify                       the shop's webhook: HMAC-signed, the ONLY
//                                                        way a payment becomes paid
//   GET  /api/payments/test/return?paymentId=…           where the browser comes back: shows the
//                                                        order (thank-you page), changes nothing

import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { formatCzk } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { HttpError } from '../http/errors.js';
import { notificationKey, paymentForPage, providerFor } from '../services/payments/index.js';
import { receivePaymentNotification } from '../services/payment-notifications.js';
import {
  TEST_GATEWAY,
  TEST_SIGNATURE_HEADER,
  gatewayPage,
  signNotification,
  testNotificationBody,
  type TestNotification,
} from '../services/payments/test-provider.js';

export const THANK_YOU_PATH = '/dekujeme';
export const PAYMENT_GATEWAY_OFF = 'Tato platební brána v tomto obchodě není zapnutá.';
const ACTIONS = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const;
const paymentIdParam = z.string().min(1).max(64);

export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  if (!providerFor(services, TEST_GATEWAY)) {
    // Off (a deployment): every test-gateway address, form posts included, is a plain 404.
    await app.register(async (scope) => {
      await scope.register(formbody);
      scope.all('/api/payments/test/*', async () => {
        throw new HttpError(404, PAYMENT_GATEWAY_OFF);
      });
    });
    return;
  }

  async function paymentWithOrder(paymentId: string) {
    const row = await paymentForPage(services, paymentId);
    if (!row) throw new HttpError(404, 'Platba nebyla nalezena.');
    return row;
  }

  app.get('/api/payments/test/gateway/:paymentId', async (request, reply) => {
    const { paymentId } = z.object({ paymentId: paymentIdParam }).parse(request.params);
    const { payment, orderNumber } = await paymentWithOrder(paymentId);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return gatewayPage({ paymentId, orderNumber, amountText: formatCzk(payment.amount), status: payment.status });
  });

  // The provider's page posts a plain HTML form; only this scope parses urlencoded bodies.
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/api/payments/test/gateway/:paymentId/:action', async (request, reply) => {
      const params = z.object({ paymentId: paymentIdParam, action: z.enum(['pay', 'cancel', 'fail']) }).parse(request.params);
      const { payment } = await paymentWithOrder(params.paymentId);
      const notification: TestNotification = { paymentId: payment.id, status: ACTIONS[params.action], amount: payment.amount, timestamp: Date.now() };
      // The provider's server calls the shop's webhook (in process here: no network, same route).
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/test/notify',
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signNotification(await notificationKey(services), notification) },
        payload: JSON.stringify(notification),
      });
      if (response.statusCode >= 300) request.log.warn({ status: response.statusCode, body: response.body }, 'test payment notification refused');
      return reply.redirect(`/api/payments/test/return?paymentId=${encodeURIComponent(payment.id)}`, 303);
    });
  });

  app.post('/api/payments/test/notify', async (request) => {
    // Bad input is a 400 with the field named; the signature is the provider's to verify.
    testNotificationBody.parse(request.body ?? {});
    const outcome = await receivePaymentNotification(services, TEST_GATEWAY, { headers: request.headers, body: request.body }, request.log);
    if (outcome === 'invalid-signature' || outcome === 'unknown-gateway') throw new HttpError(401, 'Neplatný podpis notifikace.');
    if (outcome === 'unknown') throw new HttpError(404, 'Platba nebyla nalezena.');
    if (outcome === 'amount-mismatch') throw new HttpError(400, 'Částka notifikace nesouhlasí s platbou.');
    return { ok: true, outcome };
  });

  // Whatever the query says (status=paid included), this only redirects: the browser cannot pay.
  app.get('/api/payments/test/return', async (request, reply) => {
    const { paymentId } = z.object({ paymentId: paymentIdParam }).passthrough().parse(request.query);
    const { orderNumber } = await paymentWithOrder(paymentId);
    return reply.redirect(`${THANK_YOU_PATH}?objednavka=${encodeURIComponent(orderNumber)}`, 303);
  });
}
