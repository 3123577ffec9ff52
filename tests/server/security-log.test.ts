// @vitest-environment node
// Security events (ASVS V16.2/V16.3, a gap of issue 11): failed logins, 429s, access refusals and
// GraphQL documents over a limit each leave a warn line with `securityEvent`, and no log line
// carries a password-renewal token or the e-mail of a failed login.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/client.js';
import { accountFingerprint, redactUrl } from '../../src/server/http/security-log.js';
import { Browser, uniqueEmail } from '../helpers/accounts.js';
import { newVisitor, openTestDatabase, testConfig } from '../helpers/test-app.js';

let base = '';
let database: Database;
let close: () => Promise<void>;
const logLines: Record<string, unknown>[] = [];
const rawLines: string[] = [];

beforeAll(async () => {
  process.env.SCRYPT_COST = 'test';
  database = await openTestDatabase();
  const config = testConfig();
  const { dataDir } = config;
  const stream = {
    write(line: string) {
      rawLines.push(line);
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  const { app } = await buildApp({ config, database, distDir: null, logger: { level: 'info', stream } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});

afterAll(async () => close());

const events = (name: string) => logLines.filter((line) => line.securityEvent === name && line.level === 40);

describe('security events', () => {
  it('logs a failed login with a fingerprint of the account, never the e-mail', async () => {
    const email = uniqueEmail('seclog');
    const b = new Browser(base);
    await b.uictx();
    const r = await b.login(email, 'špatné-heslo-123');
    expect(r.body).toMatchObject({ status: 'error', reason: 'invalid-credentials' });
    const [line] = events('login-failed');
    expect(line).toMatchObject({ account: accountFingerprint(email), msg: 'security event: login-failed' });
    expect(line?.reqId).toEqual(expect.any(String));
    expect(rawLines.join('\n')).not.toContain(email);
  });

  it("logs a read of someone else's checkout as access-denied", async () => {
    const owner = await newVisitor(base);
    const stranger = await newVisitor(base);
    const r = await stranger.gql('query($c: ID!) { checkout(checkoutId: $c) { id } }', { c: owner.checkoutId });
    expect(JSON.stringify(r.body)).toContain('FORBIDDEN_CHECKOUT');
    expect(events('access-denied')).toEqual([expect.objectContaining({ path: ['checkout'] })]);
  });

  it('logs a GraphQL document over the alias limit', async () => {
    const v = await newVisitor(base);
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: visitorSettings { id }`).join(' ');
    const r = await v.gql(`{ ${aliases} }`);
    expect(r.status).toBe(400);
    expect(events('graphql-limit').length).toBeGreaterThan(0);
  });

  it('logs a 429 with the URL, and no line carries a password-renewal token', async () => {
    const token = 'TajnyTokenObnovyHesla0123456789';
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) {
      last = (await fetch(`${base}/api/auth/password-renew/${token}`)).status;
    }
    expect(last).toBe(429);
    expect(events('rate-limited')).toEqual([expect.objectContaining({ url: '/api/auth/password-renew/[skryto]' })]);
    expect(logLines.some((line) => JSON.stringify(line).includes('/api/auth/password-renew/[skryto]') && line.msg === 'incoming request')).toBe(true);
    expect(rawLines.join('\n')).not.toContain(token);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/obnova-hesla/abc.def?x=1', '/obnova-hesla/[skryto]?x=1'],
    ['/api/auth/password-renew/abc', '/api/auth/password-renew/[skryto]'],
    ['/nahrat-sdileny-kosik?token=abc&utm_source=mail', '/nahrat-sdileny-kosik?token=[skryto]&utm_source=mail'],
    ['/hledani?q=token', '/hledani?q=token'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
