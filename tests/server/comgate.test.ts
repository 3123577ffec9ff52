// @vitest-environment node
// The Comgate gateway (PAYMENT_PROVIDER=comgate) against the local stand-in of its API
// (tests/helpers/comgate-stand-in.ts): the payment is created at Comgate when the shopper follows
// the order's payment link; only a push whose merchant and secret match AND whose state the status
// call confirms changes the order (the status call decides when they disagree); a gateway that
// does not answer leaves the order payable with the Czech warning; a payment Comgate cancels can
// be paid again; refunds go through Comgate's refund call. Configuration refusals are checked too.
//
// The shop's card method is pointed at Comgate (payment_methods.payment_gateway) in this file's own
// database copy, on either engine.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_COMGATE_URL, loadConfig } from '../../src/server/config.js';
import { paymentMethods, payments } from '../../src/server/db/schema.js';
import { refundPayment, unusedGateway } from '../../src/server/services/payments/index.js';
import { startComgateStandIn, type ComgateStandIn } from '../helpers/comgate-stand-in.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { PERSON, purchase, readyVisitor, type Visitor } from './checkout-helpers.js';

describe('Comgate on the stand-in', () => {
  let t: TestApp;
  let gate: ComgateStandIn;
  let smtp: SmtpHarness;
  let sku: string;

  beforeAll(async () => {
    gate = await startComgateStandIn();
    smtp = await startSmtpServer();
    t = await startTestApp({
      smtpUrl: smtp.url,
      paymentProvider: 'comgate',
      // A short timeout so that the "Comgate does not answer" case does not wait the real 10 s.
      comgate: { merchantId: gate.merchant, secret: gate.secret, url: gate.apiUrl, test: true, timeoutMs: 1500 },
    });
    gate.notifyUrl = `${t.url}/api/payments/comgate/notify`;
    await t.database.db.update(paymentMethods).set({ paymentGateway: 'comgate' }).where(eq(paymentMethods.sku, 'karta'));
    sku = (await pickProduct(t.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    await t?.close();
    await gate?.close();
    await smtp?.close();
  });

  async function paymentStatus(v: Visitor, number: string): Promise<{ paymentStatus: string; paymentUrl: string | null } | null> {
    const r = await v.gql<{ order: { paymentStatus: string; paymentUrl: string | null } | null }>(
      `query($n: String!) { order(orderNumber: $n) { paymentStatus paymentUrl } }`,
      { n: number },
    );
    return r.body.data.order;
  }

  /** A card order, placed: the shop's payment link, not yet at Comgate. */
  async function cardOrder(email = `comgate-${crypto.randomUUID()}@example.cz`) {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta', contact: { ...PERSON, emailAddress: email } });
    const placed = await purchase(v, `cg-${crypto.randomUUID()}`);
    expect(placed.status).toBe('redirect-to-payment-gateway');
    expect(placed.redirectUrl).toMatch(/^\/api\/payments\/comgate\/gateway\/[0-9a-f-]{36}$/);
    return { v, email, number: placed.order!.number, amount: placed.order!.totals.totalToPay, link: placed.redirectUrl!, paymentId: placed.redirectUrl!.split('/').pop()! };
  }

  /** Follows the payment link as the browser does; answers where the shop sends it. */
  async function follow(link: string): Promise<{ status: number; location: string }> {
    const response = await fetch(`${t.url}${link}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  /** A card order sent to Comgate's page: its transId there. */
  async function atComgate() {
    const order = await cardOrder();
    const { status, location } = await follow(order.link);
    expect(status).toBe(303);
    const transId = new URL(location).searchParams.get('id')!;
    expect(gate.payments.get(transId)).toBeDefined();
    return { ...order, transId, comgatePage: location };
  }

  const statusCalls = (transId: string) => gate.calls.filter((c) => c.method === 'GET' && c.path === `/v2.0/payment/transId/${transId}.json`).length;

  it('creates the payment at Comgate with the documented fields and sends the shopper there (once per payment)', async () => {
    const order = await cardOrder();
    const first = await follow(order.link);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(new RegExp(`^${gate.origin}/client/instructions/index\\?id=[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$`));

    const creates = gate.calls.filter((c) => c.path === '/v2.0/payment.json');
    const create = creates.at(-1)!;
    expect(create.authorization).toBe(`Basic ${Buffer.from(`${gate.merchant}:${gate.secret}`).toString('base64')}`);
    // Absolute, on the shop's public address (PUBLIC_URL; the test app keeps the default).
    const returnUrl = `${t.services.config.publicUrl}/api/payments/comgate/return?paymentId=${order.paymentId}`;
    expect(create.body).toMatchObject({
      price: order.amount,
      curr: 'CZK',
      label: `Obj. ${order.number}`,
      refId: order.number,
      method: 'ALL',
      email: order.email,
      fullName: PERSON.personName,
      prepareOnly: 'true',
      test: 'true',
      url_paid: returnUrl,
      url_cancelled: returnUrl,
      url_pending: returnUrl,
    });
    // The secret travels only in the Authorization header, never in the body.
    expect(JSON.stringify(create.body)).not.toContain(gate.secret);

    // Following the link again reuses Comgate's payment: no second create.
    expect(await follow(order.link)).toEqual(first);
    expect(gate.calls.filter((c) => c.path === '/v2.0/payment.json')).toHaveLength(creates.length);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, order.paymentId));
    expect(row?.gatewayTransId).toBe(new URL(first.location).searchParams.get('id'));
  });

  it('pays the order on a push whose state the status call confirms, sends "Platba přijata" once and shows the order on return', async () => {
    const order = await atComgate();
    const back = await gate.decide(order.transId, 'PAID');
    expect(gate.pushes.at(-1)).toMatchObject({ transId: order.transId, status: 'PAID', answer: 200, body: 'OK' });
    expect(statusCalls(order.transId)).toBe(1);
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('paid');

    const mail = await smtp.waitFor((m) => m.to.includes(order.email) && m.subject.startsWith('Platba přijata'));
    expect(mail.subject).toBe(`Platba přijata – objednávka č. ${order.number}`);

    // Comgate repeats the push: acknowledged, nothing changes, no second mail.
    gate.payments.get(order.transId)!.state = 'PENDING';
    await gate.decide(order.transId, 'PAID');
    expect(gate.pushes.at(-1)).toMatchObject({ answer: 200, body: 'OK' });

    // The browser comes back to the return URL Comgate was given: the thank-you page.
    expect(back).toBe(`${t.services.config.publicUrl}/api/payments/comgate/return?paymentId=${order.paymentId}`);
    const returned = await fetch(`${t.url}/api/payments/comgate/return?paymentId=${order.paymentId}`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/dekujeme?objednavka=${order.number}`);
    // Once paid, the payment link leads to the order, not to Comgate.
    expect((await follow(order.link)).location).toBe(`/dekujeme?objednavka=${order.number}`);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(order.email) && m.subject.startsWith('Platba přijata'))).toHaveLength(1);
  });

  it('refuses a push with a wrong secret or merchant (401) and leaves the order unchanged', async () => {
    const order = await atComgate();
    gate.badSecret = true;
    try {
      await gate.decide(order.transId, 'PAID');
    } finally {
      gate.badSecret = false;
    }
    expect(gate.pushes.at(-1)).toMatchObject({ transId: order.transId, answer: 401 });
    // Refused before Comgate is asked anything.
    expect(statusCalls(order.transId)).toBe(0);
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('pending');

    const forged = await fetch(`${t.url}/api/payments/comgate/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ transId: order.transId, merchant: '999999', secret: gate.secret, status: 'PAID', price: String(order.amount), curr: 'CZK' }).toString(),
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('Neplatná notifikace.');
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('pending');

    // A push without the documented fields is bad input.
    const bare = await fetch(`${t.url}/api/payments/comgate/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=PAID' });
    expect(bare.status).toBe(400);
  });

  it('lets the status call decide when it disagrees with the push', async () => {
    const order = await atComgate();
    // The push says PAID, Comgate's status call still says PENDING: nothing is paid, no mail.
    gate.statusOverride.set(order.transId, 'PENDING');
    await gate.decide(order.transId, 'PAID');
    expect(gate.pushes.at(-1)).toMatchObject({ transId: order.transId, status: 'PAID', answer: 200 });
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('pending');

    // The push says PAID, the status call says CANCELLED: cancelled it is.
    gate.statusOverride.set(order.transId, 'CANCELLED');
    gate.payments.get(order.transId)!.state = 'PENDING';
    await gate.decide(order.transId, 'PAID');
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('cancelled');
    gate.statusOverride.delete(order.transId);
    expect(smtp.messages.some((m) => m.to.includes(order.email) && m.subject.startsWith('Platba přijata'))).toBe(false);
  });

  it('applies the status call when the shopper returns before the push arrives', async () => {
    const order = await atComgate();
    const saved = gate.notifyUrl;
    gate.notifyUrl = null; // the push is late
    try {
      await gate.decide(order.transId, 'PAID');
    } finally {
      gate.notifyUrl = saved;
    }
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('pending');
    // A forged "status=PAID" in the return URL is ignored; only Comgate's status call counts.
    const returned = await fetch(`${t.url}/api/payments/comgate/return?paymentId=${order.paymentId}&status=PAID`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('paid');
    await smtp.waitFor((m) => m.to.includes(order.email) && m.subject.startsWith('Platba přijata'));
  });

  it('keeps the order payable with the Czech warning when Comgate does not answer in time', async () => {
    const order = await cardOrder();
    gate.hang.add('create');
    let failed: { status: number; location: string };
    try {
      failed = await follow(order.link);
    } finally {
      gate.hang.delete('create');
    }
    expect(failed.status).toBe(303);
    expect(failed.location).toBe(`/dekujeme?objednavka=${order.number}&varovani=payment-gateway-transaction-error`);
    const after = await paymentStatus(order.v, order.number);
    expect(after).toEqual({ paymentStatus: 'pending', paymentUrl: order.link });

    // Comgate answers again: the same link now reaches its page.
    const retried = await follow(order.link);
    expect(retried.location.startsWith(`${gate.origin}/client/instructions/index?id=`)).toBe(true);
  });

  it('records a payment Comgate cancels, and the shopper can pay again with a new Comgate payment', async () => {
    const order = await atComgate();
    await gate.cancelAtGateway(order.transId);
    expect(gate.pushes.at(-1)).toMatchObject({ transId: order.transId, status: 'CANCELLED', answer: 200 });
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('cancelled');

    const r = await order.v.gql<{ checkout_order_retry_payment: { ok: boolean; order: { paymentStatus: string; paymentUrl: string | null } | null } }>(
      `mutation($n: String!) { checkout_order_retry_payment(orderNumber: $n) { ok order { paymentStatus paymentUrl } } }`,
      { n: order.number },
    );
    const retried = r.body.data.checkout_order_retry_payment;
    expect(retried.ok).toBe(true);
    expect(retried.order?.paymentStatus).toBe('pending');
    expect(retried.order?.paymentUrl).toMatch(/^\/api\/payments\/comgate\/gateway\//);
    expect(retried.order?.paymentUrl).not.toBe(order.link);
    const again = await follow(retried.order!.paymentUrl!);
    const transId = new URL(again.location).searchParams.get('id')!;
    expect(transId).not.toBe(order.transId);
    await gate.decide(transId, 'PAID');
    expect((await paymentStatus(order.v, order.number))?.paymentStatus).toBe('paid');
  });

  it('refunds a paid payment through Comgate and refuses an unpaid one', async () => {
    const paid = await atComgate();
    await gate.decide(paid.transId, 'PAID');
    expect((await paymentStatus(paid.v, paid.number))?.paymentStatus).toBe('paid');

    // Comgate unreachable: refused with the reason, still paid.
    gate.hang.add('refund');
    try {
      expect(await refundPayment(t.services, paid.paymentId, paid.amount)).toMatchObject({ ok: false, reason: 'gateway-unavailable' });
    } finally {
      gate.hang.delete('refund');
    }
    expect((await paymentStatus(paid.v, paid.number))?.paymentStatus).toBe('paid');
    expect(await refundPayment(t.services, paid.paymentId, paid.amount + 1)).toMatchObject({ ok: false, reason: 'amount-exceeds-payment' });

    expect(await refundPayment(t.services, paid.paymentId, paid.amount)).toEqual({ ok: true });
    expect(gate.payments.get(paid.transId)?.refunded).toBe(paid.amount);
    const refundCall = gate.calls.filter((c) => c.path === '/v2.0/refund.json').at(-1);
    expect(refundCall?.body).toEqual({ transId: paid.transId, amount: paid.amount, curr: 'CZK', test: 'true', refId: paid.number });
    expect((await paymentStatus(paid.v, paid.number))?.paymentStatus).toBe('refunded');

    const pending = await atComgate();
    const refundsBefore = gate.calls.filter((c) => c.path === '/v2.0/refund.json').length;
    expect(await refundPayment(t.services, pending.paymentId, pending.amount)).toEqual({ ok: false, reason: 'not-paid', message: 'Vrátit lze jen zaplacenou platbu.' });
    expect(await refundPayment(t.services, 'no-such-payment', 100)).toMatchObject({ ok: false, reason: 'unknown-payment' });
    expect(gate.calls.filter((c) => c.path === '/v2.0/refund.json')).toHaveLength(refundsBefore);
    expect((await paymentStatus(pending.v, pending.number))?.paymentStatus).toBe('pending');
  });

  it('names the configured gateway when no payment method pays through it (the start warns)', async () => {
    expect(await unusedGateway(t.services)).toBeNull();
    await t.database.db.update(paymentMethods).set({ paymentGateway: 'test' }).where(eq(paymentMethods.sku, 'karta'));
    try {
      expect(await unusedGateway(t.services)).toBe('comgate');
    } finally {
      await t.database.db.update(paymentMethods).set({ paymentGateway: 'comgate' }).where(eq(paymentMethods.sku, 'karta'));
    }
  });

  it('answers 404 for unknown payments and leaves the test gateway off', async () => {
    expect((await follow('/api/payments/comgate/gateway/nope')).status).toBe(404);
    expect((await fetch(`${t.url}/api/payments/comgate/return?paymentId=nope`, { redirect: 'manual' })).status).toBe(404);
    const unknown = await fetch(`${t.url}/api/payments/comgate/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ transId: 'ZZZZ-ZZZZ-ZZZZ', merchant: gate.merchant, secret: gate.secret, status: 'PAID' }).toString(),
    });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${t.url}/api/payments/test/gateway/x`)).status).toBe(404);
  });
});

describe('Comgate configuration', () => {
  it('refuses to start with PAYMENT_PROVIDER=comgate and a missing variable, naming it', () => {
    const start = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'comgate', ...env });
    expect(start({ COMGATE_MERCHANT_ID: '123456' })).toThrow(ConfigError);
    expect(start({ COMGATE_MERCHANT_ID: '123456' })).toThrow(/COMGATE_SECRET: must be set with PAYMENT_PROVIDER=comgate/);
    expect(start({ COMGATE_SECRET: 'x' })).toThrow(/COMGATE_MERCHANT_ID: must be set/);
    expect(start({ COMGATE_MERCHANT_ID: '1', COMGATE_SECRET: 's', COMGATE_URL: 'ftp://x' })).toThrow(/COMGATE_URL: must start with/);
    // A bad value never echoes a secret.
    const secret = 'tajne'.repeat(60);
    try {
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT_ID: '1', COMGATE_SECRET: secret });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/COMGATE_SECRET: must be at most 256 characters/);
      expect(String(error)).not.toContain('tajne');
    }
  });

  it('reads the merchant, secret, URL (production by default) and test flag', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT_ID: '123456', COMGATE_SECRET: 'abc', COMGATE_TEST: '1' });
    expect(config.paymentProvider).toBe('comgate');
    expect(config.comgate).toEqual({ merchantId: '123456', secret: 'abc', url: DEFAULT_COMGATE_URL, test: true, timeoutMs: 10_000 });
    expect(DEFAULT_COMGATE_URL).toBe('https://payments.comgate.cz/v2.0');
    // A deployment (https PUBLIC_URL) may run Comgate: it is the real gateway.
    const deployed = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example.cz', PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT_ID: '1', COMGATE_SECRET: 's', COMGATE_URL: 'https://gw.example/v2.0/' });
    expect(deployed.comgate?.url).toBe('https://gw.example/v2.0');
    expect(loadConfig({ NODE_ENV: 'test' }).comgate).toBeNull();
  });
});
