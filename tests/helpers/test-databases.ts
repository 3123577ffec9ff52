// The per-file copies of the PostgreSQL test database (tests/helpers/test-app.ts): named
// "<seeded>_file_<id>", so the suite's teardown finds and drops its own.
import pg from 'pg';

export const TEST_DATABASE_COPY_INFIX = '_file_';

/** A client on the server's maintenance database: nobody may be connected to a template while it is copied. */
export async function maintenanceClient(url: string): Promise<pg.Client> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  return client;
}

/** Drops every copy of the database at `url`; a copy still in use is dropped with its connections. */
export async function dropTestDatabaseCopies(url: string): Promise<void> {
  const seeded = new URL(url).pathname.slice(1);
  const admin = await maintenanceClient(url);
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${seeded}${TEST_DATABASE_COPY_INFIX}`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
