// Issue 17's acceptance for backups: "Backup taken during a running benchmark restores into a shop
// that starts and serves the same orders." The compiled shop (as `npm start`) runs under autocannon
// (catalogue reads and server-rendered pages) while shoppers keep placing orders; `npm run backup`'s
// compiled script takes the backup from the running process; the shop stops; `npm run restore`'s
// restores it into a fresh DATA_DIR; a shop started there serves every order placed before the backup
// began, to the same visitors (sessions and the signing secret are in the database), with the same
// totals, and none placed after the backup ended. In the e2e config because it needs the build;
// no browser.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/urls';
import { purchase, readyVisitor, type Visitor } from '../server/checkout-helpers.js';
import { pickProducts } from './journey.js';
import { startShopServer, type ShopServer } from './shop-server.js';

const run = promisify(execFile);
const ENV = { SCRYPT_COST: 'test' };

type Placed = { visitor: Visitor; number: string; totalToPay: number; phase: 'before' | 'during' | 'after' };

/** The order as the shop at `baseUrl` serves it to the visitor who placed it (null: not there). */
async function orderAsServed(baseUrl: string, visitor: Visitor, number: string): Promise<{ number: string; totals: { totalToPay: number } } | null> {
  const res = await fetch(`${baseUrl}/api/utils/gql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: visitor.authorization, cookie: visitor.cookie },
    body: JSON.stringify({ query: 'query($n: String!) { order(orderNumber: $n) { number totals { totalToPay } } }', variables: { n: number } }),
  });
  const body = (await res.json()) as { data?: { order: { number: string; totals: { totalToPay: number } } | null }; errors?: unknown[] };
  expect(body.errors, `order ${number}`).toBeUndefined();
  return body.data?.order ?? null;
}

const servers: ShopServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => null);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup during a benchmark, npm run restore', () => {
  it('restores into a shop that starts and serves the same orders', async () => {
    const shop = await startShopServer(ENV, 180_000, { keepDataDir: true });
    servers.push(shop);
    dirs.push(shop.dataDir);
    const products = await pickProducts(shop.baseUrl, 6);
    // The token file is the shop user's alone.
    const endpointFile = path.join(shop.dataDir, 'backup-endpoint.json');
    expect(fs.statSync(endpointFile).mode & 0o077).toBe(0);

    // The benchmark: catalogue reads and the home page on 8 connections until stopped (at most 2 min).
    let answered = 0;
    let answeredWhenBackupStarted = 0;
    let finished: (result: autocannon.Result) => void = () => undefined;
    let broke: (error: Error) => void = () => undefined;
    const benchDone = new Promise<autocannon.Result>((resolve, reject) => {
      finished = resolve;
      broke = reject;
    });
    const benchmark: autocannon.Options = {
      url: shop.baseUrl,
      connections: 8,
      duration: 120,
      requests: [
        { method: 'POST', path: '/api/catalogue', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 24 }) },
        { method: 'GET', path: '/' },
      ],
    };
    const bench = autocannon(benchmark, (error, result) => (error ? broke(error) : finished(result)));
    bench.on('response', () => {
      answered += 1;
    });

    // Shoppers: three at a time, each a new visitor placing one order, until told to stop.
    let phase: Placed['phase'] = 'before';
    let shopping = true;
    const placed: Placed[] = [];
    const failures: string[] = [];
    const shopper = async (n: number) => {
      for (let i = 0; shopping; i += 1) {
        const product = products[(n + i) % products.length]!;
        const startedIn = phase;
        const visitor = await readyVisitor(shop.baseUrl, product.sku, 1, { shipping: 'osobni-odber-praha', payment: 'hotove' });
        const result = await purchase(visitor, randomUUID());
        if (result.status !== 'success' || !result.order) {
          failures.push(JSON.stringify(result.errors));
          continue;
        }
        // "before": the whole purchase (answer included) happened before the backup was asked for;
        // "after": it was started only once the backup had been written.
        const when = startedIn === 'after' ? 'after' : phase === 'before' ? 'before' : 'during';
        placed.push({ visitor, number: result.order.number, totalToPay: result.order.totals.totalToPay, phase: when });
      }
    };
    const shoppers = [0, 1, 2].map((n) => shopper(n));
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 100));
    };

    await until(() => placed.length >= 6 || failures.length > 0);
    phase = 'during';
    answeredWhenBackupStarted = answered;
    const backupFile = path.join(shop.dataDir, 'backups', 'during-bench.tar.gz');
    const backup = await run(process.execPath, ['dist/api/backup.js', '--out', backupFile], {
      env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: '', PUBLIC_URL: '' },
    });
    phase = 'after';
    const answeredWhenBackupEnded = answered;
    await until(() => placed.filter((p) => p.phase === 'after').length >= 2 || failures.length > 0);
    shopping = false;
    await Promise.all(shoppers);
    bench.stop();
    const load = await benchDone;

    expect(failures).toEqual([]);
    expect(backup.stdout).toContain('taken by the running server');
    expect(backup.stdout).toContain(backupFile);
    // The load really ran around the backup: requests were answered before it and while it was taken.
    expect(answeredWhenBackupStarted).toBeGreaterThan(0);
    expect(answeredWhenBackupEnded).toBeGreaterThan(answeredWhenBackupStarted);
    expect(load.non2xx + load.errors, 'benchmark requests that failed').toBe(0);
    expect(await shop.stop()).toBe(0);
    expect(fs.existsSync(endpointFile), 'the token file is removed at a clean stop').toBe(false);

    // Restore into a fresh data directory and start a shop there.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-restored-'));
    dirs.push(fresh);
    const restore = await run(process.execPath, ['dist/api/restore.js', backupFile, '--yes'], {
      env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: '', PUBLIC_URL: '' },
    });
    const restoredCount = Number(/the database opens, (\d+) orders/.exec(restore.stdout)?.[1] ?? -1);
    const before = placed.filter((p) => p.phase === 'before');
    expect(restoredCount).toBeGreaterThanOrEqual(before.length);

    const restored = await startShopServer(ENV, 180_000, { dataDir: fresh, keepDataDir: true });
    servers.push(restored);
    for (const order of placed) {
      const served = await orderAsServed(restored.baseUrl, order.visitor, order.number);
      if (order.phase === 'before') expect(served, `order ${order.number} placed before the backup`).toEqual({ number: order.number, totals: { totalToPay: order.totalToPay } });
      // Placed while the backup ran: in the copy whole, or not at all.
      if (order.phase === 'during' && served) expect(served.totals.totalToPay).toBe(order.totalToPay);
      if (order.phase === 'after') expect(served, `order ${order.number} placed after the backup`).toBeNull();
    }
    // The restored shop takes new orders (its order-number series and stock are consistent).
    const next = await purchase(await readyVisitor(restored.baseUrl, products[0]!.sku, 1, { shipping: 'osobni-odber-praha', payment: 'hotove' }), randomUUID());
    expect(next.status).toBe('success');
    console.info(
      `backup e2e: ${placed.length} orders (${before.length} before, ${placed.filter((p) => p.phase === 'during').length} during, ` +
        `${placed.filter((p) => p.phase === 'after').length} after the backup), ${load.requests.total} benchmark requests ` +
        `(${load.requests.average} req/s); restore: ${restoredCount} orders\n${backup.stdout}`,
    );
  }, 300_000);
});
