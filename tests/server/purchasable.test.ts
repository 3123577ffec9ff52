// @vitest-environment node
// Issue 11, finding 13: a product shown as "Prodej byl ukončen" / "Momentálně nedostupné" (stock
// state sold-out) or not on sale is not purchasable. It stays listed and visible, reports
// purchasable false, and every add path refuses it with the Czech reason: REST update-subject(-batch),
// GraphQL checkout_cart_update_subjects (also what "buy again" in the profile sends), bulk add,
// and loading a shared cart. Also: update-subject accepts sku or productSku and refuses unknown fields.

import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, products, sharedCarts } from '../../src/server/db/schema.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';

let t: TestApp;
/** On sale, soldOut flag false, priced, not virtual — but its stock state is sold-out. */
let soldOutSku: string;
let soldOutHash: string;
let notOnSaleSku: string;

const SOLD_OUT_REASON = 'Produkt je vyprodaný, momentálně jej nelze objednat.';
const NOT_ON_SALE_REASON = 'Tento produkt už neprodáváme.';

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({ sku: products.sku, hash: products.mainTaxonomyHash })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(
      and(
        eq(products.onSale, true),
        eq(products.soldOut, false),
        eq(products.stockState, 'sold-out'),
        gt(prices.price, 0),
        sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
      ),
    )
    .orderBy(asc(products.sku));
  // The seed has a dozen of them (CI-000333 among them, issue 11).
  expect(rows.length).toBeGreaterThanOrEqual(2);
  soldOutSku = rows[0]!.sku;
  soldOutHash = rows[0]!.hash ?? '';
  notOnSaleSku = (await pickProduct(t.database, 'notOnSale')).sku;
});
afterAll(async () => {
  await t.close();
});

type Refusal = { ok: boolean; errors: { code: string; sku: string | null; message: string }[]; cart: { subjects: { sku: string }[] } };

describe('a sold-out product', () => {
  it('stays visible and listed, with purchasable false and its sold-out text', async () => {
    const res = await fetch(`${t.url}/api/products/${soldOutSku}/detail`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as { sku: string; purchasable: boolean; availability: { state: string; text: string } };
    expect(detail).toMatchObject({ sku: soldOutSku, purchasable: false, availability: { state: 'sold-out' } });
    expect(['Prodej byl ukončen', 'Momentálně nedostupné']).toContain(detail.availability.text);

    // Still in its category listing.
    let after: string | null = null;
    let listed: { sku: string; purchasable: boolean } | undefined;
    for (let page = 0; page < 200 && !listed; page++) {
      const r = await fetch(`${t.url}/api/catalogue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hash: soldOutHash, sort: 'NAME_ASC', first: 60, ...(after ? { after } : {}) }),
      });
      expect(r.status).toBe(200);
      const body = (await r.json()) as { items: { sku: string; purchasable: boolean }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      listed = body.items.find((i) => i.sku === soldOutSku);
      if (!body.pageInfo.hasNextPage) break;
      after = body.pageInfo.endCursor;
    }
    expect(listed).toEqual(expect.objectContaining({ sku: soldOutSku, purchasable: false }));
  });

  it('is refused by REST update-subject and update-subject-batch with the Czech reason', async () => {
    const v = await newVisitor(t.url);
    const one = await v.rest<Refusal>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: soldOutSku, quantity: 1, mode: 'ADD' });
    expect(one.status).toBe(200);
    expect(one.body.ok).toBe(false);
    expect(one.body.errors).toEqual([expect.objectContaining({ code: 'NOT_PURCHASABLE', sku: soldOutSku, message: `Produkt ${soldOutSku} nelze koupit. ${SOLD_OUT_REASON}` })]);
    expect(one.body.cart.subjects).toEqual([]);

    const batch = await v.rest<Refusal>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-batch`, {
      batch: [
        { sku: soldOutSku, quantity: 2 },
        { productSku: notOnSaleSku, quantity: 1 },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.errors.map((e) => [e.code, e.sku, e.message])).toEqual([
      ['NOT_PURCHASABLE', soldOutSku, `Produkt ${soldOutSku} nelze koupit. ${SOLD_OUT_REASON}`],
      ['NOT_PURCHASABLE', notOnSaleSku, `Produkt ${notOnSaleSku} nelze koupit. ${NOT_ON_SALE_REASON}`],
    ]);
    expect(batch.body.cart.subjects).toEqual([]);
  });

  it('is refused by GraphQL checkout_cart_update_subjects (the "buy again" path too)', async () => {
    const v = await newVisitor(t.url);
    const res = await v.gql<{ checkout_cart_update_subjects: Refusal }>(
      `mutation($id: ID!, $batch: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $id, batch: $batch) { ok errors { code sku message } cart { subjects { sku } } } }`,
      { id: v.checkoutId, batch: [{ sku: soldOutSku, quantity: 1, mode: 'ADD' }] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.checkout_cart_update_subjects).toEqual({
      ok: false,
      errors: [{ code: 'NOT_PURCHASABLE', sku: soldOutSku, message: `Produkt ${soldOutSku} nelze koupit. ${SOLD_OUT_REASON}` }],
      cart: { subjects: [] },
    });
  });

  it('is a not-purchasable line in bulk add, so it never reaches the batch', async () => {
    const ok = await pickProduct(t.database, 'purchasable');
    const r = await fetch(`${t.url}/api/utils/validate-product-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: `${soldOutSku} 1\n${ok.sku} 1` }),
    });
    expect(r.status).toBe(200);
    const body = (await r.json()) as { lines: { sku: string; status: string; message: string }[]; items: { sku: string }[] };
    expect(body.lines[0]).toMatchObject({ sku: soldOutSku, status: 'not-purchasable', message: `Produkt ${soldOutSku} nelze koupit. ${SOLD_OUT_REASON}` });
    expect(body.items.map((i) => i.sku)).toEqual([ok.sku]);
  });

  it('is refused when a shared cart holding it is loaded', async () => {
    const token = randomBytes(24).toString('base64url');
    await t.database.db.insert(sharedCarts).values({
      token,
      checkoutId: 'test-sender',
      items: [{ sku: soldOutSku, quantity: 3 }],
      senderName: 'Test',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const v = await newVisitor(t.url);
    const rest = await v.rest<Refusal>('POST', `/api/checkout/${v.checkoutId}/cart/load-shared`, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.errors).toEqual([expect.objectContaining({ code: 'NOT_PURCHASABLE', sku: soldOutSku, message: `Produkt ${soldOutSku} nelze koupit. ${SOLD_OUT_REASON}` })]);
    const gql = await v.gql<{ checkout_cart_load_shared: Refusal }>(
      `mutation($id: ID!, $token: String!) { checkout_cart_load_shared(checkoutId: $id, token: $token) { ok errors { code sku message } cart { subjects { sku } } } }`,
      { id: v.checkoutId, token },
    );
    expect(gql.body.data.checkout_cart_load_shared).toMatchObject({ ok: false, errors: [{ code: 'NOT_PURCHASABLE', sku: soldOutSku }], cart: { subjects: [] } });
  });
});

describe('POST …/cart/update-subject body', () => {
  it('accepts sku or the spec alias productSku', async () => {
    const ok = await pickProduct(t.database, 'purchasable');
    const v = await newVisitor(t.url);
    const bySku = await v.rest<Refusal>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: ok.sku, quantity: 1 });
    expect(bySku.status).toBe(200);
    expect(bySku.body.ok).toBe(true);
    const byAlias = await v.rest<Refusal & { cart: { subjects: { sku: string; quantity: number }[] } }>(
      'POST',
      `/api/checkout/${v.checkoutId}/cart/update-subject`,
      { productSku: ok.sku, quantity: 2, mode: 'ADD' },
    );
    expect(byAlias.status).toBe(200);
    expect(byAlias.body.cart.subjects).toEqual([expect.objectContaining({ sku: ok.sku, quantity: 3 })]);
  });

  it('refuses unknown fields, a missing product and conflicting skus with 400 and a Czech message', async () => {
    const ok = await pickProduct(t.database, 'purchasable');
    const v = await newVisitor(t.url);
    const cases: [unknown, string][] = [
      [{ sku: ok.sku, quantity: 1, price: 1 }, 'price'],
      [{ sku: ok.sku, quantity: 1, productsku: ok.sku }, 'productsku'],
      [{ quantity: 1 }, 'Zadejte kód produktu (sku).'],
      [{ sku: ok.sku, productSku: soldOutSku, quantity: 1 }, 'Pole sku a productSku se liší'],
    ];
    for (const [body, message] of cases) {
      const res = await v.rest<{ statusCode: number; message: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const unknownInBatch = await v.rest<{ message: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-batch`, {
      batch: [{ sku: ok.sku, quantity: 1, discount: 50 }],
    });
    expect(unknownInBatch.status).toBe(400);
    expect(unknownInBatch.body.message).toMatch(/Nerozpoznan|Neznám/);
  });
});
