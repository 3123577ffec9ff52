// @vitest-environment node
// Bulk add: per-line validation of pasted lines, then one batch into the cart (limit 100).

import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { ERR, readCheckout, setStock, stockOnlyProduct } from './checkout-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Validation = {
  ok: boolean;
  lines: { line: number; sku: string; status: string; quantity: number | null; message: string }[];
  items: { sku: string; quantity: number }[];
};

it('validates lines and CSV, with unknown, not purchasable, adjusted and out-of-stock lines', async () => {
  // Its quantity settings change below: the last purchasable product, which no other file picks.
  const ok = await pickProduct(t.database, 'purchasable', 'last');
  const off = await pickProduct(t.database, 'notOnSale');
  const stocked = await stockOnlyProduct(t.database, 2);
  await setStock(t.database, stocked, 3);
  const [stepped] = await t.database.db.select().from(products).where(eq(products.sku, ok.sku));
  await t.database.db.update(products).set({ quantitySettings: { min: 1, step: 6, max: 600, default: 1, rounding: 'up' } }).where(eq(products.sku, stepped!.sku));
  const text = [`${ok.sku} 8`, 'NEEXISTUJE 1', `${off.sku};2`, `${stocked},5`, `${ok.sku} -1`, `${ok.sku} 1`].join('\n');
  const r = await fetch(`${t.url}/api/utils/validate-product-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  const body = (await r.json()) as Validation;
  expect(r.status).toBe(200);
  expect(body.ok).toBe(false);
  expect(body.lines.map((l) => [l.line, l.status, l.quantity])).toEqual([
    [1, 'adjusted', 13],
    [2, 'unknown-sku', null],
    [3, 'not-purchasable', null],
    [4, 'out-of-stock', null],
    [5, 'invalid-quantity', null],
    [6, 'ok', 1],
  ]);
  expect(body.lines[1]!.message).toBe('Produkt NEEXISTUJE neexistuje.');
  expect(body.lines[3]!.message).toContain('pouze 3 ks');
  expect(body.items).toEqual([expect.objectContaining({ sku: ok.sku, quantity: 14 })]);
  await t.database.db.update(products).set({ quantitySettings: stepped!.quantitySettings }).where(eq(products.sku, stepped!.sku));

  const v = await newVisitor(t.url);
  const gql = await v.gql<{ checkout_validate_product_batch: Validation }>(`query($t: String!) { checkout_validate_product_batch(text: $t) { ok lines { line sku status quantity message } items { sku quantity } } }`, {
    t: `${ok.sku} 2`,
  });
  expect(gql.body.data.checkout_validate_product_batch).toMatchObject({ ok: true, items: [{ sku: ok.sku, quantity: 2 }] });
});

it('refuses bad bodies and too many lines', async () => {
  const post = (body: unknown) =>
    fetch(`${t.url}/api/utils/validate-product-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post({ text: 5 })).status).toBe(400);
  expect((await post({ items: [{ sku: 'A', quantity: 1, price: 1 }] })).status).toBe(400);
  const many = await post({ text: Array.from({ length: 501 }, (_, i) => `X${i} 1`).join('\n') });
  expect(many.status).toBe(400);
  expect(((await many.json()) as { message: string }).message).toBe('Najednou lze vložit nejvýše 500 řádků.');
  const items = await post({ items: [{ sku: 'NEEXISTUJE', quantity: 1 }] });
  expect(((await items.json()) as Validation).lines[0]?.status).toBe('unknown-sku');
});

it('adds the valid lines in one batch and refuses the 101st subject', async () => {
  const rows = await t.database.db.select({ sku: products.sku }).from(products).where(eq(products.stockOnly, false)).limit(400);
  const text = rows.map((r) => `${r.sku} 1`).join('\n');
  const validation = (await (
    await fetch(`${t.url}/api/utils/validate-product-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) })
  ).json()) as Validation;
  const batch = validation.items.slice(0, 101).map((i) => ({ sku: i.sku, quantity: i.quantity, mode: 'ADD' }));
  expect(batch).toHaveLength(101);
  const v = await newVisitor(t.url);
  const r = await v.gql<{ checkout_cart_update_subjects: { ok: boolean; errors: { code: string; message: string }[] } }>(
    `mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok ${ERR} } }`,
    { c: v.checkoutId, b: batch },
  );
  expect(r.body.data.checkout_cart_update_subjects.errors.map((e) => e.code)).toEqual(['CART_LIMIT']);
  expect(r.body.data.checkout_cart_update_subjects.errors[0]!.message).toBe('Košík může obsahovat nejvýše 100 položek.');
  expect((await readCheckout(v)).cart.subjects).toHaveLength(100);
});
