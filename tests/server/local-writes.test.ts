// @vitest-environment node
// Reads kept until this process next writes (db/local-writes.ts, services/until-write.ts): on
// PGlite every write goes through this process, so a kept read is read again exactly when a write
// may have changed it, and never inside a transaction or with the answer caches off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromPglite, openPglite, type Database } from '../../src/server/db/client.js';
import { isReadStatement, localWritesOf } from '../../src/server/db/local-writes.js';
import { keptUntilWrite } from '../../src/server/services/until-write.js';
import { setAnswerCachesEnabled } from '../../src/server/services/answer-cache.js';

let database: Database;
const noteRows = z.object({ rows: z.array(z.object({ body: z.string() })) });

beforeAll(async () => {
  database = fromPglite(await openPglite(null));
  await database.db.execute(sql`CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL)`);
  await database.db.execute(sql`INSERT INTO note VALUES (1, 'první')`);
});
afterAll(async () => {
  await database.close();
});

/** A memo of note 1's body and how many times it was read from the database. */
function noteMemo() {
  const memo = keptUntilWrite<string>({ max: 10 });
  let reads = 0;
  const read = async (db = database.db) => {
    reads += 1;
    const result = await db.execute(sql`SELECT body FROM note WHERE id = 1`);
    return noteRows.parse(result).rows[0]?.body ?? '';
  };
  return { get: (db = database.db) => memo(db).get('note', () => read(db)), reads: () => reads };
}

describe('what counts as a write', () => {
  it('a statement that starts with SELECT and moves no sequence only reads', () => {
    expect(isReadStatement('select "id" from "carts" where "id" = $1')).toBe(true);
    expect(isReadStatement('  SELECT last_value FROM page_stamp')).toBe(true);
    expect(isReadStatement('insert into "carts" ("id") values ($1)')).toBe(false);
    expect(isReadStatement('update "prices" set "price" = $1')).toBe(false);
    expect(isReadStatement('delete from "cart_subjects" where "cart_id" = $1')).toBe(false);
    // A data-modifying CTE starts with WITH.
    expect(isReadStatement('with gone as (delete from "carts" returning "id") select * from gone')).toBe(false);
    expect(isReadStatement("SELECT nextval('order_number')")).toBe(false);
    expect(isReadStatement("select setval('page_stamp', 1)")).toBe(false);
    expect(isReadStatement('VACUUM ANALYZE')).toBe(false);
  });

  it('PGlite counts writes of its own db only; a transaction counts as a write when it starts and when it ends', async () => {
    const writes = localWritesOf(database.db);
    expect(writes).toBeDefined();
    const before = writes?.count ?? 0;
    await database.db.execute(sql`SELECT body FROM note`);
    expect(writes?.count).toBe(before);
    await database.db.execute(sql`UPDATE note SET body = body WHERE id = 1`);
    expect(writes?.count).toBe(before + 2);
    await database.db.transaction(async (tx) => {
      expect(localWritesOf(tx)).toBeUndefined();
      await tx.execute(sql`SELECT 1`);
    });
    expect(writes?.count).toBe(before + 4);
  });
});

describe('a read kept until the next write', () => {
  it('is read once while nothing is written, and read again after any write', async () => {
    const memo = noteMemo();
    expect(await memo.get()).toBe('první');
    expect(await memo.get()).toBe('první');
    expect(memo.reads()).toBe(1);

    await database.db.execute(sql`UPDATE note SET body = 'druhá' WHERE id = 1`);
    expect(await memo.get()).toBe('druhá');
    expect(memo.reads()).toBe(2);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE note SET body = 'třetí' WHERE id = 1`);
    });
    expect(await memo.get()).toBe('třetí');
    expect(memo.reads()).toBe(3);
  });

  it('a read sent while a write runs is not kept past it', async () => {
    const memo = noteMemo();
    await memo.get();
    const write = database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE note SET body = 'čtvrtá' WHERE id = 1`);
    });
    const during = memo.get();
    await write;
    await during;
    expect(await memo.get()).toBe('čtvrtá');
    expect(memo.reads()).toBe(3);
  });

  it('a rolled-back transaction leaves the data as it was, read again all the same', async () => {
    const memo = noteMemo();
    const body = await memo.get();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE note SET body = 'zrušená' WHERE id = 1`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await memo.get()).toBe(body);
    expect(memo.reads()).toBe(2);
  });

  it('is not kept inside a transaction, after a failed read, or with the answer caches off', async () => {
    const inTransaction = noteMemo();
    await database.db.transaction(async (tx) => {
      await inTransaction.get(tx);
      await inTransaction.get(tx);
    });
    expect(inTransaction.reads()).toBe(2);

    const memo = keptUntilWrite<string>({ max: 10 });
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error('database gone'));
    };
    await expect(memo(database.db).get('x', failing)).rejects.toThrow('database gone');
    await expect(memo(database.db).get('x', failing)).rejects.toThrow('database gone');
    expect(attempts).toBe(2);

    const off = noteMemo();
    setAnswerCachesEnabled(false);
    try {
      await off.get();
      await off.get();
    } finally {
      setAnswerCachesEnabled(true);
    }
    expect(off.reads()).toBe(2);
  });
});
