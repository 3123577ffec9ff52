// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

it('loses no update when 50 add-to-cart requests hit one cart at once', async () => {
  const v = await newVisitor(t.url);
  const product = await pickProduct(t.database, 'purchasable');
  const mutation = `mutation($checkoutId: ID!, $batch: [CartSubjectUpdate!]!) {
    checkout_cart_update_subjects(checkoutId: $checkoutId, batch: $batch) { ok errors { code } }
  }`;
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      v.gql<{ checkout_cart_update_subjects: { ok: boolean } }>(mutation, {
        checkoutId: v.checkoutId,
        batch: [{ sku: product.sku, quantity: 1, mode: 'ADD' }],
      }),
    ),
  );
  expect(results.every((r) => r.status === 200 && r.body.data.checkout_cart_update_subjects.ok)).toBe(true);
  const cart = await v.rest<{ subjects: { sku: string; quantity: number }[] }>('GET', `/api/checkout/${v.checkoutId}/cart`);
  expect(cart.body.subjects).toEqual([expect.objectContaining({ sku: product.sku, quantity: 50 })]);
});
