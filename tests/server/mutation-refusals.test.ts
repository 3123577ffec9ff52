// @vitest-environment node
// Expected refusals are values of the mutation result (ok false / status error, errors with a code
// and a Czech message), never GraphQL errors: a bad idempotency key, a rate limit on sharing a cart.
// (Retrying a payment: payments.test.ts; an unknown sku in the comparison: visitor-lists.test.ts.)

import { afterAll, beforeAll, expect, it } from 'vitest';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../src/server/services/orders.js';
import { addToCart } from './checkout-helpers.js';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp();
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
});

type Refusal = { code: string; message: string };

it('answers an invalid idempotency key with status error, not a GraphQL error', async () => {
  const v = await newVisitor(t.url);
  const r = await v.gql<{ checkout_create_purchase: { status: string; errors: Refusal[]; order: unknown; checkout: { id: string } } }>(
    `mutation($c: ID!) { checkout_create_purchase(checkoutId: $c, input: { idempotencyKey: "short" }) { status errors { code message } order { number } checkout { id } } }`,
    { c: v.checkoutId },
  );
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data.checkout_create_purchase).toEqual({
    status: 'error',
    errors: [{ code: 'IDEMPOTENCY_KEY_INVALID', message: IDEMPOTENCY_KEY_MESSAGE }],
    order: null,
    checkout: { id: v.checkoutId },
  });
});

it('answers a share-cart request over the limit with ok false and the Czech reason', async () => {
  const v = await newVisitor(t.url);
  await addToCart(v, sku, 1);
  const to = `gql-limit-${Date.now()}@example.cz`;
  const answers: { ok: boolean; errors: Refusal[] }[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await v.gql<{ checkout_share_cart: { ok: boolean; errors: Refusal[] } }>(
      `mutation($c: ID!, $i: ShareCartInput!) { checkout_share_cart(checkoutId: $c, input: $i) { ok errors { code message } } }`,
      { c: v.checkoutId, i: { customerName: 'A', customerEmail: `sender${i}@example.cz`, to } },
    );
    expect(r.body.errors).toBeUndefined();
    answers.push(r.body.data.checkout_share_cart);
  }
  expect(answers.map((a) => a.ok)).toEqual([true, true, true, false]);
  expect(answers[3]?.errors).toEqual([{ code: 'RATE_LIMITED', message: expect.stringMatching(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za /) }]);
});
