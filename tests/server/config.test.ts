// @vitest-environment node
// Configuration: one zod schema read at start. Every rule, the demo/deployment rule for the test
// payment provider and the demo customers, and errors that name the variable.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ARES_URL, DEMO_BANK_ACCOUNT, loadConfig } from '../../src/server/config.js';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('defaults', () => {
  it('is the local demo without PUBLIC_URL: test payments on, demo customers, localhost links', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./var'),
      databaseUrl: null,
      shopName: 'Čisto',
      publicUrl: 'http://localhost:3000',
      demo: true,
      paymentProvider: 'test',
      comgate: null,
      smtpUrl: null,
      redisUrl: null,
      authSecret: null,
      mediaPrefix: '/media',
      aresUrl: DEFAULT_ARES_URL,
      trustProxy: 0,
      accessTokenTtlSeconds: 600,
      newSessionsPerIp: { max: 100, windowSeconds: 600 },
      sessionCleanupIntervalSeconds: 900,
      stockWatchSweepSeconds: 30,
      answerCaches: true,
      logLevel: 'info',
      production: false,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', DATABASE_URL: '', PORT: '' })).toMatchObject({ demo: true, databaseUrl: null, port: 3000 });
  });

  it('derives the default public URL from a specific HOST and PORT', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/cisto',
      DATABASE_URL: 'postgres://shop@db:5432/cisto',
      SHOP_NAME: 'Čisto Brno',
      PUBLIC_URL: 'https://shop.example.cz/',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      AUTH_SECRET: 'x'.repeat(40),
      MEDIA_PREFIX: 'https://cdn.example.cz/media',
      PAYMENT_PROVIDER: 'none',
      SHOP_BANK_ACCOUNT: '19-2000145399/0800',
      SHOP_IBAN: 'CZ65 0800 0000 1920 0014 5399',
      CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
      CHAT_KEY: 'k-1',
      ARES_URL: 'http://ares.internal:8080/rest/',
      TRUST_PROXY: '2',
      ACCESS_TOKEN_TTL_SECONDS: '300',
      NEW_SESSIONS_PER_IP: '50',
      NEW_SESSIONS_WINDOW_SECONDS: '60',
      SESSION_CLEANUP_INTERVAL_SECONDS: '0',
      STOCK_WATCH_SWEEP_SECONDS: '1',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '2500',
      PAGE_CACHE_SECONDS: '5',
      ANSWER_CACHES: 'off',
      MAIL_OUTBOX_POLL_MS: '500',
      MAIL_MAX_ATTEMPTS: '8',
      MAIL_RETRY_MAX_SECONDS: '120',
      MAIL_SENDING_LEASE_SECONDS: '600',
      MAIL_OUTBOX_QUEUE: 'cisto-brno',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: ' Sefova@Cisto.cz ',
      ADMIN_PASSWORD: 'Dlouhe-Heslo-Spravce-1',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/cisto',
      databaseUrl: 'postgres://shop@db:5432/cisto',
      shopName: 'Čisto Brno',
      publicUrl: 'https://shop.example.cz',
      demo: false,
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
      authSecret: 'x'.repeat(40),
      mediaPrefix: 'https://cdn.example.cz/media',
      paymentProvider: null,
      comgate: null,
      bankAccount: { account: '19-2000145399/0800', iban: 'CZ6508000000192000145399' },
      chatScriptUrl: 'https://chat.example/widget.js',
      chatKey: 'k-1',
      aresUrl: 'http://ares.internal:8080/rest',
      trustProxy: 2,
      accessTokenTtlSeconds: 300,
      newSessionsPerIp: { max: 50, windowSeconds: 60 },
      sessionCleanupIntervalSeconds: 0,
      stockWatchSweepSeconds: 1,
      overloadEventLoopDelayMs: 2500,
      pageCacheSeconds: 5,
      answerCaches: false,
      mailOutbox: { pollMs: 500, maxAttempts: 8, retryMaxMs: 120_000, leaseMs: 600_000, queue: 'cisto-brno' },
      logLevel: 'warn',
      production: true,
      firstAdmin: { email: 'sefova@cisto.cz', password: 'Dlouhe-Heslo-Spravce-1', name: 'Správce' },
    });
  });

  it('the first admin needs both ADMIN_EMAIL and ADMIN_PASSWORD, a real e-mail and 12+ characters, and never echoes the password', () => {
    expect(loadConfig({}).firstAdmin).toBeNull();
    expect(refusal({ ADMIN_EMAIL: 'sefova@cisto.cz' })).toContain('ADMIN_PASSWORD: must be given together with ADMIN_EMAIL');
    expect(refusal({ ADMIN_PASSWORD: 'Dlouhe-Heslo-Spravce-1' })).toContain('ADMIN_EMAIL: must be given together with ADMIN_PASSWORD');
    expect(refusal({ ADMIN_EMAIL: 'nic', ADMIN_PASSWORD: 'Dlouhe-Heslo-Spravce-1' })).toContain('ADMIN_EMAIL: must be an e-mail address');
    const short = refusal({ ADMIN_EMAIL: 'sefova@cisto.cz', ADMIN_PASSWORD: 'kratke' });
    expect(short).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    expect(short).not.toContain('kratke');
  });
});

describe('mail outbox', () => {
  it('defaults to a 1 s poll, 20 attempts, backoff up to 10 min and a 15 min lease', () => {
    expect(loadConfig({}).mailOutbox).toEqual({ pollMs: 1000, maxAttempts: 20, retryMaxMs: 600_000, leaseMs: 900_000, queue: 'default' });
    expect(loadConfig({ MAIL_OUTBOX_POLL_MS: '0' }).mailOutbox.pollMs).toBe(0);
  });

  it('refuses values that would break it, naming the variable', () => {
    expect(() => loadConfig({ MAIL_OUTBOX_POLL_MS: '10' })).toThrow(/MAIL_OUTBOX_POLL_MS: must be 0 \(no worker\) or at least 100/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS: must be at least 1/);
    expect(() => loadConfig({ MAIL_SENDING_LEASE_SECONDS: '5' })).toThrow(/MAIL_SENDING_LEASE_SECONDS: must be at least 60/);
    expect(() => loadConfig({ MAIL_OUTBOX_QUEUE: 'a b' })).toThrow(/MAIL_OUTBOX_QUEUE/);
  });
});

describe('demo or deployment: the test payment provider', () => {
  it('is off when PUBLIC_URL is set and PAYMENT_PROVIDER is not', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://shop.local:3000' })).toMatchObject({ demo: false, paymentProvider: null });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz' })).toMatchObject({ demo: false, paymentProvider: null });
  });

  it('is on with an http PUBLIC_URL only when asked for', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://shop.local:3000', PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
  });

  it('can be switched off in the local demo', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBeNull();
  });

  it('refuses to start with an https PUBLIC_URL unless ALLOW_TEST_PAYMENTS=1', () => {
    const message = refusal({ PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'test' });
    expect(message).toContain('PAYMENT_PROVIDER');
    expect(message).toContain('ALLOW_TEST_PAYMENTS=1');
    expect(refusal({ PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '0' })).toContain('PAYMENT_PROVIDER');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '1' }).paymentProvider).toBe('test');
  });

  it('lets the test suites cheapen password hashes only in the local demo', () => {
    expect(loadConfig({ SCRYPT_COST: 'test' }).demo).toBe(true);
  });

  it('ALLOW_TEST_PAYMENTS alone turns nothing on', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz', ALLOW_TEST_PAYMENTS: '1' }).paymentProvider).toBeNull();
  });
});

describe('the bank account for transfers', () => {
  it('has demo values in the local demo only', () => {
    expect(loadConfig({}).bankAccount).toEqual(DEMO_BANK_ACCOUNT);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz' }).bankAccount).toBeNull();
  });

  it('checks the prefix and number by modulo 11 and the IBAN by mod 97', () => {
    expect(refusal({ SHOP_BANK_ACCOUNT: '123456789/0800', SHOP_IBAN: 'CZ7508000000000123456789' })).toContain('SHOP_BANK_ACCOUNT: must be a Czech account number');
    expect(refusal({ SHOP_BANK_ACCOUNT: '18-2000145399/0800', SHOP_IBAN: 'CZ6508000000192000145399' })).toContain('SHOP_BANK_ACCOUNT: must be a Czech account number');
    expect(refusal({ SHOP_BANK_ACCOUNT: '2000145399/080', SHOP_IBAN: 'CZ6508000000192000145399' })).toContain('SHOP_BANK_ACCOUNT');
    expect(refusal({ SHOP_BANK_ACCOUNT: '19-2000145399/0800', SHOP_IBAN: 'CZ6608000000192000145399' })).toContain('SHOP_IBAN: must be an IBAN with valid check digits');
  });

  it('wants both, naming the same account', () => {
    expect(refusal({ SHOP_BANK_ACCOUNT: '19-2000145399/0800' })).toContain('SHOP_IBAN: must be given together with SHOP_BANK_ACCOUNT');
    expect(refusal({ SHOP_IBAN: 'CZ6508000000192000145399' })).toContain('SHOP_BANK_ACCOUNT: must be given together with SHOP_IBAN');
    expect(refusal({ SHOP_BANK_ACCOUNT: '2000123456/2010', SHOP_IBAN: 'CZ6508000000192000145399' })).toContain('SHOP_IBAN: is not the IBAN of SHOP_BANK_ACCOUNT 2000123456/2010');
    // A foreign IBAN (a Slovak or EU account for SEPA payments) is accepted as it is.
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz', SHOP_BANK_ACCOUNT: '2000123456/2010', SHOP_IBAN: 'SK31 1200 0000 1987 4263 7541' }).bankAccount).toEqual({
      account: '2000123456/2010',
      iban: 'SK3112000000198742637541',
    });
  });
});

describe('ARES', () => {
  it('defaults to the public service of the Czech register', () => {
    expect(DEFAULT_ARES_URL).toBe('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.cz' }).aresUrl).toBe(DEFAULT_ARES_URL);
  });
});

describe('invalid values stop the start, naming the variable and the reason', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be at most 65535'],
    [{ PORT: '3000.5' }, 'PORT: must be a whole number'],
    [{ PUBLIC_URL: 'shop.example.cz' }, 'PUBLIC_URL: must be an absolute URL'],
    [{ PUBLIC_URL: 'ftp://shop.example.cz' }, 'PUBLIC_URL: must start with http:// or https://'],
    [{ PUBLIC_URL: 'https://shop.example.cz/?a=1' }, 'PUBLIC_URL: must be a base URL without ?query or #fragment'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY: must be at least 0 (got "-1")'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: must be a whole number'],
    [{ DATABASE_URL: 'mysql://db/cisto' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ SMTP_URL: 'mail.example.cz:25' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: must be at least 32 characters'],
    [{ PAYMENT_PROVIDER: 'gopay' }, 'PAYMENT_PROVIDER: must be one of: test, comgate, none (got "gopay")'],
    [{ ALLOW_TEST_PAYMENTS: 'yes' }, 'ALLOW_TEST_PAYMENTS: must be 1 or 0'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '86400' }, 'ACCESS_TOKEN_TTL_SECONDS: must be at most 3600'],
    [{ NEW_SESSIONS_PER_IP: '0' }, 'NEW_SESSIONS_PER_IP: must be at least 1'],
    [{ ARES_URL: 'ares.gov.cz/rest' }, 'ARES_URL: must be an absolute URL'],
    [{ ARES_URL: 'ftp://ares.gov.cz/rest' }, 'ARES_URL: must start with https:// or http://'],
    [{ MEDIA_PREFIX: 'media' }, 'MEDIA_PREFIX: must be a path starting with / or an http(s) URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: must be one of'],
    [{ SCRYPT_COST: 'low' }, 'SCRYPT_COST: must be unset, or "test"'],
    [{ SCRYPT_COST: 'test', PUBLIC_URL: 'http://shop.example.cz' }, 'SCRYPT_COST: "test" makes password hashes cheap'],
    [{ ANSWER_CACHES: 'no' }, 'ANSWER_CACHES: must be "on" (the default) or "off"'],
  ])('%o', (env, expected) => {
    expect(refusal(env)).toContain(expected);
  });

  it('lists every invalid variable at once and never echoes secrets', () => {
    const message = refusal({ PORT: 'abc', TRUST_PROXY: '-2', AUTH_SECRET: 'hunter2', DATABASE_URL: 'mysql://u:pw@db/x' });
    expect(message.split('\n').filter((line) => line.startsWith('  - ')).map((line) => line.slice(4, line.indexOf(':')))).toEqual([
      'PORT',
      'DATABASE_URL',
      'AUTH_SECRET',
      'TRUST_PROXY',
    ]);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('pw@db');
  });
});
