import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_SUBTREE_DEPTH } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { listCatalogue, MAX_PAGE_SIZE } from '../services/catalogue.js';
import { MAX_SUBTREE_DEPTH, subTree } from '../services/taxonomy.js';
import { productDetail } from '../services/products.js';
import { priceGroupFor } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';

const hash = z.string().regex(/^[0-9a-z]{1,64}$/, 'Neplatný hash taxonomie.');
const sku = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Neplatný kód produktu.');
const haler = z.number().int().min(0).max(100_000_000);

export const catalogueInput = z.object({
  hash,
  filter: z
    .object({
      priceFrom: haler.nullish(),
      priceTo: haler.nullish(),
      inStock: z.boolean().nullish(),
      manufacturers: z.array(hash).max(50).nullish(),
    })
    .nullish(),
  sort: z.string().max(32).nullish(),
  after: z.string().max(512).nullish(),
  first: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});

const subTreeQuery = z.object({
  hash,
  depth: z.coerce.number().int().min(0).max(MAX_SUBTREE_DEPTH).default(DEFAULT_SUBTREE_DEPTH),
});

export async function catalogueRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  app.post('/api/catalogue', async (request) => {
    const input = catalogueInput.parse(request.body);
    return listCatalogue(db, input, await priceGroupFor(services, request));
  });

  /** Unknown hash: 200 with null, as the spec says for taxonomy calls. */
  app.get('/api/taxonomies/sub-tree', async (request) => {
    const { hash: h, depth } = subTreeQuery.parse(request.query);
    return subTree(db, h, depth);
  });

  app.get('/api/products/:sku/detail', async (request) => {
    const params = z.object({ sku }).parse(request.params);
    const product = await productDetail(db, params.sku, await priceGroupFor(services, request));
    if (!product) throw new HttpError(404, `Produkt ${params.sku} neexistuje.`);
    return product;
  });
}
