// @vitest-environment node
// Product feeds (issue 15, item 6) over real HTTP: /feeds/heureka.xml, /feeds/zbozi.xml and
// /feeds/google.xml are well-formed XML (parsed by a real XML parser), use only the elements of the
// published lists checked in as tests/fixtures/feeds/*.json with every required one present, list
// exactly the purchasable catalogue products with their B2C prices, absolute URLs, EAN and stock
// mapped from the domain's stock states; they are streamed in batches, compressed, cached with an
// ETag and made again when the data changes.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DEFAULT_PRICE_GROUP, feedPrice, googlePrice, isPurchasable, mediaUrl, productUrl } from '../../src/domain/index.js';
import { prices, products, taxonomies } from '../../src/server/db/schema.js';
import { FEED_BATCH_SIZE } from '../../src/server/services/feeds/rows.js';
import { feedDocument } from '../../src/server/services/feeds/documents.js';
import { xmlText } from '../../src/server/services/feeds/xml.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Spec = {
  root: string;
  namespace: string | null;
  item: string;
  required: string[];
  elements: string[];
  children?: Record<string, { required: string[]; elements: string[] }>;
  deliveryIds?: string[];
  values?: Record<string, string[]>;
  channel?: string[];
  formats: Record<string, string>;
};
const spec = (name: string): Spec => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/feeds', `${name}.json`), 'utf8')) as Spec;

const PUBLIC_URL = 'https://eshop.cisto.example';
type Node = Record<string, unknown>;
let t: TestApp;

/** Elements always as arrays, text as strings, attributes kept: the structure exactly as written. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

async function feed(name: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/feeds/${name}.xml`, { headers });
  const body = await res.text();
  return { res, body };
}

function parse(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parser.parse(xml) as Node;
}

const first = (node: Node, name: string): Node => {
  const list = node[name] as Node[] | undefined;
  expect(list, name).toBeDefined();
  return list![0]!;
};
const texts = (node: Node, name: string): string[] => ((node[name] as Node[] | undefined) ?? []).map((n) => String(n['#text'] ?? ''));
const text = (node: Node, name: string): string | undefined => texts(node, name)[0];
const elementNames = (node: Node): string[] => Object.keys(node).filter((k) => !k.startsWith('@') && k !== '#text');

/** The oracle: purchasable catalogue products by the domain rule, read without the feed's SQL. */
async function purchasableSkus(): Promise<Set<string>> {
  const rows = await t.database.db
    .select({ sku: products.sku, taxonomies: products.taxonomyPaths, onSale: products.onSale, soldOut: products.soldOut, stockState: products.stockState, price: prices.price, priceWithTax: prices.priceWithTax })
    .from(products)
    .leftJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP)));
  return new Set(rows.filter((r) => isPurchasable({ ...r, price: r.price ?? 0, priceWithTax: r.priceWithTax ?? 0 })).map((r) => r.sku));
}

async function productFacts(sku: string) {
  const [row] = await t.database.db
    .select({ name: products.name, ean: products.ean, images: products.images, priceWithTax: prices.priceWithTax, manufacturer: taxonomies.name })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP)))
    .leftJoin(taxonomies, eq(taxonomies.hash, products.manufacturerHash))
    .where(eq(products.sku, sku));
  if (!row) throw new Error(`no ${sku}`);
  return row;
}

/** A purchasable product in stock and one at the supplier, from the seed. */
async function skuWhere(condition: ReturnType<typeof sql>): Promise<string> {
  const purchasable = await purchasableSkus();
  const rows = await t.database.db.select({ sku: products.sku }).from(products).where(condition).orderBy(products.sku);
  const found = rows.find((r) => purchasable.has(r.sku));
  if (!found) throw new Error('the seed has no such product');
  return found.sku;
}

beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

describe.each(['heureka', 'zbozi'] as const)('/feeds/%s.xml (SHOP/SHOPITEM)', (name) => {
  const list = spec(name);

  it('is well-formed XML with only the published elements, every required one, in their formats', async () => {
    const { res, body } = await feed(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const doc = parse(body);
    expect(elementNames(doc).filter((n) => n !== '?xml')).toEqual([list.root]);
    const shop = first(doc, list.root);
    expect(shop['@xmlns']).toBe(list.namespace ?? undefined);
    expect(elementNames(shop)).toEqual([list.item]);
    const items = shop[list.item] as Node[];
    expect(items.length).toBeGreaterThan(100);
    for (const item of items) {
      const names = elementNames(item);
      expect(names.filter((n) => !list.elements.includes(n)), text(item, 'ITEM_ID')).toEqual([]);
      expect(list.required.filter((n) => !names.includes(n)), text(item, 'ITEM_ID')).toEqual([]);
      for (const [element, pattern] of Object.entries(list.formats)) {
        for (const value of texts(item, element)) expect(value, `${element} of ${text(item, 'ITEM_ID')}`).toMatch(new RegExp(pattern));
      }
      for (const [child, childSpec] of Object.entries(list.children ?? {})) {
        for (const entry of (item[child] as Node[] | undefined) ?? []) {
          const childNames = elementNames(entry);
          expect(childNames.filter((n) => !childSpec.elements.includes(n))).toEqual([]);
          expect(childSpec.required.filter((n) => !childNames.includes(n))).toEqual([]);
        }
      }
      for (const delivery of (item.DELIVERY as Node[] | undefined) ?? []) expect(list.deliveryIds).toContain(text(delivery, 'DELIVERY_ID'));
    }
  });

  it('lists exactly the purchasable catalogue products: no services, nothing sold out or unpriced', async () => {
    const doc = parse((await feed(name)).body);
    const ids = (first(doc, list.root)[list.item] as Node[]).map((item) => text(item, 'ITEM_ID'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(await purchasableSkus());
    expect(ids).not.toContain('zar01');
  });

  it('says a product as the shop does: absolute URLs, B2C price with VAT, EAN, maker, category path, stock', async () => {
    const inStock = await skuWhere(sql`${products.stockState} = 'stock' AND ${products.stockQuantity} > 0`);
    const atSupplier = await skuWhere(sql`${products.stockState} = 'to-order'`);
    const doc = parse((await feed(name)).body);
    const items = first(doc, list.root)[list.item] as Node[];
    const item = items.find((i) => text(i, 'ITEM_ID') === inStock)!;
    const facts = await productFacts(inStock);
    expect(text(item, 'PRODUCTNAME')).toBe(facts.name);
    expect(text(item, 'URL')).toBe(`${PUBLIC_URL}${productUrl({ name: facts.name, sku: inStock })}`);
    expect(text(item, 'IMGURL')).toBe(`${PUBLIC_URL}${mediaUrl(facts.images[0], '/media')}`);
    expect(text(item, 'PRICE_VAT')).toBe(feedPrice(facts.priceWithTax));
    expect(text(item, 'EAN')).toBe(facts.ean);
    expect(text(item, 'MANUFACTURER')).toBe(facts.manufacturer);
    expect(text(item, 'CATEGORYTEXT')).toMatch(/^[^|]+( \| [^|]+)*$/);
    expect(text(item, 'DELIVERY_DATE')).toBe('0');
    expect((item.DELIVERY as Node[]).length).toBeGreaterThan(0);
    const later = items.find((i) => text(i, 'ITEM_ID') === atSupplier)!;
    expect(text(later, 'DELIVERY_DATE')).toBe('7');
  });
});

describe('/feeds/google.xml (Google Merchant RSS 2.0)', () => {
  const list = spec('google');

  it('is RSS 2.0 with the g: namespace, only published attributes, every required one, in their formats', async () => {
    const { res, body } = await feed('google');
    expect(res.status).toBe(200);
    const doc = parse(body);
    const rss = first(doc, 'rss');
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:g']).toBe(list.namespace);
    const channel = first(rss, 'channel');
    for (const element of list.channel ?? []) expect(text(channel, element)).toBeTruthy();
    const items = channel.item as Node[];
    expect(new Set(items.map((i) => text(i, 'g:id')))).toEqual(await purchasableSkus());
    for (const item of items) {
      const names = elementNames(item);
      expect(names.filter((n) => !list.elements.includes(n)), text(item, 'g:id')).toEqual([]);
      expect(list.required.filter((n) => !names.includes(n)), text(item, 'g:id')).toEqual([]);
      for (const [element, allowed] of Object.entries(list.values ?? {})) {
        for (const value of texts(item, element)) expect(allowed).toContain(value);
      }
      for (const [element, pattern] of Object.entries(list.formats)) {
        for (const value of texts(item, element)) expect(value, `${element} of ${text(item, 'g:id')}`).toMatch(new RegExp(pattern));
      }
      // A back-ordered product says when it will be there.
      if (text(item, 'g:availability') === 'backorder') expect(text(item, 'g:availability_date')).toBeTruthy();
    }
  });

  it('gives price as "123.45 CZK", gtin, brand, in_stock and condition new', async () => {
    const inStock = await skuWhere(sql`${products.stockState} = 'stock' AND ${products.stockQuantity} > 0`);
    const facts = await productFacts(inStock);
    const doc = parse((await feed('google')).body);
    const item = (first(first(doc, 'rss'), 'channel').item as Node[]).find((i) => text(i, 'g:id') === inStock)!;
    expect(text(item, 'g:price')).toBe(googlePrice(facts.priceWithTax));
    expect(text(item, 'g:gtin')).toBe(facts.ean);
    expect(text(item, 'g:brand')).toBe(facts.manufacturer);
    expect(text(item, 'g:availability')).toBe('in_stock');
    expect(text(item, 'g:condition')).toBe('new');
    expect(text(item, 'g:link')).toBe(`${PUBLIC_URL}${productUrl({ name: facts.name, sku: inStock })}`);
  });
});

// These change a product's name or price: in this file's own database copy (on either engine).
describe('escaping', () => {
  it('xmlText escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('mop\u0001\u0008\uFFFE ok\t\n')).toBe('mop ok\t\n');
    expect(xmlText('😀 Čisto')).toBe('😀 Čisto');
    expect(xmlText('\uD800x')).toBe('x');
  });

  it('a name with markup and a control character still gives a well-formed feed with the name as text', async () => {
    const sku = await skuWhere(sql`${products.stockState} = 'stock'`);
    await t.database.db.update(products).set({ name: `Mop <Extra> & "Pro" \u0002čistič` }).where(eq(products.sku, sku));
    for (const name of ['heureka', 'zbozi', 'google']) {
      const body = await waitForChange(name, (xml) => xml.includes('Mop &lt;Extra&gt;'));
      const doc = parse(body);
      const root = name === 'google' ? (first(first(doc, 'rss'), 'channel').item as Node[]) : (first(doc, 'SHOP').SHOPITEM as Node[]);
      const item = root.find((i) => text(i, name === 'google' ? 'g:id' : 'ITEM_ID') === sku)!;
      expect(text(item, name === 'google' ? 'g:title' : 'PRODUCTNAME')).toBe('Mop <Extra> & "Pro" čistič');
    }
  });
});

/**
 * The feed once the data change shows: the page stamp is read at most once a second (shared with
 * the page cache), so the first requests after a change may still get the kept file.
 */
async function waitForChange(name: string, changed: (xml: string) => boolean): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { body } = await feed(name);
    if (changed(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/feeds/${name}.xml did not change`);
}

// These change a product's name or price: in this file's own database copy (on either engine).
describe('caching, streaming and compression', () => {
  it('the same feed again has the same ETag and answers 304 to it; a price change makes a new one', async () => {
    const one = await feed('heureka');
    const two = await feed('heureka');
    const etag = one.res.headers.get('etag')!;
    expect(two.res.headers.get('etag')).toBe(etag);
    expect(two.body).toBe(one.body);
    const revalidated = await fetch(`${t.url}/feeds/heureka.xml`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    const sku = await skuWhere(sql`${products.stockState} = 'stock'`);
    await t.database.db.update(prices).set({ priceWithTax: 123_456, price: 102_030 }).where(and(eq(prices.sku, sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP)));
    const body = await waitForChange('heureka', (xml) => xml.includes(`<ITEM_ID>${sku}</ITEM_ID>`) && xml.includes('<PRICE_VAT>1234.56</PRICE_VAT>'));
    expect(body).not.toBe(one.body);
    const after = await fetch(`${t.url}/feeds/heureka.xml`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('is kept as a file of the instance, and compressed for clients that accept it', async () => {
    await feed('google');
    const dir = path.join(t.services.config.dataDir, 'documents');
    const files = fs.readdirSync(dir).flatMap((d) => fs.readdirSync(path.join(dir, d)));
    expect(files.some((f) => /^feed-google\.[0-9a-f]+\.xml$/.test(f))).toBe(true);
    const raw = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch decompresses on its own and hides the encoding.
      import('node:http').then(({ get }) =>
        get(`${t.url}/feeds/google.xml`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(XMLValidator.validate(gunzipSync(raw.body).toString('utf8'))).toBe(true);
  });

  it('is generated batch by batch: one chunk per FEED_BATCH_SIZE products between header and footer', async () => {
    const chunks: string[] = [];
    const ctx = { db: t.database.db, publicUrl: PUBLIC_URL, mediaPrefix: '/media', shopName: 'Čisto', now: new Date() };
    for await (const chunk of feedDocument(ctx, 'heureka')) chunks.push(chunk);
    const [row] = await t.database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(products);
    const count = row?.count ?? 0;
    expect(chunks.length).toBeLessThanOrEqual(2 + Math.ceil(count / FEED_BATCH_SIZE));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks.slice(1, -1)) expect(chunk.split('<SHOPITEM>').length - 1).toBeLessThanOrEqual(FEED_BATCH_SIZE);
  });
});
