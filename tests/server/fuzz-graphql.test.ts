// Fuzz suite of the GraphQL API (issue 11): every operation document of graphql/** (the client's
// own queries and mutations; @rest ones are REST and fuzzed in fuzz-rest.test.ts) with fast-check
// variables generated from its variable definitions over the server schema — valid shapes seeded
// with real values, wrong types, huge lists, 2^53, odd strings — posted by a logged-in customer.
// Every answer: HTTP below 500, within HANG_MS, JSON, and no error message leaking SQL, stack
// frames or output coercion. FUZZ_RUNS sets the runs per operation (default 10).

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { fuzzFixtures, type FuzzKnown } from '../helpers/fuzz-fixtures.js';
import { loadOperations, variablesFor } from '../helpers/fuzz-graphql.js';
import { FUZZ_RUNS, HANG_MS, INTERNAL_LEAK, send } from '../helpers/fuzz-values.js';

let t: TestApp;
let known: FuzzKnown;
const { operations, restOperations } = loadOperations();

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  known = await fuzzFixtures(t.url, t.database);
});

afterAll(async () => {
  await t.close();
});

type GqlAnswer = { data?: unknown; errors?: { message?: unknown; path?: unknown }[] };

describe('GraphQL fuzz', () => {
  test('the operations are found: GraphQL ones fuzzed here, @rest ones left to the REST suite', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(restOperations).toContain('LocalLogin');
    expect(operations.map((o) => o.name)).toContain('CheckoutCartUpdateSubjects');
  });

  test('no operation answers 5xx, hangs, or leaks internals in an error', async () => {
    const failures: string[] = [];
    const tally: Record<string, { ok: number; errors: number; status: Record<number, number> }> = {};
    // FUZZ_ONLY=<regex> narrows a local run to matching operation names.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
    for (const op of operations) {
      if (only && !only.test(op.name)) continue;
      const counts: { ok: number; errors: number; status: Record<number, number> } = { ok: 0, errors: 0, status: {} };
      tally[op.name] = counts;
      const started = Date.now();
      const outcome = await fc.check(
        fc.asyncProperty(variablesFor(op.operation, known), fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })), async (variables, [a, b]) => {
          const body = JSON.stringify({ query: op.document, variables, operationName: op.name });
          const what = `${op.name} ${body.length > 2000 ? `${body.slice(0, 200)}…(${body.length} chars)` : ''} variables ${JSON.stringify(variables).slice(0, 600)}`;
          let answer;
          try {
            answer = await send(`${t.url}/api/utils/gql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${known.customer.token ?? ''}`, cookie: known.customer.cookie, 'x-forwarded-for': `198.51.${a}.${b}` },
              body,
            });
          } catch (error) {
            throw new Error(`${what}: no answer within ${HANG_MS} ms (${String(error)})`);
          }
          counts.status[answer.status] = (counts.status[answer.status] ?? 0) + 1;
          expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 500)}`).toBeLessThan(500);
          const json = JSON.parse(answer.text) as GqlAnswer;
          if (json.errors?.length) counts.errors += 1;
          else counts.ok += 1;
          for (const error of json.errors ?? []) {
            expect(typeof error.message === 'string' && error.message.length > 0, `${what}: an error without a message`).toBe(true);
            // Variable coercion errors ("Int cannot represent…") describe the caller's own input and
            // carry no path; an error with a path comes from execution and must not leak internals.
            const message = String(error.message);
            if (error.path !== undefined) expect(message, `${what}: execution error leaks internals`).not.toMatch(INTERNAL_LEAK);
            else expect(message, `${what}: request error leaks internals`).not.toMatch(/\b(select\s.+\sfrom|insert\s+into)\b|failed query|\n\s+at\s|node_modules/i);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
      if (process.env.FUZZ_PROGRESS) process.stderr.write(`${op.name}: ${Date.now() - started} ms ${JSON.stringify(counts)}\n`);
      if (outcome.failed) failures.push(`${op.name} (seed ${outcome.seed}, path ${outcome.counterexamplePath ?? ''}): ${String(outcome.errorInstance).slice(0, 1500)}`);
    }
    console.info(`GraphQL fuzz: ${FUZZ_RUNS} runs × ${operations.length} operations (${restOperations.length} @rest operations in the REST suite)\n${JSON.stringify(tally)}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 20 * 60_000);
});
