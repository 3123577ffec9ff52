// The profile area: account details, password change, delivery addresses, and the customer's
// own orders and invoices (read from the checkout's tables; another customer's never show).

import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers, deliveryContacts, invoices, orderItems, orders } from '../db/schema.js';
import { loadCreditNote } from './credit-notes.js';
import type {
  ContactInput,
  CustomerMutationResult,
  CustomerUpdateInput,
  FieldError,
  Invoice,
  InvoicePage,
  MutationError,
  Order,
  OrderPage,
  PasswordChangeInput,
} from '../../generated/server.js';
import {
  CURRENCY,
  DELIVERY_CONTACTS_LIMIT,
  MESSAGES,
  checkoutContactSchema,
  contactSchema,
  customerDisplayName,
  parseDestiny,
  profilePage,
  orderStateText,
} from '../../domain/index.js';
import { serverPasswordSchema } from '../auth/common-passwords.js';
import { toFieldErrors } from './checkout-state.js';
import { customerById, toCustomer } from './customers.js';
import { accountError } from './afterlogin.js';
import { changePassword } from './accounts.js';
import { loadOrder } from './orders.js';
import { loadInvoice } from './invoices.js';

/** Drops null fields of a GraphQL ContactInput, so the schema's defaults apply. */
function present(input: ContactInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string') out[key] = value;
  return out;
}

async function outcome(db: Db, customerId: string, errors: MutationError[] = [], fieldErrors: FieldError[] = []): Promise<CustomerMutationResult> {
  const row = await customerById(db, customerId);
  return {
    __typename: 'CustomerMutationResult',
    ok: errors.length === 0 && fieldErrors.length === 0,
    errors,
    fieldErrors,
    customer: row ? await toCustomer(db, row) : null,
  };
}

export async function updateCustomer(db: Db, customerId: string, input: CustomerUpdateInput): Promise<CustomerMutationResult> {
  const row = await customerById(db, customerId);
  if (!row) return outcome(db, customerId, [accountError('LOGIN_REQUIRED')]);
  const changes: Partial<typeof customers.$inferInsert> = {};
  if (input.contact) {
    const parsed = checkoutContactSchema.safeParse(present(input.contact));
    if (!parsed.success) return outcome(db, customerId, [accountError('CONTACT_INVALID')], toFieldErrors('contact', parsed.error));
    changes.contact = { ...parsed.data };
    changes.name = customerDisplayName(parsed.data, row.email);
  }
  if (typeof input.newsletter === 'boolean') changes.newsletter = input.newsletter;
  if (Object.keys(changes).length > 0) await db.update(customers).set(changes).where(eq(customers.id, customerId));
  return outcome(db, customerId);
}

export async function changeCustomerPassword(db: Db, customerId: string, sessionId: string, input: PasswordChangeInput): Promise<CustomerMutationResult> {
  const parsed = serverPasswordSchema.safeParse(input.newPassword);
  if (!parsed.success) return outcome(db, customerId, [accountError('PASSWORD_INVALID')], toFieldErrors('newPassword', parsed.error));
  if (parsed.data !== input.newPasswordConfirmation.trim()) {
    return outcome(db, customerId, [accountError('PASSWORD_INVALID')], [
      { __typename: 'FieldError', field: 'newPasswordConfirmation', message: MESSAGES.passwordMismatch },
    ]);
  }
  const done = await changePassword(db, customerId, sessionId, input.currentPassword, parsed.data);
  if (done === 'wrong-password') {
    return outcome(db, customerId, [accountError('WRONG_PASSWORD')], [
      { __typename: 'FieldError', field: 'currentPassword', message: accountError('WRONG_PASSWORD').message },
    ]);
  }
  return outcome(db, customerId);
}

// --- delivery contacts ----------------------------------------------------------------------

async function ownContact(db: Db, customerId: string, id: string) {
  const [row] = await db.select().from(deliveryContacts).where(and(eq(deliveryContacts.id, id), eq(deliveryContacts.customerId, customerId)));
  return row ?? null;
}

async function makeDefault(tx: Db, customerId: string, id: string): Promise<void> {
  await tx.update(deliveryContacts).set({ isDefault: sql`${deliveryContacts.id} = ${id}` }).where(eq(deliveryContacts.customerId, customerId));
}

export async function createDeliveryContact(db: Db, customerId: string, input: ContactInput, isDefault: boolean): Promise<CustomerMutationResult> {
  const parsed = contactSchema.safeParse(present(input));
  if (!parsed.success) return outcome(db, customerId, [accountError('CONTACT_INVALID')], toFieldErrors('input', parsed.error));
  const refused = await db.transaction(async (tx) => {
    // The customer row is the lock that makes "count, then insert" safe against a parallel create.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [row] = await tx.select({ n: count() }).from(deliveryContacts).where(eq(deliveryContacts.customerId, customerId));
    const existing = row?.n ?? 0;
    if (existing >= DELIVERY_CONTACTS_LIMIT) return true;
    const id = randomUUID();
    await tx.insert(deliveryContacts).values({ id, customerId, contact: { ...parsed.data }, isDefault: false });
    if (isDefault || existing === 0) await makeDefault(tx, customerId, id);
    return false;
  });
  return outcome(db, customerId, refused ? [accountError('DELIVERY_CONTACTS_LIMIT')] : []);
}

export async function updateDeliveryContact(db: Db, customerId: string, id: string, input: ContactInput): Promise<CustomerMutationResult> {
  if (!(await ownContact(db, customerId, id))) return outcome(db, customerId, [accountError('DELIVERY_CONTACT_NOT_FOUND')]);
  const parsed = contactSchema.safeParse(present(input));
  if (!parsed.success) return outcome(db, customerId, [accountError('CONTACT_INVALID')], toFieldErrors('input', parsed.error));
  await db
    .update(deliveryContacts)
    .set({ contact: { ...parsed.data } })
    .where(and(eq(deliveryContacts.id, id), eq(deliveryContacts.customerId, customerId)));
  return outcome(db, customerId);
}

export async function deleteDeliveryContact(db: Db, customerId: string, id: string): Promise<CustomerMutationResult> {
  const row = await ownContact(db, customerId, id);
  if (!row) return outcome(db, customerId, [accountError('DELIVERY_CONTACT_NOT_FOUND')]);
  await db.transaction(async (tx) => {
    await tx.delete(deliveryContacts).where(and(eq(deliveryContacts.id, id), eq(deliveryContacts.customerId, customerId)));
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: deliveryContacts.id })
        .from(deliveryContacts)
        .where(eq(deliveryContacts.customerId, customerId))
        .orderBy(deliveryContacts.createdAt, deliveryContacts.id)
        .limit(1);
      if (next) await makeDefault(tx, customerId, next.id);
    }
  });
  return outcome(db, customerId);
}

export async function setDefaultDeliveryContact(db: Db, customerId: string, id: string): Promise<CustomerMutationResult> {
  if (!(await ownContact(db, customerId, id))) return outcome(db, customerId, [accountError('DELIVERY_CONTACT_NOT_FOUND')]);
  await db.transaction(async (tx) => makeDefault(tx, customerId, id));
  return outcome(db, customerId);
}

// --- orders and invoices --------------------------------------------------------------------

export async function customerOrders(db: Db, customerId: string, page?: number | null, pageSize?: number | null): Promise<OrderPage> {
  const paging = profilePage(page, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        invoiceNumber: invoices.number,
        itemsCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'item')`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return {
    __typename: 'OrderPage',
    page: paging.page,
    pageSize: paging.pageSize,
    totalCount: total?.n ?? 0,
    items: rows.map(({ order, invoiceNumber, itemsCount }) => ({
      __typename: 'OrderSummary',
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      destiny: parseDestiny(order.destiny),
      paymentStatus: order.paymentStatus,
      totalToPay: order.totalToPay,
      currency: CURRENCY,
      itemsCount,
      invoiceNumber,
      state: order.state,
      stateText: orderStateText(order.state),
    })),
  };
}

/** The order if it is the customer's; null otherwise (the REST and UI answer 404). */
export async function customerOrder(db: Db, customerId: string, orderNumber: string): Promise<Order | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.customerId, customerId)));
  return row ? loadOrder(db, { id: row.id }) : null;
}

export const invoicePdfPath = (number: string) => `/api/profile/invoices/${encodeURIComponent(number)}/pdf`;

export async function customerInvoices(db: Db, customerId: string, page?: number | null, pageSize?: number | null): Promise<InvoicePage> {
  const paging = profilePage(page, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, orderNumber: orders.number })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.customerId, customerId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(invoices).where(eq(invoices.customerId, customerId)),
  ]);
  return {
    __typename: 'InvoicePage',
    page: paging.page,
    pageSize: paging.pageSize,
    totalCount: total?.n ?? 0,
    items: rows.map(({ invoice, orderNumber }) => ({
      __typename: 'InvoiceSummary',
      id: invoice.id,
      number: invoice.number,
      orderNumber,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      totalToPay: invoice.totalToPay,
      currency: CURRENCY,
      pdfUrl: invoicePdfPath(invoice.number),
    })),
  };
}

export async function customerInvoice(db: Db, customerId: string, invoiceNumber: string): Promise<Invoice | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.number, invoiceNumber), eq(invoices.customerId, customerId)));
  // A credit note (opravný daňový doklad) is read where its invoice is: the same page and PDF.
  return row ? loadInvoice(db, { number: row.number }) : loadCreditNote(db, { number: invoiceNumber, customerId });
}
