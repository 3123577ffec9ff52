// @vitest-environment node
// Issue 14, finding "nothing compressed": API JSON and GraphQL answers are sent brotli- or
// gzip-compressed when the client accepts it, small answers as they are, and the decompressed
// body is the same answer. (Built assets and pages: tests/e2e/delivery.e2e.ts.)
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request with our own Accept-Encoding (fetch would decompress and hide the encoding). */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  const url = new URL(path, t.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('compression of dynamic answers', () => {
  it('sends API JSON brotli-compressed to a client that accepts br, gzip to one that accepts only gzip, the same answer either way', async () => {
    const plain = await raw('/api/content/navigation', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw('/api/content/navigation', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));

    const gz = await raw('/api/content/navigation', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it('compresses GraphQL answers and leaves small answers alone', async () => {
    const v = await newVisitor(t.url);
    const query = JSON.stringify({ query: '{ visitorLists { compare } shippingPaymentMap { shippingMethodSku paymentMethodSku price priceWithTax tax } }' });
    const headers = { 'content-type': 'application/json', authorization: v.authorization, cookie: v.cookie, 'accept-encoding': 'br' };
    const answer = await raw('/api/utils/gql', headers, query);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(answer.body).toString('utf8');
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toMatchObject({ data: { visitorLists: { compare: [] } } });

    const health = await raw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });
  });
});
