// The back office's catalogue (issue 16): the product list with its filters, one product with
// everything the edit page changes, and the edit itself: one transaction with the audit row
// (before → after of the changed fields). Prices are written to `prices` only; the price history
// (migration 0015) and the listing rows (0003, 0017) follow by the database's triggers, exactly as
// for every other writer, so the storefront's lowest price of 30 days stays right. The page cache
// follows by its page stamp (0018); this instance's answer caches are dropped after the commit.
// The CSV import lives in catalogue-import.ts; the rules in src/domain/admin-catalogue.ts.

import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOGUE_CSV_DELIMITER,
  CATALOGUE_MESSAGES,
  STOCK_STATES,
  STOCK_STATE_TEXTS,
  VAT_RATES,
  catalogueCsvHeader,
  catalogueCsvRecord,
  checkProductEdit,
  isCatalogueStockState,
  priceWithTax,
  productUrl,
  stockReturnedByEdit,
  type CatalogueError,
  type ProductEditInput,
} from '../../domain/index.js';
import type { Db } from '../db/client.js';
import { nameColumns } from '../db/name-sort-keys.js';
import { auditLog, priceGroups, priceHistory, prices, productTaxonomies, products, quantityPrices, taxonomies, type ProductParameter } from '../db/schema.js';
import { clearAnswerCaches } from './answer-cache.js';
import { containsPattern, escapeLike } from './like-pattern.js';
import type { Services } from './index.js';
import { writeAudit, type StaffActor } from './staff.js';
import { notifyStockReturned } from './stock-watch.js';

export const DEFAULT_PRICE_GROUP = '_default';
export const CATALOGUE_PAGE_SIZE_MAX = 100;

// --- Options -----------------------------------------------------------------------------------

export type CategoryNode = { hash: string; name: string; path: string; depth: number; parentHash: string | null };

export async function categoryNodes(db: Db): Promise<CategoryNode[]> {
  return db
    .select({ hash: taxonomies.hash, name: taxonomies.name, path: taxonomies.path, depth: taxonomies.depth, parentHash: taxonomies.parentHash })
    .from(taxonomies)
    .where(eq(taxonomies.kind, 'category'))
    .orderBy(asc(taxonomies.path));
}

export async function priceGroupList(db: Db) {
  return db.select().from(priceGroups).orderBy(asc(priceGroups.id));
}

export async function catalogueOptions(db: Db) {
  const [groups, categories] = await Promise.all([priceGroupList(db), categoryNodes(db)]);
  return {
    priceGroups: groups,
    categories,
    stockStates: STOCK_STATES.map((code) => ({ code, text: STOCK_STATE_TEXTS[code] })),
    vatRates: [...VAT_RATES],
  };
}

export function stockStateText(state: string | null): string {
  return state !== null && isCatalogueStockState(state) ? STOCK_STATE_TEXTS[state] : 'Neuvedeno';
}

// --- List --------------------------------------------------------------------------------------

export type ProductFilter = { text?: string | null; categoryHash?: string | null; onSale?: boolean | null; stock?: string | null };

function filterConditions(filter: ProductFilter | null | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filter?.text?.trim() ?? '';
  if (text !== '') {
    const like = containsPattern(text);
    // The name through its stored folded column (trigram index, migration 0003), sku and EAN directly.
    conditions.push(
      sql`(${products}.search_name LIKE '%' || immutable_unaccent(lower(${escapeLike(text)})) || '%' OR ${products.sku} ILIKE ${like} OR ${products.ean} LIKE ${like})`,
    );
  }
  if (filter?.categoryHash) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${productTaxonomies} pt WHERE pt.sku = ${products.sku} AND pt.taxonomy_hash = ${filter.categoryHash})`);
  }
  if (filter?.onSale !== null && filter?.onSale !== undefined) conditions.push(eq(products.onSale, filter.onSale));
  if (filter?.stock === 'in') conditions.push(sql`${products.stockQuantity} > 0`);
  if (filter?.stock === 'out') conditions.push(sql`${products.stockQuantity} <= 0`);
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export async function listProducts(db: Db, filter: ProductFilter | null | undefined, paging: { page?: number | null; pageSize?: number | null }) {
  const page = Math.max(1, Math.floor(paging.page ?? 1));
  const pageSize = Math.min(CATALOGUE_PAGE_SIZE_MAX, Math.max(1, Math.floor(paging.pageSize ?? 25)));
  const where = filterConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        sku: products.sku,
        name: products.name,
        ean: products.ean,
        onSale: products.onSale,
        stockState: products.stockState,
        stockQuantity: products.stockQuantity,
        price: prices.price,
      })
      .from(products)
      .leftJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP)))
      .where(where)
      .orderBy(asc(products.nameSortKey), asc(products.sku))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, stockStateText: stockStateText(r.stockState) })),
    page,
    pageSize,
    totalCount: Number(total?.n ?? 0),
  };
}

// --- One product -------------------------------------------------------------------------------

/** The chosen categories of a product: its linked category nodes that are no other linked node's ancestor. */
function chosenCategories(linked: readonly string[], nodes: ReadonlyMap<string, CategoryNode>): string[] {
  const ancestors = new Set<string>();
  for (const hash of linked) {
    let parent = nodes.get(hash)?.parentHash ?? null;
    while (parent !== null && nodes.has(parent)) {
      ancestors.add(parent);
      parent = nodes.get(parent)?.parentHash ?? null;
    }
  }
  return linked.filter((h) => nodes.has(h) && !ancestors.has(h));
}

/** A category and its category ancestors, root first. */
function categoryChain(hash: string, nodes: ReadonlyMap<string, CategoryNode>): CategoryNode[] {
  const chain: CategoryNode[] = [];
  let node = nodes.get(hash);
  while (node) {
    chain.unshift(node);
    node = node.parentHash === null ? undefined : nodes.get(node.parentHash);
  }
  return chain;
}

function parameterText(p: ProductParameter) {
  return { code: p.code, name: p.name, value: String(p.value), unit: p.unit ?? null };
}

/** What the audit log and the edit compare: the edited fields of a product. */
type ProductSnapshot = {
  name: string;
  description: string;
  ean: string | null;
  vatRate: number;
  onSale: boolean;
  stockState: string | null;
  stockQuantity: number;
  parameters: { code: string; name: string; value: string | number; unit: string | null }[];
  prices: Record<string, number>;
  tiers: { priceGroup: string; packType: string; minQuantity: number; price: number }[];
  categories: string[];
  mainCategory: string | null;
};

async function snapshotOf(db: Db, sku: string, nodes: ReadonlyMap<string, CategoryNode>): Promise<(ProductSnapshot & { taxonomyPaths: string[] }) | null> {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  if (!row) return null;
  const [priceRows, tierRows, linkRows] = await Promise.all([
    db.select().from(prices).where(eq(prices.sku, sku)).orderBy(asc(prices.priceGroup)),
    db.select().from(quantityPrices).where(eq(quantityPrices.sku, sku)).orderBy(asc(quantityPrices.priceGroup), asc(quantityPrices.packType), asc(quantityPrices.minQuantity)),
    db.select({ hash: productTaxonomies.taxonomyHash }).from(productTaxonomies).where(eq(productTaxonomies.sku, sku)),
  ]);
  return {
    name: row.name,
    description: row.description,
    ean: row.ean,
    vatRate: row.vatRate,
    onSale: row.onSale,
    stockState: row.stockState,
    stockQuantity: row.stockQuantity,
    parameters: row.parameters.map((p) => ({ code: p.code, name: p.name, value: p.value, unit: p.unit ?? null })),
    prices: Object.fromEntries(priceRows.map((p) => [p.priceGroup, p.price])),
    tiers: tierRows.map((t) => ({ priceGroup: t.priceGroup, packType: t.packType, minQuantity: t.minQuantity, price: t.price })),
    categories: chosenCategories(linkRows.map((l) => l.hash), nodes).sort(),
    mainCategory: row.mainTaxonomyHash,
    taxonomyPaths: row.taxonomyPaths,
  };
}

export async function adminProduct(db: Db, sku: string) {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  if (!row) return null;
  const nodes = new Map((await categoryNodes(db)).map((n) => [n.hash, n]));
  const [priceRows, tierRows, linkRows, periods, audit] = await Promise.all([
    db.select().from(prices).where(eq(prices.sku, sku)).orderBy(asc(prices.priceGroup)),
    db.select().from(quantityPrices).where(eq(quantityPrices.sku, sku)).orderBy(asc(quantityPrices.priceGroup), asc(quantityPrices.packType), asc(quantityPrices.minQuantity)),
    db.select({ hash: productTaxonomies.taxonomyHash }).from(productTaxonomies).where(eq(productTaxonomies.sku, sku)),
    db.select().from(priceHistory).where(eq(priceHistory.sku, sku)).orderBy(desc(priceHistory.validFrom), desc(priceHistory.id)).limit(50),
    db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, sku))).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(50),
  ]);
  return {
    sku: row.sku,
    name: row.name,
    description: row.description,
    ean: row.ean,
    vatRate: row.vatRate,
    onSale: row.onSale,
    stockState: row.stockState,
    stockQuantity: row.stockQuantity,
    parameters: row.parameters.map(parameterText),
    prices: priceRows.map((p) => ({ priceGroup: p.priceGroup, price: p.price, priceWithTax: p.priceWithTax })),
    tiers: tierRows.map((t) => ({ priceGroup: t.priceGroup, packType: t.packType, minQuantity: t.minQuantity, price: t.price, priceWithTax: t.priceWithTax })),
    categoryHashes: chosenCategories(linkRows.map((l) => l.hash), nodes),
    mainCategoryHash: row.mainTaxonomyHash,
    url: productUrl({ name: row.name, sku: row.sku }),
    priceHistory: periods.map((h) => ({ priceGroup: h.priceGroup, price: h.price, priceWithTax: h.priceWithTax, validFrom: h.validFrom.toISOString(), validTo: h.validTo?.toISOString() ?? null })),
    history: audit.map((h) => ({
      id: String(h.id),
      at: h.at.toISOString(),
      staffEmail: h.staffEmail,
      action: h.action,
      entity: h.entity,
      entityId: h.entityId,
      before: h.before === null ? null : JSON.stringify(h.before),
      after: h.after === null ? null : JSON.stringify(h.after),
    })),
  };
}

// --- Edit --------------------------------------------------------------------------------------

/** Only the fields that differ, before and after (the audit row). */
function changedFields(before: ProductSnapshot, after: ProductSnapshot): { before: Partial<ProductSnapshot>; after: Partial<ProductSnapshot> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductSnapshot)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b as Partial<ProductSnapshot>, after: a as Partial<ProductSnapshot> };
}

export type UpdateProductOutcome = { ok: true; changed: boolean } | { ok: false; errors: CatalogueError[] };

type EditServices = Pick<Services, 'database' | 'mailer' | 'config' | 'tokens' | 'outbox'>;

export async function updateProduct(services: EditServices, actor: StaffActor, sku: string, input: ProductEditInput): Promise<UpdateProductOutcome> {
  const { db } = services.database;
  const result = await db.transaction(async (tx): Promise<UpdateProductOutcome & { stockReturned?: boolean }> => {
    const [locked] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, sku)).for('update');
    if (!locked) return { ok: false, errors: [{ code: 'NOT_FOUND', field: 'sku', message: CATALOGUE_MESSAGES.notFound }] };
    const [groups, nodeList] = await Promise.all([priceGroupList(tx), categoryNodes(tx)]);
    const nodes = new Map(nodeList.map((n) => [n.hash, n]));
    const checked = checkProductEdit(input, { priceGroups: groups.map((g) => g.id), categoryHashes: new Set(nodes.keys()) });
    if (!checked.ok) return checked;
    const edit = checked.value;
    if (edit.ean !== null) {
      const [other] = await tx.select({ sku: products.sku }).from(products).where(and(eq(products.ean, edit.ean), ne(products.sku, sku)));
      if (other) return { ok: false, errors: [{ code: 'EAN_TAKEN', field: 'ean', message: CATALOGUE_MESSAGES.eanTaken }] };
    }
    const before = await snapshotOf(tx, sku, nodes);
    if (!before) throw new Error('unreachable: the product row is locked');

    const removed = input.prices.filter((p) => p.price === null && before.prices[p.priceGroup] !== undefined).map((p) => p.priceGroup);
    const newPrices: Record<string, number> = { ...before.prices };
    for (const g of removed) delete newPrices[g];
    for (const p of edit.prices) newPrices[p.priceGroup] = p.price;
    if (Object.keys(newPrices).length === 0) return { ok: false, errors: [{ code: 'NO_PRICE', field: 'prices', message: CATALOGUE_MESSAGES.noPrice }] };
    const tiers = edit.tiers.filter((t) => newPrices[t.priceGroup] !== undefined);
    const after: ProductSnapshot = {
      name: edit.name,
      description: edit.description,
      ean: edit.ean,
      vatRate: edit.vatRate,
      onSale: edit.onSale,
      stockState: edit.stockState,
      stockQuantity: edit.stockQuantity,
      parameters: edit.parameters,
      prices: Object.fromEntries(Object.entries(newPrices).sort(([a], [b]) => a.localeCompare(b))),
      tiers: [...tiers].sort((x, y) => x.priceGroup.localeCompare(y.priceGroup) || x.packType.localeCompare(y.packType) || x.minQuantity - y.minQuantity),
      categories: [...edit.categoryHashes].sort(),
      mainCategory: edit.mainCategoryHash,
    };
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return { ok: true, changed: false };

    const productFields = ['name', 'description', 'ean', 'vatRate', 'onSale', 'stockState', 'stockQuantity', 'parameters', 'categories', 'mainCategory'] as const;
    if (productFields.some((k) => k in diff.after)) {
      let taxonomyPaths = before.taxonomyPaths;
      if ('categories' in diff.after || 'mainCategory' in diff.after) {
        const chains = edit.categoryHashes.map((h) => categoryChain(h, nodes));
        const linked = [...new Set(chains.flat().map((n) => n.hash))];
        const categoryPaths = new Set(nodeList.map((n) => n.path));
        taxonomyPaths = [...new Set([...chains.flat().map((n) => n.path), ...before.taxonomyPaths.filter((p) => !categoryPaths.has(p))])];
        // Category links only: the manufacturer's and the preview listings' links stay.
        await tx.delete(productTaxonomies).where(and(eq(productTaxonomies.sku, sku), inArray(productTaxonomies.taxonomyHash, nodeList.map((n) => n.hash))));
        await tx.insert(productTaxonomies).values(linked.map((taxonomyHash) => ({ taxonomyHash, sku })));
      }
      await tx
        .update(products)
        .set({
          ...nameColumns(edit.name),
          description: edit.description,
          ean: edit.ean,
          vatRate: edit.vatRate,
          onSale: edit.onSale,
          stockState: edit.stockState,
          stockQuantity: edit.stockQuantity,
          parameters: edit.parameters,
          mainTaxonomyHash: edit.mainCategoryHash,
          taxonomyPaths,
        })
        .where(eq(products.sku, sku));
    }
    if (removed.length > 0) await tx.delete(prices).where(and(eq(prices.sku, sku), inArray(prices.priceGroup, removed)));
    const changedPrices = Object.entries(newPrices).filter(([g, p]) => before.prices[g] !== p || before.vatRate !== edit.vatRate);
    if (changedPrices.length > 0) {
      // Upsert: the triggers of `prices` close the old period in price_history and open the new one.
      await tx
        .insert(prices)
        .values(changedPrices.map(([priceGroup, price]) => ({ sku, priceGroup, price, priceWithTax: priceWithTax(price, edit.vatRate) })))
        .onConflictDoUpdate({ target: [prices.sku, prices.priceGroup], set: { price: sql`excluded.price`, priceWithTax: sql`excluded.price_with_tax` } });
    }
    if ('tiers' in diff.after || before.vatRate !== edit.vatRate) {
      await tx.delete(quantityPrices).where(eq(quantityPrices.sku, sku));
      if (tiers.length > 0) {
        await tx.insert(quantityPrices).values(tiers.map((t) => ({ sku, priceGroup: t.priceGroup, packType: t.packType, minQuantity: t.minQuantity, price: t.price, priceWithTax: priceWithTax(t.price, edit.vatRate) })));
      }
    }
    await writeAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: sku, before: diff.before, after: diff.after });
    return { ok: true, changed: true, stockReturned: stockReturnedByEdit(before.stockQuantity, edit.stockQuantity) };
  });
  if (!result.ok) return result;
  if (result.changed) clearAnswerCaches();
  // After the commit: the watchdog's e-mails go to those waiting for this product.
  if (result.stockReturned) await notifyStockReturned(services, [sku]);
  return { ok: true, changed: result.changed };
}

// --- CSV export --------------------------------------------------------------------------------

const EXPORT_BATCH = 5_000;

/** Every product with its prices in the import's format (UTF-8 with BOM, semicolons, CRLF), by sku. */
export async function catalogueCsv(db: Db): Promise<string> {
  const groups = (await priceGroupList(db)).map((g) => g.id);
  const lines: string[][] = [catalogueCsvHeader(groups)];
  let after = '';
  for (;;) {
    const rows = await db
      .select({ sku: products.sku, name: products.name, ean: products.ean, onSale: products.onSale, stockState: products.stockState, stockQuantity: products.stockQuantity, vatRate: products.vatRate })
      .from(products)
      .where(sql`${products.sku} > ${after}`)
      .orderBy(asc(products.sku))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) break;
    const priceRows = await db
      .select({ sku: prices.sku, priceGroup: prices.priceGroup, price: prices.price })
      .from(prices)
      .where(inArray(prices.sku, rows.map((r) => r.sku)));
    const bySku = new Map<string, Map<string, number>>();
    for (const p of priceRows) {
      const map = bySku.get(p.sku) ?? new Map<string, number>();
      map.set(p.priceGroup, p.price);
      bySku.set(p.sku, map);
    }
    for (const r of rows) lines.push(catalogueCsvRecord({ ...r, prices: bySku.get(r.sku) ?? new Map() }, groups));
    after = rows[rows.length - 1]?.sku ?? after;
    if (rows.length < EXPORT_BATCH) break;
  }
  return stringify(lines, { bom: true, delimiter: CATALOGUE_CSV_DELIMITER, record_delimiter: 'windows' });
}

/** Products with an EAN (the import checks a changed EAN against them). */
export async function eanOwners(db: Db, eans: readonly string[]): Promise<Map<string, string>> {
  if (eans.length === 0) return new Map();
  const rows = await db.select({ sku: products.sku, ean: products.ean }).from(products).where(and(isNotNull(products.ean), inArray(products.ean, [...eans])));
  return new Map(rows.map((r) => [r.ean ?? '', r.sku]));
}
