// Checkout data (contacts with their utilization, agreements, notes, customer order number,
// destiny) and the furthest step reached. Cart-changing checkout operations share mutateCart.

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, checkouts, deliveryContacts } from '../db/schema.js';
import type {
  Cart,
  CartMutationResult,
  CheckoutDataInput,
  CheckoutMutationResult,
  CheckoutStep,
  ContactInput,
  FieldError,
  MutationError,
} from '../../generated/server.js';
import {
  advanceFurthestStep,
  checkoutContactSchema,
  checkoutErrorMessage,
  chooseCustomerContact,
  contactSchema,
  contactWithId,
  maxLength,
  setManualContact,
  stepNotReachableMessage,
  switchUtilization,
  TEXT_LIMITS,
  type CheckoutErrorCode,
} from '../../domain/index.js';
import { z } from 'zod';
import { activeCartRow, computeCart, getCheckout, pricedCart, stampedCarts, touchCart } from './cart.js';
import { customerContactOf, readCheckoutState, toFieldErrors, viewCheckout, writeCheckoutState, type CheckoutState } from './checkout-state.js';

type CartRow = typeof carts.$inferSelect;

export function checkoutError(code: CheckoutErrorCode | string, message: string, sku: string | null = null): MutationError {
  return { __typename: 'MutationError', code, message, sku };
}

export function domainError(code: CheckoutErrorCode, detail: Parameters<typeof checkoutErrorMessage>[1] = {}, sku: string | null = null): MutationError {
  return checkoutError(code, checkoutErrorMessage(code, detail), sku);
}

/**
 * Runs a change of the checkout's active cart with the cart row locked (concurrent changes of
 * one cart serialise). `change` sees the cart as currently priced and returns its refusals;
 * with `atomic`, any refusal rolls the whole change back.
 */
export async function mutateCart(
  db: Db,
  checkoutId: string,
  change: (tx: Db, row: CartRow, cart: Cart) => Promise<MutationError[]>,
  options: { atomic?: boolean } = {},
): Promise<CartMutationResult> {
  let errors: MutationError[] = [];
  const rollback = new Error('rollback');
  let cartRow: CartRow | null = null;
  try {
    await db.transaction(async (tx) => {
      const row = await activeCartRow(tx, checkoutId, true);
      cartRow = row;
      errors = await change(tx, row, await computeCart(tx, row));
      if (options.atomic && errors.length > 0) throw rollback;
      await touchCart(tx, row.id);
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  const row = cartRow ?? (await activeCartRow(db, checkoutId));
  // The cart as committed: its priced cart is kept for the reads that follow.
  const [fresh] = await stampedCarts(db, [row.id]);
  return { __typename: 'CartMutationResult', ok: errors.length === 0, errors, cart: fresh ? await pricedCart(db, fresh) : await computeCart(db, row) };
}

function present(input: ContactInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string') out[key] = value;
  return out;
}

const notesSchema = maxLength(TEXT_LIMITS.message, z.string().trim());
const customerOrderNumberSchema = maxLength(50, z.string().trim());

/**
 * Applies the given parts of the checkout data. Contacts are validated with the domain schemas
 * (the orderer's with checkoutContactSchema: e-mail and phone required); utilization changes go
 * through the domain transitions. All parts are saved together, or nothing when any is refused.
 */
export async function updateCheckoutData(db: Db, checkoutId: string, input: CheckoutDataInput): Promise<CheckoutMutationResult> {
  const errors: MutationError[] = [];
  const fieldErrors: FieldError[] = [];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!row) return;
    const loggedIn = row.customerId !== null;
    const state: CheckoutState = readCheckoutState(row.data);

    if (input.orderInfo) {
      const { contact, utilization } = input.orderInfo;
      if (contact) {
        const parsed = checkoutContactSchema.safeParse(present(contact));
        if (parsed.success) state.orderInfo = setManualContact(state.orderInfo, parsed.data);
        else fieldErrors.push(...toFieldErrors('orderInfo.contact', parsed.error));
      } else if (utilization) {
        if (utilization === 'customer' && !loggedIn) errors.push(domainError('LOGIN_REQUIRED'));
        else state.orderInfo = switchUtilization(state.orderInfo, utilization);
      }
    }
    if (input.invoiceInfo) {
      const { contact, utilization } = input.invoiceInfo;
      if (contact) {
        const parsed = contactSchema.safeParse(present(contact));
        if (parsed.success) state.invoiceInfo = setManualContact(state.invoiceInfo, parsed.data);
        else fieldErrors.push(...toFieldErrors('invoiceInfo.contact', parsed.error));
      } else if (utilization) {
        state.invoiceInfo = switchUtilization(state.invoiceInfo, utilization);
      }
    }
    if (input.deliveryInfo) {
      const { contact, utilization, customerContactId } = input.deliveryInfo;
      if (customerContactId) {
        const [saved] = row.customerId
          ? await tx
              .select()
              .from(deliveryContacts)
              .where(and(eq(deliveryContacts.id, customerContactId), eq(deliveryContacts.customerId, row.customerId)))
          : [];
        if (!loggedIn) errors.push(domainError('LOGIN_REQUIRED'));
        else if (!saved) errors.push(checkoutError('UNKNOWN_CONTACT', 'Uložená adresa nebyla nalezena.'));
        else state.deliveryInfo = chooseCustomerContact(state.deliveryInfo, contactWithId({ ...saved.contact, id: saved.id }));
      } else if (contact) {
        const parsed = contactSchema.safeParse(present(contact));
        if (parsed.success) state.deliveryInfo = setManualContact(state.deliveryInfo, parsed.data);
        else fieldErrors.push(...toFieldErrors('deliveryInfo.contact', parsed.error));
      } else if (utilization) {
        if (utilization === 'customer' && !loggedIn) errors.push(domainError('LOGIN_REQUIRED'));
        else state.deliveryInfo = switchUtilization(state.deliveryInfo, utilization);
      }
    }
    if (input.agreements) {
      const { terms, privacy, newsletter } = input.agreements;
      state.agreements = {
        terms: terms ?? state.agreements.terms,
        privacy: privacy ?? state.agreements.privacy,
        newsletter: newsletter ?? state.agreements.newsletter,
      };
    }
    if (typeof input.notes === 'string') {
      const parsed = notesSchema.safeParse(input.notes);
      if (parsed.success) state.notes = parsed.data;
      else fieldErrors.push(...toFieldErrors('notes', parsed.error));
    }
    if (typeof input.customerOrderNumber === 'string') {
      const parsed = customerOrderNumberSchema.safeParse(input.customerOrderNumber);
      if (parsed.success) state.customerOrderNumber = parsed.data;
      else fieldErrors.push(...toFieldErrors('customerOrderNumber', parsed.error));
    }
    if (input.destiny) {
      const cartRow = await activeCartRow(tx, checkoutId);
      const cart = await computeCart(tx, cartRow);
      const view = viewCheckout(row, cart, await customerContactOf(tx, row.customerId));
      if (!view.destinies.includes(input.destiny)) errors.push(domainError('DESTINY_NOT_ALLOWED'));
      else state.destiny = input.destiny;
    }
    if (errors.length > 0 || fieldErrors.length > 0) return;
    await tx.update(checkouts).set({ data: writeCheckoutState(state), updatedAt: new Date() }).where(eq(checkouts.id, checkoutId));
  });
  const ok = errors.length === 0 && fieldErrors.length === 0;
  return { __typename: 'CheckoutMutationResult', ok, errors, fieldErrors, checkout: await getCheckout(db, checkoutId) };
}

/** Moves checkouts.furthestStep forward to `step` when the cart's state allows that step. */
export async function stepReached(db: Db, checkoutId: string, step: CheckoutStep): Promise<CheckoutMutationResult> {
  const errors: MutationError[] = [];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!row) return;
    const cart = await computeCart(tx, await activeCartRow(tx, checkoutId));
    const view = viewCheckout(row, cart, await customerContactOf(tx, row.customerId));
    const result = advanceFurthestStep(row.furthestStep, step, view.progress);
    if (!result.ok) {
      errors.push(checkoutError('STEP_NOT_REACHABLE', stepNotReachableMessage(step)));
      return;
    }
    if (result.furthest !== row.furthestStep) {
      await tx.update(checkouts).set({ furthestStep: result.furthest, updatedAt: new Date() }).where(eq(checkouts.id, checkoutId));
    }
  });
  return { __typename: 'CheckoutMutationResult', ok: errors.length === 0, errors, fieldErrors: [], checkout: await getCheckout(db, checkoutId) };
}
