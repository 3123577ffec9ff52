// @vitest-environment node
// robots.txt and the sitemaps (issue 15, item 7) over real HTTP: /sitemap.xml is a sitemap index
// valid against the sitemaps.org siteindex.xsd, its product, category, manufacturer and content
// sitemaps are valid against sitemap.xsd (both checked in under tests/fixtures/sitemaps and run by
// xmllint compiled to WebAssembly), with absolute URLs and lastmod; product sitemaps are paged.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { productUrl } from '../../src/domain/index.js';
import { products } from '../../src/server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://eshop.cisto.example';
const schema = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(import.meta.dirname, '../fixtures/sitemaps', name), 'utf8') });

async function valid(xml: string, xsd: 'sitemap.xsd' | 'siteindex.xsd'): Promise<void> {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, schema: schema(xsd) });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
/** [loc, lastmod or null] per <url> or <sitemap>. */
const entries = (xml: string): [string, string | null][] =>
  [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/(?:url|sitemap)>/g)].map((m) => [m[1]!, m[2] ?? null]);
const local = (loc: string): string => {
  expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
  return loc.slice(PUBLIC_URL.length);
};

async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, { headers });
  return { res, body: await res.text() };
}

let t: TestApp;
let catalogueCount: number;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(sql`NOT (${products.taxonomyPaths}::text LIKE '%"/virtual/%')`);
  catalogueCount = row?.count ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('/robots.txt', () => {
  it('keeps crawlers out of search, cart, checkout, profile and styleguide, and names the sitemap', async () => {
    const { res, body } = await get(t.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const disallowed of ['/vyhledavani', '/kosik', '/profil', '/__styleguide']) expect(lines).toContain(`Disallow: ${disallowed}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // Product, category and content pages stay open.
    expect(lines.filter((l) => l.startsWith('Disallow:')).every((l) => !/^Disallow: \/?$/.test(l))).toBe(true);
  });
});

describe('/sitemap.xml', () => {
  it('is a sitemap index valid against siteindex.xsd, naming a product, category, manufacturer and content sitemap with lastmod', async () => {
    const { res, body } = await get(t.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    await valid(body, 'siteindex.xsd');
    const children = entries(body).map(([loc, lastmod]) => [local(loc), lastmod]);
    expect(children.map(([loc]) => loc)).toEqual(['/sitemaps/products-1.xml', '/sitemaps/categories-1.xml', '/sitemaps/manufacturers-1.xml', '/sitemaps/content-1.xml']);
    for (const [loc, lastmod] of children) expect(lastmod, loc ?? '').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answers 304 to its own ETag', async () => {
    const { res } = await get(t.url, '/sitemap.xml');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(t.url, '/sitemap.xml', { 'if-none-match': etag! })).res.status).toBe(304);
  });
});

describe('child sitemaps', () => {
  it.each(['products', 'categories', 'manufacturers', 'content'])('%s-1.xml is valid against sitemap.xsd with absolute URLs', async (kind) => {
    const { res, body } = await get(t.url, `/sitemaps/${kind}-1.xml`);
    expect(res.status).toBe(200);
    await valid(body, 'sitemap.xsd');
    const urls = entries(body);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls.map(([loc]) => loc)).size).toBe(urls.length);
    for (const [loc] of urls) local(loc);
  });

  it('the product sitemap lists every catalogue product page with its lastmod, and no service', async () => {
    const { body } = await get(t.url, '/sitemaps/products-1.xml');
    const urls = entries(body);
    expect(urls).toHaveLength(catalogueCount);
    const [row] = await t.database.db.select({ name: products.name, updatedAt: products.updatedAt }).from(products).where(eq(products.sku, 'CI-000117'));
    const mine = urls.find(([loc]) => local(loc) === productUrl({ name: row!.name, sku: 'CI-000117' }));
    expect(mine?.[1]).toBe(`${row!.updatedAt.toISOString().slice(0, 19)}Z`);
    expect(urls.some(([loc]) => loc.endsWith('/p/zar01'))).toBe(false);
    for (const [loc, lastmod] of urls) expect(lastmod, loc).not.toBeNull();
  });

  it('categories, manufacturers and content name the listing, brand and content pages', async () => {
    const categories = locs((await get(t.url, '/sitemaps/categories-1.xml')).body).map(local);
    expect(categories.every((p) => /\/c\/[0-9a-f]{16}$/.test(p))).toBe(true);
    const manufacturers = locs((await get(t.url, '/sitemaps/manufacturers-1.xml')).body).map(local);
    expect(manufacturers.length).toBeGreaterThan(0);
    expect(manufacturers.every((p) => /\/z\/[^/]+$/.test(p))).toBe(true);
    const content = locs((await get(t.url, '/sitemaps/content-1.xml')).body).map(local);
    expect(content).toContain('/');
    expect(content).toContain('/poradna');
    expect(content.some((p) => p.startsWith('/poradna/'))).toBe(true);
    expect(content.some((p) => p.startsWith('/showrooms/'))).toBe(true);
  });

  it('a changed product moves its lastmod', async () => {
    const sku = 'CI-000200';
    await t.database.db.update(products).set({ description: 'Nový popis pro mapu stránek.' }).where(eq(products.sku, sku));
    const [row] = await t.database.db.select({ name: products.name, updatedAt: products.updatedAt }).from(products).where(eq(products.sku, sku));
    const expected = `${row!.updatedAt.toISOString().slice(0, 19)}Z`;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const urls = entries((await get(t.url, '/sitemaps/products-1.xml')).body);
      if (urls.find(([loc]) => local(loc) === productUrl({ name: row!.name, sku }))?.[1] === expected) return;
      // The page stamp is read at most once a second: the kept sitemap may serve a moment longer.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the product sitemap kept the old lastmod');
  });

  it('unknown sitemaps and pages past the last are 404', async () => {
    for (const p of ['/sitemaps/products-2.xml', '/sitemaps/content-9.xml', '/sitemaps/orders-1.xml', '/sitemaps/products-0.xml', '/sitemaps/products-1.txt']) {
      expect((await get(t.url, p)).res.status, p).toBe(404);
    }
  });
});

describe('paging', () => {
  let small: TestApp;
  const PAGE = 200;
  beforeAll(async () => {
    small = await startTestApp({ publicUrl: PUBLIC_URL, sitemapPageSize: PAGE });
  });
  afterAll(async () => {
    await small.close();
  });

  it(`product sitemaps hold at most the page size each, together every product page once`, async () => {
    const index = (await get(small.url, '/sitemap.xml')).body;
    await valid(index, 'siteindex.xsd');
    const productPages = locs(index).map(local).filter((p) => p.startsWith('/sitemaps/products-'));
    expect(productPages).toHaveLength(Math.ceil(catalogueCount / PAGE));
    const all: string[] = [];
    for (const page of productPages) {
      const body = (await get(small.url, page)).body;
      await valid(body, 'sitemap.xsd');
      const urls = locs(body);
      expect(urls.length).toBeLessThanOrEqual(PAGE);
      all.push(...urls);
    }
    expect(all).toHaveLength(catalogueCount);
    expect(new Set(all).size).toBe(catalogueCount);
    expect((await get(small.url, `/sitemaps/products-${productPages.length + 1}.xml`)).res.status).toBe(404);
  });
});
