// Issue 11, finding 6: security headers (helmet) on every answer, and a Content-Security-Policy
// for server-rendered pages that allows exactly the inline scripts the page carries, by hash, so
// the same page served again from a shared cache still matches its policy.
// The page comes from a stand-in SSR build (dist/server/entry-server.js) in a temporary
// directory: the real build is exercised by the e2e suite, which also fails on CSP violations.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { openTestDatabase, testConfig } from '../helpers/test-app.js';

const STATE_SCRIPT = 'window.__APOLLO_STATE__={"ROOT_QUERY":{"x":"\\u003c/script>"}};window.__CISTO_CTX__={};';
const JSON_LD = '{"@context":"https://schema.org","@type":"Product","name":"Mýdlo"}';

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-dist-'));
  fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="cs"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" crossorigin src="/assets/index.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export async function render({ template }) {
      const html = template
        .replace('<!--app-head-->', '<title>Čisto</title>')
        .replace('<!--app-html-->', ${JSON.stringify(`<main>Ahoj</main><script type="application/ld+json">${JSON_LD}</script>`)})
        .replace('<!--app-state-->', ${JSON.stringify(`<script>${STATE_SCRIPT}</script>`)});
      return { status: 200, html };
    }`,
  );
  return dir;
}

type Started = { url: string; close(): Promise<void> };

async function start(overrides: Partial<Config>, distDir: string | null): Promise<Started> {
  process.env.SCRYPT_COST = 'test';
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const { dataDir } = config;
  const { app } = await buildApp({ config, database, distDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

let distDir: string;
let shop: Started;
let httpsShop: Started;

beforeAll(async () => {
  distDir = fakeBuild();
  [shop, httpsShop] = await Promise.all([
    start({ chatScriptUrl: 'https://chat.example.net/loader.js', chatKey: 'k' }, distDir),
    start({ publicUrl: 'https://www.cisto.cz' }, null),
  ]);
});

afterAll(async () => {
  await Promise.all([shop.close(), httpsShop.close()]);
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('a page allows its own inline script by hash, the chat origin, and nothing inline else', async () => {
    const res = await fetch(`${shop.url}/`, { headers: { 'user-agent': 'curl/8' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<script>${STATE_SCRIPT}</script>`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://chat.example.net', sha256(STATE_SCRIPT)]);
    // The JSON-LD data block is never executed, so it needs no hash.
    expect(csp.get('script-src')).not.toContain(sha256(JSON_LD));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://chat.example.net']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('the same page bytes give the same policy (safe to serve both from a shared cache)', async () => {
    const [a, b] = await Promise.all([fetch(`${shop.url}/kosik`), fetch(`${shop.url}/kosik`)]);
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get('content-security-policy')).toBe(b.headers.get('content-security-policy'));
  });

  it('every answer carries nosniff, frame denial, Referrer-Policy, Permissions-Policy and its request id', async () => {
    for (const url of [`${shop.url}/`, `${shop.url}/api/health`, `${shop.url}/api/neexistuje`]) {
      const res = await fetch(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // HSTS only when the shop is served over https.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('an https PUBLIC_URL adds HSTS and upgrade-insecure-requests', async () => {
    const res = await fetch(`${httpsShop.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});
