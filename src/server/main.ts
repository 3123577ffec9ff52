import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { demoCustomersPresent, isSeeded, seedDatabase } from './db/seed/index.js';
import { buildApp } from './app.js';
import { scheduleSessionCleanup } from './services/session-cleanup.js';
import { SERVER_PID_FILE, createBackupToken, removeBackupEndpoint, writeBackupEndpoint } from './services/backup.js';
import { scheduleStockWatchSweep } from './services/stock-watch.js';
import { unusedGateway } from './services/payments/index.js';
import { setAnswerCachesEnabled } from './services/answer-cache.js';

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * How far V8 lets the heap grow past what the last full collection kept before it collects again.
 * Left to itself V8 lets it grow up to fourfold while pages are rendered (each render's objects
 * outlive the young generation's collections and die old): 500–520 MB of resident memory at the
 * peak of the benchmark on PostgreSQL with 100 000 products, 90–140 MB of it live. At 50 % the same
 * run peaks at 275–293 MB for about 10 ms more CPU per rendered page, most of it the concurrent
 * marking on another core (20 %: 293–300 MB for 20–45 ms more; docs/benchmarks.md). A
 * `--heap-growing-percent` given to node wins.
 */
const HEAP_GROWING_PERCENT = 50;

function limitHeapGrowth(): void {
  if (process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  setAnswerCachesEnabled(config.answerCaches);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  // The seed CLI refuses to touch a data directory a running server holds.
  const pidFile = path.join(config.dataDir, SERVER_PID_FILE);
  if (database.engine === 'pglite') fs.writeFileSync(pidFile, String(process.pid));

  await database.exclusive(async () => {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const started = Date.now();
      // Outside the local demo (PUBLIC_URL set) the demo customers with published passwords are left out.
      const summary = await seedDatabase(database.db, { demoCustomers: config.demo, ...(config.paymentProvider ? { cardGateway: config.paymentProvider } : {}) });
      console.log(`Seeded ${config.demo ? 'demo data' : 'the shop (without demo customers)'} in ${Date.now() - started} ms:`, JSON.stringify(summary));
    }
  });

  // `npm run backup` reaches this process with this token (PGlite only; PostgreSQL has pg_dump).
  const backupToken = database.engine === 'pglite' ? createBackupToken() : null;
  const { app, services } = await buildApp({ config, database, logger: { level: config.logLevel }, backupToken });
  if (!config.demo && (await demoCustomersPresent(database.db))) {
    app.log.warn('The demo customers (passwords published in the README) exist in this database although PUBLIC_URL is set: delete them, or reseed with `npm run seed -- --reset`.');
  }
  if (config.paymentProvider === 'test') app.log.warn('The TEST payment provider is on: anyone can mark an order as paid. Never use it for real orders.');
  const unused = await unusedGateway(services);
  if (unused) {
    app.log.warn(
      `PAYMENT_PROVIDER=${unused}, but no payment method pays through it (seeded for another provider?): ` +
        `UPDATE payment_methods SET payment_gateway = '${unused}' WHERE sku = 'karta' — see docs/payments-comgate.md.`,
    );
  }
  if (!config.bankAccount) app.log.warn('No SHOP_BANK_ACCOUNT/SHOP_IBAN: bank-transfer and invoice payments are refused at checkout until both are set.');
  const cleanup = scheduleSessionCleanup(services, app.log);
  app.addHook('onClose', async () => cleanup.stop());
  const stockWatchSweep = scheduleStockWatchSweep(services, app.log);
  app.addHook('onClose', async () => stockWatchSweep.stop());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (backupToken && address && typeof address === 'object') {
    writeBackupEndpoint(config.dataDir, { pid: process.pid, port: address.port, token: backupToken });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining');
    const timer = setTimeout(() => {
      app.log.error('drain timed out');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    try {
      await app.close();
      await database.close();
      if (database.engine === 'pglite') {
        removeBackupEndpoint(config.dataDir);
        fs.rmSync(pidFile, { force: true });
      }
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A configuration error is the operator's to fix: its message names the variable, no stack needed.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
