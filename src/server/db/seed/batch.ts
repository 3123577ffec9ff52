import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';

/**
 * At most this many rows per INSERT: keeps every statement well below PostgreSQL's 65 535
 * bind-parameter limit (the widest table has ~30 columns) while amortising round trips.
 */
export const BATCH_ROWS = 1000;

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS));
  }
  return rows.length;
}
