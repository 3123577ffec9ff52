import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { additionalServices, priceHistory, prices, products, quantityPrices, relatedProducts, reviews, taxonomies } from '../db/schema.js';
import type {
  AdditionalService,
  Money,
  Product,
  ProductRelation,
  QuantityPrice,
  TaxonomyLink,
} from '../../generated/server.js';
import {
  CURRENCY,
  LOWEST_PRICE_WINDOW_DAYS,
  cartonAvailability,
  cartonSku,
  extendedWarrantyPercent,
  extendedWarrantyPrice,
  isPublicProduct,
  isPurchasable,
  lowestPriorPrice,
  packContent,
  priceReduction,
  priceWithTax,
  productPictureSrcset,
  productPictureUrl,
  productUrl,
  resolveQuantitySettings,
  type ProductPictureData,
  stockAsOf,
  stockAvailability,
  taxonomyUrl,
  unitPriceFor,
  unitPriceOf,
  type PackType,
  type PricePeriod,
  type PricePoint,
  type PurchasableFacts,
  type PriceTier,
} from '../../domain/index.js';
import { keptIn } from './kept.js';
import { toProductHazard } from './clp.js';
import { UserFacingError } from '../errors.js';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = {
  price: number;
  priceWithTax: number;
  originalPriceWithTax: number | null;
  /** The lowest price of the 30 days before this one took effect (price history); absent: not loaded or none. */
  lowestPrior?: PricePoint | null;
};

/**
 * Spec detail levels (none 0, base 1, meta 2, preview 3, detail 4) the API serves:
 * meta — head tags and structured data (description, breadcrumbs, manufacturer, no gallery or parameters);
 * preview — listing cards (first image, no description);
 * detail — the product page (everything, including services, quantity prices and relations).
 */
export type DetailLevel = 'meta' | 'preview' | 'detail';

export type ProductExtras = {
  manufacturer?: TaxonomyLink | null;
  breadcrumbs?: TaxonomyLink[];
  services?: AdditionalService[];
  quantityPrices?: QuantityPrice[];
  relations?: ProductRelation[];
};

function money(amount: number, amountWithTax: number): Money {
  return { __typename: 'Money', amount, amountWithTax, currency: CURRENCY };
}

/** The facts isPurchasable reads, from a product row and its price (no price: price 0, not purchasable). */
export function purchasableFacts(row: ProductRow, price: PriceRow | null): PurchasableFacts {
  return {
    taxonomies: row.taxonomyPaths,
    price: price?.price ?? 0,
    priceWithTax: price?.priceWithTax ?? 0,
    onSale: row.onSale,
    soldOut: row.soldOut,
    stockState: row.stockState,
  };
}

/** What a price may announce: the discount and the 30-day lowest price, both from the history (domain priceReduction). */
function productPrice(unit: PriceRow, vatRate: number): Product['price'] {
  const lowest = unit.lowestPrior ?? null;
  const reduction = priceReduction(unit.priceWithTax, lowest);
  return {
    __typename: 'ProductPrice',
    amount: unit.price,
    amountWithTax: unit.priceWithTax,
    currency: CURRENCY,
    vatRate,
    originalAmountWithTax: reduction ? reduction.reference.priceWithTax : null,
    discountPercent: reduction ? reduction.percent : null,
    lowestPrice30Days: lowest ? money(lowest.price, lowest.priceWithTax) : null,
  };
}

/** Price per litre, kilogram or piece when the parameters give the pack size (domain packContent). */
function unitPriceOfProduct(row: ProductRow, unit: PriceRow): Product['unitPrice'] {
  const content = packContent(row.parameters);
  if (!content || unit.priceWithTax <= 0) return null;
  return {
    __typename: 'UnitPrice',
    amount: unitPriceOf(unit.price, content),
    amountWithTax: unitPriceOf(unit.priceWithTax, content),
    unit: content.unit,
  };
}

/** An uploaded picture as the storefront offers it: both formats' srcsets and the widest JPEG. */
function productPicture(picture: ProductPictureData): Product['pictures'][number] {
  return {
    __typename: 'ProductPicture',
    alt: picture.alt,
    width: picture.width,
    height: picture.height,
    webpSrcset: productPictureSrcset(picture, 'webp'),
    jpegSrcset: productPictureSrcset(picture, 'jpg'),
    src: productPictureUrl(picture.hash, Math.max(...picture.widths), 'jpg'),
  };
}

export function toProduct(row: ProductRow, price: PriceRow | null, level: DetailLevel, links: ProductExtras = {}): Product {
  const unit = price ?? { price: 0, priceWithTax: 0, originalPriceWithTax: null };
  // A passed expected date is never shown: the record is read as of now (domain stockAsOf).
  const stock = row.stockState
    ? stockAsOf({ state: row.stockState, quantity: row.stockQuantity, note: row.stockNote, timing: row.stockTiming }, new Date())
    : null;
  const piecesPerCarton = row.piecesPerCarton;
  const carton = cartonAvailability({ onSale: row.onSale, stock }, piecesPerCarton);
  return {
    __typename: 'Product',
    sku: row.sku,
    name: row.name,
    url: productUrl({ name: row.name, sku: row.sku }),
    image: row.images[0] ?? null,
    images: level === 'detail' ? row.images : row.images.slice(0, 1),
    pictures: (level === 'detail' ? row.pictures : row.pictures.slice(0, 1)).map(productPicture),
    description: level === 'preview' ? null : row.description,
    ean: row.ean,
    manufacturer: links.manufacturer ?? null,
    price: productPrice(unit, row.vatRate),
    unitPrice: unitPriceOfProduct(row, unit),
    stock: stock ? { __typename: 'StockInfo', ...stock } : null,
    availability: { __typename: 'StockAvailability', ...stockAvailability({ onSale: row.onSale, stock }) },
    availabilityCarton: carton ? { __typename: 'StockAvailability', ...carton } : null,
    purchasable: isPurchasable(purchasableFacts(row, price)),
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
    level,
    relatedAdditionalServices: links.services ?? [],
    quantityPrices: links.quantityPrices ?? [],
    relations: links.relations ?? [],
    hazard: toProductHazard(row.sku, row.clp),
  };
}

export function taxonomyLink(node: { hash: string; name: string; path: string; kind: string }): TaxonomyLink {
  return { __typename: 'TaxonomyLink', hash: node.hash, name: node.name, url: taxonomyUrl(node) };
}

/** A price period as json_agg returns it: timestamps as text. */
type PeriodJson = { price: number; priceWithTax: number; validFrom: string; validTo: string | null };

/**
 * The price periods of the joined price that can matter for its 30-day lowest price: the current
 * one and those that ended less than 30 days before it began. A correlated subquery on the
 * (sku, price_group, valid_to) index, so every priced read gets them in the same round trip.
 * The window is in hours, exact like the domain's milliseconds (days would follow the session time
 * zone's daylight-saving shifts), as in announced_discount_percent() (migration 0017).
 */
const pricePeriods = sql<PeriodJson[] | null>`(
  SELECT json_agg(json_build_object('price', h.price, 'priceWithTax', h.price_with_tax, 'validFrom', h.valid_from, 'validTo', h.valid_to))
  FROM ${priceHistory} h
  WHERE h.sku = ${prices.sku} AND h.price_group = ${prices.priceGroup}
    AND (h.valid_to IS NULL OR h.valid_to > (
      SELECT c.valid_from FROM ${priceHistory} c WHERE c.sku = ${prices.sku} AND c.price_group = ${prices.priceGroup} AND c.valid_to IS NULL
    ) - make_interval(hours => ${sql.raw(String(24 * LOWEST_PRICE_WINDOW_DAYS))})))`;

/** The price columns every priced product read selects, joined from `prices` for one price group. */
export const priceColumns = {
  price: prices.price,
  priceWithTax: prices.priceWithTax,
  original: prices.originalPriceWithTax,
  periods: pricePeriods,
};

function toPeriod(p: PeriodJson): PricePeriod {
  return { price: Number(p.price), priceWithTax: Number(p.priceWithTax), validFrom: new Date(p.validFrom), validTo: p.validTo === null ? null : new Date(p.validTo) };
}

/** A product's price from the joined price columns (null: not priced in this group), with its 30-day lowest prior price. */
export function priceOf(r: { price: number | null; priceWithTax: number | null; original: number | null; periods: PeriodJson[] | null }): PriceRow | null {
  if (r.price === null || r.priceWithTax === null) return null;
  return {
    price: r.price,
    priceWithTax: r.priceWithTax,
    originalPriceWithTax: r.original,
    lowestPrior: lowestPriorPrice((r.periods ?? []).map(toPeriod)),
  };
}

/** The join condition of `prices` for the price group given as the prepared statement's `priceGroup`. */
export const priceForGroup = and(eq(prices.sku, products.sku), eq(prices.priceGroup, sql.placeholder('priceGroup')));

function loadProductsStatement(db: Db) {
  return db
    .select({ product: products, ...priceColumns })
    .from(products)
    .leftJoin(prices, priceForGroup)
    .where(sql`${products.sku} = ANY(${sql.placeholder('skus')}::text[])`)
    .prepare('load_products');
}
// Every listing, cart and suggestion reads products this way: prepared once per database, so
// PostgreSQL plans it once per connection instead of on every request.
const loadProductsStatements = new WeakMap<Db, ReturnType<typeof loadProductsStatement>>();

/** Products with their price in one price group (and its 30-day lowest prior price), keyed by sku. */
export async function loadProducts(db: Db, skus: string[], priceGroup: string): Promise<Map<string, { row: ProductRow; price: PriceRow | null }>> {
  const result = new Map<string, { row: ProductRow; price: PriceRow | null }>();
  if (skus.length === 0) return result;
  const statement = keptIn(loadProductsStatements, db, () => loadProductsStatement(db));
  for (const r of await statement.execute({ skus, priceGroup })) result.set(r.product.sku, { row: r.product, price: priceOf(r) });
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

// --- Additional services ---------------------------------------------------------------------

export type ServiceOffer = {
  productSku: string;
  serviceSku: string;
  kind: 'service' | 'extended-warranty';
  appliesTo: 'delivery' | 'item';
  descriptor: string;
  position: number;
};

/** The services offered with each of `skus`, in display order. */
export async function loadServiceOffers(db: Db, skus: string[]): Promise<Map<string, ServiceOffer[]>> {
  const offers = new Map<string, ServiceOffer[]>();
  if (skus.length === 0) return offers;
  const rows = await db
    .select()
    .from(additionalServices)
    .where(inArray(additionalServices.productSku, skus))
    .orderBy(asc(additionalServices.position));
  for (const r of rows) {
    const list = offers.get(r.productSku) ?? [];
    list.push(r);
    offers.set(r.productSku, list);
  }
  return offers;
}

/**
 * Unit price of a service for one unit of a product costing `productUnitNet`: an extended
 * warranty is a percentage of it (domain extendedWarrantyPrice), any other service costs its
 * list price. Null when the service is not priced (warranty without its percentage parameter,
 * service without a price in the price group): it is then not offered.
 */
export function servicePrice(
  offer: Pick<ServiceOffer, 'kind' | 'serviceSku'>,
  product: Pick<ProductRow, 'parameters'>,
  productUnitNet: number,
  service: { row: ProductRow; price: PriceRow | null },
): { price: number; priceWithTax: number; percent: number | null } | null {
  if (offer.kind === 'extended-warranty') {
    if (offer.serviceSku !== 'zar01' && offer.serviceSku !== 'zar02') return null;
    const net = extendedWarrantyPrice(productUnitNet, product.parameters, offer.serviceSku);
    if (net === null) return null;
    return {
      price: net,
      priceWithTax: priceWithTax(net, service.row.vatRate),
      percent: extendedWarrantyPercent(product.parameters, offer.serviceSku),
    };
  }
  if (!service.price) return null;
  return { price: service.price.price, priceWithTax: service.price.priceWithTax, percent: null };
}

async function servicesFor(db: Db, row: ProductRow, price: PriceRow | null, priceGroup: string): Promise<AdditionalService[]> {
  const offers = (await loadServiceOffers(db, [row.sku])).get(row.sku) ?? [];
  if (offers.length === 0) return [];
  const serviceProducts = await loadProducts(db, offers.map((o) => o.serviceSku), priceGroup);
  return offers.flatMap((offer, order) => {
    const service = serviceProducts.get(offer.serviceSku);
    if (!service) return [];
    const priced = servicePrice(offer, row, price?.price ?? 0, service);
    if (!priced) return [];
    return [
      {
        __typename: 'AdditionalService' as const,
        sku: offer.serviceSku,
        kind: offer.kind,
        appliesTo: offer.appliesTo,
        descriptor: offer.descriptor,
        order,
        price: money(priced.price, priced.priceWithTax),
        percent: priced.percent,
        product: toProduct(service.row, service.price, 'meta'),
      },
    ];
  });
}

// --- Quantity and pack prices ----------------------------------------------------------------

function toQuantityPrice(tier: PriceTier, vatRate: number): QuantityPrice {
  return {
    __typename: 'QuantityPrice',
    packType: tier.packType,
    minQuantity: tier.minQuantity,
    price: money(tier.price, tier.priceWithTax ?? priceWithTax(tier.price, vatRate)),
  };
}

async function quantityPricesOf(db: Db, row: ProductRow, priceGroup: string): Promise<QuantityPrice[]> {
  const tiers = (await loadTiers(db, [row.sku], priceGroup)).get(row.sku) ?? [];
  return tiers
    .sort((a, b) => a.packType.localeCompare(b.packType) || a.minQuantity - b.minQuantity)
    .map((t) => toQuantityPrice(t, row.vatRate));
}

export type ProductQuantityPrices = { __typename: 'ProductQuantityPrices'; sku: string; pcs: QuantityPrice[]; carton: QuantityPrice[] };

/** Quantity tiers per pack type; null for an unknown sku. */
export async function productQuantityPrices(db: Db, sku: string, priceGroup: string): Promise<ProductQuantityPrices | null> {
  const found = (await loadProducts(db, [sku], priceGroup)).get(sku);
  if (!found) return null;
  const all = await quantityPricesOf(db, found.row, priceGroup);
  return {
    __typename: 'ProductQuantityPrices',
    sku,
    pcs: all.filter((q) => q.packType === 'pcs'),
    carton: all.filter((q) => q.packType === 'carton'),
  };
}

export type PackPrice = { __typename: 'PackPrice'; sku: string; packType: PackType; pieces: number; price: Money; pricePerPiece: Money };
export type ProductPackPrices = { __typename: 'ProductPackPrices'; sku: string; packs: PackPrice[] };

/**
 * The price of one unit of each pack type the product is sold in (pieces, and cartons when it
 * has piecesPerCarton), at the smallest quantity: the same unitPriceFor the cart uses.
 */
export async function productPackPrices(db: Db, sku: string, priceGroup: string): Promise<ProductPackPrices | null> {
  const found = (await loadProducts(db, [sku], priceGroup)).get(sku);
  if (!found) return null;
  const { row, price } = found;
  const base = price ?? { price: 0, priceWithTax: 0 };
  const tiers = (await loadTiers(db, [sku], priceGroup)).get(sku) ?? [];
  const packs: PackPrice[] = [];
  const add = (packType: PackType, pieces: number): void => {
    const unit = unitPriceFor(base, row.vatRate, packType, 1, tiers, row.piecesPerCarton);
    packs.push({
      __typename: 'PackPrice',
      sku: packType === 'carton' ? cartonSku(sku) : sku,
      packType,
      pieces,
      price: money(unit.price, unit.priceWithTax),
      pricePerPiece: money(Math.round(unit.price / pieces), Math.round(unit.priceWithTax / pieces)),
    });
  };
  add('pcs', 1);
  if (row.piecesPerCarton && row.piecesPerCarton > 0) add('carton', row.piecesPerCarton);
  return { __typename: 'ProductPackPrices', sku, packs };
}

// --- Relations -------------------------------------------------------------------------------

async function relationsOf(db: Db, sku: string): Promise<ProductRelation[]> {
  const rows = await db
    .select()
    .from(relatedProducts)
    .where(eq(relatedProducts.sku, sku))
    .orderBy(asc(relatedProducts.relationType), asc(relatedProducts.position));
  const byType = new Map<string, string[]>();
  for (const r of rows) byType.set(r.relationType, [...(byType.get(r.relationType) ?? []), r.relatedSku]);
  return [...byType].map(([relationType, related]) => ({ __typename: 'ProductRelation', relationType, count: related.length, related }));
}

export type RelatedProducts = {
  __typename: 'RelatedProducts';
  sku: string;
  relationType: string;
  count: number;
  related: string[];
  items: Product[];
};

/** Related products of one relation type (preview level); null for an unknown sku. */
export async function relatedOf(db: Db, sku: string, relationType: string, first: number, priceGroup: string): Promise<RelatedProducts | null> {
  const [exists] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
  if (!exists) return null;
  const rows = await db
    .select({ relatedSku: relatedProducts.relatedSku })
    .from(relatedProducts)
    .where(and(eq(relatedProducts.sku, sku), eq(relatedProducts.relationType, relationType)))
    .orderBy(asc(relatedProducts.position));
  const related = rows.map((r) => r.relatedSku);
  const shown = related.slice(0, first);
  const found = await loadProducts(db, shown, priceGroup);
  return {
    __typename: 'RelatedProducts',
    sku,
    relationType,
    count: related.length,
    related,
    items: shown.flatMap((s) => {
      const item = found.get(s);
      return item && isPublicProduct({ taxonomies: item.row.taxonomyPaths }) ? [toProduct(item.row, item.price, 'preview')] : [];
    }),
  };
}

// --- Reviews ---------------------------------------------------------------------------------

export type ProductReviews = {
  __typename: 'ProductReviews';
  sku: string;
  summary: {
    __typename: 'RatingSummary';
    average: number | null;
    count: number;
    distribution: { __typename: 'RatingCount'; stars: number; count: number }[];
  };
  items: { __typename: 'Review'; id: string; author: string; rating: number; text: string; createdAt: string }[];
  pageInfo: { __typename: 'PageInfo'; endCursor: string | null; hasNextPage: boolean };
};

export class BadReviewCursorError extends UserFacingError {}

/** Reviews newest first, keyset-paged by `after` (the last review's id), with the rating summary. */
export async function productReviews(db: Db, sku: string, first: number, after: string | null): Promise<ProductReviews | null> {
  const [exists] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
  if (!exists) return null;
  let cursor: { createdAt: string; id: number } | null = null;
  if (after) {
    const [createdAt, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
    if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !id || !/^\d+$/.test(id)) {
      throw new BadReviewCursorError('Neplatná pozice v recenzích (after).');
    }
    cursor = { createdAt, id: Number(id) };
  }
  const [rows, stats] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.sku, sku),
          cursor
            ? or(
                lt(reviews.createdAt, new Date(cursor.createdAt)),
                and(eq(reviews.createdAt, new Date(cursor.createdAt)), lt(reviews.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(first + 1),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.sku, sku))
      .groupBy(reviews.rating),
  ]);
  const counts = new Map(stats.map((s) => [s.rating, Number(s.count)]));
  const count = [...counts.values()].reduce((a, b) => a + b, 0);
  const sum = [...counts].reduce((a, [stars, n]) => a + stars * n, 0);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    __typename: 'ProductReviews',
    sku,
    summary: {
      __typename: 'RatingSummary',
      average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
      count,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ __typename: 'RatingCount' as const, stars, count: counts.get(stars) ?? 0 })),
    },
    items: page.map((r) => ({
      __typename: 'Review' as const,
      id: String(r.id),
      author: r.author,
      rating: r.rating,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
    pageInfo: {
      __typename: 'PageInfo',
      endCursor: last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null,
      hasNextPage: rows.length > first,
    },
  };
}

// --- Detail ----------------------------------------------------------------------------------

/** '/catalogue/a/b' → ['/catalogue', '/catalogue/a', '/catalogue/a/b']. */
function ancestorPaths(path: string | null): string[] {
  if (!path) return [];
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, i) => '/' + parts.slice(0, i + 1).join('/'));
}

/** The product at a detail level (null for an unknown sku), with manufacturer and breadcrumb links from meta up. */
export async function productAtLevel(db: Db, sku: string, priceGroup: string, level: DetailLevel): Promise<Product | null> {
  const found = (await loadProducts(db, [sku], priceGroup)).get(sku);
  if (!found || !isPublicProduct({ taxonomies: found.row.taxonomyPaths })) return null;
  const { row, price } = found;
  if (level === 'preview') return toProduct(row, price, 'preview');
  // The whole path down to the category the product is listed in: its deepest catalogue path
  // (taxonomyPaths holds every ancestor too, so the first match would be the top category only).
  const catalogueLeaf = row.taxonomyPaths.filter((p) => p.startsWith('/catalogue/')).reduce<string | null>((deepest, p) => (deepest && deepest.length >= p.length ? deepest : p), null);
  const crumbPaths = ancestorPaths(catalogueLeaf);
  const hashes = [row.manufacturerHash].filter((h): h is string => !!h);
  const nodes =
    crumbPaths.length + hashes.length > 0
      ? await db
          .select()
          .from(taxonomies)
          .where(or(crumbPaths.length ? inArray(taxonomies.path, crumbPaths) : undefined, hashes.length ? inArray(taxonomies.hash, hashes) : undefined))
      : [];
  const manufacturerRow = nodes.find((n) => n.hash === row.manufacturerHash && n.kind === 'manufacturer');
  const breadcrumbs = nodes
    .filter((n) => n.kind === 'category' && n.depth > 0 && crumbPaths.includes(n.path))
    .sort((a, b) => a.depth - b.depth)
    .map(taxonomyLink);
  const links: ProductExtras = { manufacturer: manufacturerRow ? taxonomyLink(manufacturerRow) : null, breadcrumbs };
  if (level === 'detail') {
    const [services, tiers, relations] = await Promise.all([
      servicesFor(db, row, price, priceGroup),
      quantityPricesOf(db, row, priceGroup),
      relationsOf(db, sku),
    ]);
    links.services = services;
    links.quantityPrices = tiers;
    links.relations = relations;
  }
  return toProduct(row, price, level, links);
}

/** The product detail: 404-able (null). */
export function productDetail(db: Db, sku: string, priceGroup: string): Promise<Product | null> {
  return productAtLevel(db, sku, priceGroup, 'detail');
}
