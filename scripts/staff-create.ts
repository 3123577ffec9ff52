// npm run staff:create -- --email jana@cisto.cz --role admin [--role orders] [--name "Jana Nová"] [--password …]
// Creates a back-office staff member (issue 16) in the database the server would open
// (DATA_DIR's PGlite, or DATABASE_URL). Without --password it asks for one (not echoed).

import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { checkNewStaff, insertStaff } from '../src/server/services/staff.js';
import { STAFF_ROLES, parseStaffRoles } from '../src/domain/staff.js';
import { runningServerPid } from '../src/server/services/backup.js';

const USAGE = `Usage: npm run staff:create -- --email E-MAIL --role ROLE [--role ROLE…] [--name NAME] [--password PASSWORD]\n  roles: ${STAFF_ROLES.join(', ')}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a password from the terminal without echoing it (the readline output goes nowhere). */
function askPassword(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: process.stdin.isTTY === true });
    rl.once('line', (line) => {
      rl.close();
      process.stdout.write('\n');
      resolve(line);
    });
  });
}

async function main(): Promise<void> {
  let values: { email?: string; role?: string[]; name?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string', multiple: true },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email || !values.role?.length) fail(USAGE);
  const unknown = values.role.filter((r) => parseStaffRoles([r]).length === 0);
  if (unknown.length > 0) fail(`Unknown role: ${unknown.join(', ')}\n${USAGE}`);
  const password = values.password ?? (await askPassword('Heslo: '));
  const input = { email: values.email, name: values.name ?? values.email.split('@')[0] ?? values.email, password, roles: values.role };
  const problems = checkNewStaff(input);
  if (problems.length > 0) fail(problems.map((p) => `${p.field ?? ''}: ${p.message}`).join('\n'));

  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) fail(`A server (pid ${pid}) is using ${config.dataDir}. Stop it first: PGlite cannot be opened by two processes at once.`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusive(() => database.migrate());
    const row = await insertStaff(database.db, { ...input, roles: parseStaffRoles(input.roles) });
    if (!row) fail(`A staff member with the e-mail ${input.email} already exists.`);
    console.log(`Created ${row.email} (${parseStaffRoles(row.roles).join(', ')}). Sign in at ${config.publicUrl}/admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
