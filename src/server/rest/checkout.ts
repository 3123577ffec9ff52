import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { getCart, resetCart, updateSubjects } from '../services/cart.js';
import { requestClaims } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';

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
}
