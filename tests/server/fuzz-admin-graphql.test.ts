// Fuzz suite of the back office's GraphQL API (issue 16): every operation of graphql/admin/ with
// fast-check variables generated over the admin schema (valid shapes, wrong types, huge lists,
// odd strings), posted to POST /api/admin/gql with an admin's staff session. Every answer: HTTP
// below 500, within HANG_MS, JSON, no error leaking SQL, stack frames or output coercion.
// AdminSignOut is left out (it would end the session the suite works with). FUZZ_RUNS as elsewhere.

import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser } from '../helpers/admin.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { fuzzFixtures, type FuzzKnown } from '../helpers/fuzz-fixtures.js';
import { adminSchema, loadOperations, variablesFor } from '../helpers/fuzz-graphql.js';
import { FUZZ_RUNS, HANG_MS, INTERNAL_LEAK, send } from '../helpers/fuzz-values.js';

let t: TestApp;
let known: FuzzKnown;
let staff: AdminBrowser;
const { operations } = loadOperations(path.resolve('graphql/admin'));
const fuzzed = operations.filter((o) => o.name !== 'AdminSignOut');

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  known = await fuzzFixtures(t.url, t.database);
  const email = `fuzz-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: 'Fuzz', password: 'Zelena-Konvice-77', roles: ['admin'] });
  staff = new AdminBrowser(t.url);
  expect((await staff.signIn(email, 'Zelena-Konvice-77')).body.data?.signIn.ok).toBe(true);
});

afterAll(async () => {
  await t.close();
});

type GqlAnswer = { data?: unknown; errors?: { message?: unknown; path?: unknown }[] };

describe('admin GraphQL fuzz', () => {
  test('the admin operations are found, and none of them is in the storefront suite', () => {
    expect(fuzzed.map((o) => o.name)).toEqual(expect.arrayContaining(['AdminOrders', 'AdminTransitionOrder', 'AdminSignIn', 'AdminCreateStaff', 'AdminDashboard', 'AdminCatalogueProducts', 'AdminCatalogueProduct', 'AdminUpdateCatalogueProduct', 'AdminCatalogueImport']));
    expect(loadOperations().operations.map((o) => o.name).filter((name) => name.startsWith('Admin'))).toEqual([]);
  });

  test('no admin operation answers 5xx, hangs, or leaks internals in an error', async () => {
    const failures: string[] = [];
    for (const op of fuzzed) {
      const outcome = await fc.check(
        fc.asyncProperty(variablesFor(op.operation, known, adminSchema), fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })), async (variables, [a, b]) => {
          const body = JSON.stringify({ query: op.document, variables, operationName: op.name });
          const what = `${op.name} variables ${JSON.stringify(variables).slice(0, 600)}`;
          let answer;
          try {
            answer = await send(`${t.url}/api/admin/gql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: staff.cookieHeader, 'x-forwarded-for': `203.0.${a}.${b}` },
              body,
            });
          } catch (error) {
            throw new Error(`${what}: no answer within ${HANG_MS} ms (${String(error)})`);
          }
          expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 500)}`).toBeLessThan(500);
          const json = JSON.parse(answer.text) as GqlAnswer;
          for (const error of json.errors ?? []) {
            const message = String(error.message);
            expect(message.length, `${what}: an error without a message`).toBeGreaterThan(0);
            if (error.path !== undefined) expect(message, `${what}: execution error leaks internals`).not.toMatch(INTERNAL_LEAK);
            else expect(message, `${what}: request error leaks internals`).not.toMatch(/\b(select\s.+\sfrom|insert\s+into)\b|failed query|\n\s+at\s|node_modules/i);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
      if (outcome.failed) failures.push(`${op.name} (seed ${outcome.seed}, path ${outcome.counterexamplePath ?? ''}): ${String(outcome.errorInstance).slice(0, 1500)}`);
    }
    // The session survived the suite (nothing in it signs the admin out or blocks them).
    expect((await staff.gql<{ me: { staff: { email: string } } | null }>('{ me { staff { email } } }')).body.data?.me).not.toBeNull();
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 10 * 60_000);
});
