import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sessions, taxonomies } from '../db/schema.js';
import type { MutationError, Product, TaxonomyLink } from '../../generated/server.js';
import { addRecentlyViewed, addToCompare, isPublicProduct, removeFromCompare, RECENTLY_VIEWED_LIMIT } from '../../domain/index.js';
import { loadProducts, taxonomyLink, toProduct } from './products.js';

/** The compare and recently viewed lists of one visitor (spec section 3: lists of skus). */
export type VisitorListsModel = { __typename: 'VisitorLists'; id: 'current'; compare: string[]; recentlyViewed: string[] };

export type VisitorListOutcome = 'added' | 'already-present' | 'removed' | 'not-present';

export type VisitorListResultModel = {
  __typename: 'VisitorListResult';
  ok: boolean;
  errors: MutationError[];
  result: VisitorListOutcome | 'refused';
  lists: VisitorListsModel;
};

const unknownProduct = (sku: string): MutationError => ({ __typename: 'MutationError', code: 'UNKNOWN_SKU', message: `Produkt ${sku} neexistuje.`, sku });
const noSession = (): MutationError => ({
  __typename: 'MutationError',
  code: 'NO_SESSION',
  message: 'Seznamy návštěvníka vyžadují relaci; načtěte prosím stránku znovu.',
  sku: null,
});

function lists(compare: string[], recentlyViewed: string[]): VisitorListsModel {
  return { __typename: 'VisitorLists', id: 'current', compare, recentlyViewed };
}

/** Empty lists without a session: a crawler's server render has none, and gets nothing to show. */
export async function getVisitorLists(db: Db, sessionId: string | null): Promise<VisitorListsModel> {
  if (!sessionId) return lists([], []);
  const [row] = await db
    .select({ compare: sessions.compare, recentlyViewed: sessions.recentlyViewed })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return lists(row?.compare ?? [], row?.recentlyViewed ?? []);
}

/** A product a visitor can compare or have viewed: services (/virtual/) have no page of their own. */
async function productExists(db: Db, sku: string): Promise<boolean> {
  const [row] = await db.select({ taxonomies: products.taxonomyPaths }).from(products).where(eq(products.sku, sku));
  return row !== undefined && isPublicProduct(row);
}

/**
 * Read-modify-write of the session's lists under a row lock, so two tabs adding at once
 * both land (on PGlite the single connection serialises transactions anyway). Null without a session.
 */
async function change(
  db: Db,
  sessionId: string | null,
  apply: (current: { compare: string[]; recentlyViewed: string[] }) => { compare: string[]; recentlyViewed: string[]; outcome: VisitorListOutcome },
): Promise<{ result: VisitorListOutcome; lists: VisitorListsModel } | null> {
  if (!sessionId) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ compare: sessions.compare, recentlyViewed: sessions.recentlyViewed })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!row) return null;
    const next = apply(row);
    await tx.update(sessions).set({ compare: next.compare, recentlyViewed: next.recentlyViewed }).where(eq(sessions.id, sessionId));
    return { result: next.outcome, lists: lists(next.compare, next.recentlyViewed) };
  });
}

async function refused(db: Db, sessionId: string | null, error: MutationError): Promise<VisitorListResultModel> {
  return { __typename: 'VisitorListResult', ok: false, errors: [error], result: 'refused', lists: await getVisitorLists(db, sessionId) };
}

function changed(outcome: { result: VisitorListOutcome; lists: VisitorListsModel }): VisitorListResultModel {
  return { __typename: 'VisitorListResult', ok: true, errors: [], ...outcome };
}

export async function compareAdd(db: Db, sessionId: string | null, sku: string): Promise<VisitorListResultModel> {
  if (!(await productExists(db, sku))) return refused(db, sessionId, unknownProduct(sku));
  const outcome = await change(db, sessionId, (current) => {
    const { list, result } = addToCompare(current.compare, sku);
    return { ...current, compare: list, outcome: result };
  });
  return outcome ? changed(outcome) : refused(db, null, noSession());
}

export async function compareRemove(db: Db, sessionId: string | null, sku: string): Promise<VisitorListResultModel> {
  const outcome = await change(db, sessionId, (current) => ({
    ...current,
    compare: removeFromCompare(current.compare, sku),
    outcome: current.compare.includes(sku) ? 'removed' : 'not-present',
  }));
  return outcome ? changed(outcome) : refused(db, null, noSession());
}

export async function compareClear(db: Db, sessionId: string | null): Promise<VisitorListsModel> {
  return (await change(db, sessionId, (current) => ({ ...current, compare: [], outcome: 'removed' })))?.lists ?? lists([], []);
}

/** An unknown sku (or no session) changes nothing: recording a view is never worth an error. */
export async function recentlyViewedAdd(db: Db, sessionId: string | null, sku: string): Promise<VisitorListsModel> {
  if (!(await productExists(db, sku))) return getVisitorLists(db, sessionId);
  const outcome = await change(db, sessionId, (current) => ({
    ...current,
    recentlyViewed: addRecentlyViewed(current.recentlyViewed, sku),
    outcome: 'added',
  }));
  return outcome?.lists ?? lists([], []);
}

/** Products of a list in list order at a detail level; products withdrawn from the catalogue drop out. */
export async function listProducts(db: Db, skus: string[], priceGroup: string, level: 'preview' | 'detail', first = RECENTLY_VIEWED_LIMIT): Promise<Product[]> {
  const shown = skus.slice(0, Math.max(0, first));
  const found = await loadProducts(db, shown, priceGroup);
  // The comparison's manufacturer row: one read of the makers of every compared product.
  const makerHashes = level === 'detail' ? [...new Set([...found.values()].flatMap((f) => (f.row.manufacturerHash ? [f.row.manufacturerHash] : [])))] : [];
  const makers = makerHashes.length
    ? new Map((await db.select().from(taxonomies).where(and(inArray(taxonomies.hash, makerHashes), eq(taxonomies.kind, 'manufacturer')))).map((m) => [m.hash, taxonomyLink(m)]))
    : new Map<string, TaxonomyLink>();
  return shown.flatMap((sku) => {
    const item = found.get(sku);
    if (!item || !isPublicProduct({ taxonomies: item.row.taxonomyPaths })) return [];
    const manufacturer = item.row.manufacturerHash ? makers.get(item.row.manufacturerHash) : undefined;
    return [toProduct(item.row, item.price, level, manufacturer ? { manufacturer } : {})];
  });
}
