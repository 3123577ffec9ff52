import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, openPglite } from '../../src/server/db/client.js';
import { isSeeded, seedDatabase } from '../../src/server/db/seed/index.js';
import { hashPassword, TEST_SCRYPT } from '../../src/server/auth/password.js';
import { dropTestDatabaseCopies } from '../helpers/test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

const cheapHash = (pw: string) => hashPassword(pw, TEST_SCRYPT);

/**
 * Migrating and seeding PGlite costs seconds on two cores, so it happens once: the data
 * directory is dumped to a file and every test file boots its own copy from it.
 * With TEST_DATABASE_URL the PostgreSQL database is migrated and seeded once instead, and each
 * test file works on a copy of it (tests/helpers/test-app.ts), dropped here at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.SCRYPT_COST = 'test';
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const database = fromPostgres(testUrl, 2);
    await database.exclusive(async () => {
      await database.migrate();
      if (!(await isSeeded(database.db))) await seedDatabase(database.db, { passwordHash: cheapHash });
    });
    await database.close();
  }
  const client = await openPglite(null);
  const database = fromPglite(client);
  await database.migrate();
  await seedDatabase(database.db, { passwordHash: cheapHash });
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-test-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    if (testUrl) await dropTestDatabaseCopies(testUrl);
  };
}
