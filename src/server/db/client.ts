import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import * as schema from './schema.js';
import { backfillNameSortKeys } from './name-sort-keys.js';
import { registerLocalWrites, watchWrites } from './local-writes.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const gzipAsync = promisify(gzip);
const GZIP_CHUNK_BYTES = 1024 * 1024;

export type Database = {
  db: Db;
  /**
   * The search engine's connections. Its statements are written to be prepared once and run on a
   * cached generic plan; PostgreSQL's default would re-plan them on every execution (custom plans
   * look cheaper to it), and planning the autocomplete statement costs more than running it. On
   * PostgreSQL a small pool of its own with plan_cache_mode=force_generic_plan, so no other query
   * is affected; on PGlite (one connection) the same `db`.
   */
  searchDb: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations, then fills the columns a migration adds but only TypeScript can compute. */
  migrate(): Promise<void>;
  /** Runs start-up work (migrate, first seed) once across instances: on PostgreSQL under an advisory lock. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only (null on PostgreSQL, which has pg_dump): a consistent copy of the whole data
   * directory as a gzipped tarball, loadable with `openPglite(dir, new Blob([bytes]))`. See docs/backup.md.
   */
  dumpDataDir: (() => Promise<Buffer>) | null;
  close(): Promise<void>;
};

/** Options of the database layer. `logger` sees every statement drizzle sends (the tests count them per request). */
export type DatabaseOptions = { logger?: Logger };

// Beside the running module: src/server/db/migrations under tsx, dist/api/migrations in the
// compiled server (scripts/build-server.mjs copies them there).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens an embedded PGlite database with the extensions search needs. `dataDir` null: in memory. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
}

export function fromPglite(client: PGlite, options: DatabaseOptions = {}): Database {
  // PGlite runs drizzle transactions through its own transaction mutex, so concurrent
  // requests on the single connection never interleave inside one another's transaction.
  const watched = watchWrites(client);
  const db = drizzlePglite(watched.client, { schema, ...options });
  registerLocalWrites(db, watched.writes);
  return {
    db,
    searchDb: db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await backfillNameSortKeys(db);
    },
    exclusive: (work) => work(),
    // Inside a transaction of its own: PGlite runs one transaction at a time, so no other request's
    // transaction is half done in the copy (between its statements only the query lock is free).
    // PGlite's dump itself holds the query lock. CHECKPOINT first writes every committed change into
    // the data files, so the copy needs no WAL replay when it is opened. The tarball is taken
    // uncompressed and gzipped afterwards on libuv's thread pool: the shop's queries wait only for
    // the copy (measured on the 520-product demo: ≈ 0.3 s instead of ≈ 1.8 s with PGlite's own gzip).
    dumpDataDir: async () => {
      const tarball = await client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      });
      // One output chunk per thread-pool round trip: with zlib's default 16 kB a busy event loop
      // stretched a 10 MB backup to 57 s under load; 1 MB chunks need a dozen round trips.
      return gzipAsync(Buffer.from(await tarball.arrayBuffer()), { chunkSize: GZIP_CHUNK_BYTES });
    },
    close: () => client.close(),
  };
}

const STARTUP_LOCK = 727001;

export function fromPostgres(url: string, max = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema, ...options });
  const searchPool = new pg.Pool({ connectionString: url, max: Math.max(2, Math.ceil(max / 2)), options: '-c plan_cache_mode=force_generic_plan' });
  return {
    db,
    searchDb: drizzlePg(searchPool, { schema, ...options }),
    engine: 'postgres',
    migrate: async () => {
      await migratePg(db, { migrationsFolder });
      await backfillNameSortKeys(db);
    },
    async exclusive(work) {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lockHolder.release();
      }
    },
    dumpDataDir: null,
    close: async () => {
      await Promise.all([pool.end(), searchPool.end()]);
    },
  };
}

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  return fromPglite(await openPglite(path.join(opts.dataDir, 'pglite')));
}
