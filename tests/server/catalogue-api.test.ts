// @vitest-environment node
// Catalogue listings, filter options and the taxonomy API over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CATALOGUE_SORTS, DEFAULT_CATALOGUE_HASH, taxonomyHash } from '../../src/domain/index.js';
import { products, taxonomies } from '../../src/server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { setAnswerCachesEnabled } from '../../src/server/services/answer-cache.js';
import { LISTING_COUNT_TTL_MS } from '../../src/server/services/catalogue.js';
import { setStock } from './checkout-helpers.js';
import { PUBLIC_CACHE } from '../../src/server/rest/cache-headers.js';

type Item = {
  sku: string;
  name: string;
  price: { amount: number; amountWithTax: number };
  availability: { state: string };
  level: string;
  manufacturer: unknown;
};
type Page = { items: Item[]; pageInfo: { endCursor: string | null; hasNextPage: boolean }; totalCount: number };
type Node = { hash: string; name: string; path: string; kind: string; level: string; children: Node[]; description: string | null; code: string | null };

let t: TestApp;
let topHash: string;
let manufacturerHash: string;

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}
async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}
const catalogue = (body: unknown) => post<Page>('/api/catalogue', body);

beforeAll(async () => {
  t = await startTestApp();
  const [top] = await t.database.db.select().from(taxonomies).where(eq(taxonomies.path, '/catalogue/uklidova-chemie'));
  const [maker] = await t.database.db.select().from(taxonomies).where(eq(taxonomies.kind, 'manufacturer')).orderBy(taxonomies.position).limit(1);
  if (!top || !maker) throw new Error('seed taxonomy missing');
  topHash = top.hash;
  manufacturerHash = maker.hash;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/catalogue', () => {
  it('serves every one of the 11 sorts in order, paging by keyset without overlap', async () => {
    for (const sort of CATALOGUE_SORTS) {
      const one = await catalogue({ hash: topHash, sort, first: 5 });
      expect(one.status, sort).toBe(200);
      expect(one.body.items).toHaveLength(5);
      const two = await catalogue({ hash: topHash, sort, first: 5, after: one.body.pageInfo.endCursor });
      expect(two.status, sort).toBe(200);
      const seen = new Set(one.body.items.map((i) => i.sku));
      expect(two.body.items.some((i) => seen.has(i.sku)), sort).toBe(false);
      expect(two.body.totalCount).toBe(one.body.totalCount);
    }
    const byPrice = await catalogue({ hash: topHash, sort: 'PRICE_DESC', first: 20 });
    const prices = byPrice.body.items.map((i) => i.price.amountWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byName = await catalogue({ hash: topHash, sort: 'NAME_ASC', first: 60 });
    expect(byName.body.items[0]?.level).toBe('preview');
  });

  it('walks a whole filtered listing page by page to exactly totalCount products', async () => {
    const filter = { priceFrom: 5000, priceTo: 40000, inStock: true };
    let after: string | null = null;
    const skus: string[] = [];
    let total = 0;
    for (let i = 0; i < 50; i += 1) {
      const page: { body: Page } = await catalogue({ hash: topHash, filter, sort: 'PRICE_ASC', first: 7, after });
      total = page.body.totalCount;
      for (const item of page.body.items) {
        expect(item.price.amountWithTax).toBeGreaterThanOrEqual(5000);
        expect(item.price.amountWithTax).toBeLessThanOrEqual(40000);
        expect(item.availability.state).toBe('stock');
        skus.push(item.sku);
      }
      if (!page.body.pageInfo.hasNextPage) break;
      after = page.body.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThan(0);
    expect(skus).toHaveLength(total);
    expect(new Set(skus).size).toBe(total);
  });

  it('filters by manufacturer, parameter options and parameter ranges', async () => {
    const all = await catalogue({ hash: topHash, first: 60 });
    const byMaker = await catalogue({ hash: topHash, filter: { manufacturers: [manufacturerHash] }, first: 60 });
    expect(byMaker.body.totalCount).toBeLessThan(all.body.totalCount);

    const options = await post<{ parameters: { code: string; options: { value: string; count: number }[] }[] }>(
      '/api/catalogue/filter-options/parameter',
      { hash: topHash },
    );
    const scent = options.body.parameters.find((p) => p.code === 'vune');
    const option = scent?.options[0];
    if (!option) throw new Error('no scent option in the seed');
    const byScent = await catalogue({ hash: topHash, filter: { parameters: [{ code: 'vune', values: [option.value] }] } });
    expect(byScent.body.totalCount).toBe(option.count);

    const ranges = await post<{ items: { code: string; min: number; max: number; count: number }[] }>(
      '/api/catalogue/filter-options/parameter-range',
      { hash: topHash },
    );
    const volume = ranges.body.items.find((r) => r.code === 'objem');
    if (!volume) throw new Error('no volume range');
    const whole = await catalogue({ hash: topHash, filter: { parameterRanges: [{ code: 'objem', from: volume.min, to: volume.max }] } });
    expect(whole.body.totalCount).toBe(volume.count);
    const narrow = await catalogue({ hash: topHash, filter: { parameterRanges: [{ code: 'objem', from: volume.min, to: volume.min }] } });
    expect(narrow.body.totalCount).toBeLessThan(volume.count);
    expect(ranges.body.items.some((r) => r.code.startsWith('warranty_'))).toBe(false);
  });

  it('lists a manufacturer and each of the five preview taxonomies by hash', async () => {
    const maker = await catalogue({ hash: manufacturerHash, first: 5 });
    expect(maker.body.totalCount).toBeGreaterThan(0);
    for (const path of ['/preview/vyprodej', '/preview/novinky', '/preview/akce', '/preview/second-hand', '/preview/doporucujeme']) {
      const page = await catalogue({ hash: taxonomyHash(path), first: 3 });
      expect(page.status, path).toBe(200);
      expect(page.body.totalCount, path).toBeGreaterThan(0);
    }
    const previews = await get<Node[]>('/api/taxonomies/list?kind=preview');
    expect(previews.body).toHaveLength(5);
    expect(previews.body.map((p) => p.name)).toContain('Výprodej');
  });

  it('answers an unknown hash with an empty listing', async () => {
    const page = await catalogue({ hash: 'abc123', first: 5 });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ items: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('refuses bad input with 400 and a Czech message', async () => {
    const cases: [unknown, string][] = [
      [{ hash: 'NOT A HASH' }, 'Neplatný hash taxonomie.'],
      [{ hash: topHash, first: 500 }, 'Počet (first) může být nejvýše 60.'],
      [{ hash: topHash, filter: { priceFrom: -1 } }, 'Cena nesmí být záporná.'],
      [{ hash: topHash, filter: { parameters: [{ code: 'bad code!', values: [] }] } }, 'Neplatný kód parametru.'],
      [{ hash: topHash, after: 'garbage' }, 'Neplatná pozice v katalogu (after).'],
      [{}, 'Chybí hash taxonomie.'],
    ];
    for (const [body, message] of cases) {
      const res = await post<{ statusCode: number; message: string }>('/api/catalogue', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // A cursor of another sort is refused rather than misread.
    const byName = await catalogue({ hash: topHash, sort: 'NAME_ASC', first: 2 });
    const mixed = await catalogue({ hash: topHash, sort: 'PRICE_ASC', after: byName.body.pageInfo.endCursor });
    expect(mixed.status).toBe(400);
  });
});

describe('listing counts', () => {
  it(`keeps a listing's total count ${LISTING_COUNT_TTL_MS / 1000} s while its pages stay live`, async () => {
    const body = { hash: topHash, filter: { inStock: true }, sort: 'NAME_ASC', first: 5 };
    const before = await catalogue(body);
    const gone = before.body.items[0]?.sku;
    if (!gone) throw new Error('no product in stock');
    const [product] = await t.database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.sku, gone));
    await setStock(t.database, gone, 0);
    try {
      const after = await catalogue(body);
      expect(after.body.items.map((i) => i.sku)).not.toContain(gone);
      expect(after.body.totalCount).toBe(before.body.totalCount);
      setAnswerCachesEnabled(false);
      expect((await catalogue(body)).body.totalCount).toBe(before.body.totalCount - 1);
    } finally {
      setAnswerCachesEnabled(true);
      // The PostgreSQL suite shares its database between files running at once.
      await setStock(t.database, gone, product?.stock ?? 0);
    }
  });
});

describe('filter options', () => {
  it('price range ignores its own filter and follows the others', async () => {
    const plain = await post<{ min: number; max: number; minWithTax: number; maxWithTax: number; count: number }>(
      '/api/catalogue/filter-options/price-range',
      { hash: topHash },
    );
    expect(plain.status).toBe(200);
    expect(plain.body.minWithTax).toBeLessThanOrEqual(plain.body.maxWithTax);
    expect(plain.body.min).toBeLessThan(plain.body.minWithTax + 1);
    const priced = await post<typeof plain.body>('/api/catalogue/filter-options/price-range', {
      hash: topHash,
      filter: { priceFrom: plain.body.maxWithTax, priceTo: plain.body.maxWithTax },
    });
    expect(priced.body).toEqual(plain.body);
    const inStock = await post<typeof plain.body>('/api/catalogue/filter-options/price-range', { hash: topHash, filter: { inStock: true } });
    expect(inStock.body.count).toBeLessThan(plain.body.count);
  });

  it('option counts reflect the other active filters, not their own', async () => {
    type Options = {
      parameters: { code: string; options: { value: string; count: number; selected: boolean }[] }[];
      manufacturers: { hash: string; count: number; selected: boolean }[];
      inStockCount: number;
    };
    const plain = await post<Options>('/api/catalogue/filter-options/parameter', { hash: topHash });
    const scent = plain.body.parameters.find((p) => p.code === 'vune');
    const chosen = scent?.options[0];
    if (!scent || !chosen) throw new Error('no scent facet');
    const filtered = await post<Options>('/api/catalogue/filter-options/parameter', {
      hash: topHash,
      filter: { parameters: [{ code: 'vune', values: [chosen.value] }] },
    });
    // Its own facet is unchanged (other scents still show what choosing them gives), the chosen one is marked…
    const scentAfter = filtered.body.parameters.find((p) => p.code === 'vune');
    expect(scentAfter?.options.map((o) => [o.value, o.count])).toEqual(scent.options.map((o) => [o.value, o.count]));
    expect(scentAfter?.options.find((o) => o.value === chosen.value)?.selected).toBe(true);
    // …while every other facet narrows to the chosen scent.
    const makersBefore = plain.body.manufacturers.reduce((a, m) => a + m.count, 0);
    const makersAfter = filtered.body.manufacturers.reduce((a, m) => a + m.count, 0);
    expect(makersAfter).toBe(chosen.count);
    expect(makersAfter).toBeLessThan(makersBefore);
    expect(filtered.body.inStockCount).toBeLessThanOrEqual(chosen.count);

    const maker = plain.body.manufacturers[0];
    if (!maker) throw new Error('no manufacturer facet');
    const byMaker = await post<Options>('/api/catalogue/filter-options/parameter', { hash: topHash, filter: { manufacturers: [maker.hash] } });
    expect(byMaker.body.manufacturers.map((m) => m.count)).toEqual(plain.body.manufacturers.map((m) => m.count));
    expect(byMaker.body.manufacturers.find((m) => m.hash === maker.hash)?.selected).toBe(true);
  });

  it('facet counts match the products\' parameters, and follow a product update (product_parameter_values)', async () => {
    type Options = { parameters: { code: string; options: { value: string; count: number }[] }[] };
    const { db } = t.database;
    const fromJsonb = async () => {
      const res = await db.execute(sql`
        SELECT x->>'code' AS code, x->>'value' AS value, count(DISTINCT e.sku)::int AS n
        FROM catalogue_entries e JOIN products p ON p.sku = e.sku, jsonb_array_elements(p.parameters) x
        WHERE e.price_group = '_default' AND e.taxonomy_hash = ${topHash} AND jsonb_typeof(x->'value') = 'string' AND x->>'code' = 'vune'
        GROUP BY 1, 2 ORDER BY 2`);
      return (Reflect.get(res as object, 'rows') as { value: string; n: number }[]).map((r) => [r.value, Number(r.n)]);
    };
    const served = async () => {
      const res = await post<Options>('/api/catalogue/filter-options/parameter', { hash: topHash, codes: ['vune'] });
      const facet = res.body.parameters.find((f) => f.code === 'vune');
      return (facet?.options ?? []).map((o) => [o.value, o.count]).sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en'));
    };
    const sortC = (rows: (string | number)[][]) => rows.sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en'));
    const before = sortC(await fromJsonb());
    expect(before.length).toBeGreaterThan(0);
    expect(await served()).toEqual(before);
    // A product of the category changes its scent: the trigger moves it to the new option.
    const [row] = (Reflect.get(
      (await db.execute(sql`SELECT p.sku FROM catalogue_entries e JOIN products p ON p.sku = e.sku
        WHERE e.price_group = '_default' AND e.taxonomy_hash = ${topHash} AND p.parameters @> '[{"code":"vune"}]' ORDER BY p.sku LIMIT 1`)) as object,
      'rows',
    ) as { sku: string }[]);
    if (!row) throw new Error('no scented product');
    await db.execute(sql`UPDATE products SET parameters = (
        SELECT jsonb_agg(CASE WHEN x->>'code' = 'vune' THEN jsonb_set(x, '{value}', '"Testovací vůně"') ELSE x END) FROM jsonb_array_elements(parameters) x)
      WHERE sku = ${row.sku}`);
    const after = sortC(await fromJsonb());
    expect(after.find((r) => r[0] === 'Testovací vůně')?.[1]).toBe(1);
    // Filter options are kept FILTER_OPTIONS_TTL_MS per instance: the same request still answers
    // the counts it computed before the change; computed afresh, it shows the change.
    expect(await served()).toEqual(before);
    setAnswerCachesEnabled(false);
    try {
      expect(await served()).toEqual(after);
    } finally {
      setAnswerCachesEnabled(true);
    }
    const filtered = await catalogue({ hash: topHash, filter: { parameters: [{ code: 'vune', values: ['Testovací vůně'] }] } });
    expect(filtered.body.items.map((i) => i.sku)).toEqual([row.sku]);
  });

  it('refuses malformed filter-option input with 400', async () => {
    for (const path of ['price-range', 'parameter-range', 'parameter']) {
      const res = await post<{ message: string }>(`/api/catalogue/filter-options/${path}`, { hash: '!!' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Neplatný hash taxonomie.');
    }
  });
});

describe('taxonomy API', () => {
  it('marks its answers public for a minute (the same for every visitor), errors not', async () => {
    for (const path of ['/api/content/navigation', `/api/taxonomies/sub-tree?hash=${topHash}`, `/api/taxonomies/detail?hash=${topHash}`, '/api/taxonomies/list?kind=manufacturer', '/api/articles/for-taxonomy?type=blog']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PUBLIC_CACHE);
      // Revalidation: the same content answers 304 without a body.
      const tag = res.headers.get('etag');
      expect(tag, path).toMatch(/^"[^"]+"$/);
      const again = await fetch(`${t.url}${path}`, { headers: { 'if-none-match': tag! } });
      expect([again.status, await again.text()], path).toEqual([304, '']);
    }
    const bad = await fetch(`${t.url}/api/taxonomies/sub-tree?hash=!!`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).not.toBe(PUBLIC_CACHE);
  });

  it('me-and-ancestors lists the root first and the node last', async () => {
    const leaf = await get<Node[]>(`/api/taxonomies/me-and-ancestors?hash=${taxonomyHash('/catalogue/uklidova-chemie/cistice-podlah')}`);
    expect(leaf.status).toBe(200);
    expect(leaf.body.map((n) => n.path)).toEqual(['/catalogue', '/catalogue/uklidova-chemie', '/catalogue/uklidova-chemie/cistice-podlah']);
  });

  it('detail honours the level; code and with-ancestors answer for a known hash', async () => {
    const detail = await get<Node>(`/api/taxonomies/detail?hash=${topHash}&level=detail&locale=cs&region=CZ`);
    expect(detail.body).toMatchObject({ hash: topHash, name: 'Úklidová chemie', level: 'detail' });
    expect(detail.body.description).toBeTruthy();
    expect(detail.body.children.length).toBeGreaterThan(0);
    const base = await get<Node>(`/api/taxonomies/detail?hash=${topHash}&level=base`);
    expect(base.body).toMatchObject({ level: 'base', description: null, children: [] });
    const code = await get<{ hash: string; code: string }>(`/api/taxonomies/code?hash=${topHash}`);
    expect(code.body).toMatchObject({ hash: topHash, code: 'UC' });
    const withAncestors = await get<{ node: Node; ancestors: Node[] }>(`/api/taxonomies/with-ancestors?hash=${topHash}`);
    expect(withAncestors.body.node.hash).toBe(topHash);
    expect(withAncestors.body.ancestors.map((n) => n.hash)).toEqual([DEFAULT_CATALOGUE_HASH]);
    const makers = await get<Node[]>('/api/taxonomies/list?kind=manufacturer');
    expect(makers.body.some((m) => m.hash === manufacturerHash)).toBe(true);
  });

  it('answers 200 null for an unknown hash on every taxonomy call', async () => {
    for (const path of ['me-and-ancestors', 'sub-tree', 'detail', 'code', 'with-ancestors']) {
      const res = await fetch(`${t.url}/api/taxonomies/${path}?hash=abc123`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('null');
    }
  });

  it('answers 400 with a Czech message for malformed input', async () => {
    const cases: [string, string][] = [
      ['/api/taxonomies/me-and-ancestors', 'Chybí hash taxonomie.'],
      ['/api/taxonomies/code?hash=ABC!', 'Neplatný hash taxonomie.'],
      ['/api/taxonomies/with-ancestors?hash=%20', 'Neplatný hash taxonomie.'],
      [`/api/taxonomies/detail?hash=${DEFAULT_CATALOGUE_HASH}&level=huge`, 'Neznámá úroveň detailu'],
      [`/api/taxonomies/detail?hash=${DEFAULT_CATALOGUE_HASH}&locale=en`, 'Podporovaný jazyk (locale) je pouze cs.'],
      [`/api/taxonomies/detail?hash=${DEFAULT_CATALOGUE_HASH}&region=DE`, 'Podporovaný region je pouze CZ.'],
      [`/api/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}&depth=9`, 'Hloubka může být nejvýše 4.'],
      ['/api/taxonomies/list?kind=secret', 'Neznámý druh taxonomie'],
    ];
    for (const [path, message] of cases) {
      const res = await get<{ message: string }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toContain(message);
    }
  });
});
