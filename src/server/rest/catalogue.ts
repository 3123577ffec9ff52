import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_SUBTREE_DEPTH, MAX_MONEY, trimSearchQuery } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import {
  listCatalogue,
  MAX_PAGE_SIZE,
  parameterOptions,
  parameterRanges,
  priceRange,
  type CataloguePage,
  type ListingRestriction,
} from '../services/catalogue.js';
import {
  LISTABLE_KINDS,
  MAX_SUBTREE_DEPTH,
  TAXONOMY_LEVELS,
  meAndAncestors,
  subTree,
  taxonomyCode,
  taxonomyDetail,
  taxonomyList,
  withAncestors,
} from '../services/taxonomy.js';
import { autocomplete, MAX_QUERY_LENGTH, MAX_RAW_QUERY_LENGTH, searchEngineFor, searchRestriction, searchResults } from '../services/search/index.js';
import { priceGroupFor } from '../http/visitor.js';
import { answerCaches, type AnswerCache } from '../services/answer-cache.js';
import { parseInput } from './input.js';
import { sendJsonOnce } from './json-once.js';
import { priceGroupRead, publicRead } from './cache-headers.js';
import { stampedAnswers } from '../services/stamped-answers.js';

export const hash = z.string({ error: 'Chybí hash taxonomie.' }).regex(/^[0-9a-z]{1,64}$/, 'Neplatný hash taxonomie.');
export const sku = z.string({ error: 'Chybí kód produktu.' }).regex(/^[A-Za-z0-9._-]{1,64}$/, 'Neplatný kód produktu.');
const haler = z.number({ error: 'Cena musí být číslo v haléřích.' }).int('Cena musí být celé číslo v haléřích.').min(0, 'Cena nesmí být záporná.').max(MAX_MONEY, 'Cena je příliš vysoká.');
const parameterCode = z.string({ error: 'Chybí kód parametru.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Neplatný kód parametru.');
const finite = z.number({ error: 'Mez rozsahu musí být číslo.' }).finite('Mez rozsahu musí být konečné číslo.');

export const catalogueFilter = z
  .object({
    priceFrom: haler.nullish(),
    priceTo: haler.nullish(),
    priceWithoutTax: z.boolean({ error: 'priceWithoutTax musí být true nebo false.' }).nullish(),
    inStock: z.boolean({ error: 'inStock musí být true nebo false.' }).nullish(),
    manufacturers: z.array(hash).max(50, 'Nejvýše 50 výrobců.').nullish(),
    parameters: z
      .array(
        z.object({
          code: parameterCode,
          values: z.array(z.string().max(200, 'Hodnota parametru je příliš dlouhá.')).max(50, 'Nejvýše 50 hodnot parametru.'),
        }),
      )
      .max(20, 'Nejvýše 20 parametrů.')
      .nullish(),
    parameterRanges: z
      .array(z.object({ code: parameterCode, from: finite.nullish(), to: finite.nullish() }))
      .max(20, 'Nejvýše 20 rozsahů parametrů.')
      .nullish(),
  })
  .nullish();

const sort = z.string({ error: 'Řazení musí být text.' }).max(32, 'Neznámé řazení.').nullish();
const after = z.string({ error: 'Pozice (after) musí být text.' }).max(512, 'Neplatná pozice v katalogu (after).').nullish();
const first = z.number({ error: 'Počet (first) musí být číslo.' }).int('Počet (first) musí být celé číslo.').min(1, 'Počet (first) musí být alespoň 1.').max(MAX_PAGE_SIZE, `Počet (first) může být nejvýše ${MAX_PAGE_SIZE}.`).nullish();

export const catalogueInput = z.object({ hash, filter: catalogueFilter, sort, after, first });

// A phrase longer than MAX_QUERY_LENGTH is searched by its beginning (trimSearchQuery); only input
// no visitor types (a body-sized blob) is refused.
const searchText = z
  .string({ error: 'Chybí hledaný výraz (q).' })
  .max(MAX_RAW_QUERY_LENGTH, `Hledaný výraz je příliš dlouhý; hledá se nejvýše ${MAX_QUERY_LENGTH} znaků.`)
  .transform(trimSearchQuery)
  .pipe(z.string().min(1, 'Zadejte hledaný výraz.'));

const filterOptionsInput = z.object({
  hash,
  filter: catalogueFilter,
  codes: z.array(parameterCode).max(50, 'Nejvýše 50 parametrů.').nullish(),
  /** Filter options of a search results page: the listing is restricted to the search's products. */
  q: searchText.nullish(),
});

const subTreeQuery = z.object({
  hash,
  depth: z.coerce
    .number({ error: 'Hloubka musí být číslo.' })
    .int('Hloubka musí být celé číslo.')
    .min(0, 'Hloubka nesmí být záporná.')
    .max(MAX_SUBTREE_DEPTH, `Hloubka může být nejvýše ${MAX_SUBTREE_DEPTH}.`)
    .default(DEFAULT_SUBTREE_DEPTH),
});

const hashQuery = z.object({ hash });

const detailQuery = z.object({
  hash,
  level: z.enum(TAXONOMY_LEVELS, { error: `Neznámá úroveň detailu; povolené: ${TAXONOMY_LEVELS.join(', ')}.` }).default('detail'),
  locale: z.literal('cs', { error: 'Podporovaný jazyk (locale) je pouze cs.' }).optional(),
  region: z.literal('CZ', { error: 'Podporovaný region je pouze CZ.' }).optional(),
});

const listQuery = z.object({ kind: z.enum(LISTABLE_KINDS, { error: `Neznámý druh taxonomie; povolené: ${LISTABLE_KINDS.join(', ')}.` }) });

type FilterOptionsInput = z.infer<typeof filterOptionsInput>;

/** How long filter options (counts, ranges) may lag behind the catalogue. */
export const FILTER_OPTIONS_TTL_MS = 30_000;
const optionCaches = { max: 2_000, ttlMs: FILTER_OPTIONS_TTL_MS };
const priceRangeCache = answerCaches<Awaited<ReturnType<typeof priceRange>>>(optionCaches);
const parameterRangeCache = answerCaches<{ items: Awaited<ReturnType<typeof parameterRanges>> }>(optionCaches);
const parameterOptionsCache = answerCaches<Awaited<ReturnType<typeof parameterOptions>>>(optionCaches);

// A page of 24 products is 10–40 kB of objects: at most ~20 MB for the whole cache.
const cataloguePages = stampedAnswers<CataloguePage>({ max: 500 });

const searchInput = z.object({ q: searchText, filter: catalogueFilter, sort, after, first });

export async function catalogueRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, searchDb } = services.database;
  const engine = searchEngineFor(searchDb);

  async function restrictionFor(q: string | null | undefined): Promise<ListingRestriction | undefined> {
    return q ? searchRestriction(engine, q) : undefined;
  }

  // A listing page is the same for every visitor of a price group: shared while the data stands.
  const listingPages = cataloguePages(db);
  app.post('/api/catalogue', priceGroupRead, async (request, reply) => {
    const input = parseInput(catalogueInput, request.body);
    const priceGroup = await priceGroupFor(services, request);
    return sendJsonOnce(reply, await listingPages.get([priceGroup, input], () => listCatalogue(db, input, priceGroup)));
  });

  // Filter options are the same for every visitor of a price group: kept FILTER_OPTIONS_TTL_MS.
  const cachedOptions = <T extends object>(cache: AnswerCache<T>, compute: (input: FilterOptionsInput, priceGroup: string) => Promise<T>) =>
    async (request: FastifyRequest): Promise<T> => {
      const input = parseInput(filterOptionsInput, request.body);
      const priceGroup = await priceGroupFor(services, request);
      return cache.get(JSON.stringify([priceGroup, input]), () => compute(input, priceGroup));
    };

  app.post(
    '/api/catalogue/filter-options/price-range',
    cachedOptions(priceRangeCache(db), async (input, priceGroup) => priceRange(db, input, priceGroup, await restrictionFor(input.q))),
  );

  app.post(
    '/api/catalogue/filter-options/parameter-range',
    cachedOptions(parameterRangeCache(db), async (input, priceGroup) => ({
      items: await parameterRanges(db, input, priceGroup, await restrictionFor(input.q)),
    })),
  );

  app.post(
    '/api/catalogue/filter-options/parameter',
    cachedOptions(parameterOptionsCache(db), async (input, priceGroup) => parameterOptions(db, input, priceGroup, await restrictionFor(input.q))),
  );

  // Taxonomy reads: an unknown hash answers 200 with null (spec section 7), malformed input 400;
  // the same for every visitor (PUBLIC_CACHE).
  app.get('/api/taxonomies/sub-tree', publicRead, async (request) => {
    const { hash: h, depth } = parseInput(subTreeQuery, request.query);
    return subTree(db, h, depth);
  });

  app.get('/api/taxonomies/me-and-ancestors', publicRead, async (request) => meAndAncestors(db, parseInput(hashQuery, request.query).hash));

  app.get('/api/taxonomies/detail', publicRead, async (request) => {
    const { hash: h, level } = parseInput(detailQuery, request.query);
    return taxonomyDetail(db, h, level);
  });

  app.get('/api/taxonomies/code', publicRead, async (request) => taxonomyCode(db, parseInput(hashQuery, request.query).hash));

  app.get('/api/taxonomies/with-ancestors', publicRead, async (request) => withAncestors(db, parseInput(hashQuery, request.query).hash));

  app.get('/api/taxonomies/list', publicRead, async (request) => taxonomyList(db, parseInput(listQuery, request.query).kind));

  app.get('/api/search/autocomplete', async (request) => {
    const { q } = parseInput(z.object({ q: searchText }), request.query);
    return autocomplete(engine, q, await priceGroupFor(services, request));
  });

  app.post('/api/search', async (request) => {
    const input = parseInput(searchInput, request.body);
    return searchResults(db, engine, input, await priceGroupFor(services, request));
  });
}
