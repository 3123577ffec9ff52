// @vitest-environment node
// Issue 11, finding 8: strangers cannot lock a customer out. 20 wrong passwords from IP A put the
// account in an exponential cool-down for unknown devices (A is refused with the Czech 429 message,
// even with the right password), while the right password from a device that logged in on this
// account before (browser B, other IP) still logs in. The per-IP limit stays.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE, loginBackoffSeconds } from '../../src/server/plugins/login-throttle.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Modry-Kbelik-42';

async function account(): Promise<string> {
  const email = uniqueEmail('throttle');
  const res = await new Browser(t.url).json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email, PASSWORD) });
  expect(res.body.status).toBe('success');
  return email;
}

describe('login throttle', () => {
  it('backs off exponentially after 4 failures, up to an hour', () => {
    expect([1, 4, 5, 6, 7, 8, 10, 11, 12, 50].map(loginBackoffSeconds)).toEqual([0, 0, 60, 120, 240, 480, 1920, 3600, 3600, 3600]);
  });

  it('20 wrong passwords from A: A is refused, the known device B still logs in', async () => {
    const email = await account();
    // B logged in on this account before (and out again): it holds the signed known-device cookie.
    const b = new Browser(t.url, '198.51.100.20');
    await b.uictx();
    expect((await b.login(email, PASSWORD)).body.status).toBe('success');
    expect(b.jar.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    await b.logout();

    const a = new Browser(t.url, '198.51.100.10');
    await a.uictx();
    const answers: (string | number)[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await a.json<{ status?: string; reason?: string; message?: string }>('/api/auth/local-login', { method: 'POST', body: { username: email, password: `spatne-heslo-${i}` } });
      answers.push(res.status === 200 ? (res.body.reason ?? '') : res.status);
    }
    // Four free failures, the fifth starts the cool-down, then A is refused without a password check.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('invalid-credentials'));
    expect(answers.slice(5)).toEqual(Array(15).fill(429));

    // A with the right password: still refused, in Czech, with Retry-After.
    const refused = await a.fetch('/api/auth/local-login', { method: 'POST', body: { username: email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ (sekund|sekundy|minutu|minuty|minut)\.$/);
    // A new, unknown browser is refused too (the account cools down for every unknown device).
    const c = new Browser(t.url, '198.51.100.30');
    await c.uictx();
    expect((await c.json('/api/auth/local-login', { method: 'POST', body: { username: email, password: PASSWORD } })).status).toBe(429);

    // B, the known device: the right password logs in.
    const ok = await b.login(email, PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('success');
    // ... and ends the cool-down for everyone.
    expect((await c.login(email, PASSWORD)).body.status).toBe('success');
  });

  it('the cookie of another account, or a forged one, does not make a device known', async () => {
    const victim = await account();
    const other = await account();
    const d = new Browser(t.url, '198.51.100.40');
    await d.uictx();
    expect((await d.login(other, PASSWORD)).body.status).toBe('success');
    for (let i = 0; i < 5; i++) await d.json('/api/auth/local-login', { method: 'POST', body: { username: victim, password: `x-${i}-wrong` } });
    expect((await d.json('/api/auth/local-login', { method: 'POST', body: { username: victim, password: PASSWORD } })).status).toBe(429);
    d.jar.set(KNOWN_DEVICE_COOKIE, 'forged.value');
    expect((await d.json('/api/auth/local-login', { method: 'POST', body: { username: victim, password: PASSWORD } })).status).toBe(429);
  });

  it('keeps the per-IP limit (20 attempts per 15 minutes)', async () => {
    const e = new Browser(t.url, '198.51.100.50');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await e.json('/api/auth/local-login', { method: 'POST', body: { username: uniqueEmail(`ip${i}`), password: 'whatever-123' } })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
