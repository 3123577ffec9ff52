import type { FastifyInstance, FastifyReply } from 'fastify';
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
  type ProductPackPrices,
  type ProductQuantityPrices,
  type ProductReviews,
  type RelatedProducts,
} from '../services/products.js';
import type { Product } from '../../generated/server.js';
import { priceGroupFor } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';
import { sku } from './catalogue.js';
import { parseInput } from './input.js';
import { sendJsonOnce } from './json-once.js';
import { priceGroupRead } from './cache-headers.js';
import { stampedAnswers, type StampedAnswers } from '../services/stamped-answers.js';

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

// Every product read is the same for every visitor of a price group (reviews for everyone): shared
// while the data stands (stamped-answers.ts). An unknown product is kept too, as `found: null`.
type Found<T> = { found: T | null };
const PRODUCT_ANSWERS_MAX = 2_000;
const details = stampedAnswers<Found<Product>>({ max: PRODUCT_ANSWERS_MAX });
const quantityPriceTables = stampedAnswers<Found<ProductQuantityPrices>>({ max: PRODUCT_ANSWERS_MAX });
const packPriceTables = stampedAnswers<Found<ProductPackPrices>>({ max: PRODUCT_ANSWERS_MAX });
const relatedLists = stampedAnswers<Found<RelatedProducts>>({ max: PRODUCT_ANSWERS_MAX });
const reviewPages = stampedAnswers<Found<ProductReviews>>({ max: PRODUCT_ANSWERS_MAX });

/** Sends the shared answer of `sku`'s read (serialised once), else 404 with the Czech message. */
async function sendShared<T extends object>(
  reply: FastifyReply,
  answers: StampedAnswers<Found<T>>,
  sku: string,
  key: readonly unknown[],
  read: () => Promise<T | null>,
): Promise<FastifyReply> {
  const { found } = await answers.get([sku, ...key], async () => ({ found: await read() }));
  if (found === null) throw notFound(sku);
  return sendJsonOnce(reply, found);
}

/** Product reads (spec section 7). An unknown sku is 404 with a Czech message; malformed input 400. */
export async function productRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  const detailRoute = (path: string, level: DetailLevel) =>
    app.get(path, priceGroupRead, async (request, reply) => {
      const params = parseInput(skuParams, request.params);
      const priceGroup = await priceGroupFor(services, request);
      return sendShared(reply, details(db), params.sku, [priceGroup, level], () => productAtLevel(db, params.sku, priceGroup, level));
    });
  detailRoute('/api/products/:sku/detail', 'detail');
  detailRoute('/api/products/:sku/detail/meta', 'meta');
  detailRoute('/api/products/:sku/detail/preview', 'preview');

  app.get('/api/products/:sku/review', priceGroupRead, async (request, reply) => {
    const params = parseInput(skuParams, request.params);
    const query = parseInput(reviewQuery, request.query);
    try {
      return await sendShared(reply, reviewPages(db), params.sku, [query.first, query.after ?? null], () => productReviews(db, params.sku, query.first, query.after ?? null));
    } catch (error) {
      if (error instanceof BadReviewCursorError) throw new HttpError(400, error.message);
      throw error;
    }
  });

  app.get('/api/products/:sku/quantity-prices', priceGroupRead, async (request, reply) => {
    const params = parseInput(skuParams, request.params);
    const priceGroup = await priceGroupFor(services, request);
    return sendShared(reply, quantityPriceTables(db), params.sku, [priceGroup], () => productQuantityPrices(db, params.sku, priceGroup));
  });

  app.get('/api/products/:sku/pack-prices', priceGroupRead, async (request, reply) => {
    const params = parseInput(skuParams, request.params);
    const priceGroup = await priceGroupFor(services, request);
    return sendShared(reply, packPriceTables(db), params.sku, [priceGroup], () => productPackPrices(db, params.sku, priceGroup));
  });

  app.post('/api/products/:sku/related/:relationType', priceGroupRead, async (request, reply) => {
    const params = parseInput(relatedParams, request.params);
    const body = parseInput(relatedBody, request.body ?? undefined);
    const priceGroup = await priceGroupFor(services, request);
    return sendShared(reply, relatedLists(db), params.sku, [params.relationType, body.first, priceGroup], () =>
      relatedOf(db, params.sku, params.relationType, body.first, priceGroup),
    );
  });
}
