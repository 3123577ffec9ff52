// @vitest-environment node
// The search service over real HTTP: diacritics-insensitive and typo-tolerant matching, the
// autocomplete limits, the results page with catalogue filters and sorts, and top queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AUTOCOMPLETE_LIMITS, DEFAULT_CATALOGUE_HASH, MAX_QUERY_LENGTH, TOP_QUERY_MIN_SEARCHES, productUrl, trimSearchQuery } from '../../src/domain/index.js';
import { setAnswerCachesEnabled } from '../../src/server/services/answer-cache.js';
import { products, searchQueries, taxonomies } from '../../src/server/db/schema.js';
import { canonicalQuery } from '../../src/server/services/search/index.js';
import { ONE_OFF_SEARCH_DAYS, createPostgresSearch } from '../../src/server/services/search/postgres.js';
import { editDistance, normalizeForMatch, pickCorrection, prefixTsQuery } from '../../src/server/services/search/normalize.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Link = { hash: string; name: string; url: string };
type Item = { sku: string; name: string; price: { amountWithTax: number }; availability: { state: string } };
type Autocomplete = { query: string; exactMatchUrl: string | null; topQueries: { query: string; count: number }[]; brands: Link[]; categories: Link[]; articles: { title: string; url: string }[]; products: Item[] };
type Results = {
  query: string;
  exactMatchUrl: string | null;
  suggestions: { correction: string | null; categories: Link[] } | null;
  products: { items: Item[]; totalCount: number; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
  categories: Link[];
  brands: Link[];
  articles: { title: string; url: string; type: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const autocomplete = async (q: string) => {
  const res = await fetch(`${t.url}/api/search/autocomplete?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: (await res.json()) as Autocomplete & { message?: string } };
};
const search = async (body: unknown) => {
  const res = await fetch(`${t.url}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Results & { message?: string } };
};

describe('query normalisation', () => {
  it.each([
    ['  Čistič   na OKNA ', 'čistič na okna', 'cistic na okna', 'cistic & okna:*'],
    ['s v na', 's v na', 's v na', 'na:*'],
    ["abc' & | ! (def)", "abc' & | ! (def)", "abc' & | ! (def)", 'abc & def:*'],
    ['***', '***', '***', ''],
  ])('%s', (input, canonical, folded, tsQuery) => {
    expect(canonicalQuery(input)).toBe(canonical);
    expect(normalizeForMatch(input)).toBe(folded);
    expect(prefixTsQuery(normalizeForMatch(input))).toBe(tsQuery);
  });
});

describe('GET /api/search/autocomplete', () => {
  it('finds "Čistič na okna" without diacritics and as a prefix', async () => {
    for (const q of ['cistic na okna', 'Čistič na okna', 'cistic na ok']) {
      const res = await autocomplete(q);
      expect(res.status, q).toBe(200);
      expect(res.body.products.length, q).toBeGreaterThan(0);
      expect(res.body.products[0]?.name, q).toMatch(/^(\S+ )?Čistič na okna/);
    }
  });

  it('corrects typed words against the catalogue\'s words (search_terms), the last one too', async () => {
    for (const q of ['cistic na okan', 'cistc na okna', 'cistic na okan ']) {
      const res = await autocomplete(q);
      expect(res.status, q).toBe(200);
      expect(res.body.products[0]?.name, q).toMatch(/Čistič na okna/);
    }
    expect(pickCorrection('okan', [{ term: 'okno', docCount: 9 }, { term: 'okna', docCount: 5 }], true)).toBe('okna');
    expect(pickCorrection('dezinfk', [{ term: 'dezinfekce', docCount: 3 }], true)).toBe('dezinfekce');
    expect(pickCorrection('dezinfk', [{ term: 'dezinfekce', docCount: 3 }], false)).toBeNull();
    expect(pickCorrection('xyzq', [{ term: 'okna', docCount: 5 }], true)).toBeNull();
    expect(editDistance('okan', 'okna')).toBe(1);
  });

  it('tolerates small typos', async () => {
    for (const q of ['cistc na okna', 'čystič na okna', 'dezinfekcee']) {
      const res = await autocomplete(q);
      expect(res.body.products.length, q).toBeGreaterThan(0);
    }
    const typo = await autocomplete('cistc na okna');
    expect(typo.body.products[0]?.name).toContain('na okna');
  });

  it('keeps every group within its limit and fills the groups', async () => {
    const res = await autocomplete('d');
    expect(res.body.topQueries.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMITS.topQueries);
    expect(res.body.brands.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMITS.brands);
    expect(res.body.categories.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMITS.categories);
    expect(res.body.articles.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMITS.articles);
    expect(res.body.products.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMITS.products);
    const many = await autocomplete('papir');
    expect(many.body.products).toHaveLength(AUTOCOMPLETE_LIMITS.products);
    expect(many.body.categories.length).toBeGreaterThan(0);
    expect(many.body.categories.every((c) => /\/c\/[0-9a-z]+$/.test(c.url))).toBe(true);
    const brand = await autocomplete('karcher');
    expect(brand.body.brands.map((b) => b.name)).toContain('Kärcher');
    expect(brand.body.brands[0]?.url).toMatch(/\/z\/[0-9a-z]+$/);
    const top = await autocomplete('toal');
    expect(top.body.topQueries[0]?.query).toBe('toaletní papír');
  });

  it('never suggests service products and answers an empty result for nonsense', async () => {
    const services = await autocomplete('prodlouzena zaruka');
    expect(services.body.products.every((p) => !['zar01', 'zar02'].includes(p.sku))).toBe(true);
    const none = await autocomplete('qqqxxxzzz');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ topQueries: [], brands: [], categories: [], articles: [], products: [] });
  });

  it('refuses a missing or empty query with 400', async () => {
    const missing = await fetch(`${t.url}/api/search/autocomplete`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('Chybí hledaný výraz (q).');
    expect((await autocomplete('   ')).body.message).toContain('Zadejte hledaný výraz.');
  });
});

describe('brands, codes, long and fruitless phrases (issue 12)', () => {
  const vileda = async () => {
    const [maker] = await t.database.db.select().from(taxonomies).where(and(eq(taxonomies.kind, 'manufacturer'), eq(taxonomies.name, 'Vileda')));
    if (!maker) throw new Error('The seed has no Vileda.');
    const rows = await t.database.db.select({ sku: products.sku }).from(products).where(eq(products.manufacturerHash, maker.hash));
    return new Set(rows.map((r) => r.sku));
  };

  it('finds a manufacturer\'s products by its name, theirs first', async () => {
    const skus = await vileda();
    expect(skus.size).toBeGreaterThan(0);
    const res = await search({ q: 'Vileda', first: 48 });
    expect(res.status).toBe(200);
    expect(res.body.products.totalCount).toBeGreaterThanOrEqual(skus.size);
    expect(res.body.products.items.slice(0, Math.min(skus.size, 48)).every((p) => skus.has(p.sku))).toBe(true);
    expect(res.body.brands.map((b) => b.name)).toContain('Vileda');
    const suggested = await autocomplete('vileda');
    expect(suggested.body.products.length).toBeGreaterThan(0);
    expect(suggested.body.products.every((p) => skus.has(p.sku))).toBe(true);
    // Merida too, and a brand with a product word narrows to that brand's products.
    expect((await search({ q: 'merida' })).body.products.totalCount).toBeGreaterThan(0);
    const typed = await search({ q: 'vileda mop', first: 48 });
    expect(typed.body.products.items.every((p) => skus.has(p.sku) || /vileda/i.test(p.name))).toBe(true);
  });

  it('an exact code, in any letter case, names the product to jump to; part of a code finds it too', async () => {
    const sku = 'CI-000117';
    const [row] = await t.database.db.select({ name: products.name }).from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`The seed has no ${sku}.`);
    const url = productUrl({ name: row.name, sku });
    for (const q of [sku, 'ci-000117', ` Ci-000117 `]) {
      const res = await search({ q });
      expect(res.status, q).toBe(200);
      expect(res.body.exactMatchUrl, q).toBe(url);
      expect(res.body.products.items[0]?.sku, q).toBe(sku);
      const suggested = await autocomplete(q);
      expect(suggested.body.exactMatchUrl, q).toBe(url);
      expect(suggested.body.products[0]?.sku, q).toBe(sku);
    }
    expect((await search({ q: '000117' })).body.products.items.map((p) => p.sku)).toContain(sku);
    expect((await search({ q: 'ci000117' })).body.products.items.map((p) => p.sku)).toContain(sku);
    // A phrase, a service code or a code that is not a product jumps nowhere.
    expect((await search({ q: 'mop' })).body.exactMatchUrl).toBeNull();
    expect((await search({ q: 'zar01' })).body.exactMatchUrl).toBeNull();
    expect((await search({ q: 'CI-999999' })).body.exactMatchUrl).toBeNull();
  });

  it('searches a phrase over 100 characters by its first 100 instead of refusing it', async () => {
    const long = `cistic na okna ${'x'.repeat(200)}`;
    expect(trimSearchQuery(long)).toHaveLength(MAX_QUERY_LENGTH);
    expect(trimSearchQuery(`  ${'ř'.repeat(150)}  `)).toBe('ř'.repeat(MAX_QUERY_LENGTH));
    const suggested = await autocomplete(long);
    expect(suggested.status).toBe(200);
    expect(suggested.body.query).toBe(canonicalQuery(long.slice(0, MAX_QUERY_LENGTH)));
    const res = await search({ q: long });
    expect(res.status).toBe(200);
    expect(res.body.query).toHaveLength(MAX_QUERY_LENGTH);
    const options = await fetch(`${t.url}/api/catalogue/filter-options/price-range`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, q: long }),
    });
    expect(options.status).toBe(200);
  });

  it('a phrase that found nothing brings the top categories and a corrected spelling', async () => {
    const none = await search({ q: 'qqqxxxzzz' });
    expect(none.status).toBe(200);
    expect(none.body.products.totalCount).toBe(0);
    expect(none.body.suggestions?.categories.length).toBeGreaterThan(0);
    expect(none.body.suggestions?.correction).toBeNull();
    const engine = createPostgresSearch(t.database.searchDb);
    expect(await engine.correction('rukavcie')).toBe('rukavice');
    expect(await engine.correction('vileda')).toBeNull();
    expect(await engine.correction('000117')).toBeNull();
    // Found products: no suggestions; a filter that emptied the list: no suggestions either.
    expect((await search({ q: 'mop' })).body.suggestions).toBeNull();
    expect((await search({ q: 'mop', filter: { priceFrom: 99_999_900 } })).body.suggestions).toBeNull();
  });
});

describe('POST /api/search', () => {
  it('lists matching products with catalogue filters and sorts, plus categories and articles', async () => {
    const res = await search({ q: 'cistic', first: 10 });
    expect(res.status).toBe(200);
    expect(res.body.query).toBe('cistic');
    expect(res.body.products.totalCount).toBeGreaterThan(10);
    expect(res.body.products.items).toHaveLength(10);
    expect(res.body.categories.length).toBeGreaterThan(0);

    const next = await search({ q: 'cistic', first: 10, after: res.body.products.pageInfo.endCursor });
    const seen = new Set(res.body.products.items.map((i) => i.sku));
    expect(next.body.products.items.some((i) => seen.has(i.sku))).toBe(false);

    const sorted = await search({ q: 'cistic', sort: 'PRICE_ASC', filter: { inStock: true }, first: 20 });
    const prices = sorted.body.products.items.map((i) => i.price.amountWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(sorted.body.products.items.every((i) => i.availability.state === 'stock')).toBe(true);
    expect(sorted.body.products.totalCount).toBeLessThan(res.body.products.totalCount);

    const articles = await search({ q: 'mop' });
    expect(articles.body.articles.length).toBeGreaterThanOrEqual(0);
  });

  it('search filter options are restricted to the search', async () => {
    const all = await fetch(`${t.url}/api/catalogue/filter-options/price-range`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: '007e7c3753a0203f' }),
    });
    const restricted = await fetch(`${t.url}/api/catalogue/filter-options/price-range`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: '007e7c3753a0203f', q: 'cistic na okna' }),
    });
    const a = (await all.json()) as { count: number };
    const r = (await restricted.json()) as { count: number };
    expect(r.count).toBeGreaterThan(0);
    expect(r.count).toBeLessThan(a.count);
  });

  it('records real searches as top queries (first page only, only when something was found)', async () => {
    const query = 'mycí prostředek na podlahy';
    // PostgreSQL test runs share one database: count the increase, not the total.
    const [before] = await t.database.db.select().from(searchQueries).where(eq(searchQueries.query, query));
    await search({ q: `  Mycí prostředek  na podlahy ` });
    await search({ q: query });
    const first = await search({ q: query, first: 1 });
    await search({ q: query, first: 1, after: first.body.products.pageInfo.endCursor });
    await search({ q: 'qqqxxxzzz' });
    const [row] = await t.database.db.select().from(searchQueries).where(eq(searchQueries.query, query));
    expect(row?.count).toBe((before?.count ?? 0) + 3);
    const [none] = await t.database.db.select().from(searchQueries).where(eq(searchQueries.query, 'qqqxxxzzz'));
    expect(none).toBeUndefined();
    const suggested = await autocomplete('myci pro');
    expect(suggested.body.topQueries.map((q) => q.query)).toContain(query);
  });

  it(`offers a past search to others only after ${TOP_QUERY_MIN_SEARCHES} searches found something with it`, async () => {
    const query = 'čistič na okna s alkoholem';
    const offered = async () => (await autocomplete('cistic na okna s al')).body.topQueries.map((q) => q.query);
    for (let i = 1; i < TOP_QUERY_MIN_SEARCHES; i++) {
      expect((await search({ q: query })).body.products.totalCount).toBeGreaterThan(0);
      expect(await offered(), `after ${i}`).not.toContain(query);
    }
    await search({ q: query });
    // Answers are kept AUTOCOMPLETE_TTL_MS: ask with the cache off to see the database's answer.
    setAnswerCachesEnabled(false);
    try {
      expect(await offered()).toContain(query);
    } finally {
      setAnswerCachesEnabled(true);
    }
  });

  it('refuses bad input with 400 and a Czech message', async () => {
    const empty = await search({ q: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Zadejte hledaný výraz.');
    expect((await search({ q: 'mop', first: 1000 })).status).toBe(400);
    expect((await search({ q: 'mop', after: 'garbage' })).status).toBe(400);
    expect((await search({})).body.message).toContain('Chybí hledaný výraz (q).');
  });
});

describe('the PostgreSQL search engine', () => {
  const queries = ['cis', 'cistic na okna', 'papir', 'rukavice', 'cistc na okna', 'dezinfekcee', 'mop', 'zzzqqq', 'prodlouzena zaruka'];

  it('walks the best sellers first and falls back to the full-text index when they hold too few matches', async () => {
    // A walk of 3 best sellers almost never holds 7 matches: every query takes the fallback (and
    // the typo correction), and must find exactly what the default walk of 2 000 finds.
    const short = createPostgresSearch(t.database.searchDb, { rankHead: 3 });
    const long = createPostgresSearch(t.database.searchDb);
    for (const q of queries) {
      expect(await short.rankProducts(q, AUTOCOMPLETE_LIMITS.products), q).toEqual(await long.rankProducts(q, AUTOCOMPLETE_LIMITS.products));
      expect(await short.suggest(q, AUTOCOMPLETE_LIMITS, '_default'), q).toEqual(await long.suggest(q, AUTOCOMPLETE_LIMITS, '_default'));
    }
    const common = await long.rankProducts('papir', 20);
    expect(common).toHaveLength(20);
    expect(await short.rankProducts('papir', 20)).toEqual(common);
  });

  it('suggests the same products, ranked and priced, as the results page lists by relevance', async () => {
    const engine = createPostgresSearch(t.database.searchDb);
    for (const q of ['cistic na okna', 'cistc na okna', 'papir']) {
      const suggested = await engine.suggest(q, AUTOCOMPLETE_LIMITS, 'b2b-velkoodber');
      const ranked = await engine.rankProducts(q, AUTOCOMPLETE_LIMITS.products);
      expect(suggested.products.map((p) => p.sku), q).toEqual(ranked);
      const b2c = await engine.suggest(q, AUTOCOMPLETE_LIMITS, '_default');
      expect(suggested.products.some((p, i) => p.price.amountWithTax !== b2c.products[i]?.price.amountWithTax), `${q}: B2B prices`).toBe(true);
    }
  });

  it(`drops one-off searches nobody repeated for ${ONE_OFF_SEARCH_DAYS} days, keeping the ones it offers`, async () => {
    // The searches below set the scene; the one after them prunes.
    const engine = createPostgresSearch(t.database.searchDb, { pruneEvery: TOP_QUERY_MIN_SEARCHES + 3 });
    const day = 86_400_000;
    const old = new Date(Date.now() - (ONE_OFF_SEARCH_DAYS + 1) * day);
    const rowOf = async (query: string) => (await t.database.db.select().from(searchQueries).where(eq(searchQueries.query, query)))[0];
    await engine.recordQuery('jana novakova 602123456', old);
    for (let i = 0; i < TOP_QUERY_MIN_SEARCHES; i++) await engine.recordQuery('houbový mop xl', old);
    await engine.recordQuery('mop s třásněmi', new Date(Date.now() - day));
    expect(await rowOf('jana novakova 602123456')).toBeDefined();
    // The next recorded search prunes: the month-old one-off goes, the offered and the recent stay.
    await engine.recordQuery('kbelík', new Date());
    expect(await rowOf('jana novakova 602123456')).toBeUndefined();
    expect((await rowOf('houbový mop xl'))?.count).toBe(TOP_QUERY_MIN_SEARCHES);
    expect((await rowOf('mop s třásněmi'))?.count).toBe(1);
    expect((await rowOf('kbelík'))?.count).toBe(1);
  });

  it('answers nothing, without a query, for input with no word in it', async () => {
    const engine = createPostgresSearch(t.database.searchDb);
    expect(await engine.suggest('*** ?', AUTOCOMPLETE_LIMITS, '_default')).toEqual({ topQueries: [], brands: [], categories: [], articles: [], products: [] });
    expect(await engine.rankProducts('***', 10)).toEqual([]);
    expect(await engine.taxonomies('***', 'category', 10)).toEqual([]);
  });

  it('runs on connections that keep one generic plan per prepared statement (PostgreSQL), leaving the main pool alone', async () => {
    const setting = async (db: typeof t.database.db) => {
      const result: unknown = await db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`);
      return JSON.stringify(Reflect.get(Object(result), 'rows'));
    };
    if (t.database.engine === 'postgres') {
      expect(await setting(t.database.searchDb)).toContain('force_generic_plan');
      expect(await setting(t.database.db)).toContain('auto');
    } else {
      expect(t.database.searchDb).toBe(t.database.db);
    }
  });
});
