// Search engines and accessibility (issue 15, items 7, 8 and 9) against the production server:
// head tags, canonical addresses and noindex; 301s; the crawlable "Načíst další" link; JSON-LD
// checked against the checked-in lists of the properties Google's rich results require
// (tests/fixtures/structured-data); the accessibility statement; the Nu HTML Checker (vnu-jar on
// the machine's Java) with 0 errors and axe-core with no violation at 375 and 1280 px on home,
// a category, a product, search, cart, an article, registration and the 404 page.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain';
import { jsonLdBlocks, loadSpec, structuredDataProblems } from '../helpers/structured-data';
import { launchBrowser, watchErrors } from './browser.js';
import { axeViolations, hydrated } from './journey.js';

const baseUrl = inject('baseUrl');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const ARTICLE = '/poradna/jak-vybrat-toaletni-papir-do-firmy';
const STATEMENT = '/stranky/prohlaseni-o-pristupnosti';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function api(apiPath: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, apiPath).toBe(200);
  return response.json();
}

/** A page as a crawler gets it: no cookies, no script, redirects not followed. */
async function get(pagePath: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(`${baseUrl}${pagePath}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));
const canonicalOf = (html: string): string[] => [...headOf(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1] ?? '');
const metaOf = (html: string, attr: 'name' | 'property', key: string): string[] =>
  [...headOf(html).matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');
const titleOf = (html: string): string => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '';
const decode = (text: string): string => text.replace(/&amp;/g, '&');

/** The first category of the catalogue root, and its first product with reviews. */
let category: { url: string; hash: string };
let productUrl: string;

beforeAll(async () => {
  const tree = await api(`/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}`);
  const first: unknown = isRecord(tree) && Array.isArray(tree.children) ? tree.children[0] : null;
  if (!isRecord(first) || typeof first.url !== 'string' || typeof first.hash !== 'string') throw new Error('the catalogue root has no categories');
  category = { url: first.url, hash: first.hash };
  const page = await api('/catalogue', { hash: category.hash, first: 60 });
  const items: unknown[] = isRecord(page) && Array.isArray(page.items) ? page.items : [];
  const reviewed = items.find((item) => isRecord(item) && typeof item.reviewCount === 'number' && item.reviewCount > 0);
  if (!isRecord(reviewed) || typeof reviewed.url !== 'string') throw new Error('no product with reviews in the first category');
  productUrl = reviewed.url;
});

/** The eight pages the acceptance names. */
const pages = (): [string, string, number][] => [
  ['home', '/', 200],
  ['category', category.url, 200],
  ['product', productUrl, 200],
  ['search', '/vyhledavani?q=cistic', 200],
  ['cart', '/kosik', 200],
  ['article', ARTICLE, 200],
  ['registration', '/registrace', 200],
  ['404', '/tahle-stranka-neni', 404],
];

describe('head tags', () => {
  it('indexable pages have one absolute canonical address, a description, a real title and link-preview tags', async () => {
    const cases: [string, string][] = [
      ['/', `${baseUrl}/`],
      [category.url, `${baseUrl}${category.url}`],
      [productUrl, `${baseUrl}${productUrl}`],
      [ARTICLE, `${baseUrl}${ARTICLE}`],
      ['/showrooms/praha', `${baseUrl}/showrooms/praha`],
      ['/registrace', `${baseUrl}/registrace`],
      [STATEMENT, `${baseUrl}${STATEMENT}`],
    ];
    for (const [pagePath, canonical] of cases) {
      const { status, html } = await get(pagePath);
      expect(status, pagePath).toBe(200);
      expect(canonicalOf(html), pagePath).toEqual([canonical]);
      expect(metaOf(html, 'property', 'og:url'), pagePath).toEqual([canonical]);
      expect(metaOf(html, 'name', 'description')[0]?.length ?? 0, pagePath).toBeGreaterThan(20);
      expect(metaOf(html, 'property', 'og:title'), pagePath).toEqual([titleOf(html)]);
      expect(metaOf(html, 'property', 'og:site_name'), pagePath).toEqual(['Čisto']);
      expect(metaOf(html, 'name', 'twitter:card'), pagePath).toHaveLength(1);
      expect(metaOf(html, 'name', 'robots'), pagePath).toEqual([]);
    }
  });

  it('titles: a product with its key parameter and the shop, a category with its product count', async () => {
    const product = await get(productUrl);
    const name = jsonLdBlocks(product.html).find((b) => b['@type'] === 'Product')?.name;
    expect(titleOf(product.html)).toMatch(new RegExp(`^${String(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\| Čisto$`));
    const listing = await get(category.url);
    const total = await api('/catalogue', { hash: category.hash, first: 1 });
    const count = isRecord(total) ? Number(total.totalCount) : NaN;
    expect(titleOf(listing.html)).toMatch(new RegExp(`\\(${count.toLocaleString('cs-CZ').replace(/\s/g, '\\s')} produkt(ů|y)?\\) \\| Čisto$`));
  });

  it('search, cart, checkout, comparison and the style guide are noindex, without a canonical address', async () => {
    for (const pagePath of ['/vyhledavani?q=mop', '/kosik', '/kosik/hromadne-pridani', '/porovnani-produktu', '/__styleguide']) {
      const { status, html } = await get(pagePath);
      expect(status, pagePath).toBe(200);
      expect(metaOf(html, 'name', 'robots'), pagePath).toEqual(['noindex, follow']);
      expect(canonicalOf(html), pagePath).toEqual([]);
    }
    expect(metaOf((await get('/tahle-stranka-neni')).html, 'name', 'robots')).toEqual(['noindex']);
  });

  it('a filtered or re-sorted listing names its base address canonical', async () => {
    const filtered = await get(`${category.url}?filter=${encodeURIComponent('{"inStock":true}')}&sort=PRICE_ASC&utm_source=x`);
    expect(filtered.status).toBe(200);
    expect(canonicalOf(filtered.html)).toEqual([`${baseUrl}${category.url}`]);
  });
});

describe('addresses', () => {
  it('answers 301 for a trailing slash and for an outdated category slug', async () => {
    expect(await get('/poradna/?x=1')).toMatchObject({ status: 301, location: '/poradna?x=1' });
    expect(await get(`${category.url}/`)).toMatchObject({ status: 301, location: category.url });
    const hash = category.url.slice(category.url.lastIndexOf('/c/') + 3);
    const moved = await get(`/stary-nazev/c/${hash}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(category.url);
  });

  it('"Načíst další" is a real link to the next products, which name themselves canonical', async () => {
    const first = await get(category.url);
    const link = /<a[^>]*data-testid="load-more"[^>]*>/.exec(first.html)?.[0] ?? '';
    const href = decode(/href="([^"]*)"/.exec(link)?.[1] ?? '');
    expect(href).toMatch(new RegExp(`^${category.url}\\?after=`));
    const next = await get(href);
    expect(next.status).toBe(200);
    expect(canonicalOf(next.html)).toEqual([`${baseUrl}${href}`]);
    const skus = (html: string) => [...html.matchAll(/data-testid="product-card"[^>]*data-sku="([^"]*)"/g)].map((m) => m[1]);
    expect(skus(next.html).length).toBeGreaterThan(0);
    expect(skus(next.html).filter((sku) => skus(first.html).includes(sku))).toEqual([]);
  });
});

describe('structured data', () => {
  const check = (html: string, type: string, where: string) => {
    const items = jsonLdBlocks(html).filter((b) => b['@type'] === type || (type === 'Article' && ['BlogPosting', 'NewsArticle'].includes(String(b['@type']))));
    expect(items.length, `${type} on ${where}`).toBeGreaterThan(0);
    const spec = loadSpec(type);
    for (const item of items) expect(structuredDataProblems(item, spec), `${type} on ${where}`).toEqual([]);
    return items;
  };

  it('a product: Product with offer, shipping, return policy and rating, and its BreadcrumbList', async () => {
    const { html } = await get(productUrl);
    const [product] = check(html, 'Product', productUrl);
    expect(product).toHaveProperty('aggregateRating.reviewCount');
    check(html, 'BreadcrumbList', productUrl);
  });

  it('a category: BreadcrumbList; home: Organization; an article: Article; a showroom: LocalBusiness with opening hours', async () => {
    check((await get(category.url)).html, 'BreadcrumbList', category.url);
    check((await get('/')).html, 'Organization', '/');
    check((await get(ARTICLE)).html, 'Article', ARTICLE);
    check((await get('/showrooms/praha')).html, 'LocalBusiness', '/showrooms/praha');
    expect(check((await get('/showrooms')).html, 'LocalBusiness', '/showrooms')).toHaveLength(3);
  });
});

describe('accessibility statement', () => {
  it('is linked from the footer and says what conforms, the exceptions, the contact, the enforcement body and its date', async () => {
    expect((await get('/')).html).toContain(`href="${STATEMENT}"`);
    const { status, html } = await get(STATEMENT);
    expect(status).toBe(200);
    for (const text of ['WCAG 2.1', 'EN 301 549', 'Nepřístupný obsah', 'pristupnost@cisto.cz', 'do 5 pracovních dnů', 'Česká obchodní inspekce', 'vypracováno']) {
      expect(html, text).toContain(text);
    }
  });
});

describe('validators', () => {
  it('the Nu HTML Checker finds no error on the eight pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-vnu-'));
    try {
      const files: string[] = [];
      for (const [name, pagePath, status] of pages()) {
        const page = await get(pagePath);
        expect(page.status, name).toBe(status);
        const file = path.join(dir, `${name}.html`);
        fs.writeFileSync(file, page.html);
        files.push(file);
      }
      // One JVM for all pages; the JSON report goes to stderr, and the exit code is 1 on errors.
      const result = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: unknown) => (isRecord(error) && typeof error.stderr === 'string' ? { stderr: error.stderr } : Promise.reject(error)),
      );
      const report: unknown = JSON.parse(result.stderr || '{"messages":[]}');
      const messages = isRecord(report) && Array.isArray(report.messages) ? report.messages.filter(isRecord) : [];
      const errors = messages.map((m) => `${path.basename(String(m.url))}:${String(m.lastLine)}: ${String(m.message)} [${String(m.extract ?? '').slice(0, 120)}]`);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });


  it.each([
    ['375 px', { width: 375, height: 812 }, true],
    ['1280 px', { width: 1280, height: 900 }, false],
  ])('axe finds no violation on the eight pages at %s', async (_name, viewport, isMobile) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const found: string[] = [];
    for (const [name, pagePath, status] of pages()) {
      const response = await page.goto(`${baseUrl}${pagePath}`);
      expect(response?.status(), name).toBe(status);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      for (const violation of await axeViolations(page)) found.push(`${name}: ${violation}`);
    }
    expect(found).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match|server rendered/i.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
