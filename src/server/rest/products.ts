import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import {
  BadReviewCursorError,
  productAtLevel,
  productPackPrices,
  productQuantityPrices,
  productReviews,
  relatedOf,
  type DetailLevel,
} from '../services/products.js';
import { priceGroupFor } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';
import { sku } from './catalogue.js';
import { parseInput } from './input.js';

const skuParams = z.object({ sku });
const relatedParams = z.object({
  sku,
  relationType: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Neplatný typ vazby (relationType).'),
});
const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Počet (first) musí být číslo.' })
    .int('Počet (first) musí být celé číslo.')
    .min(1, 'Počet (first) musí být alespoň 1.')
    .max(max, `Počet (first) může být nejvýše ${max}.`)
    .default(fallback);
const reviewQuery = z.object({ first: pageSize(50, 10), after: z.string().max(200, 'Neplatná pozice v recenzích (after).').optional() });
const relatedBody = z.object({ first: pageSize(50, 12) }).default({ first: 12 });

function notFound(code: string): HttpError {
  return new HttpError(404, `Produkt ${code} neexistuje.`);
}

/** Product reads (spec section 7). An unknown sku is 404 with a Czech message; malformed input 400. */
export async function productRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  const detailRoute = (path: string, level: DetailLevel) =>
    app.get(path, async (request) => {
      const params = parseInput(skuParams, request.params);
      const product = await productAtLevel(db, params.sku, await priceGroupFor(services, request), level);
      if (!product) throw notFound(params.sku);
      return product;
    });
  detailRoute('/api/products/:sku/detail', 'detail');
  detailRoute('/api/products/:sku/detail/meta', 'meta');
  detailRoute('/api/products/:sku/detail/preview', 'preview');

  app.get('/api/products/:sku/review', async (request) => {
    const params = parseInput(skuParams, request.params);
    const query = parseInput(reviewQuery, request.query);
    try {
      const result = await productReviews(db, params.sku, query.first, query.after ?? null);
      if (!result) throw notFound(params.sku);
      return result;
    } catch (error) {
      if (error instanceof BadReviewCursorError) throw new HttpError(400, error.message);
      throw error;
    }
  });

  app.get('/api/products/:sku/quantity-prices', async (request) => {
    const params = parseInput(skuParams, request.params);
    const result = await productQuantityPrices(db, params.sku, await priceGroupFor(services, request));
    if (!result) throw notFound(params.sku);
    return result;
  });

  app.get('/api/products/:sku/pack-prices', async (request) => {
    const params = parseInput(skuParams, request.params);
    const result = await productPackPrices(db, params.sku, await priceGroupFor(services, request));
    if (!result) throw notFound(params.sku);
    return result;
  });

  app.post('/api/products/:sku/related/:relationType', async (request) => {
    const params = parseInput(relatedParams, request.params);
    const body = parseInput(relatedBody, request.body ?? undefined);
    const result = await relatedOf(db, params.sku, params.relationType, body.first, await priceGroupFor(services, request));
    if (!result) throw notFound(params.sku);
    return result;
  });
}
