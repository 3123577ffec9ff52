// Shopping lists: a customer saves the checkout's cart under a name (POST /api/shopping-lists or
// shopping_list_create), sees the lists in the profile and loads one back into the cart.

import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartSubjects, shoppingLists } from '../db/schema.js';
import type { CartMutationResult, ShoppingList, ShoppingListResult, SubjectUpdateMode } from '../../generated/server.js';
import { maxLength, parentSku, requiredString } from '../../domain/index.js';
import { activeCartRow, computeCart, updateSubjects } from './cart.js';
import { loadProducts, toProduct } from './products.js';
import { accountError } from './afterlogin.js';

/** At most this many lists per customer; the oldest beyond it are not shown. */
export const SHOPPING_LISTS_LIMIT = 100;

export const shoppingListNameSchema = maxLength(100, requiredString());

type ListRow = typeof shoppingLists.$inferSelect;

type Found = Awaited<ReturnType<typeof loadProducts>>;

/** The products of every list in one read. */
async function productsOf(db: Db, rows: readonly ListRow[], priceGroup: string): Promise<Found> {
  return loadProducts(db, [...new Set(rows.flatMap((row) => row.items.map((i) => parentSku(i.sku))))], priceGroup);
}

async function toShoppingList(db: Db, row: ListRow, priceGroup: string, products?: Found): Promise<ShoppingList> {
  const found = products ?? (await productsOf(db, [row], priceGroup));
  return {
    __typename: 'ShoppingList',
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    items: row.items.map((item) => {
      const product = found.get(parentSku(item.sku));
      return {
        __typename: 'ShoppingListItem',
        sku: item.sku,
        quantity: item.quantity,
        product: product ? toProduct(product.row, product.price, 'preview') : null,
      };
    }),
  };
}

/** Saves the primary item lines of the checkout's active cart as a named list. */
export async function createShoppingList(db: Db, customerId: string, checkoutId: string, name: string, priceGroup: string): Promise<ShoppingListResult> {
  const cart = await activeCartRow(db, checkoutId);
  const lines = await db
    .select({ sku: cartSubjects.sku, quantity: cartSubjects.quantity })
    .from(cartSubjects)
    .where(and(eq(cartSubjects.cartId, cart.id), eq(cartSubjects.parentId, 0), eq(cartSubjects.subjectType, 'item')))
    .orderBy(asc(cartSubjects.position), asc(cartSubjects.id));
  if (lines.length === 0) return { __typename: 'ShoppingListResult', ok: false, errors: [accountError('SHOPPING_LIST_EMPTY')], list: null };
  const [row] = await db
    .insert(shoppingLists)
    .values({ id: randomUUID(), customerId, name: shoppingListNameSchema.parse(name), items: lines })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { __typename: 'ShoppingListResult', ok: true, errors: [], list: await toShoppingList(db, row, priceGroup) };
}

export async function shoppingListsOf(db: Db, customerId: string, priceGroup: string): Promise<ShoppingList[]> {
  const rows = await db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.customerId, customerId))
    .orderBy(desc(shoppingLists.createdAt), desc(shoppingLists.id))
    .limit(SHOPPING_LISTS_LIMIT);
  const products = await productsOf(db, rows, priceGroup);
  return Promise.all(rows.map((row) => toShoppingList(db, row, priceGroup, products)));
}

async function ownList(db: Db, customerId: string, id: string): Promise<ListRow | null> {
  const [row] = await db.select().from(shoppingLists).where(and(eq(shoppingLists.id, id), eq(shoppingLists.customerId, customerId)));
  return row ?? null;
}

export async function deleteShoppingList(db: Db, customerId: string, id: string): Promise<ShoppingListResult> {
  const row = await ownList(db, customerId, id);
  if (!row) return { __typename: 'ShoppingListResult', ok: false, errors: [accountError('SHOPPING_LIST_NOT_FOUND')], list: null };
  await db.delete(shoppingLists).where(eq(shoppingLists.id, row.id));
  return { __typename: 'ShoppingListResult', ok: true, errors: [], list: null };
}

/** Loads a list into the checkout's cart with the cart's own rules (stock, purchasability, limit). */
export async function loadShoppingList(db: Db, customerId: string, checkoutId: string, id: string, mode: SubjectUpdateMode): Promise<CartMutationResult> {
  const row = await ownList(db, customerId, id);
  if (!row) {
    return {
      __typename: 'CartMutationResult',
      ok: false,
      errors: [accountError('SHOPPING_LIST_NOT_FOUND')],
      cart: await computeCart(db, await activeCartRow(db, checkoutId)),
    };
  }
  return updateSubjects(db, checkoutId, row.items.map((i) => ({ sku: i.sku, quantity: i.quantity, mode })));
}
