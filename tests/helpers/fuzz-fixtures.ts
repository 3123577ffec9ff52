// Real values for the fuzz suites, so generated input reaches past validation into the services:
// a freshly registered, logged-in customer with a placed card order (order, invoice, payment), a
// cart line, and seeded skus, taxonomy hashes, articles and showrooms.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { articles, cartSubjects, carts, invoices, orders, payments, showrooms, taxonomies } from '../../src/server/db/schema.js';
import { Browser, registrationPayload, uniqueEmail } from './accounts.js';
import { pickProduct } from './catalogue-fixtures.js';

export type FuzzKnown = {
  customer: Browser;
  email: string;
  password: string;
  checkoutId: string;
  skus: string[];
  hashes: string[];
  orderNumbers: string[];
  invoiceNumbers: string[];
  paymentIds: string[];
  cartLineIds: string[];
  articles: { type: string; alias: string }[];
  showroomIds: string[];
};

async function mustGql(browser: Browser, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const res = await browser.gql<Record<string, unknown>>(query, variables);
  if (res.status !== 200 || res.body.errors) throw new Error(`fixture step failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A customer of their own (registered now, logged in) with one placed card order and an item in the cart. */
export async function fuzzFixtures(url: string, database: Database): Promise<FuzzKnown> {
  const [purchasable, carton, notOnSale] = await Promise.all([
    pickProduct(database, 'purchasable'),
    pickProduct(database, 'carton'),
    pickProduct(database, 'notOnSale'),
  ]);
  const email = uniqueEmail('fuzz');
  const password = 'Modry-Kbelik-42';
  const customer = new Browser(url);
  await customer.uictx();
  const registered = await customer.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email, password) });
  if (registered.body.status !== 'success') throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await customer.login(email, password);
  if (login.body.status !== 'success' || !customer.checkoutId) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const checkoutId = customer.checkoutId;

  const add = `mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok } }`;
  await mustGql(customer, add, { c: checkoutId, b: [{ sku: purchasable.sku, quantity: 2, mode: 'ADD' }] });
  await mustGql(customer, `mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, shippingSku: "osobni-odber-praha", paymentSku: "karta") { ok } }`, { c: checkoutId });
  await mustGql(customer, `mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok } }`, {
    c: checkoutId,
    i: { orderInfo: { contact: registrationPayload(email).info.contact }, agreements: { terms: true, privacy: true } },
  });
  await mustGql(customer, `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) { status } }`, {
    c: checkoutId,
    i: { idempotencyKey: randomUUID() },
  });
  // The cart after the order: one line again, for update-subject-indirect and friends.
  await mustGql(customer, add, { c: checkoutId, b: [{ sku: carton.sku, quantity: 1, mode: 'ADD' }] });

  const { db } = database;
  const orderRows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.checkoutId, checkoutId));
  const orderIds = orderRows.map((o) => o.id);
  const invoiceRows = orderIds.length ? await db.select({ number: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds)) : [];
  const paymentRows = orderIds.length ? await db.select({ id: payments.id }).from(payments).where(inArray(payments.orderId, orderIds)) : [];
  const lineRows = await db
    .select({ id: cartSubjects.id })
    .from(cartSubjects)
    .innerJoin(carts, eq(carts.id, cartSubjects.cartId))
    .where(and(eq(carts.checkoutId, checkoutId), eq(carts.state, 'active')));
  const hashRows = await db.select({ hash: taxonomies.hash }).from(taxonomies).orderBy(asc(taxonomies.depth)).limit(6);
  const articleRows = await db.select({ type: articles.type, alias: articles.alias }).from(articles).limit(4);
  const showroomRows = await db.select({ id: showrooms.id }).from(showrooms).limit(3);

  return {
    customer,
    email,
    password,
    checkoutId,
    skus: [purchasable.sku, carton.sku, notOnSale.sku],
    hashes: hashRows.map((r) => r.hash),
    orderNumbers: orderRows.map((o) => o.number),
    invoiceNumbers: invoiceRows.map((i) => i.number),
    paymentIds: paymentRows.map((p) => p.id),
    cartLineIds: lineRows.map((l) => String(l.id)),
    articles: articleRows,
    showroomIds: showroomRows.map((s) => s.id),
  };
}
