// Backups of the embedded database (issue 17, item 3): the endpoint's guard, the endpoint itself,
// and the refusals of `npm run backup` / `npm run restore` (run as the scripts they are, with tsx).
// The whole journey under load (compiled shop, backup during a benchmark, restore, same orders) is
// tests/e2e/backup.e2e.ts.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPglite, openPglite } from '../../src/server/db/client.js';
import { orders } from '../../src/server/db/schema.js';
import { BACKUP_PATH, backupRequestRefusal, countOrders, createBackupToken } from '../../src/server/services/backup.js';
import { BACKUP_POSTGRES, BACKUP_REFUSED } from '../../src/server/rest/backup.js';
import { orderRow } from '../helpers/order-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const TOKEN = createBackupToken();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('backupRequestRefusal (the endpoint guard)', () => {
  const allowed = (remoteAddress: string | undefined, headers: Record<string, string> = {}, expectedToken: string | null = TOKEN) =>
    backupRequestRefusal({ remoteAddress, headers: { authorization: `Bearer ${TOKEN}`, ...headers }, expectedToken });

  it('lets a loopback peer with the token through (IPv4, IPv6, IPv4-mapped)', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(allowed(address), address).toBeNull();
  });

  it('refuses every request when the shop wrote no token', () => {
    expect(allowed('127.0.0.1', {}, null)).toBe('no-token-configured');
  });

  it('refuses a peer that is not this machine, even with the right token', () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:192.168.1.20', 'fe80::1', '::', '0.0.0.0', '128.0.0.1', undefined]) {
      expect(allowed(address), String(address)).toBe('not-loopback');
    }
  });

  it('refuses what a reverse proxy on this machine forwarded', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      expect(allowed('127.0.0.1', { [header]: '203.0.113.7' }), header).toBe('forwarded');
    }
  });

  it('refuses a missing, wrong, truncated or differently typed token', () => {
    const refusal = (authorization: string | undefined) =>
      backupRequestRefusal({ remoteAddress: '127.0.0.1', headers: authorization === undefined ? {} : { authorization }, expectedToken: TOKEN });
    expect(refusal(undefined)).toBe('bad-token');
    expect(refusal('')).toBe('bad-token');
    expect(refusal(`Bearer ${createBackupToken()}`)).toBe('bad-token');
    expect(refusal(`Bearer ${TOKEN.slice(0, -1)}`)).toBe('bad-token');
    expect(refusal(`Basic ${TOKEN}`)).toBe('bad-token');
    expect(refusal(TOKEN)).toBe('bad-token');
  });
});

describe('POST /api/internal/backup', () => {
  let t: TestApp;
  let noToken: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backupToken: TOKEN });
    noToken = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await noToken?.close();
  });

  const request = (app: TestApp, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${BACKUP_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, ...headers } });

  it('refuses without the token, with a wrong one, when proxied, and on a shop that has none', async () => {
    for (const response of [
      await request(t, { authorization: '' }),
      await request(t, { authorization: `Bearer ${createBackupToken()}` }),
      await request(t, { 'x-forwarded-for': '203.0.113.7' }),
      await request(noToken),
    ]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(BACKUP_REFUSED);
    }
  });

  // The test database is shared on PostgreSQL, where the endpoint only points at pg_dump.
  it.runIf(onPostgres)('on PostgreSQL says to use pg_dump', async () => {
    const response = await request(t);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(BACKUP_POSTGRES);
  });

  it.skipIf(onPostgres)('answers a gzipped PGlite data directory that opens with the same orders', async () => {
    const number = `BK${Date.now()}`;
    await t.database.db.insert(orders).values({ ...orderRow(randomUUID(), number), customerId: null });
    const expected = await countOrders(t.database.db);

    const response = await request(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    const tarball = Buffer.from(await response.arrayBuffer());
    expect([...tarball.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const copy = fromPglite(await openPglite(null, new Blob([tarball])));
    try {
      expect(await countOrders(copy.db)).toBe(expected);
      const [row] = await copy.db.select().from(orders).where(eq(orders.number, number));
      expect(row?.totalToPay).toBe(12100);
    } finally {
      await copy.close();
    }
  });
});

describe('npm run backup / restore refusals', () => {
  const run = promisify(execFile);
  const tsx = path.resolve('node_modules/.bin/tsx');
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-backup-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Runs a script; resolves to its exit code and output (a refusal is exit code 1, not a throw). */
  async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await run(tsx, [`scripts/${name}.ts`, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }

  it('with DATABASE_URL print the exact pg_dump and pg_restore commands instead', async () => {
    const env = { DATABASE_URL: 'postgres://shop@127.0.0.1:9/cisto' };
    const backup = await script('backup', [], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file=');
    const restore = await script('restore', ['backups/x.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" backups/x.dump');
    // The URL (it may carry a password) is never printed.
    expect(backup.stderr + restore.stderr).not.toContain('postgres://');
  });

  it.skipIf(onPostgres)('backup offline, then restore: refused while a shop runs and without --yes; the current database moved aside', async () => {
    // A data directory as a stopped shop leaves it: the seeded database plus one order of our own.
    const seeded = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    const database = fromPglite(await openPglite(path.join(dataDir, 'pglite'), seeded));
    const number = `BK${Date.now()}`;
    await database.db.insert(orders).values({ ...orderRow(randomUUID(), number), customerId: null });
    const ordersThen = await countOrders(database.db);
    await database.close();

    const file = path.join(dataDir, 'copy.tar.gz');
    const backup = await script('backup', ['--out', file]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('no server running');
    expect(backup.stdout).toContain(file);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // Never overwrites.
    expect((await script('backup', ['--out', file])).stderr).toContain('exists already');

    // A shop "runs" on this data directory: this test process's pid in server.pid.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const whileRunning = await script('restore', [file, '--yes']);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(`A server (pid ${process.pid}) is using`);
    fs.rmSync(path.join(dataDir, 'server.pid'));

    const unconfirmed = await script('restore', [file]);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('Run again with --yes');

    const notABackup = path.join(dataDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(notABackup, 'hello');
    expect((await script('restore', [notABackup, '--yes'])).stderr).toContain('not a backup made by npm run backup');
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('pglite'))).toEqual(['pglite']);

    // Changed after the backup: the restore brings the database back to the backup's state.
    const later = fromPglite(await openPglite(path.join(dataDir, 'pglite')));
    await later.db.delete(orders).where(eq(orders.number, number));
    await later.close();

    const restore = await script('restore', [file, '--yes']);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`the database opens, ${ordersThen} orders`);
    const aside = fs.readdirSync(dataDir).filter((f) => f.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    const restored = fromPglite(await openPglite(path.join(dataDir, 'pglite')));
    const previous = fromPglite(await openPglite(path.join(dataDir, aside[0] ?? '')));
    try {
      expect((await restored.db.select().from(orders).where(eq(orders.number, number))).length).toBe(1);
      expect((await previous.db.select().from(orders).where(eq(orders.number, number))).length).toBe(0);
    } finally {
      await restored.close();
      await previous.close();
    }
  });
});
