import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sessions } from '../db/schema.js';
import type { Product } from '../../generated/server.js';
import { addRecentlyViewed, addToCompare, removeFromCompare, RECENTLY_VIEWED_LIMIT } from '../../domain/index.js';
import { loadProducts, toProduct } from './products.js';

/** The compare and recently viewed lists of one visitor (spec section 3: lists of skus). */
export type VisitorListsModel = { __typename: 'VisitorLists'; id: 'current'; compare: string[]; recentlyViewed: string[] };

export type VisitorListOutcome = 'added' | 'already-present' | 'removed' | 'not-present';

export class UnknownProductError extends Error {
  constructor(readonly sku: string) {
    super(`Produkt ${sku} neexistuje.`);
  }
}

export class NoSessionError extends Error {
  constructor() {
    super('Seznamy návštěvníka vyžadují relaci; načtěte prosím stránku znovu.');
  }
}

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

async function assertProduct(db: Db, sku: string): Promise<void> {
  const [row] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
  if (!row) throw new UnknownProductError(sku);
}

/**
 * Read-modify-write of the session's lists under a row lock, so two tabs adding at once
 * both land (on PGlite the single connection serialises transactions anyway).
 */
async function change(
  db: Db,
  sessionId: string | null,
  apply: (current: { compare: string[]; recentlyViewed: string[] }) => { compare: string[]; recentlyViewed: string[]; outcome: VisitorListOutcome },
): Promise<{ result: VisitorListOutcome; lists: VisitorListsModel }> {
  if (!sessionId) throw new NoSessionError();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ compare: sessions.compare, recentlyViewed: sessions.recentlyViewed })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!row) throw new NoSessionError();
    const next = apply(row);
    await tx.update(sessions).set({ compare: next.compare, recentlyViewed: next.recentlyViewed }).where(eq(sessions.id, sessionId));
    return { result: next.outcome, lists: lists(next.compare, next.recentlyViewed) };
  });
}

export async function compareAdd(db: Db, sessionId: string | null, sku: string) {
  await assertProduct(db, sku);
  return change(db, sessionId, (current) => {
    const { list, result } = addToCompare(current.compare, sku);
    return { ...current, compare: list, outcome: result };
  });
}

export async function compareRemove(db: Db, sessionId: string | null, sku: string) {
  return change(db, sessionId, (current) => ({
    ...current,
    compare: removeFromCompare(current.compare, sku),
    outcome: current.compare.includes(sku) ? 'removed' : 'not-present',
  }));
}

export async function compareClear(db: Db, sessionId: string | null): Promise<VisitorListsModel> {
  return (await change(db, sessionId, (current) => ({ ...current, compare: [], outcome: 'removed' }))).lists;
}

export async function recentlyViewedAdd(db: Db, sessionId: string | null, sku: string): Promise<VisitorListsModel> {
  await assertProduct(db, sku);
  const changed = await change(db, sessionId, (current) => ({
    ...current,
    recentlyViewed: addRecentlyViewed(current.recentlyViewed, sku),
    outcome: 'added',
  }));
  return changed.lists;
}

/** Products of a list in list order at a detail level; products withdrawn from the catalogue drop out. */
export async function listProducts(db: Db, skus: string[], priceGroup: string, level: 'preview' | 'detail', first = RECENTLY_VIEWED_LIMIT): Promise<Product[]> {
  const shown = skus.slice(0, Math.max(0, first));
  const found = await loadProducts(db, shown, priceGroup);
  return shown.flatMap((sku) => {
    const item = found.get(sku);
    return item ? [toProduct(item.row, item.price, level)] : [];
  });
}
