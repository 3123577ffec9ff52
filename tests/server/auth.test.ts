// @vitest-environment node
// Authentication REST calls: login outcomes, logout, uictx for customers, access-token expiry,
// refresh rotation with reuse detection and the grace window, registration outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { B2B_EMAIL, B2C_EMAIL, Browser, DEMO_PASSWORD, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { customers, refreshTokens } from '../../src/server/db/schema.js';
import { REFRESH_GRACE_MS } from '../../src/server/services/refresh-tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

async function registered(prefix: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const b = new Browser(t.url);
  const res = await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  expect(res.body.status).toBe('success');
  return { email, password: registrationPayload(email).info.password };
}

const CUSTOMER_QUERY = '{ customer { id email name priceGroup pricesType } }';

describe('POST /api/auth/local-login', () => {
  it('answers no-user-name when the username is missing or blank', async () => {
    const b = new Browser(t.url);
    expect((await b.json('/api/auth/local-login', { method: 'POST', body: { username: '   ', password: 'x' } })).body).toEqual({
      status: 'error',
      reason: 'no-user-name',
    });
    expect((await b.json('/api/auth/local-login', { method: 'POST', body: {} })).body).toEqual({ status: 'error', reason: 'no-user-name' });
  });

  it('answers invalid-credentials for a wrong password and for an unknown user alike', async () => {
    const b = new Browser(t.url);
    const wrong = await b.login(B2C_EMAIL, 'spatne-heslo');
    const unknown = await b.login('nikdo@example.cz', DEMO_PASSWORD);
    expect(wrong.body).toEqual({ status: 'error', reason: 'invalid-credentials' });
    expect(unknown.body).toEqual({ status: 'error', reason: 'invalid-credentials' });
    expect(b.jar.has('cisto_rt')).toBe(false);
  });

  it('refuses a body that is not JSON of strings with 400', async () => {
    const b = new Browser(t.url);
    const res = await b.json<{ statusCode: number }>('/api/auth/local-login', { method: 'POST', body: { username: 42 } });
    expect(res.status).toBe(400);
  });

  it('logs in with trimmed username and password: user, token with the customer, cookies', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    const sidBefore = b.jar.get('cisto_sid');
    const res = await b.login(`  ${B2C_EMAIL.toUpperCase()} `, ` ${DEMO_PASSWORD} `);
    expect(res.body).toMatchObject({
      status: 'success',
      accessTokenType: 'Bearer',
      user: { name: 'Jana Nováková', email: B2C_EMAIL, settings: { currency: 'CZK', priceGroupIds: ['_default'], pricesType: 'B2C' } },
    });
    expect(res.body.user?.settings.customer).toBe('00000000-0000-4000-8000-000000000001');
    // Session fixation: the session id is replaced at login; the checkout stays.
    expect(b.jar.get('cisto_sid')).not.toBe(sidBefore);
    const rt = b.lastSetCookies.find((c) => c.name === 'cisto_rt');
    expect(rt?.attributes.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    // Served over http://localhost in tests: not Secure (an https PUBLIC_URL makes it Secure, below).
    expect(rt?.attributes.some((a) => a.toLowerCase() === 'secure')).toBe(false);
    const claims = await t.services.tokens.verify(b.token ?? '');
    expect(claims).toMatchObject({ customerId: '00000000-0000-4000-8000-000000000001', priceGroup: '_default', checkoutId: b.checkoutId });
    const me = await b.gql<{ customer: { email: string } }>(CUSTOMER_QUERY);
    expect(me.body.data.customer.email).toBe(B2C_EMAIL);
  });

  it('uictx of a logged-in browser carries the customer; without the refresh cookie the session is logged out', async () => {
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const ctx = await b.uictx();
    expect(ctx.customer).toMatchObject({ name: 'Jana Nováková', email: B2C_EMAIL });

    // A copied session cookie alone is not the customer: the login ends.
    const thief = new Browser(t.url);
    thief.jar.set('cisto_sid', b.jar.get('cisto_sid') ?? '');
    const stolen = await thief.uictx();
    expect(stolen.customer).toBeNull();
    expect(stolen.priceGroups).toEqual(['_default']);
    expect((await b.uictx()).customer).toBeNull();
  });
});

describe('GET /api/auth/local-logout', () => {
  it('keeps the session, detaches the customer and returns an anonymous token', async () => {
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const checkoutId = b.checkoutId;
    const res = await b.logout();
    expect(res.body).toMatchObject({ status: 'success', ctx: { accessTokenType: 'Bearer', checkoutId } });
    expect(b.jar.has('cisto_rt')).toBe(false);
    expect(b.jar.has('cisto_sid')).toBe(true);
    expect((await t.services.tokens.verify(b.token ?? ''))?.customerId).toBeNull();
    expect((await b.gql<{ customer: null }>(CUSTOMER_QUERY)).body.data.customer).toBeNull();
    expect((await b.uictx()).customer).toBeNull();
  });

  it('makes an access token issued before the logout useless for customer data at once', async () => {
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const oldToken = b.token;
    await b.logout();
    b.token = oldToken;
    expect((await b.gql<{ customer: null }>(CUSTOMER_QUERY)).body.data.customer).toBeNull();
  });

  it('answers success for an anonymous visitor too (a repeated logout is harmless)', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    expect((await b.logout()).body.status).toBe('success');
    expect((await b.logout()).body.status).toBe('success');
  });
});

describe('access token expiry', () => {
  it('refuses an expired access token with 401 and the spec message', async () => {
    // 3 seconds: long enough to be read once on a busy CI machine, short enough to wait out.
    const short = await startTestApp({ accessTokenTtlSeconds: 3, trustProxy: 1 });
    try {
      const b = new Browser(short.url);
      await b.login(B2C_EMAIL, DEMO_PASSWORD);
      expect((await b.gql<{ customer: { email: string } }>(CUSTOMER_QUERY)).body.data.customer.email).toBe(B2C_EMAIL);
      // Past the token's own expiry (whole seconds), whenever the login happened to be issued.
      const expiresAt = (decodeJwt(b.token ?? '').exp ?? 0) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 1100));
      const expired = await b.gql(CUSTOMER_QUERY);
      expect(expired.status).toBe(401);
      expect(JSON.stringify(expired.body)).toContain('Call of GraphQL end point is not authenticated.');
      const refreshed = await b.refresh();
      expect(refreshed.body.customer?.email).toBe(B2C_EMAIL);
      // A short token may already be past its expiry by the next call: read its claims instead.
      expect(decodeJwt(refreshed.body.accessToken).cus).toBe('00000000-0000-4000-8000-000000000001');
    } finally {
      await short.close();
    }
  });
});

describe('GET /api/auth/refresh-token', () => {
  it('rotates the refresh cookie on every call and keeps the customer', async () => {
    const { email, password } = await registered('rotate');
    const b = new Browser(t.url);
    await b.login(email, password);
    const first = b.jar.get('cisto_rt');
    const r1 = await b.refresh();
    const second = b.jar.get('cisto_rt');
    const r2 = await b.refresh();
    const third = b.jar.get('cisto_rt');
    expect(new Set([first, second, third]).size).toBe(3);
    expect(r1.body).toMatchObject({ accessTokenType: 'Bearer', customer: { email } });
    expect(r2.body.customer?.email).toBe(email);
    expect((await t.services.tokens.verify(r2.body.accessToken))?.customerId).toBeTruthy();
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, (await t.services.tokens.verify(r2.body.accessToken))?.customerId ?? ''));
    // Hashes only: no stored value equals a cookie.
    expect(rows.map((r) => r.tokenHash)).not.toContain(third);
    expect(rows.filter((r) => r.rotatedAt === null && r.revokedAt === null)).toHaveLength(1);
  });

  it('gives two tabs refreshing with the same cookie the same successor (grace window)', async () => {
    const { email, password } = await registered('tabs');
    const tab1 = new Browser(t.url);
    await tab1.login(email, password);
    const tab2 = tab1.cloneJar();
    const [a, b] = await Promise.all([tab1.refresh(), tab2.refresh()]);
    expect(a.body.customer?.email).toBe(email);
    expect(b.body.customer?.email).toBe(email);
    expect(tab1.jar.get('cisto_rt')).toBe(tab2.jar.get('cisto_rt'));
    // Several more rounds: both tabs stay logged in.
    for (let i = 0; i < 3; i++) {
      const [x, y] = await Promise.all([tab1.refresh(), tab2.refresh()]);
      expect([x.body.customer?.email, y.body.customer?.email]).toEqual([email, email]);
      expect(tab1.jar.get('cisto_rt')).toBe(tab2.jar.get('cisto_rt'));
    }
  });

  it('a stale cookie inside the grace window gets the current token, not a fork', async () => {
    const { email, password } = await registered('grace');
    const b = new Browser(t.url);
    await b.login(email, password);
    const stale = b.cloneJar();
    await b.refresh();
    await b.refresh();
    const late = await stale.refresh();
    expect(late.body.customer?.email).toBe(email);
    expect(stale.jar.get('cisto_rt')).toBe(b.jar.get('cisto_rt'));
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const { email, password } = await registered('reuse');
    const victim = new Browser(t.url);
    const login = await victim.login(email, password);
    const attacker = victim.cloneJar();
    await victim.refresh();
    // Age the rotation past the grace window.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.customerId, login.body.user?.settings.customer ?? ''), eq(refreshTokens.generation, 0)));
    const replay = await attacker.refresh();
    expect(replay.status).toBe(200);
    expect(replay.body.customer).toBeNull();
    expect(attacker.jar.has('cisto_rt')).toBe(false);
    // The victim's current token belongs to the revoked family too: logged out.
    const after = await victim.refresh();
    expect(after.body.customer).toBeNull();
    expect((await victim.gql<{ customer: null }>(CUSTOMER_QUERY)).body.data.customer).toBeNull();
  });

  it('gives an anonymous token to a visitor without a refresh cookie', async () => {
    const b = new Browser(t.url);
    const ctx = await b.uictx();
    const res = await b.refresh();
    expect(res.body.customer).toBeNull();
    expect(res.body.checkoutId).toBe(ctx.checkoutId);
    expect((await t.services.tokens.verify(res.body.accessToken))?.checkoutId).toBe(ctx.checkoutId);
  });

  it('ignores a forged refresh cookie', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    b.jar.set('cisto_rt', 'forged-token-value');
    const res = await b.refresh();
    expect(res.body.customer).toBeNull();
    expect(b.jar.has('cisto_rt')).toBe(false);
  });
});

describe('Secure cookies', () => {
  it('marks session and refresh cookies Secure when the shop is served over https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://cisto.example', trustProxy: 1 });
    try {
      const b = new Browser(secure.url);
      await b.login(B2C_EMAIL, DEMO_PASSWORD);
      for (const name of ['cisto_rt', 'cisto_sid']) {
        const cookie = b.lastSetCookies.find((c) => c.name === name);
        expect(cookie?.attributes.map((a) => a.toLowerCase())).toContain('secure');
      }
    } finally {
      await secure.close();
    }
  });
});

describe('POST /api/auth/registration', () => {
  it('registers with the default price group and B2C whatever userSettings asks for', async () => {
    const email = uniqueEmail('Registrace');
    const b = new Browser(t.url);
    const res = await b.json<{ status: string; reason: string | null; warnings: string[] }>('/api/auth/registration', {
      method: 'POST',
      body: registrationPayload(email),
    });
    expect(res.body).toEqual({ status: 'success', reason: null, warnings: [] });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    expect(row).toMatchObject({ priceGroup: '_default', pricesType: 'B2C', name: 'Tomáš Test' });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const login = await b.login(email, registrationPayload(email).info.password);
    expect(login.body.user?.settings).toMatchObject({ priceGroupIds: ['_default'], pricesType: 'B2C' });
  });

  it('answers userNameAlreadyRegistered for an existing e-mail in any spelling', async () => {
    const b = new Browser(t.url);
    const res = await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(` ${B2B_EMAIL.toUpperCase()} `) });
    expect(res.body.status).toBe('userNameAlreadyRegistered');
  });

  it('refuses invalid input with 400 and the domain messages (common password, bad phone)', async () => {
    const b = new Browser(t.url);
    const payload = registrationPayload(uniqueEmail('weak'), 'password123');
    const weak = await b.json<{ message: string }>('/api/auth/registration', { method: 'POST', body: payload });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Toto heslo je příliš běžné');
    const badPhone = registrationPayload(uniqueEmail('phone'));
    badPhone.info.contact.phoneNumber = '12';
    expect((await b.json('/api/auth/registration', { method: 'POST', body: badPhone })).status).toBe(400);
  });
});
