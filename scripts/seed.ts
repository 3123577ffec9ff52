// npm run seed -- [--products N] [--reset]
// Seeds the database the server would open (DATA_DIR's PGlite, or DATABASE_URL).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { DEFAULT_PRODUCT_COUNT, isSeeded, resetSeededData, seedDatabase } from '../src/server/db/seed/index.js';
import { runningServerPid } from '../src/server/services/backup.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { products?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        products: { type: 'string', short: 'n' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run seed -- [--products N] [--reset]`);
  }
  if (values.help) {
    console.log(`Usage: npm run seed -- [--products N] [--reset]\n  --products N  catalogue size (default ${DEFAULT_PRODUCT_COUNT})\n  --reset       empty the seeded tables first`);
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  if (!Number.isInteger(products) || products < 1) fail(`--products must be a positive integer, got "${values.products ?? ''}"`);

  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) {
      fail(`A server (pid ${pid}) is using ${config.dataDir}. Stop it first: PGlite cannot be opened by two processes at once.`);
    }
  }

  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  try {
    // Under the start-up lock (PostgreSQL): a server starting meanwhile waits instead of
    // seeding the same tables at the same time.
    await database.exclusive(async () => {
      await database.migrate();
      if (values.reset) {
        console.log(`Resetting seeded tables in ${target}…`);
        await resetSeededData(database.db);
      } else if (await isSeeded(database.db)) {
        console.log(`${target} is already seeded; run with --reset to seed again.`);
        return;
      }
      console.log(`Seeding ${products} products into ${target}…`);
      // About twenty progress lines for large catalogues, none for small ones.
      const step = Math.max(1000, Math.round(products / 20 / 1000) * 1000);
      if (!config.demo) console.log('PUBLIC_URL is set: seeding without the demo customers.');
      const summary = await seedDatabase(database.db, {
        products,
        demoCustomers: config.demo,
        ...(config.paymentProvider ? { cardGateway: config.paymentProvider } : {}),
        onProgress:
          products >= 5000
            ? (done, total) => {
                if (done % step !== 0 && done !== total) return;
                const seconds = ((performance.now() - started) / 1000).toFixed(1);
                console.log(`  ${done.toLocaleString('cs-CZ')} / ${total.toLocaleString('cs-CZ')} products (${seconds} s)`);
              }
            : undefined,
      });
      console.table(summary);
      // A freshly filled table has no visibility map: until VACUUM sets it, every index-only scan
      // of the catalogue visits the heap. Autovacuum would get there eventually (if it runs at all).
      console.log('VACUUM ANALYZE…');
      await database.db.execute(sql`VACUUM ANALYZE`);
      console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
