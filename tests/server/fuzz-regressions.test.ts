// Defects the fuzz suites found, each pinned by the input that produced it (seed noted), so they
// stay fixed whatever the generators do later.

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { NUL_CHARACTER_MESSAGE } from '../../src/server/http/input-guard.js';
import { GRAPHQL_LIMIT_MESSAGES } from '../../src/server/graphql/limits.js';

let t: TestApp;
let visitor: Browser;
let sku: string;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  visitor = new Browser(t.url);
  await visitor.uictx();
  const email = uniqueEmail('nul');
  await visitor.json('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  const login = await visitor.login(email, 'Modry-Kbelik-42');
  if (login.body.status !== 'success') throw new Error('login failed');
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});

afterAll(async () => {
  await t.close();
});

async function answer(path: string, init: { method?: string; cookie?: string; body?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${visitor.token ?? ''}`, cookie: init.cookie ?? visitor.cookie, 'x-forwarded-for': visitor.ip };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: init.body } : {}) });
  return { status: res.status, body: (await res.json()) as { message?: string; errors?: { message: string }[] } };
}

describe('a NUL character (U+0000, which PostgreSQL text cannot hold) is refused as bad input, never a 500', () => {
  // Found by fuzz-rest: seed 717716203 (GET /api/profile/invoices/:number) and 2059429452 (the payment
  // gateway page) answered 500. The cookie, query, body and variable cases pin the one guard's reach.
  test.each([
    ['an invoice number in the path', () => '/api/profile/invoices/%00', undefined],
    ['a payment id in the path', () => '/api/payments/test/gateway/%00', undefined],
    ['a session cookie', () => `/api/products/${sku}/detail`, 'cisto_sid=a%00b'],
  ])('%s', async (_what, path, cookie) => {
    const res = await answer(path(), cookie ? { cookie } : {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  test('in a query string, a JSON body and GraphQL variables too', async () => {
    const query = await answer('/api/utils/shared-cart?token=a%00b');
    expect([query.status, query.body.message]).toEqual([400, NUL_CHARACTER_MESSAGE]);
    const body = await answer('/api/utils/validate-product-batch', { method: 'POST', body: JSON.stringify({ text: `${sku}\u0000 1` }) });
    expect([body.status, body.body.message]).toEqual([400, NUL_CHARACTER_MESSAGE]);
    const gql = await answer('/api/utils/gql', {
      method: 'POST',
      body: JSON.stringify({ query: 'query($n: String!) { customerOrder(orderNumber: $n) { number } }', variables: { n: 'A\u0000' } }),
    });
    expect(gql.status).toBe(400);
    expect(gql.body.message ?? gql.body.errors?.[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});

describe('a GraphQL query that is not GraphQL text is refused with 400, never a 500', () => {
  // Found by fuzz-rest: seed -789786345, GET /api/utils/gql?query=9007199254740993 answered 500.
  // mercurius retries a query it cannot parse as JSON and takes the value as a syntax tree.
  const ast = JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [] } }] });
  test.each(['9007199254740993', '12', 'true', '"x"', 'null', ast])('%s', async (query) => {
    const get = await answer(`/api/utils/gql?query=${encodeURIComponent(query)}`);
    const post = await answer('/api/utils/gql', { method: 'POST', body: JSON.stringify({ query }) });
    for (const res of [get, post]) {
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe(GRAPHQL_LIMIT_MESSAGES.notText);
    }
  });

  test('GraphQL text still runs', async () => {
    const res = await answer(`/api/utils/gql?query=${encodeURIComponent('{ visitorSettings { id } }')}`);
    expect(res.status).toBe(200);
  });
});
