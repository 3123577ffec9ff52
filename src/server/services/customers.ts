// Customers as the API shows them: the Customer object of schema/customer.graphql, the
// authenticated user of the login answer, and the carts a customer has besides the active one.

import { and, asc, count, desc, eq, exists, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, cartSubjects, checkouts, customers, deliveryContacts, orders } from '../db/schema.js';
import type { Customer, DeliveryContact, ExistingCart } from '../../generated/server.js';
import {
  CURRENCY,
  DELIVERY_CONTACTS_LIMIT,
  normalizeContact,
  parsePricesType,
  type Contact,
} from '../../domain/index.js';
import { toGqlContact } from './checkout-state.js';
import { loyaltyBalance } from './accounts-loyalty.js';

export type CustomerRow = typeof customers.$inferSelect;

/** E-mail addresses are stored trimmed and lower-cased: one account per mailbox, whatever the spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function customerById(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function customerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email)));
  return row ?? null;
}

/** The `user` of the login answer (spec section 3: name, email, settings). */
export function authenticatedUser(row: CustomerRow) {
  return {
    name: row.name,
    email: row.email,
    settings: {
      currency: CURRENCY,
      priceGroupIds: [row.priceGroup],
      pricesType: parsePricesType(row.pricesType),
      customer: row.id,
    },
  };
}

export function toDeliveryContact(row: typeof deliveryContacts.$inferSelect): DeliveryContact {
  const contact: Contact = normalizeContact(row.contact);
  return { __typename: 'DeliveryContact', id: row.id, isDefault: row.isDefault, ...contact };
}

export async function deliveryContactsOf(db: Db, customerId: string, first = DELIVERY_CONTACTS_LIMIT): Promise<DeliveryContact[]> {
  const rows = await db
    .select()
    .from(deliveryContacts)
    .where(eq(deliveryContacts.customerId, customerId))
    .orderBy(desc(deliveryContacts.isDefault), asc(deliveryContacts.createdAt), asc(deliveryContacts.id))
    .limit(Math.min(Math.max(0, first), DELIVERY_CONTACTS_LIMIT));
  return rows.map(toDeliveryContact);
}

export async function ordersCountOf(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.n ?? 0;
}

/** Everything of the Customer type except the delivery contacts, which resolve on demand. */
export async function toCustomer(db: Db, row: CustomerRow): Promise<Customer> {
  const [ordersCount, loyaltyPoints] = await Promise.all([ordersCountOf(db, row.id), loyaltyBalance(db, row.id)]);
  const contact = toGqlContact(normalizeContact(row.contact));
  if (!contact) throw new Error('unreachable: a normalised contact is never null');
  return {
    __typename: 'Customer',
    id: row.id,
    email: row.email,
    name: row.name,
    contact,
    priceGroup: row.priceGroup,
    pricesType: parsePricesType(row.pricesType),
    newsletter: row.newsletter,
    loyaltyPoints,
    ordersCount,
    createdAt: row.createdAt.toISOString(),
    deliveryContacts: [],
  };
}

/**
 * The customer's carts besides `currentCartId` that the after-login decision offers: saved carts,
 * and carts left active at a logout (no checkout points at them any more); empty ones are skipped.
 */
export async function existingCartsOf(db: Db, customerId: string, currentCartId: string): Promise<ExistingCart[]> {
  const rows = await db
    .select({ id: carts.id, state: carts.state, updatedAt: carts.updatedAt })
    .from(carts)
    .where(
      and(
        eq(carts.customerId, customerId),
        ne(carts.id, currentCartId),
        or(
          eq(carts.state, 'saved'),
          and(eq(carts.state, 'active'), notExists(db.select({ one: sql`1` }).from(checkouts).where(eq(checkouts.activeCartId, carts.id)))),
        ),
        exists(db.select({ one: sql`1` }).from(cartSubjects).where(eq(cartSubjects.cartId, carts.id))),
      ),
    )
    .orderBy(desc(carts.updatedAt), asc(carts.id));
  return rows.map((c) => ({ __typename: 'ExistingCart', id: c.id, state: c.state, updatedAt: c.updatedAt.toISOString() }));
}
