// Issue 11, finding 1: one anonymous GraphQL request with thousands of aliases froze the process
// (PGlite runs on the event loop) — /api/health included — for 10–30 s. Documents are now
// limited (tokens, aliases, directives, fields, cost, depth) before they are validated or run,
// and the bulk-add validation is capped per request across aliases.
// Finding 12: introspection and field suggestions are off in production.
// Latencies are measured by scripts/measure-graphql-bomb.ts (no timing assertions here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

type Answer = { status: number; body: { data: Record<string, unknown> | null; errors?: { message: string; path?: string[] }[] } };

let app: TestApp;
let production: TestApp;

beforeAll(async () => {
  [app, production] = await Promise.all([startTestApp(), startTestApp({ production: true })]);
});

afterAll(async () => {
  await Promise.all([app.close(), production.close()]);
});

async function gql(base: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const v = await newVisitor(base);
  return v.gql(query, variables) as Promise<Answer>;
}

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('GraphQL limits', () => {
  it('refuses the 10 000-alias bomb with a 400 while /api/health keeps answering 200', async () => {
    const v = await newVisitor(app.url);
    const bomb = v.gql(`{ ${aliases(10_000, 'visitorSettings { id }')} }`);
    const health = Array.from({ length: 5 }, () => fetch(`${app.url}/api/health`).then((r) => r.status));
    const [answer, ...statuses] = await Promise.all([bomb, ...health]);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.message).toBe('Dotaz GraphQL je příliš dlouhý (nejvýše 3000 tokenů).');
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses more than 20 aliases even in a short document', async () => {
    const answer = await gql(app.url, `{ ${aliases(400, 'visitorSettings { id }')} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ message: 'Dotaz GraphQL má příliš mnoho aliasů (nejvýše 20).', extensions: { code: 'GRAPHQL_LIMIT', limit: 'aliases' } }]);
    const allowed = await gql(app.url, `{ ${aliases(20, 'visitorSettings { id }')} }`);
    expect(allowed.body.errors).toBeUndefined();
    expect(Object.keys(allowed.body.data ?? {})).toHaveLength(20);
  });

  it('refuses more than 20 directives', async () => {
    const fields = Array.from({ length: 21 }, () => 'id @skip(if: false)').join(' ');
    const answer = await gql(app.url, `{ visitorSettings { ${fields} } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe('Dotaz GraphQL má příliš mnoho direktiv (nejvýše 20).');
  });

  it('refuses a document that asks for too many fields (lists counted at their requested size)', async () => {
    const answer = await gql(app.url, `{ visitorLists { recentlyViewedProducts(first: 100000) { sku name } } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe('Dotaz GraphQL žádá příliš mnoho polí (nejvýše 25000 včetně položek seznamů).');
  });

  it('caps the bulk-add lines validated per request across aliases', async () => {
    // Each call is within its own 500-line cap; together they are over the request's 500.
    const text = Array.from({ length: 300 }, (_, i) => `XX-${i};1`).join('\n');
    const answer = await gql(
      app.url,
      `query($t: String!) { first: checkout_validate_product_batch(text: $t) { ok } second: checkout_validate_product_batch(text: $t) { ok } }`,
      { t: text },
    );
    // The field is non-null, so the refused second alias nulls the whole answer.
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: 'V jednom požadavku lze ověřit nejvýše 500 řádků hromadného vložení.', path: ['second'] }),
    ]);
  });
});

describe('list arguments', () => {
  const UPDATE = 'mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok cart { subjects { sku } } } }';
  const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `XX-${String(i).padStart(6, '0')}`, quantity: 1, mode: 'ADD' }));

  it('refuses variables with more than 1 000 list items (a 20 000-line cart batch) before anything runs, /api/health answering meanwhile', async () => {
    const v = await newVisitor(app.url);
    const attack = v.gql(UPDATE, { c: v.checkoutId, b: lines(20_000) });
    const health = Array.from({ length: 5 }, () => fetch(`${app.url}/api/health`).then((r) => r.status));
    const [answer, ...statuses] = await Promise.all([attack, ...health]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { message: 'Proměnné dotazu GraphQL obsahují příliš mnoho položek seznamů (nejvýše 1000).', extensions: { code: 'GRAPHQL_LIMIT', limit: 'variables' } },
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses a cart update of more than 200 changes over GraphQL and REST alike, changing nothing', async () => {
    const v = await newVisitor(app.url);
    const tooLong = await v.gql<{ checkout_cart_update_subjects: unknown }>(UPDATE, { c: v.checkoutId, b: lines(201) });
    // A field error of a non-null field: the answer has no data and the Czech reason.
    expect(tooLong.body.data).toBeNull();
    expect(tooLong.body.errors?.[0]?.message).toBe('Najednou lze změnit nejvýše 200 položek košíku.');
    const rest = await v.rest<{ message?: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-batch`, { batch: lines(201) });
    expect(rest.status).toBe(400);
    const allowed = await v.gql<{ checkout_cart_update_subjects: { ok: boolean; cart: { subjects: unknown[] } } }>(UPDATE, { c: v.checkoutId, b: lines(200) });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.checkout_cart_update_subjects.cart.subjects).toEqual([]);
  });
});

describe('introspection and field suggestions', () => {
  const introspection = '{ __schema { queryType { name } } }';
  const typo = '{ visitorSetings { id } }';

  it('are off in production', async () => {
    const schema = await gql(production.url, introspection);
    expect(schema.status).toBe(400);
    expect(schema.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const suggestion = await gql(production.url, typo);
    expect(suggestion.body.errors?.[0]?.message).toBe('Cannot query field "visitorSetings" on type "Query".');
  });

  it('are on in development', async () => {
    const schema = await gql(app.url, introspection);
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const suggestion = await gql(app.url, typo);
    expect(suggestion.body.errors?.[0]?.message).toMatch(/^Cannot query field "visitorSetings" on type "Query"\. Did you mean "visitorSettings"/);
  });
});
