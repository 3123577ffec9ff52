import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prices, products, quantityPrices, taxonomies } from '../db/schema.js';
import type { Product, TaxonomyLink } from '../../generated/server.js';
import {
  CURRENCY,
  isPurchasable,
  productUrl,
  resolveQuantitySettings,
  stockAvailability,
  taxonomyUrl,
  type PriceTier,
} from '../../domain/index.js';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = { price: number; priceWithTax: number; originalPriceWithTax: number | null };

/** Listing cards get the preview level; the detail page adds description, breadcrumbs and all images. */
export type DetailLevel = 'preview' | 'detail';

export function toProduct(
  row: ProductRow,
  price: PriceRow | null,
  level: DetailLevel,
  links: { manufacturer?: TaxonomyLink | null; breadcrumbs?: TaxonomyLink[] } = {},
): Product {
  const unit = price ?? { price: 0, priceWithTax: 0, originalPriceWithTax: null };
  const stock = row.stockState
    ? { state: row.stockState, quantity: row.stockQuantity, note: row.stockNote, timing: row.stockTiming }
    : null;
  const piecesPerCarton = row.piecesPerCarton;
  return {
    __typename: 'Product',
    sku: row.sku,
    name: row.name,
    url: productUrl({ name: row.name, sku: row.sku }),
    image: row.images[0] ?? null,
    images: level === 'detail' ? row.images : row.images.slice(0, 1),
    description: level === 'detail' ? row.description : null,
    manufacturer: links.manufacturer ?? null,
    price: {
      __typename: 'ProductPrice',
      amount: unit.price,
      amountWithTax: unit.priceWithTax,
      currency: CURRENCY,
      vatRate: row.vatRate,
      originalAmountWithTax: unit.originalPriceWithTax,
    },
    stock: stock ? { __typename: 'StockInfo', ...stock } : null,
    availability: { __typename: 'StockAvailability', ...stockAvailability({ onSale: row.onSale, stock }) },
    availabilityCarton:
      piecesPerCarton && stock
        ? {
            __typename: 'StockAvailability',
            ...stockAvailability(
              { onSale: row.onSale, stock: { ...stock, quantity: Math.floor(stock.quantity / piecesPerCarton) } },
              'carton',
            ),
          }
        : null,
    purchasable: isPurchasable({
      taxonomies: row.taxonomyPaths,
      price: unit.price,
      priceWithTax: unit.priceWithTax,
      onSale: row.onSale,
      soldOut: row.soldOut,
    }),
    onSale: row.onSale,
    soldOut: row.soldOut,
    quantitySettings: { __typename: 'QuantitySettings', ...resolveQuantitySettings(row.quantitySettings ?? {}) },
    piecesPerCarton,
    parameters:
      level === 'detail'
        ? row.parameters.map((p) => ({
            __typename: 'ProductParameter' as const,
            code: p.code,
            name: p.name,
            value: String(p.value),
            unit: p.unit ?? null,
          }))
        : [],
    breadcrumbs: links.breadcrumbs ?? [],
    taxonomies: row.taxonomyPaths,
    rating: row.reviewCount > 0 ? row.rating / 1000 : null,
    reviewCount: row.reviewCount,
  };
}

export function taxonomyLink(node: { hash: string; name: string; path: string; kind: string }): TaxonomyLink {
  return { __typename: 'TaxonomyLink', hash: node.hash, name: node.name, url: taxonomyUrl(node) };
}

/** Products with their price in one price group, in the order of `skus`. */
export async function loadProducts(db: Db, skus: string[], priceGroup: string): Promise<Map<string, { row: ProductRow; price: PriceRow | null }>> {
  const result = new Map<string, { row: ProductRow; price: PriceRow | null }>();
  if (skus.length === 0) return result;
  const rows = await db
    .select({ product: products, price: prices.price, priceWithTax: prices.priceWithTax, original: prices.originalPriceWithTax })
    .from(products)
    .leftJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, priceGroup)))
    .where(inArray(products.sku, skus));
  for (const r of rows) {
    result.set(r.product.sku, {
      row: r.product,
      price:
        r.price === null || r.priceWithTax === null
          ? null
          : { price: r.price, priceWithTax: r.priceWithTax, originalPriceWithTax: r.original },
    });
  }
  return result;
}

export async function loadTiers(db: Db, skus: string[], priceGroup: string): Promise<Map<string, PriceTier[]>> {
  const tiers = new Map<string, PriceTier[]>();
  if (skus.length === 0) return tiers;
  const rows = await db
    .select()
    .from(quantityPrices)
    .where(and(inArray(quantityPrices.sku, skus), eq(quantityPrices.priceGroup, priceGroup)));
  for (const r of rows) {
    const list = tiers.get(r.sku) ?? [];
    list.push({ packType: r.packType, minQuantity: r.minQuantity, price: r.price, priceWithTax: r.priceWithTax });
    tiers.set(r.sku, list);
  }
  return tiers;
}

/** The product detail: 404-able (null), with manufacturer and breadcrumb links. */
export async function productDetail(db: Db, sku: string, priceGroup: string): Promise<Product | null> {
  const found = (await loadProducts(db, [sku], priceGroup)).get(sku);
  if (!found) return null;
  const { row, price } = found;
  const crumbPaths = ancestorPaths(row.taxonomyPaths.find((p) => p.startsWith('/catalogue/')) ?? null);
  const hashes = [row.manufacturerHash, row.mainTaxonomyHash].filter((h): h is string => !!h);
  const nodes = await db
    .select()
    .from(taxonomies)
    .where(crumbPaths.length > 0 ? inArray(taxonomies.path, crumbPaths) : inArray(taxonomies.hash, hashes.length ? hashes : ['']));
  const manufacturerRow = row.manufacturerHash
    ? (await db.select().from(taxonomies).where(eq(taxonomies.hash, row.manufacturerHash)))[0]
    : undefined;
  const breadcrumbs = nodes
    .filter((n) => n.kind === 'category' && n.depth > 0)
    .sort((a, b) => a.depth - b.depth)
    .map(taxonomyLink);
  return toProduct(row, price, 'detail', {
    manufacturer: manufacturerRow ? taxonomyLink(manufacturerRow) : null,
    breadcrumbs,
  });
}

/** '/catalogue/a/b' → ['/catalogue', '/catalogue/a', '/catalogue/a/b']. */
function ancestorPaths(path: string | null): string[] {
  if (!path) return [];
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, i) => '/' + parts.slice(0, i + 1).join('/'));
}
