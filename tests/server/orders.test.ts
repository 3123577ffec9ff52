// @vitest-environment node
// Order placement: one transaction that re-prices, checks, takes stock, numbers and invoices;
// idempotent per key; never oversells a stock-only product, also under 200 parallel orders.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, checkouts, customers, loyaltyMovements, orders } from '../../src/server/db/schema.js';
import type { Mailer } from '../../src/server/mail/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { eventually, failingTemplate, outboxRowsTo } from '../helpers/mail-outbox.js';
import {
  COMPANY,
  PERSON,
  addToCart,
  purchase,
  readCheckout,
  readyVisitor,
  setMethods,
  setStock,
  stockOf,
  stockOnlyProduct,
  updateData,
  type PurchaseResult,
} from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const key = () => `test-${crypto.randomUUID()}`;

describe('create-purchase', () => {
  it('places the order with a company invoice, sends purchaseCreated over SMTP and starts a fresh cart', async () => {
    const email = `firma-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, sku, 3, { shipping: 'dpd', payment: 'dobirka', contact: { ...COMPANY, emailAddress: email, phoneNumber: '00420 777 123 456' } });
    const before = await readCheckout(v);
    expect(before.progress).toEqual({ hasItems: true, methodsReady: true, contactsReady: true, maxReachableStep: 'summary' });
    const result = await purchase(v, key(), before.cart.totals.total.amountWithTax);
    expect(result.status).toBe('success');
    expect(result.warnings).toEqual([]);
    const order = result.order!;
    expect(order.number).toMatch(/^\d{10}$/);
    expect(order.totals.totalToPay).toBe(before.cart.totals.total.amountWithTax);
    expect(order.totals.rounding).toBe(before.cart.totals.rounding);
    expect(order.totals.totalToPay % 100).toBe(0); // dobírka rounds to whole koruny
    expect(order.items.map((i) => i.kind)).toEqual(['item', 'shipping', 'payment']);

    const invoice = order.invoice!;
    expect(invoice.number).toMatch(/^FV\d{10}$/);
    expect(invoice.variableSymbol).toBe(order.number);
    expect(invoice.taxPointDate).toBe(invoice.issueDate);
    expect(invoice.buyer).toEqual({ name: COMPANY.companyName, companyRegNo: '25596641', companyTaxNo: 'CZ25596641' });
    expect(invoice.supplier.companyRegNo).toBe('24681351');
    // The recapitulation adds up, per rate and overall, with the lines and the totals.
    for (const r of invoice.vatRecap) {
      const lines = invoice.lines.filter((l) => l.vatRate === r.rate);
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(r.base);
      expect(lines.reduce((s, l) => s + l.vatAmount, 0)).toBe(r.vat);
      expect(r.base + r.vat).toBe(r.total);
    }
    expect(invoice.vatRecap.reduce((s, r) => s + r.total, 0) + invoice.rounding).toBe(invoice.totalToPay);
    expect(invoice.amount + invoice.vatAmount).toBe(invoice.amountWithTax);

    // The checkout continues with a new, empty cart at the first step.
    expect(result.checkout?.cart.subjects).toEqual([]);
    expect(result.checkout?.cart.id).not.toBe(before.cart.id);
    expect(result.checkout?.furthestStep).toBe('cart');
    const [oldCart] = await t.database.db.select().from(carts).where(eq(carts.id, before.cart.id));
    expect(oldCart?.state).toBe('ordered');

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Potvrzení objednávky č. ${order.number}`);
    expect(mail.text).toContain(order.number);
    expect(mail.headers.from).toContain('no-reply@cisto.cz');
  });

  it('is readable by its own checkout only', async () => {
    const v = await readyVisitor(t.url, sku, 1);
    const result = await purchase(v, key());
    const query = `query($n: String!) { order(orderNumber: $n) { number paymentStatus } }`;
    const own = await v.gql<{ order: { number: string } | null }>(query, { n: result.order!.number });
    expect(own.body.data.order?.number).toBe(result.order!.number);
    const stranger = await newVisitor(t.url);
    const other = await stranger.gql<{ order: { number: string } | null }>(query, { n: result.order!.number });
    expect(other.body.data.order).toBeNull();
  });

  it('turns 20 identical submits into one order', async () => {
    const v = await readyVisitor(t.url, sku, 2);
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => purchase(v, k)));
    const numbers = new Set(results.map((r) => r.order?.number));
    expect(results.every((r) => r.status === 'success')).toBe(true);
    expect(numbers.size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.checkoutId, v.checkoutId));
    expect(rows).toHaveLength(1);
    // A later retry with the same key still answers with that order.
    expect((await purchase(v, k)).order?.number).toBe([...numbers][0]);
  });

  it('credits the loyalty points to a logged-in customer', async () => {
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, 'jana.novakova@example.cz'));
    const v = await readyVisitor(t.url, sku, 5);
    await t.database.db.update(checkouts).set({ customerId: customer!.id }).where(eq(checkouts.id, v.checkoutId));
    const result = await purchase(v, key());
    expect(result.order!.loyaltyPoints).toBeGreaterThan(0);
    // One movement in the ledger for the order, worth exactly its points (tests/server/loyalty.test.ts has the rest).
    const movements = await t.database.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.orderId, result.order!.id));
    expect(movements.map((m) => [m.customerId, m.kind, m.points])).toEqual([[customer!.id, 'earned', result.order!.loyaltyPoints]]);
  });

  it('refuses what cannot be ordered, with Czech messages, and keeps the cart', async () => {
    const empty = await newVisitor(t.url);
    expect((await purchase(empty, key())).errors.map((e) => e.code)).toEqual(['EMPTY_CART']);

    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    const refused = await purchase(v, key());
    expect(refused.status).toBe('error');
    expect(refused.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['SHIPPING_MISSING', 'PAYMENT_MISSING', 'CONTACT_INVALID', 'AGREEMENT_MISSING']));
    expect(refused.errors.find((e) => e.code === 'AGREEMENT_MISSING')?.message).toContain('obchodními podmínkami');
    expect(refused.checkout?.cart.subjects.map((s) => s.sku)).toEqual([sku]);
  });

  it('refuses a tampered total and a body with prices', async () => {
    const v = await readyVisitor(t.url, sku, 1);
    const { cart } = await readCheckout(v);
    const tampered = await purchase(v, key(), cart.totals.total.amountWithTax - 100);
    expect(tampered.errors.map((e) => e.code)).toEqual(['PRICE_CHANGED']);
    const rest = await v.rest<{ statusCode: number; message: string }>('POST', `/api/checkout/${v.checkoutId}/create-purchase`, {
      idempotencyKey: key(),
      price: 1,
    });
    expect(rest.status).toBe(400);
    const missingKey = await v.rest<{ message: string }>('POST', `/api/checkout/${v.checkoutId}/create-purchase`, {});
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.message).toContain('idempotencyKey');
    expect((await readCheckout(v)).cart.subjects).toHaveLength(1);
  });

  it('places an order over REST with the Idempotency-Key header', async () => {
    const v = await readyVisitor(t.url, sku, 1);
    const k = key();
    const call = () =>
      fetch(`${t.url}/api/checkout/${v.checkoutId}/create-purchase`, {
        method: 'POST',
        headers: { authorization: v.authorization, cookie: v.cookie, 'content-type': 'application/json', 'idempotency-key': k },
        body: '{}',
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as PurchaseResult }));
    const first = await call();
    const second = await call();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('success');
    expect(second.body.order?.number).toBe(first.body.order?.number);
  });

  it('refuses a foreign checkout', async () => {
    const owner = await readyVisitor(t.url, sku, 1);
    const intruder = await newVisitor(t.url);
    const gql = await intruder.gql(`mutation($c: ID!) { checkout_create_purchase(checkoutId: $c, input: { idempotencyKey: "intruder-0001" }) { status } }`, {
      c: owner.checkoutId,
    });
    expect(gql.body.errors?.[0]?.message).toBe('Tento košík vám nepatří.');
    const rest = await intruder.rest('POST', `/api/checkout/${owner.checkoutId}/create-purchase`, { idempotencyKey: key() });
    expect(rest.status).toBe(403);
    expect((await readCheckout(owner)).cart.subjects).toHaveLength(1);
  });

  it('refuses a method the cart is no longer eligible for', async () => {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'ppl', payment: 'dobirka' });
    // Now the cart is over the PPL price limit (priceTo 2 499,99 Kč).
    const big = await addToCart(v, sku, 400);
    expect(big.ok).toBe(true);
    const result = await purchase(v, key());
    expect(result.errors.map((e) => e.code)).toContain('SHIPPING_INELIGIBLE');
    expect(result.errors.find((e) => e.code === 'SHIPPING_INELIGIBLE')?.message).toContain('Hodnota košíku je pro tento způsob příliš vysoká.');
  });

  it('keeps the order without a warning while SMTP fails: the confirmation waits queued in the outbox', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')), close: () => undefined };
    const app = await startTestApp({ mailer: failing });
    try {
      const v = await readyVisitor(app.url, sku, 1);
      const result = await purchase(v, key());
      expect(result.status).toBe('success');
      expect(result.warnings).toEqual([]);
      const number = result.order?.number ?? '?';
      const row = await eventually(async () => (await outboxRowsTo(app.database.db, result.order?.email ?? '')).find((r) => r.subject.includes(number) && r.lastError === 'SMTP down'));
      expect(row).toMatchObject({ template: 'purchaseCreated', state: 'queued' });
    } finally {
      await app.close();
    }
  });

  it('keeps the order with the warning when the confirmation template fails', async () => {
    const app = await startTestApp({ mailRenderer: failingTemplate('purchaseCreated') });
    try {
      const v = await readyVisitor(app.url, sku, 1);
      const result = await purchase(v, key());
      expect(result.status).toBe('success');
      expect(result.warnings).toEqual(['email-template-not-found']);
      expect(result.order?.number).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('records an inquiry without stock or invoice, and a reservation only with pickup of stocked goods', async () => {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'prevod' });
    const checkout = await readCheckout(v);
    expect(checkout.availableDestinies).toEqual(['purchase', 'inquiry']);
    expect((await updateData(v, { destiny: 'reservation' })).errors.map((e) => e.code)).toEqual(['DESTINY_NOT_ALLOWED']);
    const before = await stockOf(t.database, sku);
    expect((await updateData(v, { destiny: 'inquiry' })).ok).toBe(true);
    const result = await purchase(v, key());
    expect(result.order?.destiny).toBe('inquiry');
    expect(result.order?.invoice).toBeNull();
    expect(await stockOf(t.database, sku)).toBe(before);
  });
});

describe('stock', () => {
  it('refuses an order beyond the stock of a stock-only product, and sells to-order products beyond stock', async () => {
    const stocked = await stockOnlyProduct(t.database, 1);
    await setStock(t.database, stocked, 5);
    const a = await readyVisitor(t.url, stocked, 4);
    const b = await readyVisitor(t.url, stocked, 3);
    expect((await purchase(a, key())).status).toBe('success');
    const refused = await purchase(b, key());
    expect(refused.status).toBe('error');
    expect(refused.errors[0]?.code).toBe('OUT_OF_STOCK');
    expect(refused.errors[0]?.message).toMatch(/je skladem pouze 1 ks/);
    expect(await stockOf(t.database, stocked)).toBe(1);

    await setStock(t.database, sku, 2);
    const c = await readyVisitor(t.url, sku, 5);
    expect((await purchase(c, key())).status).toBe('success');
    expect(await stockOf(t.database, sku)).toBe(0);
    await setStock(t.database, sku, 1000);
  });

  it(
    'sells exactly 10 of 10 pieces to 200 parallel orders and refuses 190 clearly',
    async () => {
      const stocked = await stockOnlyProduct(t.database, 0);
      await setStock(t.database, stocked, 200);
      const visitors = [];
      for (let i = 0; i < 200; i += 20) {
        visitors.push(...(await Promise.all(Array.from({ length: 20 }, () => readyVisitor(t.url, stocked, 1)))));
      }
      await setStock(t.database, stocked, 10);
      const results = await Promise.all(visitors.map((v) => purchase(v, key())));
      const sold = results.filter((r) => r.status === 'success');
      const refused = results.filter((r) => r.status === 'error');
      expect(sold).toHaveLength(10);
      expect(refused).toHaveLength(190);
      expect(refused.every((r) => r.errors.length === 1 && r.errors[0]!.code === 'OUT_OF_STOCK' && /vyprodaný/.test(r.errors[0]!.message))).toBe(true);
      expect(await stockOf(t.database, stocked)).toBe(0);
      expect(new Set(sold.map((r) => r.order!.number)).size).toBe(10);
      expect(new Set(sold.map((r) => r.order!.invoice!.number)).size).toBe(10);
    },
    240_000,
  );
});

describe('methods at purchase', () => {
  it('refuses a payment that does not go with the shipping', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    await setMethods(v, 'zasilkovna', 'dobirka');
    const refused = await setMethods(v, null, 'hotove');
    expect(refused.ok).toBe(false);
    expect(refused.errors[0]?.code).toBe('PAYMENT_NOT_FOR_SHIPPING');
    expect(refused.cart.paymentMethod?.sku).toBe('dobirka');
    await updateData(v, { orderInfo: { contact: PERSON }, agreements: { terms: true, privacy: true } });
    expect((await purchase(v, key())).status).toBe('success');
  });
});
