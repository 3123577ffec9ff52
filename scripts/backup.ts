// npm run backup [-- --out FILE]
// A consistent copy of the embedded database (DATA_DIR's PGlite) as a .tar.gz, by default in
// DATA_DIR/backups/. While the shop runs, the running process takes it (its loopback-only endpoint,
// token from DATA_DIR/backup-endpoint.json); otherwise this command opens the data directory itself.
// With DATABASE_URL it prints the pg_dump command instead. See docs/backup.md.

import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { fromPglite, openPglite } from '../src/server/db/client.js';
import {
  BACKUP_PATH,
  BACKUPS_DIR,
  PGLITE_DIR,
  backupFileName,
  postgresBackupGuidance,
  readBackupEndpoint,
  runningServerPid,
} from '../src/server/services/backup.js';

const USAGE = 'Usage: npm run backup [-- --out FILE]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The shop's answer to the backup request over loopback, streamed into `file`; the error when there was none. */
function requestBackup(host: string, port: number, token: string, file: string): Promise<{ status: number; text: string } | { error: Error }> {
  return new Promise((resolve) => {
    // node:http rather than fetch: undici gives up on answer headers after 300 s, and the headers
    // come only once a large database has been copied.
    const request = http.request({ host, port, path: BACKUP_PATH, method: 'POST', headers: { authorization: `Bearer ${token}` } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status, text }));
        return;
      }
      pipeline(response, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })).then(
        () => resolve({ status, text: '' }),
        (error: Error) => resolve({ error }),
      );
    });
    request.on('error', (error) => resolve({ error }));
    request.end();
  });
}

/** Asks the running shop for the copy and writes it to `file`. */
async function fromRunningShop(dataDir: string, pid: number, file: string): Promise<void> {
  const endpoint = readBackupEndpoint(dataDir);
  if (!endpoint || endpoint.pid !== pid) {
    fail(
      `A server (pid ${pid}) is using ${dataDir} but has not published a backup endpoint (${path.join(dataDir, 'backup-endpoint.json')}).\n` +
        'It may still be starting, or predate `npm run backup`: try again in a moment, or restart it.',
    );
  }
  const problems: string[] = [];
  // IPv4 loopback first; a shop listening on ::1 only (HOST=::1) answers on the IPv6 one.
  for (const host of ['127.0.0.1', '::1']) {
    const answer = await requestBackup(host, endpoint.port, endpoint.token, file);
    if ('error' in answer) {
      problems.push(`${host}:${endpoint.port}: ${answer.error.message}`);
      fs.rmSync(file, { force: true });
      continue;
    }
    if (answer.status === 200) return;
    fail(`The running server refused the backup (HTTP ${answer.status}): ${answer.text.slice(0, 500)}`);
  }
  fail(`The running server (pid ${pid}) did not answer on loopback:\n  ${problems.join('\n  ')}\nIs it listening on a loopback address (HOST)? See docs/backup.md.`);
}

/** Opens the data directory (no server holds it) and writes PGlite's dump to `file`. */
async function fromDataDir(dataDir: string, file: string): Promise<void> {
  const pgliteDir = path.join(dataDir, PGLITE_DIR);
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) fail(`No database in ${pgliteDir}: nothing to back up.`);
  const database = fromPglite(await openPglite(pgliteDir));
  try {
    const dump = database.dumpDataDir;
    if (!dump) fail('This database cannot be dumped.');
    fs.writeFileSync(file, await dump(), { flag: 'wx', mode: 0o600 });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(`${USAGE}\n  --out FILE  where to write the .tar.gz (default DATA_DIR/${BACKUPS_DIR}/cisto-<UTC time>.tar.gz)`);
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) fail(postgresBackupGuidance('backup'));

  const file = path.resolve(values.out ?? path.join(config.dataDir, BACKUPS_DIR, backupFileName()));
  if (fs.existsSync(file)) fail(`${file} exists already; choose another --out.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written under a temporary name and renamed when complete: a backup file is never half a backup.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const started = performance.now();
  const pid = runningServerPid(config.dataDir);
  try {
    if (pid !== null) await fromRunningShop(config.dataDir, pid, partial);
    else await fromDataDir(config.dataDir, partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const head = Buffer.alloc(2);
  const fd = fs.openSync(partial, 'r');
  fs.readSync(fd, head, 0, 2, 0);
  fs.closeSync(fd);
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    fs.rmSync(partial, { force: true });
    fail('The copy is not a gzip file; no backup was written.');
  }
  fs.renameSync(partial, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how = pid !== null ? `taken by the running server (pid ${pid})` : 'taken from the data directory (no server running)';
  console.log(`Backup ${how} in ${seconds} s:\n${file}\n${megabytes(fs.statSync(file).size)}`);
  const shown = path.relative(process.cwd(), file);
  console.log(`Restore with: npm run restore -- ${shown.startsWith('..') ? file : shown} --yes   (with the shop stopped)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
