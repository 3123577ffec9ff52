// @vitest-environment node
// Demo or deployment. A deployment (PUBLIC_URL set) is seeded with the shop but without the demo
// customers whose passwords the README publishes; the server refuses to start with the test
// payment provider behind an https PUBLIC_URL unless ALLOW_TEST_PAYMENTS=1 says it is a public demo.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fromPglite, openPglite, type Database } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { DEMO_CUSTOMERS, demoCustomersPresent, seedDatabase, type SeedSummary } from '../../src/server/db/seed/index.js';

describe('the deployment seed', () => {
  let database: Database;
  let summary: SeedSummary;
  beforeAll(async () => {
    database = fromPglite(await openPglite(null));
    await database.migrate();
    summary = await seedDatabase(database.db, { products: 60, demoCustomers: false, passwordHash: () => Promise.reject(new Error('no password is hashed')) });
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowsIn = async (table: PgTable): Promise<number> => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('has the catalogue, content, shipping and payment methods', async () => {
    expect(await rowsIn(schema.products)).toBeGreaterThanOrEqual(60);
    expect(await rowsIn(schema.taxonomies)).toBeGreaterThan(40);
    expect(await rowsIn(schema.articles)).toBeGreaterThan(0);
    expect(await rowsIn(schema.navigation)).toBeGreaterThan(0);
    expect(await rowsIn(schema.shippingMethods)).toBe(summary.shippingMethods);
    expect(summary.shippingMethods).toBeGreaterThan(0);
    expect(await rowsIn(schema.paymentMethods)).toBe(summary.paymentMethods);
    expect(summary.paymentMethods).toBeGreaterThan(0);
    expect(await rowsIn(schema.shippingPaymentMap)).toBeGreaterThan(0);
    const keys = (await database.db.select({ key: schema.settings.key }).from(schema.settings)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['shop', 'footer', 'seed']));
  });

  it('has no demo customers and nothing that belonged to them', async () => {
    expect(summary.customers).toBe(0);
    expect(await demoCustomersPresent(database.db)).toBe(false);
    const emails = [DEMO_CUSTOMERS.b2c.email, DEMO_CUSTOMERS.b2b.email];
    expect(await database.db.select().from(schema.customers).where(inArray(schema.customers.email, emails))).toEqual([]);
    for (const table of [schema.customers, schema.deliveryContacts, schema.sessions, schema.checkouts, schema.carts, schema.loyaltyMovements, schema.newsletterSubscriptions]) {
      expect(await rowsIn(table)).toBe(0);
    }
  });
});

// --- the real start: `tsx src/server/main.ts` ---------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type Started = { code: number | null; output: string; healthy: boolean };

/** Starts the server; resolves once it exits, or once /api/health answers (then stops it). */
async function start(env: Record<string, string>, timeoutMs = 120_000): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // A deployment refuses the tests' cheap password hashes (config.ts); it seeds no accounts anyway.
    env: { PATH: process.env.PATH ?? '', ...(env.PUBLIC_URL ? {} : { SCRYPT_COST: 'test' }), HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  let healthy = false;
  try {
    while (child.exitCode === null && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) {
        child.kill('SIGTERM');
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    if (!healthy && child.exitCode === null) child.kill('SIGKILL');
    return { code: await exited, output, healthy };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('starting the server', () => {
  it('refuses the test payment provider behind an https PUBLIC_URL, naming the variable', async () => {
    const result = await start({ PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'test' });
    expect(result.healthy).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Invalid configuration');
    expect(result.output).toContain('PAYMENT_PROVIDER');
    expect(result.output).toContain('ALLOW_TEST_PAYMENTS=1');
  });

  it('refuses an invalid value, naming it', async () => {
    const result = await start({ TRUST_PROXY: '-1' });
    expect(result.healthy).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('TRUST_PROXY: must be at least 0');
  });

  it('starts a public demo with ALLOW_TEST_PAYMENTS=1 (and seeds it without the demo customers)', async () => {
    const result = await start({ PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '1' });
    expect(result.output).toContain('without demo customers');
    expect(result.healthy).toBe(true);
    expect(result.code).toBe(0);
  });
});
