// @vitest-environment node
// EAN/GTIN of products (issue 15, item 6): every seeded product has a valid, unique Czech EAN-13;
// the product detail serves it; an exact EAN typed into the search jumps to its product like a
// product code; the database keeps codes unique and digits only; updated_at follows changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isValidEan13, productUrl } from '../../src/domain/index.js';
import { products } from '../../src/server/db/schema.js';
import { setAnswerCachesEnabled } from '../../src/server/services/answer-cache.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Autocomplete answers are cached per query for 60 s; these checks ask fresh.
  setAnswerCachesEnabled(false);
});
afterAll(async () => {
  setAnswerCachesEnabled(true);
  await t.close();
});

const SKU = 'CI-000117';
const EAN = '8590000001173';

describe('seeded EANs', () => {
  it('every product has a valid EAN-13 with the Czech prefix 859, none twice', async () => {
    const rows = await t.database.db.select({ sku: products.sku, ean: products.ean }).from(products);
    expect(rows.length).toBeGreaterThan(100);
    // Products other tests create on a shared PostgreSQL database may have no EAN (staff may leave
    // it empty); every seeded product (CI-nnnnnn) has one, and every EAN present is valid and unique.
    const seeded = rows.filter((r) => /^CI-\d{6}$/.test(r.sku));
    expect(seeded.length).toBeGreaterThan(100);
    expect(seeded.filter((r) => !r.ean)).toEqual([]);
    const withEan = rows.filter((r) => r.ean !== null);
    expect(withEan.filter((r) => !isValidEan13(r.ean ?? '') || !(r.ean ?? '').startsWith('859'))).toEqual([]);
    expect(new Set(withEan.map((r) => r.ean)).size).toBe(withEan.length);
    expect(rows.find((r) => r.sku === SKU)?.ean).toBe(EAN);
  });
});

describe('the product detail', () => {
  it('REST and GraphQL serve the EAN', async () => {
    const res = await fetch(`${t.url}/api/products/${SKU}/detail`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ean: string | null }).ean).toBe(EAN);
    const visitor = await newVisitor(t.url);
    const answer = await visitor.gql<{ compare_add: { lists: { compareProducts: { sku: string; ean: string | null }[] } } }>(
      `mutation { compare_add(sku: "${SKU}") { lists { compareProducts { sku ean } } } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.compare_add.lists.compareProducts.find((p) => p.sku === SKU)?.ean).toBe(EAN);
  });
});

describe('search by EAN', () => {
  type Results = { exactMatchUrl: string | null; products: { items: { sku: string }[] } };
  const search = async (q: string) => {
    const res = await fetch(`${t.url}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q }) });
    expect(res.status).toBe(200);
    return (await res.json()) as Results;
  };

  it('an exact EAN, also typed in groups, names the product to jump to and finds it first', async () => {
    const [row] = await t.database.db.select({ name: products.name }).from(products).where(eq(products.sku, SKU));
    const url = productUrl({ name: row!.name, sku: SKU });
    for (const q of [EAN, ` ${EAN} `]) {
      const found = await search(q);
      expect(found.exactMatchUrl, q).toBe(url);
      expect(found.products.items[0]?.sku, q).toBe(SKU);
      const res = await fetch(`${t.url}/api/search/autocomplete?q=${encodeURIComponent(q)}`);
      const suggested = (await res.json()) as { exactMatchUrl: string | null; products: { sku: string }[] };
      expect(suggested.exactMatchUrl, q).toBe(url);
      expect(suggested.products[0]?.sku, q).toBe(SKU);
    }
    // Typed in groups (as printed under a barcode) it still names the product to jump to.
    for (const q of ['859 0000 001173', '8590000-001173']) expect((await search(q)).exactMatchUrl, q).toBe(url);
  });

  it('an EAN with a wrong check digit or of a service jumps nowhere', async () => {
    expect((await search('8590000001174')).exactMatchUrl).toBeNull();
    const [service] = await t.database.db.select({ ean: products.ean }).from(products).where(eq(products.sku, 'zar01'));
    expect(service?.ean).toBeTruthy();
    expect((await search(service!.ean!)).exactMatchUrl).toBeNull();
  });

  it('a changed EAN is searchable at once (search_keys follow the column)', async () => {
    const other = '8591234567893';
    await t.database.db.update(products).set({ ean: other }).where(eq(products.sku, 'CI-000118'));
    expect((await search(other)).products.items[0]?.sku).toBe('CI-000118');
  });
});

describe('the column', () => {
  it('refuses a second product with the same EAN and anything but 8, 12, 13 or 14 digits', async () => {
    const db = t.database.db;
    await expect(db.update(products).set({ ean: EAN }).where(eq(products.sku, 'CI-000119'))).rejects.toThrow();
    for (const bad of ['8590000001', '85900000011a', '123', '859000000117300']) {
      await expect(db.update(products).set({ ean: bad }).where(eq(products.sku, 'CI-000119'))).rejects.toThrow();
    }
    // Without an EAN is fine, and several products may have none.
    await db.update(products).set({ ean: null }).where(sql`${products.sku} IN ('CI-000119', 'CI-000120')`);
  });

  it('updated_at moves when the row changes, not when nothing changed', async () => {
    const db = t.database.db;
    const read = async () => (await db.select({ at: products.updatedAt }).from(products).where(eq(products.sku, 'CI-000121')))[0]!.at;
    await db.update(products).set({ updatedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(products.sku, 'CI-000121'));
    const before = await read();
    await db.execute(sql`UPDATE products SET name = name WHERE sku = 'CI-000121'`);
    expect((await read()).getTime()).toBe(before.getTime());
    await db.update(products).set({ stockQuantity: sql`${products.stockQuantity} + 1` }).where(eq(products.sku, 'CI-000121'));
    expect((await read()).getTime()).toBeGreaterThan(Date.parse('2021-01-01'));
  });
});
