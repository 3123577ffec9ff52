// npm run restore -- FILE --yes
// Replaces DATA_DIR's embedded database with a backup made by `npm run backup`, with the shop
// stopped. The backup is first unpacked and opened beside the current database; only when it opens
// is the current one moved aside (DATA_DIR/pglite.before-restore-<time>, never deleted) and the
// restored one put in its place. With DATABASE_URL it prints the pg_restore command instead.
// See docs/backup.md.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { fromPglite, openPglite } from '../src/server/db/client.js';
import { PGLITE_DIR, countOrders, postgresBackupGuidance, readBackupEndpoint, runningServerPid } from '../src/server/services/backup.js';

const USAGE = 'Usage: npm run restore -- FILE --yes';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Opens the database in `dir` (loading `tarball` into it first when given) and counts its orders. */
async function openAndCount(dir: string, tarball?: Blob): Promise<number> {
  const database = fromPglite(await openPglite(dir, tarball));
  try {
    return await countOrders(database.db);
  } finally {
    await database.close();
  }
}

/** Whether the shop that last published its port for this DATA_DIR still answers there. */
async function shopAnswers(dataDir: string): Promise<number | null> {
  const endpoint = readBackupEndpoint(dataDir);
  if (!endpoint) return null;
  const answered = await fetch(`http://127.0.0.1:${endpoint.port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );
  return answered ? endpoint.port : null;
}

async function main(): Promise<void> {
  let values: { yes?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: { yes: { type: 'boolean', short: 'y', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(`${USAGE}\n  FILE   a .tar.gz made by npm run backup\n  --yes  really replace the database in DATA_DIR (the current one is moved aside, not deleted)`);
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) fail(postgresBackupGuidance('restore', positionals[0]));
  if (positionals.length !== 1) fail(USAGE);
  const file = path.resolve(positionals[0] ?? '');
  let tarball: Uint8Array<ArrayBuffer>;
  try {
    tarball = fs.readFileSync(file);
  } catch (error) {
    fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (tarball[0] !== 0x1f || tarball[1] !== 0x8b) fail(`${file} is not a backup made by npm run backup (not a .tar.gz).`);

  const pid = runningServerPid(config.dataDir);
  if (pid !== null) fail(`A server (pid ${pid}) is using ${config.dataDir}. Stop the shop first: a restore replaces the database under it.`);
  const port = await shopAnswers(config.dataDir);
  if (port !== null) fail(`A shop answers on port ${port}, where the last server of ${config.dataDir} listened. Stop it first.`);

  const target = path.join(config.dataDir, PGLITE_DIR);
  const hasCurrent = fs.existsSync(target);
  if (!values.yes) {
    fail(
      `This replaces the database in ${target} with ${file}` +
        (hasCurrent ? ' (the current one is moved aside, not deleted).' : '.') +
        `\nRun again with --yes to do it: npm run restore -- ${positionals[0] ?? ''} --yes`,
    );
  }

  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '');
  // Unpacked and opened beside the current database first: a backup that does not open changes nothing.
  const staging = path.join(config.dataDir, `${PGLITE_DIR}.restoring-${stamp}Z`);
  console.log(`Unpacking ${file} into ${staging}…`);
  try {
    await openAndCount(staging, new Blob([tarball]));
  } catch (error) {
    // Only the staging directory this command created is removed; the current database was never touched.
    fs.rmSync(staging, { recursive: true, force: true });
    fail(`${file} does not open as a database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`);
  }
  const aside = path.join(config.dataDir, `${PGLITE_DIR}.before-restore-${stamp}Z`);
  if (hasCurrent) {
    fs.renameSync(target, aside);
    console.log(`The current database was moved to ${aside} (delete it yourself once the restored shop is fine).`);
  }
  fs.renameSync(staging, target);
  const orders = await openAndCount(target);
  console.log(`Restored ${file} into ${target}: the database opens, ${orders} orders. Start the shop (npm start); it applies newer migrations on start.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
