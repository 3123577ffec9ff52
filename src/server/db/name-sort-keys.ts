import { isNull, sql } from 'drizzle-orm';
import { czechSortKey } from '../../domain/index.js';
import type { Db } from './client.js';
import { products } from './schema.js';

const BATCH = 1000;

/** The columns every writer of a product name sets together, so the Czech order never lags the name. */
export function nameColumns(name: string): { name: string; nameSortKey: string } {
  return { name, nameSortKey: czechSortKey(name) };
}

/**
 * Fills products.name_sort_key where it is missing (products written before migration 0014, or by
 * a writer that set only the name). The key is computed in TypeScript, which SQL cannot do; each
 * UPDATE runs the catalogue trigger, so the listings' sort_key follows. Returns the rows filled.
 */
export async function backfillNameSortKeys(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.select({ sku: products.sku, name: products.name }).from(products).where(isNull(products.nameSortKey)).orderBy(products.sku).limit(BATCH);
    if (rows.length === 0) return filled;
    const skus = rows.map((r) => r.sku);
    const keys = rows.map((r) => czechSortKey(r.name));
    await db.execute(sql`UPDATE products p SET name_sort_key = v.sort_key
      FROM unnest(${sql.param(skus)}::text[], ${sql.param(keys)}::text[]) AS v(sku, sort_key) WHERE p.sku = v.sku`);
    filled += rows.length;
  }
}
