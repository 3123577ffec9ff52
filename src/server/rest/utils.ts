// Utility REST endpoints of spec section 7 that belong to the checkout: share cart and the
// bulk-add validation. Thin: zod-validate, call the same services as the GraphQL resolvers.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BULK_ADD_MAX_LINES, BULK_ADD_TOO_MANY_LINES, SHARE_CART_TOASTS, parseProductBatch, shareCartSchema } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { HttpError } from '../http/errors.js';
import { priceGroupFor } from '../http/visitor.js';
import { restCheckout, restToken } from './guards.js';
import { shareCart, sharedCartPreview } from '../services/share-cart.js';
import { limitShareCart } from '../http/share-cart-limits.js';
import { validateProductBatch } from '../services/bulk-add.js';

const shareBody = shareCartSchema.extend({
  checkoutId: z.string().min(1).max(64),
  locale: z.string().max(10).optional(),
});

const batchBody = z.union([
  z.strictObject({ text: z.string().max(100_000) }),
  z.strictObject({
    items: z
      .array(z.strictObject({ sku: z.string().max(80), quantity: z.number().finite() }))
      .max(BULK_ADD_MAX_LINES),
  }),
]);

export async function utilsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  /** Sends the caller's cart by e-mail (shareCart template) with a link that loads it. Answers { ok }. */
  app.post('/api/utils/share-cart', async (request, reply) => {
    await restToken(services, request);
    const body = shareBody.parse(request.body ?? {});
    await restCheckout(services, request, body.checkoutId);
    await limitShareCart(request, body, reply);
    const result = await shareCart(services, body.checkoutId, body);
    if (!result.ok && result.errors.some((e) => e.code === 'EMAIL_FAILED')) void reply.status(502);
    return result;
  });

  /** Validates pasted "sku quantity" lines or CSV (`text`), or parsed `items`; per-line results. */
  app.post('/api/utils/validate-product-batch', async (request) => {
    const body = batchBody.parse(request.body ?? {});
    const text = 'text' in body ? body.text : body.items.map((i) => `${i.sku}\t${i.quantity}`).join('\n');
    if (parseProductBatch(text).length > BULK_ADD_MAX_LINES) {
      throw new HttpError(400, BULK_ADD_TOO_MANY_LINES);
    }
    return validateProductBatch(db, text, await priceGroupFor(services, request));
  });

  /** The shared cart behind an e-mail link (sender and lines), 404 when unknown or expired. */
  app.get('/api/utils/shared-cart', async (request) => {
    const { token } = z.object({ token: z.string().min(1).max(100) }).parse(request.query);
    const cart = await sharedCartPreview(db, token, await priceGroupFor(services, request));
    if (!cart) throw new HttpError(404, SHARE_CART_TOASTS.expired);
    return cart;
  });
}
