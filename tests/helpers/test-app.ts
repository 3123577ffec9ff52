import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromPglite, fromPostgres, openPglite, type Database, type DatabaseOptions } from '../../src/server/db/client.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { buildApp } from '../../src/server/app.js';
import type { Services } from '../../src/server/services/index.js';
import type { Mailer, MailRenderer } from '../../src/server/mail/index.js';
import { TEST_DATABASE_COPY_INFIX, maintenanceClient } from './test-databases.js';

export type TestApp = {
  url: string;
  app: FastifyInstance;
  services: Services;
  database: Database;
  close(): Promise<void>;
};

/**
 * The PostgreSQL database of this test file: a copy of the seeded TEST_DATABASE_URL database
 * (CREATE DATABASE … TEMPLATE), made on the first ask and shared by every server the file starts
 * (two instances over one database). Files run in parallel; on one shared database a file's
 * price change or sale broke another file's exact expectations (a feed's products, a cache's
 * reads). The suite's teardown drops the copies (tests/server/global-setup.ts).
 */
let fileDatabaseUrl: Promise<string> | null = null;

async function copyOfSeeded(url: string): Promise<string> {
  const seeded = new URL(url);
  const name = `${seeded.pathname.slice(1)}${TEST_DATABASE_COPY_INFIX}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = await maintenanceClient(url);
  try {
    // A copy fails while another backend is connected to the template (the global setup's last
    // connections closing, say): a few tries a moment apart.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${seeded.pathname.slice(1)}"`);
        break;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** A database for one test file: a copy of the seeded PGlite, or of the seeded PostgreSQL test database. */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    fileDatabaseUrl ??= copyOfSeeded(url);
    return fromPostgres(await fileDatabaseUrl, 10, options);
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return fromPglite(await openPglite(null, new Blob([dump])), options);
}

/** The configuration every test server starts from: its own data directory, no Redis, limits that test files on shared cores do not trip. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    dataDir: fs.mkdtempSync('/tmp/cisto-data-'),
    redisUrl: null,
    // Every test visitor comes from 127.0.0.1; the session-creation limit has its own test.
    newSessionsPerIp: { max: 100_000, windowSeconds: 600 },
    // Test files share two cores with their PGlite work on the event loop; overload protection has its own test.
    overloadEventLoopDelayMs: 0,
    // No test reaches the real ARES: a closed loopback port unless a test starts the stand-in (ares-stand-in.ts).
    aresUrl: 'http://127.0.0.1:9/rest',
    // Test servers on the shared PostgreSQL each send only their own mail (their own SMTP harness).
    mailOutbox: { ...base.mailOutbox, queue: `test-${randomUUID()}` },
    ...overrides,
  };
}

/** The real server on an ephemeral loopback port, over a fresh copy of the seeded database. */
export async function startTestApp(
  overrides: Partial<Config> & { mailer?: Mailer; mailRenderer?: MailRenderer; handlerTimeoutMs?: number; overloadSampleIntervalMs?: number; sitemapPageSize?: number; backupToken?: string } & DatabaseOptions = {},
): Promise<TestApp> {
  process.env.SCRYPT_COST = 'test';
  const { mailer, mailRenderer, handlerTimeoutMs, overloadSampleIntervalMs, sitemapPageSize, backupToken, logger, ...configOverrides } = overrides;
  const database = await openTestDatabase(logger ? { logger } : {});
  const config = testConfig(configOverrides);
  const { app, services } = await buildApp({ config, database, distDir: null, ...(mailer ? { mailer } : {}), ...(mailRenderer ? { mailRenderer } : {}), ...(handlerTimeoutMs ? { handlerTimeoutMs } : {}),
    ...(overloadSampleIntervalMs ? { overloadSampleIntervalMs } : {}),
    ...(sitemapPageSize ? { sitemapPageSize } : {}),
    ...(backupToken ? { backupToken } : {}),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    services,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A visitor as the browser would be: cookie jar, access token, own checkout. */
export async function newVisitor(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/uictx`);
  if (!response.ok) throw new Error(`uictx failed: ${response.status}`);
  const cookie = (response.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const ctx = (await response.json()) as { accessToken: string; accessTokenType: string; checkoutId: string };
  const authorization = `${ctx.accessTokenType} ${ctx.accessToken}`;
  return {
    ...ctx,
    cookie,
    authorization,
    async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: { data: T; errors?: { message: string }[] } }> {
      const res = await fetch(`${baseUrl}/api/utils/gql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization, cookie },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data: T; errors?: { message: string }[] } };
    },
    async rest<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
  };
}
