// Utility REST endpoints of spec section 7 that belong to the checkout: share cart, the
// bulk-add validation, and the company look-up in ARES that fills company forms. Thin:
// zod-validate, call the same services as the GraphQL resolvers.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BULK_ADD_MAX_LINES,
  BULK_ADD_TOO_MANY_LINES,
  COMPANY_LOOKUP_TEXTS,
  SHARE_CART_TOASTS,
  TEXT_LIMITS,
  companyRegNoProblem,
  lookupCompanyRegNo,
  maxLengthMessage,
  parseProductBatch,
  shareCartSchema,
} from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { HttpError } from '../http/errors.js';
import { priceGroupFor } from '../http/visitor.js';
import { restCheckout, restToken } from './guards.js';
import { shareCart, sharedCartPreview } from '../services/share-cart.js';
import { limitShareCart } from '../http/share-cart-limits.js';
import { validateProductBatch } from '../services/bulk-add.js';
import { CompanyRegisterUnavailableError, companyRegister } from '../services/company-register.js';
import { RATE_LIMITS } from '../plugins/rate-limit.js';
import { publicRead } from './cache-headers.js';

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

  /**
   * The company behind an IČO from ARES: { companyRegNo, companyName, street, city, postalCode,
   * country, companyTaxNo }. Public (no token: registration needs it), limited per IP. 400 for a
   * malformed IČO or a wrong check digit, 404 when ARES does not know it (also for the 9- and
   * 10-digit forms, which ARES does not issue), 503/504 when ARES fails or takes over 3 s.
   */
  app.get('/api/utils/company/:ico', { ...publicRead, config: { rateLimit: RATE_LIMITS.companyLookup } }, async (request) => {
    const { ico } = z.object({ ico: z.string().max(TEXT_LIMITS.companyRegNo, { error: maxLengthMessage(TEXT_LIMITS.companyRegNo) }) }).parse(request.params);
    const compact = ico.replace(/\s+/g, '');
    const problem = companyRegNoProblem(compact);
    if (problem) throw new HttpError(400, problem);
    const companyRegNo = lookupCompanyRegNo(compact);
    try {
      const company = companyRegNo ? await companyRegister(services.config.aresUrl).lookup(companyRegNo) : null;
      if (!company) throw new HttpError(404, COMPANY_LOOKUP_TEXTS.notFound);
      return company;
    } catch (error) {
      if (error instanceof CompanyRegisterUnavailableError) request.log.warn({ reason: error.reason }, 'ARES look-up failed');
      throw error;
    }
  });
}
