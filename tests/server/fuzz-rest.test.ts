// Fuzz suite of the REST API (issue 11): for every route the app registers, fast-check generated
// path parameters, query strings, bodies, cookies and tokens — wrong types, huge and odd strings,
// 2^53 and negative numbers, prototype keys, malformed JSON — sent over real HTTP by a logged-in
// customer with a cart and an order. Every answer: below 500, within HANG_MS, and a 4xx is JSON
// with a message that leaks nothing internal. FUZZ_RUNS sets the runs per route (default 10).

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Browser } from '../helpers/accounts.js';
import { startAresStandIn, type AresStandIn } from '../helpers/ares-stand-in.js';
import { fuzzFixtures, type FuzzKnown } from '../helpers/fuzz-fixtures.js';
import { comgateFuzzPlan, cookieVariant, restFuzzPlan, routesOf, type AppRoute, type RouteFuzz } from '../helpers/fuzz-rest.js';
import { startComgateStandIn, type ComgateStandIn } from '../helpers/comgate-stand-in.js';
import { eq } from 'drizzle-orm';
import { paymentMethods } from '../../src/server/db/schema.js';
import { FUZZ_RUNS, HANG_MS, expectCleanRestAnswer, nastyValue, pathSegment, queryString, send, wireBody, type WireBody } from '../helpers/fuzz-values.js';

let t: TestApp;
let ares: AresStandIn;
let known: FuzzKnown;
let plan: Record<string, RouteFuzz>;
let appRoutes: AppRoute[];

beforeAll(async () => {
  ares = await startAresStandIn();
  t = await startTestApp({ trustProxy: 1, aresUrl: ares.url });
  known = await fuzzFixtures(t.url, t.database);
  plan = restFuzzPlan(known);
  appRoutes = routesOf(t.app.printRoutes({ commonPrefix: false }));
});

afterAll(async () => {
  await t.close();
  await ares.close();
});

/** A different client address per request, so per-IP limits refuse some requests but not every one. */
const clientIp = fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })).map(([a, b]) => `203.0.${a}.${b}`);

type Generated = { path: string; query: string; body: WireBody; cookie: string | null; auth: 'own' | 'none' | 'garbage'; ip: string };

function requestsFor(route: AppRoute, fuzz: RouteFuzz, cookie: string): fc.Arbitrary<Generated> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const params = fc.tuple(...names.map((n) => pathSegment(fuzz.params?.[n] ?? fc.string())));
  const body = route.method === 'GET' ? fc.constant(null) : wireBody(fuzz.body ?? nastyValue);
  return fc
    .record({
      params,
      query: queryString(fuzz.query ?? {}),
      body,
      cookie: cookieVariant(cookie),
      auth: fc.constantFrom<Generated['auth']>('own', 'own', 'own', 'none', 'garbage'),
      ip: clientIp,
    })
    .map(({ params: values, ...rest }) => ({ ...rest, path: names.reduce((p, n, i) => p.replace(`:${n}`, values[i] ?? ''), route.path) }));
}

describe('REST fuzz', () => {
  test('every route the app registers has a fuzz entry (and every entry a route)', () => {
    const registered = appRoutes.map((r) => `${r.method} ${r.path}`).sort();
    expect(registered).toContain('GET /api/health');
    expect(registered.length).toBeGreaterThan(60);
    expect(registered.filter((k) => !(k in plan)), 'routes without a fuzz entry in tests/helpers/fuzz-rest.ts').toEqual([]);
    expect(Object.keys(plan).filter((k) => !registered.includes(k)), 'fuzz entries of routes that no longer exist').toEqual([]);
  });

  test('no route answers 5xx, hangs, or refuses without a clear message', async () => {
    const { counts, failures } = await fuzzRoutes(t.url, appRoutes, plan, known);
    // The run's figures, for the issue's note (statuses per route).
    console.info(`REST fuzz: ${FUZZ_RUNS} runs × ${Object.keys(counts).length} routes\n${JSON.stringify(counts)}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 20 * 60_000);
});

// The Comgate routes exist only with PAYMENT_PROVIDER=comgate: a second app on the Comgate
// stand-in, its card method pointed at Comgate so the fixture order's payment is a Comgate one.
// That changes payment_methods of this file's own database copy, after the fuzz above has run.
describe('REST fuzz of the Comgate routes', () => {
  let app: TestApp;
  let gate: ComgateStandIn;
  let comgateKnown: FuzzKnown;
  let comgatePlan: Record<string, RouteFuzz>;
  let comgateRoutes: AppRoute[];

  beforeAll(async () => {
    gate = await startComgateStandIn();
    app = await startTestApp({
      trustProxy: 1,
      paymentProvider: 'comgate',
      comgate: { merchantId: gate.merchant, secret: gate.secret, url: gate.apiUrl, test: true, timeoutMs: 2000 },
    });
    gate.notifyUrl = `${app.url}/api/payments/comgate/notify`;
    await app.database.db.update(paymentMethods).set({ paymentGateway: 'comgate' }).where(eq(paymentMethods.sku, 'karta'));
    comgateKnown = await fuzzFixtures(app.url, app.database);
    comgatePlan = comgateFuzzPlan(comgateKnown, gate);
    comgateRoutes = routesOf(app.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith('/api/payments/comgate/'));
  });
  afterAll(async () => {
    await app?.close();
    await gate?.close();
  });

  test('every Comgate route has a fuzz entry (and every entry a route), none answers 5xx or hangs', async () => {
    const registered = comgateRoutes.map((r) => `${r.method} ${r.path}`).sort();
    expect(registered).toEqual(Object.keys(comgatePlan).sort());
    const { counts, failures } = await fuzzRoutes(app.url, comgateRoutes, comgatePlan, comgateKnown);
    console.info(`REST fuzz (Comgate): ${FUZZ_RUNS} runs × ${Object.keys(counts).length} routes\n${JSON.stringify(counts)}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 10 * 60_000);
});

async function fuzzRoutes(baseUrl: string, routes: AppRoute[], plan: Record<string, RouteFuzz>, known: FuzzKnown) {
  const counts: Record<string, Record<number, number>> = {};
  const failures: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const fuzz = plan[key];
    if (!fuzz) continue;
    let caller = known.customer;
    if (fuzz.caller === 'second-login') {
      caller = new Browser(baseUrl);
      await caller.uictx();
      const login = await caller.login(known.email, known.password);
      expect(login.body.status, `second login for ${key}`).toBe('success');
    }
    const tally: Record<number, number> = (counts[key] = {});
    const outcome = await fc.check(
      fc.asyncProperty(requestsFor(route, fuzz, caller.cookie), async (g) => {
        const headers: Record<string, string> = { 'x-forwarded-for': g.ip };
        if (g.cookie) headers.cookie = g.cookie;
        if (g.auth === 'own' && caller.token) headers.authorization = `Bearer ${caller.token}`;
        if (g.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
        if (g.body) headers['content-type'] = g.body.contentType;
        const url = `${baseUrl}${g.path}${g.query ? `?${g.query}` : ''}`;
        const what = `${route.method} ${url.slice(0, 300)} body ${g.body?.text.slice(0, 300) ?? '-'}`;
        let answer;
        try {
          answer = await send(url, { method: route.method, headers, ...(g.body ? { body: g.body.text } : {}) });
        } catch (error) {
          throw new Error(`${what}: no answer within ${HANG_MS} ms (${String(error)})`);
        }
        tally[answer.status] = (tally[answer.status] ?? 0) + 1;
        expectCleanRestAnswer(answer, what);
      }),
      { numRuns: FUZZ_RUNS },
    );
    if (outcome.failed) failures.push(`${key} (seed ${outcome.seed}, path ${outcome.counterexamplePath ?? ''}): ${String(outcome.errorInstance).slice(0, 1500)}`);
  }
  return { counts, failures };
}
