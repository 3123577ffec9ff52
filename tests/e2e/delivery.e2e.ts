// How the production server delivers the storefront (issue 14, compression): built assets are
// sent as the .br / .gz the build wrote (byte for byte, cached for a year), the server-rendered
// page is compressed per request, and a client that accepts nothing gets the plain bytes.
import fs from 'node:fs';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { appStartOf } from '../../src/client/app-start';

const baseUrl = inject('baseUrl');

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function raw(pathname: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('delivery', () => {
  it('sends the entry script as the precompressed brotli file of the build, and the plain file to a client without br or gzip', async () => {
    const home = await raw('/', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(home.body).toString('utf8');
    // The page starts its app from its start data (src/client/deferred-start.ts).
    const entry = appStartOf(html)?.entry;
    expect(entry).toBeDefined();

    const file = path.join('dist/client', entry!);
    const br = await raw(entry!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);

    const gz = await raw(entry!, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);

    const plain = await raw(entry!, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
  });

  it('sends a shared page compressed once per encoding, each with its own tag, the same page either way', async () => {
    // A crawler's request (no session): the page comes from the shared page cache.
    const first = await raw('/poradna', { 'accept-encoding': 'br' });
    const br = await raw('/poradna', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw('/poradna', { 'accept-encoding': 'gzip' });
    const plain = await raw('/poradna', {});
    expect(first.headers['x-page-cache']).toMatch(/^(hit|miss)$/);
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(html);
    const tags = [br.headers.etag, gz.headers.etag, plain.headers.etag];
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.etag).toMatch(/-br"$/);
    const again = await raw('/poradna', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('compresses the server-rendered page per request', async () => {
    const plain = await raw('/', {});
    const gz = await raw('/', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
  });
});
