import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isSeeded, seedDatabase } from './db/seed/index.js';
import { buildApp } from './app.js';

const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  // The seed CLI refuses to touch a data directory a running server holds.
  const pidFile = path.join(config.dataDir, 'server.pid');
  if (database.engine === 'pglite') fs.writeFileSync(pidFile, String(process.pid));

  await database.exclusive(async () => {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const started = Date.now();
      const summary = await seedDatabase(database.db);
      console.log(`Seeded demo data in ${Date.now() - started} ms:`, JSON.stringify(summary));
    }
  });

  const { app } = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port: config.port, host: config.host });

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
      if (database.engine === 'pglite') fs.rmSync(pidFile, { force: true });
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
  console.error(error);
  process.exit(1);
});
