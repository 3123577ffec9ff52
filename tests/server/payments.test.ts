// @vitest-environment node
// The test payment provider: an order paid by card waits for the provider's signed
// server-to-server notification; the browser's return URL (even forged) never pays it.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { purchase, readyVisitor, type Visitor } from './checkout-helpers.js';
import { newVisitor } from '../helpers/test-app.js';
import { PAYMENT_NOT_RETRYABLE, retryPayment } from '../../src/server/services/payments/index.js';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp();
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
});

async function paymentStatus(v: Visitor, number: string): Promise<string | undefined> {
  const r = await v.gql<{ order: { paymentStatus: string } | null }>(`query($n: String!) { order(orderNumber: $n) { paymentStatus } }`, { n: number });
  return r.body.data.order?.paymentStatus;
}

async function cardOrder() {
  const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta' });
  const result = await purchase(v, `pay-${crypto.randomUUID()}`);
  expect(result.status).toBe('redirect-to-payment-gateway');
  expect(result.redirectUrl).toMatch(/^\/api\/payments\/test\/gateway\/[0-9a-f-]{36}$/);
  expect(result.order?.paymentStatus).toBe('pending');
  return { v, result, paymentId: result.redirectUrl!.split('/').pop()!, number: result.order!.number };
}

it('shows the provider page and pays only through the signed notification', async () => {
  const { v, result, paymentId, number } = await cardOrder();
  const page = await fetch(`${t.url}${result.redirectUrl}`);
  const html = await page.text();
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(html).toContain('Testovací platební brána');
  expect(html).toContain('Nepoužívat v produkci');
  expect(html).toContain(number);

  // A forged return ("the bank says paid") only redirects to the thank-you page.
  const forged = await fetch(`${t.url}/api/payments/test/return?paymentId=${paymentId}&status=paid`, { redirect: 'manual' });
  expect(forged.status).toBe(303);
  expect(forged.headers.get('location')).toBe(`/dekujeme?objednavka=${number}`);
  expect(await paymentStatus(v, number)).toBe('pending');

  // A forged notification without the provider's signature is refused.
  const unsigned = await fetch(`${t.url}/api/payments/test/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-provider-signature': 'a'.repeat(64) },
    body: JSON.stringify({ paymentId, status: 'paid', amount: result.order!.totals.totalToPay, timestamp: Date.now() }),
  });
  expect(unsigned.status).toBe(401);
  expect(await paymentStatus(v, number)).toBe('pending');

  // The shopper pays on the provider's page (an HTML form post, as a browser sends it): the provider
  // notifies the shop, then the browser returns.
  const paid = await fetch(`${t.url}/api/payments/test/gateway/${paymentId}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`/api/payments/test/return?paymentId=${paymentId}`);
  expect(await paymentStatus(v, number)).toBe('paid');

  // A paid payment never goes back.
  await fetch(`${t.url}/api/payments/test/gateway/${paymentId}/cancel`, { method: 'POST', redirect: 'manual' });
  expect(await paymentStatus(v, number)).toBe('paid');
  expect(await (await fetch(`${t.url}${result.redirectUrl}`)).text()).toContain('Platba již byla zpracována');
});

it('records a cancelled and a failed payment', async () => {
  const a = await cardOrder();
  await fetch(`${t.url}/api/payments/test/gateway/${a.paymentId}/cancel`, { method: 'POST', redirect: 'manual' });
  expect(await paymentStatus(a.v, a.number)).toBe('cancelled');
  const b = await cardOrder();
  await fetch(`${t.url}/api/payments/test/gateway/${b.paymentId}/fail`, { method: 'POST', redirect: 'manual' });
  expect(await paymentStatus(b.v, b.number)).toBe('failed');
});

it('answers 404 for an unknown payment and 400 for bad input', async () => {
  expect((await fetch(`${t.url}/api/payments/test/gateway/nope`)).status).toBe(404);
  expect((await fetch(`${t.url}/api/payments/test/return?paymentId=nope`, { redirect: 'manual' })).status).toBe(404);
  const bad = await fetch(`${t.url}/api/payments/test/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"paymentId":1}' });
  expect(bad.status).toBe(400);
});

it('refuses card payment when no provider is configured', async () => {
  const app = await startTestApp({ paymentProvider: null });
  try {
    const v = await readyVisitor(app.url, sku, 1, { shipping: 'dpd', payment: 'prevod' });
    const r = await v.gql<{ checkout_cart_update_methods: { ok: boolean; errors: { code: string }[] } }>(
      `mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, paymentSku: "karta") { ok errors { code } } }`,
      { c: v.checkoutId },
    );
    expect(r.body.data.checkout_cart_update_methods.errors.map((e) => e.code)).toEqual(['PAYMENT_UNAVAILABLE']);
    expect((await fetch(`${app.url}/api/payments/test/gateway/x`)).status).toBe(404);
  } finally {
    await app.close();
  }
});

it('starts a new payment after a cancelled or failed one: for the order\'s owner, while unpaid', async () => {
  type Retried = {
    checkout_order_retry_payment: { ok: boolean; errors: { code: string; message: string }[]; order: { paymentStatus: string; paymentUrl: string | null } | null };
  };
  const retry = async (v: Visitor, number: string) => {
    const r = await v.gql<Retried>(
      `mutation($n: String!) { checkout_order_retry_payment(orderNumber: $n) { ok errors { code message } order { paymentStatus paymentUrl } } }`,
      { n: number },
    );
    expect(r.body.errors).toBeUndefined();
    return r.body.data.checkout_order_retry_payment;
  };

  const a = await cardOrder();
  await fetch(`${t.url}/api/payments/test/gateway/${a.paymentId}/cancel`, { method: 'POST', redirect: 'manual' });
  expect(await paymentStatus(a.v, a.number)).toBe('cancelled');

  // Someone else's order: as if it did not exist, and nothing changes.
  const stranger = await newVisitor(t.url);
  expect(await retry(stranger, a.number)).toEqual({ ok: false, errors: [{ code: 'ORDER_NOT_FOUND', message: 'Objednávka nebyla nalezena.' }], order: null });
  expect(await paymentStatus(a.v, a.number)).toBe('cancelled');

  // The owner: pending again, with a new attempt at the gateway; asking twice reuses it.
  const first = (await retry(a.v, a.number)).order;
  expect(first?.paymentStatus).toBe('pending');
  expect(first?.paymentUrl).toMatch(/^\/api\/payments\/test\/gateway\/[0-9a-f-]{36}$/);
  expect(first?.paymentUrl).not.toBe(a.result.redirectUrl);
  expect((await retry(a.v, a.number)).order?.paymentUrl).toBe(first?.paymentUrl);
  const attempt = first!.paymentUrl!.split('/').pop()!;
  await fetch(`${t.url}/api/payments/test/gateway/${attempt}/pay`, { method: 'POST', redirect: 'manual' });
  expect(await paymentStatus(a.v, a.number)).toBe('paid');

  // Paid, or paid another way: nothing to retry, said in Czech.
  const paid = await retry(a.v, a.number);
  expect(paid).toMatchObject({ ok: false, errors: [{ code: 'PAYMENT_NOT_RETRYABLE', message: PAYMENT_NOT_RETRYABLE }], order: { paymentStatus: 'paid' } });
  const cash = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'prevod' });
  const cashOrder = await purchase(cash, `cash-${crypto.randomUUID()}`);
  expect((await retry(cash, cashOrder.order!.number)).errors.map((e) => e.message)).toEqual([PAYMENT_NOT_RETRYABLE]);

  // A failed payment can be retried too; a gateway switched off meanwhile is said so.
  const b = await cardOrder();
  await fetch(`${t.url}/api/payments/test/gateway/${b.paymentId}/fail`, { method: 'POST', redirect: 'manual' });
  expect(await retryPayment(t.database.db, b.result.order!.id, () => false)).toBe('unavailable');
  expect(await paymentStatus(b.v, b.number)).toBe('failed');
  expect((await retry(b.v, b.number)).order?.paymentStatus).toBe('pending');
});
