// Routes of the Comgate gateway (PAYMENT_PROVIDER=comgate; without it every address here is a 404):
//
//   GET  /api/payments/comgate/gateway/:paymentId   an order's payment link: the payment is created
//                                                   at Comgate (once) and the browser is sent to
//                                                   Comgate's page; when Comgate fails or does not
//                                                   answer, back to the order with the Czech warning
//   POST /api/payments/comgate/notify               Comgate's push (form POST, URL set in Comgate's
//                                                   client portal): merchant + secret checked, the
//                                                   state confirmed by the status call; answers "OK"
//   GET  /api/payments/comgate/return?paymentId=…   where Comgate sends the browser back: the status
//                                                   call's state is applied, then the thank-you page
//
// The browser never decides a payment: the return URL only asks Comgate.

import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { HttpError } from '../http/errors.js';
import { COMGATE_GATEWAY, PaymentGatewayError, paymentForPage, providerFor, startGatewayPayment } from '../services/payments/index.js';
import { comgateNotificationBody } from '../services/payments/comgate.js';
import { confirmPaymentOnReturn, receivePaymentNotification } from '../services/payment-notifications.js';
import { PAYMENT_GATEWAY_OFF, THANK_YOU_PATH } from './payments.js';

const paymentIdParam = z.string().min(1).max(64);
const thankYou = (orderNumber: string, warning?: string) =>
  `${THANK_YOU_PATH}?objednavka=${encodeURIComponent(orderNumber)}${warning ? `&varovani=${warning}` : ''}`;

export async function comgateRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // Comgate's push is a form POST; only this scope parses urlencoded bodies.
    await scope.register(formbody);

    if (!providerFor(services, COMGATE_GATEWAY)) {
      scope.all('/api/payments/comgate/*', async () => {
        throw new HttpError(404, PAYMENT_GATEWAY_OFF);
      });
      return;
    }

    scope.get('/api/payments/comgate/gateway/:paymentId', async (request, reply) => {
      const { paymentId } = z.object({ paymentId: paymentIdParam }).parse(request.params);
      const started = await startGatewayPayment(services, COMGATE_GATEWAY, paymentId);
      void reply.header('cache-control', 'no-store');
      switch (started.kind) {
        case 'redirect':
          return reply.redirect(started.url, 303);
        case 'unknown':
          throw new HttpError(404, 'Platba nebyla nalezena.');
        case 'not-pending':
          return reply.redirect(thankYou(started.orderNumber), 303);
        case 'gateway-failed':
          request.log.warn({ paymentId, reason: started.error.reason, timedOut: started.error.timedOut }, 'comgate: payment not created');
          return reply.redirect(thankYou(started.orderNumber, 'payment-gateway-transaction-error'), 303);
      }
    });

    scope.post('/api/payments/comgate/notify', async (request, reply) => {
      // Bad input is a 400; merchant and secret are the provider's to verify (401 when wrong).
      if (!comgateNotificationBody.safeParse(request.body ?? {}).success) throw new HttpError(400, 'Notifikace nemá povinné údaje (transId, merchant, secret).');
      let outcome;
      try {
        outcome = await receivePaymentNotification(services, COMGATE_GATEWAY, { headers: request.headers, body: request.body }, request.log);
      } catch (error) {
        // Comgate's API did not confirm the state: 502, so that Comgate tries again (SDK README).
        if (!(error instanceof PaymentGatewayError)) throw error;
        request.log.warn({ reason: error.reason }, 'comgate: notification not confirmed by the status call');
        throw new HttpError(502, 'Stav platby se nepodařilo ověřit u platební brány.');
      }
      if (outcome === 'invalid-signature' || outcome === 'unknown-gateway') throw new HttpError(401, 'Neplatná notifikace.');
      if (outcome === 'unknown') throw new HttpError(404, 'Platba nebyla nalezena.');
      if (outcome === 'amount-mismatch') throw new HttpError(400, 'Částka notifikace nesouhlasí s platbou.');
      // What the official SDK's example answers a handled push with.
      return reply.type('text/plain; charset=utf-8').send('OK');
    });

    scope.get('/api/payments/comgate/return', async (request, reply) => {
      const { paymentId } = z.looseObject({ paymentId: paymentIdParam }).parse(request.query);
      const row = await paymentForPage(services, paymentId);
      if (!row || row.payment.provider !== COMGATE_GATEWAY) throw new HttpError(404, 'Platba nebyla nalezena.');
      await confirmPaymentOnReturn(services, COMGATE_GATEWAY, paymentId, request.log);
      void reply.header('cache-control', 'no-store');
      return reply.redirect(thankYou(row.orderNumber), 303);
    });
  });
}
