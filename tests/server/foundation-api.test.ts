// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_HASH, productUrl } from '../../src/domain/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';

type Page = { items: { sku: string; name: string; url: string; price: { amountWithTax: number } }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean }; totalCount: number };
type CartResult = {
  ok: boolean;
  errors: { code: string; message: string; sku: string | null }[];
  cart: { id: string; subjects: { sku: string; quantity: number; subjectTotal: { amountWithTax: number } }[]; totals: { total: { amountWithTax: number }; quantity: number } };
};

const ADD = `mutation Add($checkoutId: ID!, $batch: [CartSubjectUpdate!]!) {
  checkout_cart_update_subjects(checkoutId: $checkoutId, batch: $batch) {
    ok errors { code message sku } cart { id subjects { sku quantity subjectTotal { amountWithTax } } totals { total { amountWithTax } quantity } }
  }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and session', () => {
  it('answers health once migrated and seeded', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('uictx creates a session with the spec defaults and an httpOnly cookie', async () => {
    const res = await fetch(`${t.url}/api/auth/uictx`);
    const body = await res.json();
    expect(body).toMatchObject({ accessTokenType: 'Bearer', priceGroups: ['_default'], pricesType: 'B2C', currency: 'CZK', region: 'CZ', locale: 'cs' });
    expect(body.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.getSetCookie().join(';')).toMatch(/cisto_sid=.+HttpOnly/i);
  });

  it('keeps the same checkout for the same session cookie', async () => {
    const v = await newVisitor(t.url);
    const again = await fetch(`${t.url}/api/auth/uictx`, { headers: { cookie: v.cookie } });
    expect((await again.json()).checkoutId).toBe(v.checkoutId);
  });
});

describe('GraphQL endpoint', () => {
  it('refuses a call without a token with 401 and the spec message', async () => {
    const res = await fetch(`${t.url}/api/utils/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ visitorSettings { pricesType } }' }),
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).toContain('Call of GraphQL end point is not authenticated.');
  });

  it('refuses a forged token', async () => {
    const res = await fetch(`${t.url}/api/utils/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
      body: JSON.stringify({ query: '{ visitorSettings { pricesType } }' }),
    });
    expect(res.status).toBe(401);
  });

  it('switches the price type through update_settings and sets the 1825-day cookie', async () => {
    const v = await newVisitor(t.url);
    const res = await fetch(`${t.url}/api/utils/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: v.authorization, cookie: v.cookie },
      body: JSON.stringify({ query: 'mutation { update_settings(pricesType: B2B) { id pricesType } }' }),
    });
    expect((await res.json()).data.update_settings).toEqual({ id: 'current', pricesType: 'B2B' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pricesType='));
    expect(cookie).toMatch(/pricesType=B2B/);
    expect(cookie).toMatch(/Max-Age=157680000/);
    const read = await v.gql<{ visitorSettings: { pricesType: string } }>('{ visitorSettings { pricesType } }');
    expect(read.body.data.visitorSettings.pricesType).toBe('B2B');
  });
});

describe('catalogue REST', () => {
  it('pages the root catalogue by keyset cursor without overlap', async () => {
    const post = async (after: string | null) => {
      const res = await fetch(`${t.url}/api/catalogue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, sort: 'PRICE_ASC', first: 10, after }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Page;
    };
    const one = await post(null);
    expect(one.items).toHaveLength(10);
    expect(one.totalCount).toBeGreaterThanOrEqual(500);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = await post(one.pageInfo.endCursor);
    const skus = new Set(one.items.map((i) => i.sku));
    expect(two.items.some((i) => skus.has(i.sku))).toBe(false);
    const pricesInOrder = [...one.items, ...two.items].map((i) => i.price.amountWithTax);
    expect(pricesInOrder).toEqual([...pricesInOrder].sort((a, b) => a - b));
  });

  it('answers 400 with a Czech message for bad input', async () => {
    const res = await fetch(`${t.url}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: 'NOT A HASH', first: -1 }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('Neplatný hash taxonomie.');
    const badCursor = await fetch(`${t.url}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, after: 'garbage' }),
    });
    expect(badCursor.status).toBe(400);
  });

  it('returns the top categories as a sub-tree, and null for an unknown hash', async () => {
    const res = await fetch(`${t.url}/api/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}&depth=1`);
    const root = await res.json();
    expect(root.name).toBe('Katalog');
    expect(root.children.length).toBeGreaterThanOrEqual(8);
    expect(root.children[0].url).toMatch(/\/c\/[0-9a-z]+$/);
    const unknown = await fetch(`${t.url}/api/taxonomies/sub-tree?hash=abc123`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('null');
  });

  it('serves product detail with its canonical url and 404 for an unknown sku', async () => {
    const product = await pickProduct(t.database, 'purchasable');
    const res = await fetch(`${t.url}/api/products/${product.sku}/detail`);
    const body = await res.json();
    expect(body).toMatchObject({ sku: product.sku, name: product.name, purchasable: true, url: productUrl(product) });
    expect(body.availability.text.length).toBeGreaterThan(0);
    expect((await fetch(`${t.url}/api/products/NOPE-1/detail`)).status).toBe(404);
  });
});

describe('cart through GraphQL and REST', () => {
  it('adds to the cart and reads the same cart over REST', async () => {
    const v = await newVisitor(t.url);
    const product = await pickProduct(t.database, 'purchasable');
    const added = await v.gql<{ checkout_cart_update_subjects: CartResult }>(ADD, {
      checkoutId: v.checkoutId,
      batch: [{ sku: product.sku, quantity: 2, mode: 'ADD' }],
    });
    const result = added.body.data.checkout_cart_update_subjects;
    expect(result.ok).toBe(true);
    expect(result.cart.subjects).toEqual([expect.objectContaining({ sku: product.sku, quantity: 2 })]);
    const rest = await v.rest<CartResult['cart']>('GET', `/api/checkout/${v.checkoutId}/cart`);
    expect(rest.status).toBe(200);
    expect(rest.body.totals.total.amountWithTax).toBe(result.cart.totals.total.amountWithTax);

    const viaRest = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: product.sku, quantity: 5 });
    expect(viaRest.body.cart.subjects[0]?.quantity).toBe(5);
  });

  it('puts a newly added product after the lines already in the cart, whatever was removed before (found by the checkout model)', async () => {
    const v = await newVisitor(t.url);
    const skus = await Promise.all([10, 11, 12].map(async (n) => (await pickProduct(t.database, 'purchasable', n)).sku));
    const change = async (batch: { sku: string; quantity: number; mode: 'ADD' | 'SET' }[]) =>
      (await v.gql<{ checkout_cart_update_subjects: CartResult }>(ADD, { checkoutId: v.checkoutId, batch })).body.data.checkout_cart_update_subjects.cart.subjects.map((s) => s.sku);
    const [a, b, c] = skus as [string, string, string];
    expect(await change([a, b, c].map((sku) => ({ sku, quantity: 1, mode: 'ADD' as const })))).toEqual([a, b, c]);
    expect(await change([{ sku: a, quantity: 0, mode: 'SET' }])).toEqual([b, c]);
    expect(await change([{ sku: b, quantity: 0, mode: 'SET' }])).toEqual([c]);
    // Two lines left the cart; the one added now still comes last.
    expect(await change([{ sku: a, quantity: 1, mode: 'ADD' }])).toEqual([c, a]);
  });

  it('refuses unknown skus, bad quantities and non-purchasable products with Czech messages', async () => {
    const v = await newVisitor(t.url);
    const notOnSale = await pickProduct(t.database, 'notOnSale');
    const res = await v.gql<{ checkout_cart_update_subjects: CartResult }>(ADD, {
      checkoutId: v.checkoutId,
      batch: [
        { sku: 'NOPE-1', quantity: 1 },
        { sku: notOnSale.sku, quantity: 1 },
        { sku: notOnSale.sku, quantity: -3 },
      ],
    });
    const result = res.body.data.checkout_cart_update_subjects;
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(['UNKNOWN_SKU', 'NOT_PURCHASABLE', 'INVALID_QUANTITY']);
    expect(result.errors[0]?.message).toContain('NOPE-1');
    expect(result.cart.subjects).toHaveLength(0);
  });

  it("refuses another visitor's checkout over GraphQL and REST", async () => {
    const a = await newVisitor(t.url);
    const b = await newVisitor(t.url);
    const gql = await b.gql(ADD, { checkoutId: a.checkoutId, batch: [{ sku: 'X', quantity: 1 }] });
    expect(gql.body.errors?.[0]?.message).toBe('Tento košík vám nepatří.');
    const rest = await b.rest('GET', `/api/checkout/${a.checkoutId}/cart`);
    expect(rest.status).toBe(403);
    const anonymous = await fetch(`${t.url}/api/checkout/${a.checkoutId}/cart`);
    expect(anonymous.status).toBe(401);
  });

  it('prices a carton as its pieces and caps quantities at the maximum', async () => {
    const v = await newVisitor(t.url);
    const carton = await pickProduct(t.database, 'carton');
    const res = await v.gql<{ checkout_cart_update_subjects: CartResult }>(ADD, {
      checkoutId: v.checkoutId,
      batch: [{ sku: `${carton.sku}-carton`, quantity: 1 }, { sku: carton.sku, quantity: 10_000_000 }],
    });
    const subjects = res.body.data.checkout_cart_update_subjects.cart.subjects;
    expect(subjects.find((s) => s.sku === `${carton.sku}-carton`)?.quantity).toBe(1);
    expect(subjects.find((s) => s.sku === carton.sku)?.quantity).toBe(100_000);
  });
});
