// @vitest-environment node
// Anonymous sessions are bounded: at most 100 new sessions per IP per 10 minutes (429 with a
// Czech message beyond, reads with a session cookie never counted; a page renders without a
// session), and idle anonymous sessions expire with their empty carts.

import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { cartSubjects, carts, checkouts, sessions } from '../../src/server/db/schema.js';
import { visitorForPage } from '../../src/server/http/visitor.js';
import { registerRateLimit } from '../../src/server/plugins/rate-limit.js';
import { cleanUpIdleSessions, IDLE_EMPTY_MS, IDLE_WITH_ITEMS_MS } from '../../src/server/services/session-cleanup.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { addToCart } from './checkout-helpers.js';

const DEFAULT_LIMIT = loadConfig({}).newSessionsPerIp;

let t: TestApp;
beforeAll(async () => {
  // The default limit (100 per 10 minutes); X-Forwarded-For picks the client IP per test.
  t = await startTestApp({ newSessionsPerIp: DEFAULT_LIMIT, trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

const uictx = (ip: string, cookieHeader?: string) =>
  fetch(`${t.url}/api/auth/uictx`, { headers: { 'x-forwarded-for': ip, ...(cookieHeader ? { cookie: cookieHeader } : {}) } });
const sessionCookie = (response: Response) => (response.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');

describe('session creation per IP', () => {
  it('defaults to 100 new sessions per IP per 10 minutes', () => {
    expect(DEFAULT_LIMIT).toEqual({ max: 100, windowSeconds: 600 });
  });

  it('answers the 101st cookie-less uictx from one IP with 429 and a Czech message; cookies and other IPs go on', async () => {
    const ip = '198.51.100.7';
    let first: Response | undefined;
    for (let i = 0; i < DEFAULT_LIMIT.max; i += 1) {
      const response = await uictx(ip);
      expect(response.status).toBe(200);
      first ??= response;
      if (response !== first) await response.body?.cancel();
    }
    const refused = await uictx(ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/^Z vaší adresy přichází příliš mnoho nových návštěv\. Zkuste to prosím znovu za \d+ (minut|minuty|minutu|sekund|sekundy|sekundu)\.$/);

    // A visitor with a session cookie reads on, from the same IP.
    const cookieHeader = sessionCookie(first!);
    const known = await uictx(ip, cookieHeader);
    expect(known.status).toBe(200);
    expect(((await known.json()) as { checkoutId: string }).checkoutId).toBe(((await first!.json()) as { checkoutId: string }).checkoutId);
    // Another address is not affected.
    expect((await uictx('198.51.100.8')).status).toBe(200);
  });

  it('renders a page without a session beyond the limit', async () => {
    // The SSR handler's visitor lookup (app.ts visitorFor) on a tiny app over the same services.
    const app = Fastify({ trustProxy: (_address: string, hop: number) => hop < 1 });
    await app.register(cookie);
    await registerRateLimit(app, { redisUrl: null });
    const services = { ...t.services, config: { ...t.services.config, newSessionsPerIp: { max: 2, windowSeconds: 600 } } };
    app.get('/page', async (request, reply) => {
      const visitor = await visitorForPage(services, request, reply);
      return { checkoutId: visitor?.checkoutId ?? null };
    });
    try {
      const page = () => app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-for': '203.0.113.5' } });
      for (let i = 0; i < 2; i += 1) {
        const response = await page();
        expect(response.statusCode).toBe(200);
        expect(response.json<{ checkoutId: string | null }>().checkoutId).toEqual(expect.any(String));
      }
      const beyond = await page();
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json<{ checkoutId: string | null }>().checkoutId).toBeNull();
      expect(beyond.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('idle anonymous sessions', () => {
  const HOUR = 60 * 60 * 1000;

  async function visitor(ageMs: number, withItem: string | null) {
    const v = await newVisitor(t.url);
    if (withItem) expect((await addToCart(v, withItem, 1)).ok).toBe(true);
    const at = new Date(Date.now() - ageMs);
    const [session] = await t.database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.checkoutId, v.checkoutId)).returning();
    await t.database.db.update(checkouts).set({ updatedAt: at }).where(eq(checkouts.id, v.checkoutId));
    await t.database.db.update(carts).set({ updatedAt: at }).where(eq(carts.checkoutId, v.checkoutId));
    return { ...v, sessionId: session!.id };
  }

  async function exists(v: { sessionId: string; checkoutId: string }) {
    const session = await t.database.db.select().from(sessions).where(eq(sessions.id, v.sessionId));
    const checkout = await t.database.db.select().from(checkouts).where(eq(checkouts.id, v.checkoutId));
    const cartRows = await t.database.db.select().from(carts).where(eq(carts.checkoutId, v.checkoutId));
    const lines = cartRows.length ? await t.database.db.select().from(cartSubjects).where(inArray(cartSubjects.cartId, cartRows.map((c) => c.id))) : [];
    return { session: session.length, checkout: checkout.length, carts: cartRows.length, lines: lines.length };
  }

  it('deletes old idle empty ones with checkout and cart, keeps recent ones and ones with items for 90 days', async () => {
    const sku = (await pickProduct(t.database, 'purchasable')).sku;
    const oldEmpty = await visitor(IDLE_EMPTY_MS + HOUR, null);
    const recentEmpty = await visitor(IDLE_EMPTY_MS - 2 * HOUR, null);
    const oldWithItems = await visitor(IDLE_WITH_ITEMS_MS - 24 * HOUR, sku);
    const expiredWithItems = await visitor(IDLE_WITH_ITEMS_MS + HOUR, sku);

    const result = await cleanUpIdleSessions(t.database.db, { batch: 1 });
    expect(result.sessions).toBeGreaterThanOrEqual(2);

    expect(await exists(oldEmpty)).toEqual({ session: 0, checkout: 0, carts: 0, lines: 0 });
    expect(await exists(expiredWithItems)).toEqual({ session: 0, checkout: 0, carts: 0, lines: 0 });
    expect(await exists(recentEmpty)).toEqual({ session: 1, checkout: 1, carts: 1, lines: 0 });
    expect(await exists(oldWithItems)).toEqual({ session: 1, checkout: 1, carts: 1, lines: 1 });

    // A second run finds nothing more of these.
    await cleanUpIdleSessions(t.database.db);
    expect((await exists(recentEmpty)).session).toBe(1);
    expect((await exists(oldWithItems)).session).toBe(1);

    // The browser of a deleted session simply gets a new one.
    const back = await fetch(`${t.url}/api/auth/uictx`, { headers: { cookie: oldEmpty.cookie } });
    expect(back.status).toBe(200);
    const ctx = (await back.json()) as { checkoutId: string };
    expect(ctx.checkoutId).not.toBe(oldEmpty.checkoutId);
    expect(sessionCookie(back)).toMatch(/^cisto_sid=/);
  });

  it('keeps a session in use: last_seen_at moves forward when the session is used', async () => {
    const v = await visitor(IDLE_EMPTY_MS + HOUR, null);
    // The visitor comes back before the clean-up ran.
    expect((await fetch(`${t.url}/api/auth/uictx`, { headers: { cookie: v.cookie } })).status).toBe(200);
    await cleanUpIdleSessions(t.database.db);
    expect((await exists(v)).session).toBe(1);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, v.sessionId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(HOUR);
  });

  it('keeps sessions of logged-in customers', async () => {
    const v = await visitor(IDLE_WITH_ITEMS_MS + HOUR, null);
    await t.database.db.update(sessions).set({ customerId: '00000000-0000-4000-8000-000000000001' }).where(eq(sessions.id, v.sessionId));
    await cleanUpIdleSessions(t.database.db);
    expect((await exists(v)).session).toBe(1);
  });
});
