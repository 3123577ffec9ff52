// After login (spec section 4): the cart moves to the customer's pricing settings, the customer
// contact is loaded into the checkout, and when the customer has other carts the storefront
// asks what to do with them (merge, keep, switch; or remove one). Logout's cart reset is
// checkout_context_update(cartLeaveActiveAndReturnEmpty).

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartGifts, carts, cartSubjects, checkouts, sessions } from '../db/schema.js';
import type {
  AfterLoginAction,
  Cart,
  AfterLoginResult,
  CheckoutContextResult,
  MutationError,
  PricingSettingsInput,
  PricesType,
  RemoveCartResult,
} from '../../generated/server.js';
import { accountErrorMessage, mergeCartLines, normalizeContact, parsePricesType, type AccountErrorCode } from '../../domain/index.js';
import { activeCartRow, computeCart, getCheckout, pricedCarts, stampedCarts, updateSubjects } from './cart.js';
import { readCheckoutState, writeCheckoutState } from './checkout-state.js';
import { customerById, existingCartsOf } from './customers.js';
import { leaveCartAndReturnEmpty } from './accounts.js';

export function accountError(code: AccountErrorCode, sku: string | null = null): MutationError {
  return { __typename: 'MutationError', code, message: accountErrorMessage(code), sku };
}

async function result(db: Db, checkoutId: string, customerId: string, errors: MutationError[] = [], partial = false): Promise<AfterLoginResult> {
  const checkout = await getCheckout(db, checkoutId);
  return { __typename: 'AfterLoginResult', ok: partial || errors.length === 0, errors, partial, checkout, existingCarts: checkout.existingCarts };
}

/**
 * Moves the checkout and its cart to the customer: price group from the customer record (never
 * from the request), price type from pricingSettings when given (the B2C/B2B display switch),
 * else the customer's; the orderer becomes the customer (orderInfo utilization customer) and the
 * customer's contact (company, IČO, DIČ included) is saved into the checkout, so the address step
 * opens prefilled instead of asking a returning customer to retype it.
 */
export async function afterLogin(
  db: Db,
  checkoutId: string,
  customerId: string,
  sessionId: string,
  pricingSettings: PricingSettingsInput | null | undefined,
): Promise<{ result: AfterLoginResult; pricesType: PricesType }> {
  const customer = await customerById(db, customerId);
  if (!customer) return { result: await result(db, checkoutId, customerId, [accountError('LOGIN_REQUIRED')]), pricesType: 'B2C' };
  const pricesType = pricingSettings?.pricesType ?? parsePricesType(customer.pricesType);
  await db.transaction(async (tx) => {
    const cart = await activeCartRow(tx, checkoutId, true);
    await tx
      .update(carts)
      .set({ customerId, priceGroup: customer.priceGroup, pricesType, version: sql`${carts.version} + 1`, updatedAt: new Date() })
      .where(eq(carts.id, cart.id));
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    const state = readCheckoutState(checkout?.data ?? {});
    state.orderInfo = { contact: normalizeContact(customer.contact), utilization: 'customer' };
    await tx.update(checkouts).set({ customerId, data: writeCheckoutState(state), updatedAt: new Date() }).where(eq(checkouts.id, checkoutId));
    await tx.update(sessions).set({ pricesType }).where(eq(sessions.id, sessionId));
  });
  return { result: await result(db, checkoutId, customerId), pricesType };
}

/** A cart of the customer other than the active one, or null. */
async function otherCart(db: Db, customerId: string, cartId: string | null | undefined, activeCartId: string) {
  if (!cartId) return null;
  const others = await existingCartsOf(db, customerId, activeCartId);
  if (!others.some((c) => c.id === cartId)) return null;
  const [row] = await db.select().from(carts).where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)));
  return row ?? null;
}

/** One line of a cart with its services (indirect subjects). */
async function deleteLine(tx: Db, cartId: string, lineId: number): Promise<void> {
  await tx.delete(cartSubjects).where(and(eq(cartSubjects.cartId, cartId), eq(cartSubjects.parentId, lineId)));
  await tx.delete(cartSubjects).where(eq(cartSubjects.id, lineId));
}

async function deleteCart(tx: Db, cartId: string): Promise<void> {
  await tx.delete(cartSubjects).where(eq(cartSubjects.cartId, cartId));
  await tx.delete(cartGifts).where(eq(cartGifts.cartId, cartId));
  await tx.delete(carts).where(eq(carts.id, cartId));
}

export async function afterLoginDecision(
  db: Db,
  checkoutId: string,
  customerId: string,
  action: AfterLoginAction,
  nextCartId: string | null | undefined,
): Promise<AfterLoginResult> {
  if (action === 'keep') return result(db, checkoutId, customerId);
  const active = await activeCartRow(db, checkoutId);
  const other = await otherCart(db, customerId, nextCartId, active.id);
  if (!other) return result(db, checkoutId, customerId, [accountError('CART_NOT_FOUND')]);

  if (action === 'merge') {
    const [current, incoming] = await Promise.all([
      db.select().from(cartSubjects).where(and(eq(cartSubjects.cartId, active.id), eq(cartSubjects.parentId, 0))),
      db
        .select()
        .from(cartSubjects)
        .where(and(eq(cartSubjects.cartId, other.id), eq(cartSubjects.parentId, 0), eq(cartSubjects.subjectType, 'item')))
        .orderBy(asc(cartSubjects.position), asc(cartSubjects.id)),
    ]);
    const batch = mergeCartLines(current, incoming).map((l) => ({ sku: l.sku, quantity: l.quantity, mode: 'ADD' as const }));
    const refusals = batch.length > 0 ? (await updateSubjects(db, checkoutId, batch)).errors : [];
    // A refused line stays in the saved cart (the customer decides about it later); the merged
    // ones leave it, and a cart with nothing left goes.
    const refused = new Set(refusals.map((e) => e.sku));
    const mergedIds = incoming.filter((l) => !refused.has(l.sku)).map((l) => l.id);
    await db.transaction(async (tx) => {
      if (refused.size === 0) return deleteCart(tx, other.id);
      for (const id of mergedIds) await deleteLine(tx, other.id, id);
      await tx.update(carts).set({ version: sql`${carts.version} + 1`, updatedAt: new Date() }).where(eq(carts.id, other.id));
    });
    return result(db, checkoutId, customerId, refusals, refusals.length > 0 && mergedIds.length > 0);
  }

  // switch: the other cart becomes the checkout's active cart, priced for the customer now.
  const customer = await customerById(db, customerId);
  await db.transaction(async (tx) => {
    const current = await activeCartRow(tx, checkoutId, true);
    const [line] = await tx.select({ id: cartSubjects.id }).from(cartSubjects).where(eq(cartSubjects.cartId, current.id)).limit(1);
    if (line) await tx.update(carts).set({ state: 'saved', updatedAt: new Date() }).where(eq(carts.id, current.id));
    await tx
      .update(carts)
      .set({
        state: 'active',
        checkoutId,
        priceGroup: customer?.priceGroup ?? current.priceGroup,
        pricesType: current.pricesType,
        version: sql`${carts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, other.id));
    await tx.update(checkouts).set({ activeCartId: other.id, updatedAt: new Date() }).where(eq(checkouts.id, checkoutId));
    if (!line) await deleteCart(tx, current.id);
  });
  return result(db, checkoutId, customerId);
}

export async function afterLoginRemoveCart(db: Db, checkoutId: string, customerId: string, cartToRemoveId: string): Promise<RemoveCartResult> {
  const active = await activeCartRow(db, checkoutId);
  const errors: MutationError[] = [];
  if (cartToRemoveId === active.id) errors.push(accountError('CART_IS_ACTIVE'));
  else {
    const other = await otherCart(db, customerId, cartToRemoveId, active.id);
    if (!other) errors.push(accountError('CART_NOT_FOUND'));
    else await db.transaction(async (tx) => deleteCart(tx, other.id));
  }
  return {
    __typename: 'RemoveCartResult',
    ok: errors.length === 0,
    errors,
    cart: await computeCart(db, active),
    existingCarts: await existingCartsOf(db, customerId, active.id),
  };
}

/** checkout_context_update: with cartLeaveActiveAndReturnEmpty the logout cart reset, else a plain read. */
export async function updateCheckoutContext(
  db: Db,
  checkoutId: string,
  sessionPricesType: PricesType,
  cartLeaveActiveAndReturnEmpty: boolean,
): Promise<CheckoutContextResult> {
  if (cartLeaveActiveAndReturnEmpty) await db.transaction(async (tx) => leaveCartAndReturnEmpty(tx, checkoutId, sessionPricesType));
  return { __typename: 'CheckoutContextResult', ok: true, errors: [], checkout: await getCheckout(db, checkoutId) };
}


/** An existing cart's lines and totals for the saved-cart dialog (read only when the dialog asks). */
/** The content of existing carts (null: gone), in the order of `cartIds`: one read of the rows, the carts priced together. */
export async function existingCartContents(db: Db, cartIds: readonly string[]): Promise<(Cart | null)[]> {
  const found = await stampedCarts(db, cartIds);
  const priced = new Map(found.map(({ row }, i) => [row.id, i]));
  const carted = await pricedCarts(db, found);
  return cartIds.map((id) => {
    const at = priced.get(id);
    return at === undefined ? null : (carted[at] ?? null);
  });
}
