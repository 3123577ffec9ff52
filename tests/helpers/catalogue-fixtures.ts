import { and, asc, desc, eq, gt, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { prices, products } from '../../src/server/db/schema.js';

/**
 * Seeded products picked by their properties, so tests do not hard-code seed skus. The first by
 * sku, with `last` the last one, or with a number the one that many places after the first: a test
 * that changes its product must take one nobody else takes, because the PostgreSQL suite runs test
 * files at once on one database and most pick the first.
 */
export async function pickProduct(
  database: Database,
  kind: 'purchasable' | 'carton' | 'notOnSale' | 'stockOnly',
  which: 'first' | 'last' | number = 'first',
): Promise<typeof products.$inferSelect> {
  const purchasable = and(
    eq(products.onSale, true),
    eq(products.soldOut, false),
    // Shown as "Prodej byl ukončen" / "Momentálně nedostupné": not purchasable (issue 11, finding 13).
    sql`${products.stockState} IS DISTINCT FROM 'sold-out'`,
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
    .orderBy(which === 'last' ? desc(products.sku) : asc(products.sku))
    .offset(typeof which === 'number' ? which : 0)
    .limit(1);
  if (!row) throw new Error(`seed has no ${kind} product`);
  return row.product;
}

/**
 * The dearest products a cart may hold 100,000 pieces of (no quantity settings, not stock-only,
 * available), dearest first, with their consumer prices: amounts and points past 2^31.
 */
export async function dearestPurchasable(database: Database, limit: number) {
  return database.db
    .select({ sku: products.sku, price: prices.price, priceWithTax: prices.priceWithTax, vatRate: products.vatRate, volumeMl: products.volumeMl })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(
      and(
        eq(products.onSale, true),
        eq(products.soldOut, false),
        eq(products.stockOnly, false),
        isNull(products.quantitySettings),
        or(isNull(products.stockState), notInArray(products.stockState, ['sold-out', 'unavailable', 'discontinued'])),
        gt(prices.price, 0),
        sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
      ),
    )
    .orderBy(desc(prices.priceWithTax), desc(products.sku))
    .limit(limit);
}
