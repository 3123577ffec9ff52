// The shared page cache (issue 14, server speed): which requests may share a page, one render for
// many visitors, and the database stamp that drops every cached page when shown data changes.
// The production server with the real SSR is in tests/e2e/page-cache.e2e.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { createPageCache, recentStamp, type RenderedPage } from '../../src/server/http/page-cache.js';
import { pageStamp } from '../../src/server/services/page-stamp.js';
import { prices } from '../../src/server/db/schema.js';
import type { Database } from '../../src/server/db/client.js';

let database: Database;
let app: FastifyInstance;
let renders = 0;
let nextStatus = 200;
/** Only the test of the stamp reads the database's stamp; the others keep one fixed key to count renders. */
let databaseStamp = false;

beforeAll(async () => {
  database = await openTestDatabase();
  const cache = createPageCache({ ttlSeconds: 60, stamp: () => (databaseStamp ? pageStamp(database.db) : Promise.resolve('fixed')) });
  app = Fastify();
  await app.register(cookie);
  app.get('/*', async (request, reply) => {
    const key = await cache.keyFor(request);
    const render = async (): Promise<RenderedPage> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: nextStatus, html: `<p>render ${renders} of ${request.url}</p>`, contentSecurityPolicy: `script-src 'sha256-${renders}'` };
    };
    if (key === null) return reply.header('x-page-cache', 'none').send((await render()).html);
    const { page, hit } = await cache.page(key, render);
    return reply
      .status(page.status)
      .header('x-page-cache', hit ? 'hit' : 'miss')
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('etag', page.etag)
      .send(page.html);
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, cache: res.headers['x-page-cache'], csp: res.headers['content-security-policy'], etag: res.headers.etag, html: res.body };
}

describe('shared page cache', () => {
  test('renders a page once for visitors without a session, with its Content-Security-Policy', async () => {
    const first = await get('/c/one');
    const second = await get('/c/one', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
    expect(first.cache).toBe('miss');
    // Tagged once when kept: a hit sends the same ETag without hashing the page again.
    expect(first.etag).toMatch(/^"[A-Za-z0-9+/=]+"$/);
    expect(second).toEqual({ ...first, cache: 'hit' });
  });

  test('compresses a kept page once per encoding, and never a page it did not keep', async () => {
    const cache = createPageCache({ ttlSeconds: 60, stamp: () => Promise.resolve('s') });
    const html = `<main>${'Úklidová chemie, papírová hygiena. '.repeat(200)}</main>`;
    const { page } = await cache.page('k', () => Promise.resolve({ status: 200, html, contentSecurityPolicy: null }));
    const br = cache.encoded(page, 'br');
    expect(cache.encoded(page, 'br')).toBe(br);
    expect(brotliDecompressSync(await br!).toString('utf8')).toBe(html);
    expect(gunzipSync(await cache.encoded(page, 'gzip')!).toString('utf8')).toBe(html);
    expect((await br!).length).toBeLessThan(html.length / 5);

    const { page: error } = await cache.page('e', () => Promise.resolve({ status: 500, html, contentSecurityPolicy: null }));
    expect(cache.encoded(error, 'br')).toBeNull();
  });

  test('concurrent first visitors wait for one render', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/c/burst')));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
  });

  test('a page differs by address, price type and dismissed status bars', async () => {
    const base = await get('/c/two');
    const b2b = await get('/c/two', { cookie: 'pricesType=B2B' });
    const bars = await get('/c/two', { cookie: 'closedStatusBars=7' });
    const query = await get('/c/two?sort=PRICE_ASC');
    expect(new Set([base.html, b2b.html, bars.html, query.html]).size).toBe(4);
    expect((await get('/c/two', { cookie: 'pricesType=B2B' })).cache).toBe('hit');
  });

  test('is never used with a session, a login or a token', async () => {
    const sessions: Record<string, string>[] = [{ cookie: 'cisto_sid=abc' }, { cookie: 'cisto_rt=abc' }, { authorization: 'Bearer x' }];
    for (const headers of sessions) {
      expect((await get('/c/one', headers)).cache).toBe('none');
    }
  });

  test('keeps no error page: the next visitor gets a new render', async () => {
    nextStatus = 500;
    const failed = await get('/c/broken');
    nextStatus = 200;
    const next = await get('/c/broken');
    expect([failed.status, next.status, next.cache]).toEqual([500, 200, 'miss']);
  });

  test('a change of a shown price or content drops every cached page', async () => {
    databaseStamp = true;
    try {
      await get('/c/three');
      const product = await pickProduct(database, 'purchasable', 7);
      await database.db.update(prices).set({ price: sql`${prices.price}` }).where(eq(prices.sku, product.sku));
      expect((await get('/c/three')).cache).toBe('miss');
      // A statement that changes no row still moves the stamp (statement-level triggers): cheap and safe.
      await database.db.execute(sql`UPDATE articles SET title = title WHERE false`);
      expect((await get('/c/three')).cache).toBe('miss');
    } finally {
      databaseStamp = false;
    }
  });

  test('the stamp stays put while nothing shown changes (reads, other tables)', async () => {
    const before = await pageStamp(database.db);
    await database.db.execute(sql`SELECT count(*) FROM products`);
    await database.db.execute(sql`UPDATE newsletter_subscriptions SET email = email WHERE false`);
    expect(await pageStamp(database.db)).toBe(before);
  });
});

describe('recentStamp', () => {
  test('reads the stamp once per interval, shares a read in flight, and forgets a failed one', async () => {
    let reads = 0;
    let fail = false;
    const read = async () => {
      reads += 1;
      if (fail) throw new Error('database away');
      return `s${reads}`;
    };
    const stamp = recentStamp(read, 60_000);
    expect(await Promise.all([stamp(), stamp(), stamp()])).toEqual(['s1', 's1', 's1']);
    expect(reads).toBe(1);

    const failing = recentStamp(read, 60_000);
    fail = true;
    await expect(failing()).rejects.toThrow('database away');
    fail = false;
    expect(await failing()).toBe('s3');

    const always = recentStamp(read, 0);
    expect([await always(), await always()]).toEqual(['s4', 's5']);
  });
});
