import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { getCart, resetCart, updateSubjects } from '../services/cart.js';
import { HttpError } from '../http/errors.js';
import { restCheckout, restToken } from './guards.js';
import { updateMethods } from '../services/checkout-methods.js';
import { loadMethodCatalog, shippingPaymentMapEntries } from '../services/methods.js';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN, createPurchase } from '../services/orders.js';
import { loadSharedCart } from '../services/share-cart.js';
import { paymentAvailable } from '../services/payments/index.js';
import { CART_UPDATE_BATCH_LIMIT, MAX_MONEY } from '../../domain/index.js';
import { parseInput } from './input.js';
import { sendJsonOnce } from './json-once.js';

const SUBJECT_SKU = z.string().trim().min(1).max(80);
/**
 * One subject change. Strict like every checkout body (docs/api-checkout.md): the product is
 * `sku` or the spec's alias `productSku` (section 3, "sku or productSku"), an unknown field is a
 * 400 instead of being ignored.
 */
const subjectUpdate = z
  .strictObject({
    sku: SUBJECT_SKU.optional(),
    productSku: SUBJECT_SKU.optional(),
    quantity: z.number().int().min(0).max(1_000_000),
    mode: z.enum(['SET', 'ADD']).default('SET'),
  })
  .refine((u) => (u.sku ?? u.productSku) !== undefined, { error: 'Zadejte kód produktu (sku).', path: ['sku'] })
  .refine((u) => u.sku === undefined || u.productSku === undefined || u.sku === u.productSku, {
    error: 'Pole sku a productSku se liší; zadejte kód produktu jen jednou.',
    path: ['productSku'],
  })
  .transform((u) => ({ sku: u.sku ?? u.productSku ?? '', quantity: u.quantity, mode: u.mode }));
const batch = z.strictObject({ batch: z.array(subjectUpdate).min(1).max(CART_UPDATE_BATCH_LIMIT) });

/** Checkout REST needs the access token, and only the token's own checkout may be touched. */
const ownCheckout = (services: Services, request: FastifyRequest): Promise<string> => restCheckout(services, request);

export async function checkoutRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  app.get('/api/checkout/:id/cart', async (request, reply) => sendJsonOnce(reply, await getCart(db, await ownCheckout(services, request))));

  app.post('/api/checkout/:id/cart/update-subject', async (request) => {
    const id = await ownCheckout(services, request);
    return updateSubjects(db, id, [parseInput(subjectUpdate, request.body)]);
  });

  app.post('/api/checkout/:id/cart/update-subject-batch', async (request) => {
    const id = await ownCheckout(services, request);
    return updateSubjects(db, id, parseInput(batch, request.body).batch);
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
    return updateMethods(db, id, body, (payment) => paymentAvailable(services, payment));
  });

  app.get('/api/checkout/:id/shipping-methods', async (request) => (await getCart(db, await ownCheckout(services, request))).shippingMethods);
  app.get('/api/checkout/:id/payment-methods', async (request) => (await getCart(db, await ownCheckout(services, request))).paymentMethods);
  app.get('/api/checkout/:id/shipping-payment-map', async (request) => {
    await ownCheckout(services, request);
    return shippingPaymentMapEntries(await loadMethodCatalog(db));
  });

  const purchaseBody = z.strictObject({
    idempotencyKey: z.string().optional(),
    expectedTotal: z.number().int().min(0).max(MAX_MONEY).nullish(),
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
    const { sessionId } = await restToken(services, request);
    return createPurchase(services, id, { idempotencyKey, expectedTotal: body.expectedTotal ?? null, sessionId });
  });

  /** Loads a shared cart (token of the e-mail link) into this checkout's cart. */
  app.post('/api/checkout/:id/cart/load-shared', async (request) => {
    const id = await ownCheckout(services, request);
    const { token } = z.strictObject({ token: z.string().min(1).max(100) }).parse(request.body ?? {});
    return loadSharedCart(db, id, token);
  });
}
