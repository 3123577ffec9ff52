import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { getCart, resetCart, updateSubjects } from '../services/cart.js';
import { requestClaims } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';
import { updateMethods } from '../services/checkout-methods.js';
import { loadMethodCatalog, shippingPaymentMapEntries } from '../services/methods.js';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN, createPurchase } from '../services/orders.js';
import { loadSharedCart } from '../services/share-cart.js';
import { gatewayAvailable } from '../services/payments/index.js';

const subjectUpdate = z.object({
  sku: z.string().min(1).max(80),
  quantity: z.number().int().min(0).max(1_000_000),
  mode: z.enum(['SET', 'ADD']).default('SET'),
});
const batch = z.object({ batch: z.array(subjectUpdate).min(1).max(200) });

/** Checkout REST needs the access token, and only the token's own checkout may be touched. */
async function ownCheckout(services: Services, request: FastifyRequest): Promise<string> {
  const claims = await requestClaims(services, request);
  if (!claims) throw new HttpError(401, 'Přístup ke košíku vyžaduje platný přístupový token.');
  const { id } = z.object({ id: z.string().min(1).max(64) }).parse(request.params);
  if (claims.checkoutId !== id) throw new HttpError(403, 'Tento košík vám nepatří.');
  return id;
}

export async function checkoutRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  app.get('/api/checkout/:id/cart', async (request) => getCart(db, await ownCheckout(services, request)));

  app.post('/api/checkout/:id/cart/update-subject', async (request) => {
    const id = await ownCheckout(services, request);
    return updateSubjects(db, id, [subjectUpdate.parse(request.body)]);
  });

  app.post('/api/checkout/:id/cart/update-subject-batch', async (request) => {
    const id = await ownCheckout(services, request);
    return updateSubjects(db, id, batch.parse(request.body).batch);
  });

  app.post('/api/checkout/:id/cart/reset', async (request) => resetCart(db, await ownCheckout(services, request)));

  // --- Checkout (issue 6): methods, order placement. Strict bodies: a client never sends prices. ---

  const methodsBody = z.strictObject({
    shippingSku: z.string().max(80).nullish(),
    paymentSku: z.string().max(80).nullish(),
  });
  app.post('/api/checkout/:id/cart/update-methods', async (request) => {
    const id = await ownCheckout(services, request);
    const body = methodsBody.parse(request.body ?? {});
    return updateMethods(db, id, body, (gateway) => gatewayAvailable(services, gateway));
  });

  app.get('/api/checkout/:id/shipping-methods', async (request) => (await getCart(db, await ownCheckout(services, request))).shippingMethods);
  app.get('/api/checkout/:id/payment-methods', async (request) => (await getCart(db, await ownCheckout(services, request))).paymentMethods);
  app.get('/api/checkout/:id/shipping-payment-map', async (request) => {
    await ownCheckout(services, request);
    return shippingPaymentMapEntries(await loadMethodCatalog(db));
  });

  const purchaseBody = z.strictObject({
    idempotencyKey: z.string().optional(),
    expectedTotal: z.number().int().min(0).max(1_000_000_000_00).nullish(),
    locale: z.string().max(10).optional(),
  });
  app.post('/api/checkout/:id/create-purchase', async (request) => {
    const id = await ownCheckout(services, request);
    const body = purchaseBody.parse(request.body ?? {});
    const header = request.headers['idempotency-key'];
    const idempotencyKey = body.idempotencyKey ?? (typeof header === 'string' ? header : undefined);
    if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
    }
    return createPurchase(services, id, { idempotencyKey, expectedTotal: body.expectedTotal ?? null });
  });

  /** Loads a shared cart (token of the e-mail link) into this checkout's cart. */
  app.post('/api/checkout/:id/cart/load-shared', async (request) => {
    const id = await ownCheckout(services, request);
    const { token } = z.strictObject({ token: z.string().min(1).max(100) }).parse(request.body ?? {});
    return loadSharedCart(db, id, token);
  });
}
