// @vitest-environment node
// Issue 11, finding 1: a request whose work does not finish in time is answered 503 with the
// Czech message (REST and GraphQL), the process goes on serving, and /api/health answers.
// The database is held by a transaction of the test's own, as a stuck statement would hold it.
// PGlite only: its one connection is what the held transaction blocks; on PostgreSQL the pool's
// other connections would answer the requests meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

const TIMEOUT_MESSAGE = 'Zpracování požadavku trvalo příliš dlouho. Zkuste to prosím znovu.';

// Long enough that an ordinary request (the visitor's session) finishes on two busy cores, short
// enough that a held database outlasts it many times over.
const HANDLER_TIMEOUT_MS = 1500;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ handlerTimeoutMs: HANDLER_TIMEOUT_MS });
});
afterAll(async () => {
  await t.close();
});

/** Runs `during` while the database is held by an open transaction, then lets it go. */
async function whileDatabaseHeld<T>(during: () => Promise<T>): Promise<T> {
  let release = (): void => undefined;
  let started = (): void => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const held = t.database.db.transaction(async () => {
    started();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await running;
  // Let go after a while whatever happens, so a request that does not time out cannot wait for
  // the test forever (it then fails on its status instead).
  const letGo = setTimeout(release, HANDLER_TIMEOUT_MS * 4);
  try {
    return await during();
  } finally {
    clearTimeout(letGo);
    release();
    await held;
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('request timeout', () => {
  it('answers REST and GraphQL work that outlasts it with 503 and the Czech message, /api/health answering meanwhile', async () => {
    const v = await newVisitor(t.url);
    const [rest, restWrite, gql, health] = await whileDatabaseHeld(() =>
      Promise.all([
        v.rest<{ message: string }>('GET', `/api/checkout/${v.checkoutId}/cart`),
        // A request with a body: Fastify's own handlerTimeout never fires for these.
        v.rest<{ message: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-batch`, { batch: [{ sku: 'XX-000001', quantity: 1 }] }),
        v.gql<unknown>('query($c: ID!) { checkout(checkoutId: $c) { id } }', { c: v.checkoutId }),
        fetch(`${t.url}/api/health`).then((r) => r.status),
      ]),
    );
    expect(rest.status).toBe(503);
    expect(rest.body.message).toBe(TIMEOUT_MESSAGE);
    expect(restWrite.status).toBe(503);
    expect(restWrite.body.message).toBe(TIMEOUT_MESSAGE);
    expect(gql.status).toBe(503);
    expect(gql.body.errors?.[0]?.message).toBe(TIMEOUT_MESSAGE);
    expect(health).toBe(200);

    // The shop goes on once the database is free again.
    const after = await v.rest<{ id: string }>('GET', `/api/checkout/${v.checkoutId}/cart`);
    expect(after.status).toBe(200);
  });
});
