import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { prices, products } from '../../src/server/db/schema.js';

/**
 * Seeded products picked by their properties, so tests do not hard-code seed skus. The first by
 * sku, or with `last` the last one: a test that changes its product must take `last`, because the
 * PostgreSQL suite runs test files at once on one database and the others pick the first.
 */
export async function pickProduct(
  database: Database,
  kind: 'purchasable' | 'carton' | 'notOnSale' | 'stockOnly',
  which: 'first' | 'last' = 'first',
): Promise<typeof products.$inferSelect> {
  const purchasable = and(
    eq(products.onSale, true),
    eq(products.soldOut, false),
    gt(prices.price, 0),
    sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
  );
  const condition =
    kind === 'purchasable'
      ? and(purchasable, eq(products.stockOnly, false), sql`${products.quantitySettings} IS NULL`)
      : kind === 'carton'
        ? and(purchasable, eq(products.stockOnly, false), isNotNull(products.piecesPerCarton))
        : kind === 'stockOnly'
          ? and(purchasable, eq(products.stockOnly, true), gt(products.stockQuantity, 0))
          : eq(products.onSale, false);
  const [row] = await database.db
    .select({ product: products })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(condition)
    .orderBy(which === 'first' ? asc(products.sku) : desc(products.sku))
    .limit(1);
  if (!row) throw new Error(`seed has no ${kind} product`);
  return row.product;
}
