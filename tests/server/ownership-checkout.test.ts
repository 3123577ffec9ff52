// @vitest-environment node
// Every REST route and GraphQL field that takes a checkout id refuses another visitor's checkout
// (services/ownership.ts). The lists below are checked against the schema and the router, so a
// new field or route with a checkout id fails here until it is added (and guarded).

import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '../../src/generated/schema.graphql.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';

let t: TestApp;
let sku: string;
let owner: Browser;
let intruder: Browser;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
  owner = new Browser(t.url);
  await owner.uictx();
  // The intruder is logged in, so the routes that also need a login get past that check and the
  // checkout guard alone must refuse.
  intruder = new Browser(t.url);
  await intruder.uictx();
  const email = uniqueEmail('intruder');
  await intruder.json('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  expect((await intruder.login(email, registrationPayload(email).info.password)).body.status).toBe('success');
});
afterAll(async () => {
  await t.close();
});

/** One call per GraphQL field with a checkoutId argument: the arguments besides the checkout. */
const GRAPHQL_CALLS: Record<string, { kind: 'query' | 'mutation'; args: string; select: string }> = {
  checkout: { kind: 'query', args: '', select: 'id' },
  checkout_cart_update_subjects: { kind: 'mutation', args: 'batch: [{ sku: "$SKU", quantity: 1, mode: ADD }]', select: 'ok' },
  checkout_cart_reset: { kind: 'mutation', args: '', select: 'ok' },
  checkout_cart_update_subject_indirect: { kind: 'mutation', args: 'update: { parentId: "x", sku: "zar01", quantity: 1 }', select: 'ok' },
  checkout_cart_gifts_add: { kind: 'mutation', args: 'gifts: ["DAR-001"]', select: 'ok' },
  checkout_cart_gifts_remove: { kind: 'mutation', args: 'gifts: ["DAR-001"]', select: 'ok' },
  checkout_cart_update_methods: { kind: 'mutation', args: 'shippingSku: "osobni-odber-praha"', select: 'ok' },
  checkout_cart_coupon_apply: { kind: 'mutation', args: 'couponCode: "SLEVA10"', select: 'ok' },
  checkout_cart_coupon_remove: { kind: 'mutation', args: 'couponCode: "SLEVA10"', select: 'ok' },
  checkout_cart_load_shared: { kind: 'mutation', args: 'token: "abcdefghijklmnopqrstuvwx"', select: 'ok' },
  checkout_data_update: { kind: 'mutation', args: 'input: { notes: "cizí" }', select: 'ok' },
  checkout_step_reached: { kind: 'mutation', args: 'step: cart', select: 'ok' },
  checkout_create_purchase: { kind: 'mutation', args: 'input: { idempotencyKey: "intruder-key-0001" }', select: 'status' },
  checkout_share_cart: { kind: 'mutation', args: 'input: { customerName: "A", customerEmail: "a@example.cz", to: "c@example.cz" }', select: 'ok' },
  checkout_context_afterlogin: { kind: 'mutation', args: '', select: 'ok' },
  checkout_context_afterlogin_decision: { kind: 'mutation', args: 'action: keep', select: 'ok' },
  checkout_context_afterlogin_removeCart: { kind: 'mutation', args: 'cartToRemoveId: "x"', select: 'ok' },
  checkout_context_update: { kind: 'mutation', args: 'cartLeaveActiveAndReturnEmpty: true', select: 'ok' },
  shopping_list_create: { kind: 'mutation', args: 'name: "Cizí"', select: 'ok' },
  shopping_list_load: { kind: 'mutation', args: 'id: "x"', select: 'ok' },
};

/** Every REST route with a checkout id (path `:id` or body `checkoutId`), with a body that passes validation. */
const REST_CALLS: { method: 'GET' | 'POST'; path: string; body?: (checkoutId: string) => unknown }[] = [
  { method: 'GET', path: '/api/checkout/:id/cart' },
  { method: 'POST', path: '/api/checkout/:id/cart/update-subject', body: () => ({ sku: '$SKU', quantity: 1 }) },
  { method: 'POST', path: '/api/checkout/:id/cart/update-subject-batch', body: () => ({ batch: [{ sku: '$SKU', quantity: 1 }] }) },
  { method: 'POST', path: '/api/checkout/:id/cart/update-subject-indirect', body: () => ({ parentId: 'x', sku: 'zar01', quantity: 1 }) },
  { method: 'POST', path: '/api/checkout/:id/cart/reset', body: () => ({}) },
  { method: 'POST', path: '/api/checkout/:id/cart/update-methods', body: () => ({ shippingSku: 'osobni-odber-praha' }) },
  { method: 'GET', path: '/api/checkout/:id/shipping-methods' },
  { method: 'GET', path: '/api/checkout/:id/payment-methods' },
  { method: 'GET', path: '/api/checkout/:id/shipping-payment-map' },
  { method: 'POST', path: '/api/checkout/:id/create-purchase', body: () => ({ idempotencyKey: 'intruder-key-0002' }) },
  { method: 'POST', path: '/api/checkout/:id/cart/load-shared', body: () => ({ token: 'abcdefghijklmnopqrstuvwx' }) },
  { method: 'POST', path: '/api/utils/share-cart', body: (c) => ({ checkoutId: c, customerName: 'A', customerEmail: 'a@example.cz', to: 'c@example.cz' }) },
  { method: 'POST', path: '/api/shopping-lists', body: (c) => ({ checkoutId: c, name: 'Cizí' }) },
];

/** The full paths of Fastify's printRoutes() tree (each line a segment under its parent's). */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = (m[1] ?? '').length / 4;
    stack.push(m[2] ?? '');
    if (m[3]) paths.push(stack.join(''));
  }
  return paths;
}

describe('another visitor’s checkout', () => {
  it('is refused by every GraphQL field that takes a checkout id', async () => {
    const schema = buildSchema(typeDefs);
    const withCheckout = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type ? Object.values(type.getFields()).filter((f) => f.args.some((a) => a.name === 'checkoutId')).map((f) => f.name) : [],
    );
    expect(Object.keys(GRAPHQL_CALLS).sort()).toEqual([...withCheckout].sort());

    const c = owner.checkoutId;
    for (const [field, call] of Object.entries(GRAPHQL_CALLS)) {
      const args = [`checkoutId: "${c}"`, call.args.replace('$SKU', sku)].filter(Boolean).join(', ');
      const query = `${call.kind} { r: ${field}(${args}) { ${call.select} } }`;
      const r = await intruder.gql<{ r: unknown }>(query);
      expect(r.body.errors?.[0]?.message, field).toBe('Tento košík vám nepatří.');
      expect(JSON.stringify(r.body.errors), field).toContain('"code":"FORBIDDEN_CHECKOUT"');
      expect(r.body.data?.r ?? null, field).toBeNull();
    }
    // The owner's cart is untouched: no line, no methods, no notes from the intruder.
    const mine = await owner.gql<{ checkout: { data: { notes: string }; cart: { subjects: unknown[]; shippingMethod: unknown } } }>(
      `query($c: ID!) { checkout(checkoutId: $c) { data { notes } cart { subjects { sku } shippingMethod { sku } } } }`,
      { c },
    );
    expect(mine.body.data.checkout).toEqual({ data: { notes: '' }, cart: { subjects: [], shippingMethod: null } });
  });

  it('is refused with 403 by every REST route that takes a checkout id', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    const registered = routePaths(routes).filter((path) => path.startsWith('/api/checkout/:id'));
    expect(new Set(registered)).toEqual(new Set(REST_CALLS.map((r) => r.path).filter((p) => p.startsWith('/api/checkout/:id'))));

    const c = owner.checkoutId ?? '';
    for (const call of REST_CALLS) {
      const body = call.body ? JSON.parse(JSON.stringify(call.body(c)).replace('$SKU', sku)) : undefined;
      const r = await intruder.json<{ message: string }>(call.path.replace(':id', c), { method: call.method, ...(body === undefined ? {} : { body }) });
      expect(r.status, call.path).toBe(403);
      expect(r.body.message, call.path).toBe('Tento košík vám nepatří.');
    }
    const cart = await owner.json<{ subjects: unknown[] }>(`/api/checkout/${c}/cart`);
    expect(cart.body.subjects).toEqual([]);
  });

  it('is refused without a token (401) before anything else', async () => {
    const anonymous = new Browser(t.url);
    for (const call of REST_CALLS) {
      const body = call.body ? call.body(owner.checkoutId ?? '') : undefined;
      const r = await anonymous.json<{ message: string }>(call.path.replace(':id', owner.checkoutId ?? ''), { method: call.method, ...(body === undefined ? {} : { body }) });
      expect(r.status, call.path).toBe(401);
    }
  });
});
