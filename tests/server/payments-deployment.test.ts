// @vitest-environment node
// A deployment takes no card payments for free: with PUBLIC_URL set and PAYMENT_PROVIDER unset
// the test provider is off — card payment is refused with a Czech message, and a pending card
// payment cannot be paid through the test gateway (its routes do not exist). Also the provider
// contract (PaymentProvider) as the test provider implements it.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { orders, payments } from '../../src/server/db/schema.js';
import { notificationKey, providerFor } from '../../src/server/services/payments/index.js';
import { signNotification, TEST_SIGNATURE_HEADER } from '../../src/server/services/payments/test-provider.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { PAYMENT_GATEWAY_OFF } from '../../src/server/rest/payments.js';
import { purchase, readyVisitor } from './checkout-helpers.js';

let sku: string;

describe('a deployment (PUBLIC_URL set, PAYMENT_PROVIDER unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const deployment = loadConfig({ PUBLIC_URL: 'https://shop.example.cz', NODE_ENV: 'test' });
    t = await startTestApp({ publicUrl: deployment.publicUrl, demo: deployment.demo, paymentProvider: deployment.paymentProvider });
    sku = (await pickProduct(t.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses card payment with a Czech message', async () => {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'prevod' });
    const r = await v.gql<{ checkout_cart_update_methods: { ok: boolean; errors: { code: string; message: string }[] } }>(
      `mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, paymentSku: "karta") { ok errors { code message } } }`,
      { c: v.checkoutId },
    );
    const refusal = r.body.data.checkout_cart_update_methods;
    expect(refusal.ok).toBe(false);
    expect(refusal.errors).toHaveLength(1);
    expect(refusal.errors[0]!.code).toBe('PAYMENT_UNAVAILABLE');
    expect(refusal.errors[0]!.message).toMatch(/^Platba .+ je momentálně nedostupná\. Zvolte prosím jiný způsob platby\.$/);
  });

  it('cannot pay a pending card payment through the test gateway', async () => {
    // A card order left pending (e.g. placed while the test provider was still on).
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'prevod' });
    const placed = await purchase(v, `dep-${randomUUID()}`);
    expect(placed.status).toBe('success');
    const orderId = placed.order!.id;
    const paymentId = randomUUID();
    await t.database.db.update(orders).set({ paymentStatus: 'pending', paymentGateway: 'test' }).where(eq(orders.id, orderId));
    await t.database.db.insert(payments).values({ id: paymentId, orderId, provider: 'test', amount: placed.order!.totals.totalToPay });

    const pay = await fetch(`${t.url}/api/payments/test/gateway/${paymentId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pay.status).toBe(404);
    expect(((await pay.json()) as { message: string }).message).toBe(PAYMENT_GATEWAY_OFF);
    expect((await fetch(`${t.url}/api/payments/test/gateway/${paymentId}`)).status).toBe(404);
    // Even a correctly signed notification finds no webhook to accept it.
    const notification = { paymentId, status: 'paid' as const, amount: placed.order!.totals.totalToPay, timestamp: Date.now() };
    const notify = await fetch(`${t.url}/api/payments/test/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signNotification(await notificationKey(t.services), notification) },
      body: JSON.stringify(notification),
    });
    expect(notify.status).toBe(404);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe('pending');
    expect(order!.paidAt).toBeNull();
    expect(providerFor(t.services, 'test')).toBeNull();
  });
});

describe('the PaymentProvider contract, test provider (local demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    sku = (await pickProduct(t.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, verifies a signed notification, reports status and refunds', async () => {
    const provider = providerFor(t.services, 'test');
    expect(provider).not.toBeNull();
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta' });
    const placed = await purchase(v, `prov-${randomUUID()}`);
    expect(placed.status).toBe('redirect-to-payment-gateway');
    const paymentId = placed.redirectUrl!.split('/').pop()!;
    const amount = placed.order!.totals.totalToPay;

    expect(await provider!.createPayment({ paymentId, orderNumber: placed.order!.number, amount, email: 'a@example.cz', fullName: 'A', phone: '' })).toEqual({ redirectUrl: placed.redirectUrl });
    expect(provider!.paymentUrl(paymentId)).toBe(placed.redirectUrl);
    expect(await provider!.status(paymentId)).toBe('pending');
    expect(await provider!.status('nope')).toBeNull();

    const notification = { paymentId, status: 'paid' as const, amount, timestamp: Date.now() };
    const signature = signNotification(await notificationKey(t.services), notification);
    expect(await provider!.verifyNotification({ headers: { [TEST_SIGNATURE_HEADER]: signature }, body: notification })).toEqual({ paymentId, status: 'paid', amount });
    expect(await provider!.verifyNotification({ headers: { [TEST_SIGNATURE_HEADER]: signature }, body: { ...notification, amount: amount + 1 } })).toBeNull();
    expect(await provider!.verifyNotification({ headers: {}, body: notification })).toBeNull();

    expect(await provider!.refund(paymentId, amount)).toEqual({ ok: false, reason: 'not-paid' });
    await fetch(`${t.url}/api/payments/test/gateway/${paymentId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await provider!.status(paymentId)).toBe('paid');
    expect(await provider!.refund(paymentId, amount + 1)).toEqual({ ok: false, reason: 'amount-exceeds-payment' });
    expect(await provider!.refund(paymentId, amount)).toEqual({ ok: true });
    expect(await provider!.status(paymentId)).toBe('refunded');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order!.id));
    expect(order!.paymentStatus).toBe('refunded');
  });
});
