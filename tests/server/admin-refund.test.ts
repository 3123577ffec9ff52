// @vitest-environment node
// "Vrátit platbu" from the back office (issue 17) against the Comgate stand-in
// (tests/helpers/comgate-stand-in.ts): a full and a partial refund go through Comgate's refund
// call and make the payment and the order refunded, with an audit row in the order's history;
// more than was paid, an unpaid payment, another order's payment are refused with the Czech
// reasons (REFUND_REFUSALS), and only the orders (and admin) role may refund.
//
// The shop's card method is pointed at Comgate in this file's own database copy, as in comgate.test.ts.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentMethods } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser } from '../helpers/admin.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startComgateStandIn, type ComgateStandIn } from '../helpers/comgate-stand-in.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { PERSON, purchase, readyVisitor } from './checkout-helpers.js';

const PASSWORD = 'Zelena-Konvice-77';

type Payment = { id: string; amount: number; status: string; refundable: number };
type RefundAnswer = {
  refundPayment: {
    ok: boolean;
    errors: { code: string; field: string | null; message: string }[];
    warnings: string[];
    order: { paymentStatus: string; payments: Payment[]; history: { action: string; staffEmail: string; after: string | null }[] } | null;
  };
};
const REFUND = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { ok errors { code field message } warnings order { paymentStatus payments { id amount status refundable } history { action staffEmail after } } } }`;

describe('refunds from the order detail, on the Comgate stand-in', () => {
  let t: TestApp;
  let gate: ComgateStandIn;
  let smtp: SmtpHarness;
  let sku: string;
  let staff: AdminBrowser;
  let staffEmail: string;

  async function signedIn(role: 'orders' | 'catalogue') {
    const email = `${role}-refund-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
    await insertStaff(t.database.db, { email, name: `Vratka ${role}`, password: PASSWORD, roles: [role] });
    const browser = new AdminBrowser(t.url);
    expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
    return { browser, email };
  }

  beforeAll(async () => {
    gate = await startComgateStandIn();
    smtp = await startSmtpServer();
    t = await startTestApp({ smtpUrl: smtp.url, paymentProvider: 'comgate', comgate: { merchantId: gate.merchant, secret: gate.secret, url: gate.apiUrl, test: true, timeoutMs: 5000 } });
    gate.notifyUrl = `${t.url}/api/payments/comgate/notify`;
    await t.database.db.update(paymentMethods).set({ paymentGateway: 'comgate' }).where(eq(paymentMethods.sku, 'karta'));
    sku = (await pickProduct(t.database, 'purchasable')).sku;
    ({ browser: staff, email: staffEmail } = await signedIn('orders'));
  });
  afterAll(async () => {
    await t?.close();
    await gate?.close();
    await smtp?.close();
  });

  /** A card order sent to Comgate's page; paid there unless `pay` is false. */
  async function cardOrder(pay = true) {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta', contact: { ...PERSON, emailAddress: `refund-${crypto.randomUUID()}@example.cz` } });
    const placed = await purchase(v, `rf-${crypto.randomUUID()}`);
    expect(placed.status).toBe('redirect-to-payment-gateway');
    const paymentId = placed.redirectUrl!.split('/').pop()!;
    const followed = await fetch(`${t.url}${placed.redirectUrl!}`, { redirect: 'manual' });
    const transId = new URL(followed.headers.get('location')!).searchParams.get('id')!;
    if (pay) await gate.decide(transId, 'PAID');
    return { orderId: placed.order!.id, number: placed.order!.number, amount: placed.order!.totals.totalToPay, paymentId, transId };
  }

  const refund = (browser: AdminBrowser, input: { orderId: string; paymentId: string; amount: number }) => browser.gql<RefundAnswer>(REFUND, { input });
  const refundCalls = () => gate.calls.filter((c) => c.path === '/v2.0/refund.json').length;

  it('refunds the whole payment through Comgate: payment and order refunded, nothing left to refund, audit row in the history', async () => {
    const order = await cardOrder();
    const before = await staff.gql<{ order: { payments: Payment[] } }>('query($id: ID!) { order(id: $id) { payments { id amount status refundable } } }', { id: order.orderId });
    expect(before.body.data?.order.payments).toEqual([{ id: order.paymentId, amount: order.amount, status: 'paid', refundable: order.amount }]);

    const answer = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: order.amount })).body.data!.refundPayment;
    expect(answer).toMatchObject({ ok: true, errors: [], warnings: [], order: { paymentStatus: 'refunded', payments: [{ status: 'refunded', refundable: 0 }] } });
    expect(gate.payments.get(order.transId)?.refunded).toBe(order.amount);
    expect(gate.calls.filter((c) => c.path === '/v2.0/refund.json').at(-1)?.body).toMatchObject({ transId: order.transId, amount: order.amount, refId: order.number });

    const entry = answer.order!.history.find((h) => h.action === 'order.refund');
    expect(entry?.staffEmail).toBe(staffEmail);
    expect(JSON.parse(entry!.after!)).toEqual({ paymentId: order.paymentId, status: 'refunded', refunded: order.amount, provider: 'comgate' });
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.refund')));
    expect(rows).toHaveLength(1);

    // Refunded once: a second refund is refused before Comgate is asked.
    const calls = refundCalls();
    const again = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: 100 })).body.data!.refundPayment;
    expect(again).toMatchObject({ ok: false, errors: [{ code: 'not-paid', message: 'Vrátit lze jen zaplacenou platbu.' }] });
    expect(refundCalls()).toBe(calls);
  });

  it('refunds a part of a payment', async () => {
    const order = await cardOrder();
    const part = Math.floor(order.amount / 3);
    const answer = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: part })).body.data!.refundPayment;
    expect(answer).toMatchObject({ ok: true, order: { paymentStatus: 'refunded' } });
    expect(gate.payments.get(order.transId)?.refunded).toBe(part);
    expect(JSON.parse(answer.order!.history.find((h) => h.action === 'order.refund')!.after!)).toMatchObject({ refunded: part });
  });

  it('refuses more than was paid, nothing, an unpaid payment and another order’s payment with the Czech reasons', async () => {
    const order = await cardOrder();
    const other = await cardOrder();
    const unpaid = await cardOrder(false);
    const calls = refundCalls();
    const over = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: order.amount + 1 })).body.data!.refundPayment;
    expect(over).toMatchObject({ ok: false, errors: [{ code: 'amount-exceeds-payment', field: 'amount', message: 'Vracená částka musí být kladná a nejvýše rovna zaplacené částce.' }], order: { paymentStatus: 'paid' } });
    const zero = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: 0 })).body.data!.refundPayment;
    expect(zero.errors[0]?.code).toBe('amount-exceeds-payment');
    const pending = (await refund(staff, { orderId: unpaid.orderId, paymentId: unpaid.paymentId, amount: unpaid.amount })).body.data!.refundPayment;
    expect(pending).toMatchObject({ ok: false, errors: [{ code: 'not-paid', message: 'Vrátit lze jen zaplacenou platbu.' }] });
    const foreign = (await refund(staff, { orderId: order.orderId, paymentId: other.paymentId, amount: 100 })).body.data!.refundPayment;
    expect(foreign).toMatchObject({ ok: false, errors: [{ code: 'unknown-payment', message: 'Platba nebyla nalezena.' }] });
    expect(refundCalls()).toBe(calls);

    // Comgate itself refusing (the stand-in answers 1402 over what it holds): the gateway's reason, still paid.
    gate.payments.get(order.transId)!.price = 50;
    const refused = (await refund(staff, { orderId: order.orderId, paymentId: order.paymentId, amount: order.amount })).body.data!.refundPayment;
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'gateway-refused', message: 'Platební brána vrácení peněz odmítla.' }], order: { paymentStatus: 'paid' } });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.refund')));
    expect(audit).toEqual([]);
  });

  it('is for the orders role (and admin) only', async () => {
    const order = await cardOrder();
    const { browser: catalogue } = await signedIn('catalogue');
    const refused = await refund(catalogue, { orderId: order.orderId, paymentId: order.paymentId, amount: order.amount });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await refund(new AdminBrowser(t.url), { orderId: order.orderId, paymentId: order.paymentId, amount: order.amount });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gate.payments.get(order.transId)?.refunded ?? 0).toBe(0);
  });
});
