// @vitest-environment node
// The rate-limit plugin on a tiny Fastify app: Czech 429 responses, limits per IP and per
// account, and (with REDIS_URL) one counter shared by two app instances.

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bodyField,
  createKeyLimiter,
  perIpAndKey,
  RATE_LIMITS,
  rateLimitMessage,
  registerRateLimit,
  retryAfterText,
} from '../../src/server/plugins/rate-limit';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function buildApp(opts: { redisUrl: string | null; nameSpace?: string } = { redisUrl: null }) {
  const app = Fastify();
  apps.push(app);
  await registerRateLimit(app, opts);
  app.post('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/open', async () => ({ ok: true }));
  app.post<{ Body: { email?: string } }>(
    '/login',
    { ...perIpAndKey(bodyField('email'), { perIp: { max: 100, timeWindow: 60_000 }, perKey: { max: 2, timeWindow: 60_000 } }) },
    async (req) => ({ ok: true, email: req.body.email }),
  );
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, remoteAddress = '10.0.0.1', payload: object = {}) =>
  app.inject({ method: 'POST', url, remoteAddress, payload });

describe('Czech retry message', () => {
  it.each([
    [500, 'za 1 sekundu'],
    [3_000, 'za 3 sekundy'],
    [45_000, 'za 45 sekund'],
    [60_000, 'za 1 minutu'],
    [61_000, 'za 2 minuty'],
    [5 * 60_000, 'za 5 minut'],
    [15 * 60_000, 'za 15 minut'],
    [60 * 60_000, 'za 1 hodinu'],
    [2 * 60 * 60_000, 'za 2 hodiny'],
    [5 * 60 * 60_000, 'za 5 hodin'],
  ])('%i ms → %s', (ms, text) => {
    expect(retryAfterText(ms)).toBe(text);
  });

  it('reads as one sentence', () => {
    expect(rateLimitMessage(60_000)).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.');
  });

  it('presets are plain { max, timeWindow } pairs', () => {
    for (const preset of Object.values(RATE_LIMITS)) {
      expect(preset.max).toBeGreaterThan(0);
      expect(preset.timeWindow).toBeGreaterThanOrEqual(60_000);
    }
  });
});

describe('in-memory store', () => {
  it('answers the N+1th request with 429 and the Czech message', async () => {
    const app = await buildApp();
    for (let i = 1; i <= 3; i++) {
      const res = await post(app, '/limited');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const res = await post(app, '/limited');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.',
    });
    expect(res.headers['retry-after']).toBe('60');
    // Another IP has its own counter; routes without config are not limited at all.
    expect((await post(app, '/limited', '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await post(app, '/open')).statusCode).toBe(200);
  });

  it('limits one account across different IPs, case-insensitively', async () => {
    const app = await buildApp();
    expect((await post(app, '/login', '10.0.1.1', { email: 'jana@example.cz' })).statusCode).toBe(200);
    expect((await post(app, '/login', '10.0.1.2', { email: ' Jana@Example.cz' })).statusCode).toBe(200);
    const res = await post(app, '/login', '10.0.1.3', { email: 'jana@example.cz' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, message: 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.' });
    expect(res.headers['retry-after']).toBe('60');
    // Another account from the same IPs is unaffected.
    expect((await post(app, '/login', '10.0.1.3', { email: 'petr@example.cz' })).statusCode).toBe(200);
  });

  it('still limits per IP on a route with a per-key limit', async () => {
    const app = Fastify();
    apps.push(app);
    await registerRateLimit(app, { redisUrl: null });
    app.post(
      '/login',
      { ...perIpAndKey(bodyField('email'), { perIp: { max: 2, timeWindow: 60_000 }, perKey: { max: 100, timeWindow: 60_000 } }) },
      async () => ({ ok: true }),
    );
    expect((await post(app, '/login', '10.0.2.1', { email: 'a@x.cz' })).statusCode).toBe(200);
    expect((await post(app, '/login', '10.0.2.1', { email: 'b@x.cz' })).statusCode).toBe(200);
    expect((await post(app, '/login', '10.0.2.1', { email: 'c@x.cz' })).statusCode).toBe(429);
  });

  it('createKeyLimiter works inside a handler and shares a named group across routes', async () => {
    const app = Fastify();
    apps.push(app);
    await registerRateLimit(app, { redisUrl: null });
    const limitRecipient = createKeyLimiter({ max: 1, timeWindow: 60_000 }, 'recipient');
    for (const url of ['/share-cart', '/product-demand']) {
      app.post(url, async (req, reply) => {
        await limitRecipient(req, bodyField('to')(req), reply);
        return { ok: true };
      });
    }
    expect((await post(app, '/share-cart', '10.0.3.1', { to: 'eva@example.cz' })).statusCode).toBe(200);
    const res = await post(app, '/product-demand', '10.0.3.2', { to: 'eva@example.cz' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});

const redisUrl = process.env.REDIS_URL;

describe('Redis store', () => {
  (redisUrl ? it : it.skip)('shares one counter between two app instances', async () => {
    // A fresh namespace per run: counters of an earlier run must not leak into this one.
    const nameSpace = `cisto-rl-test:${randomUUID()}:`;
    const a = await buildApp({ redisUrl: redisUrl ?? null, nameSpace });
    const b = await buildApp({ redisUrl: redisUrl ?? null, nameSpace });

    expect((await post(a, '/limited')).statusCode).toBe(200);
    expect((await post(b, '/limited')).statusCode).toBe(200);
    expect((await post(a, '/limited')).statusCode).toBe(200);
    const res = await post(b, '/limited');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.' });

    // The per-account counter is shared too.
    expect((await post(a, '/login', '10.0.4.1', { email: 'jana@example.cz' })).statusCode).toBe(200);
    expect((await post(b, '/login', '10.0.4.2', { email: 'jana@example.cz' })).statusCode).toBe(200);
    expect((await post(a, '/login', '10.0.4.3', { email: 'jana@example.cz' })).statusCode).toBe(429);
  });

  // Needs no Redis server: nothing listens on port 1.
  it('fails closed when Redis is unreachable', async () => {
    const app = await buildApp({ redisUrl: 'redis://127.0.0.1:1' });
    const res = await post(app, '/limited');
    expect(res.statusCode).toBe(500);
    expect((await post(app, '/open')).statusCode).toBe(200);
  });
});
