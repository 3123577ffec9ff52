// @vitest-environment node
// Who may read an order (issue 11, finding 3): a customer's orders need a live login of that
// customer; an order placed anonymously is readable by the session it was placed in while that
// session stays anonymous. The checkout outlives a logout, so the next person on the same browser
// must not read the previous customer's order, invoice or thank-you page.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { PERSON } from './checkout-helpers.js';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
});

type OrderView = { number: string; email: string; orderContact: { personName: string; phoneNumber: string; street: string }; invoice: { number: string } | null };
const ORDER_QUERY = `query($n: String!) { order(orderNumber: $n) { number email orderContact { personName phoneNumber street } invoice { number } } }`;

async function gqlData<T>(b: Browser, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await b.gql<T>(query, variables);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** Fills the browser's cart, chooses methods and contact, and places the order (a purchase with an invoice). */
async function placeOrder(b: Browser): Promise<{ number: string; invoice: string }> {
  const c = b.checkoutId;
  const added = await gqlData<{ r: { ok: boolean } }>(b, `mutation($c: ID!, $s: String!) { r: checkout_cart_update_subjects(checkoutId: $c, batch: [{ sku: $s, quantity: 1, mode: ADD }]) { ok } }`, { c, s: sku });
  expect(added.r.ok).toBe(true);
  const methods = await gqlData<{ r: { ok: boolean } }>(b, `mutation($c: ID!) { r: checkout_cart_update_methods(checkoutId: $c, shippingSku: "osobni-odber-praha", paymentSku: "hotove") { ok } }`, { c });
  expect(methods.r.ok).toBe(true);
  const data = await gqlData<{ r: { ok: boolean } }>(b, `mutation($c: ID!, $i: CheckoutDataInput!) { r: checkout_data_update(checkoutId: $c, input: $i) { ok } }`, {
    c,
    i: { orderInfo: { contact: PERSON }, agreements: { terms: true, privacy: true } },
  });
  expect(data.r.ok).toBe(true);
  const placed = await gqlData<{ r: { status: string; order: { number: string; invoice: { number: string } | null } | null } }>(
    b,
    `mutation($c: ID!, $i: CreatePurchaseInput!) { r: checkout_create_purchase(checkoutId: $c, input: $i) { status order { number invoice { number } } } }`,
    { c, i: { idempotencyKey: `own-${crypto.randomUUID()}` } },
  );
  expect(placed.r.status).toBe('success');
  const number = placed.r.order?.number ?? '';
  const invoice = placed.r.order?.invoice?.number ?? '';
  expect(number).not.toBe('');
  expect(invoice).not.toBe('');
  return { number, invoice };
}

async function readOrder(b: Browser, number: string): Promise<OrderView | null> {
  return (await gqlData<{ order: OrderView | null }>(b, ORDER_QUERY, { n: number })).order;
}

async function loggedInCustomer(prefix: string): Promise<Browser> {
  const email = uniqueEmail(prefix);
  const b = new Browser(t.url);
  await b.uictx();
  expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
  expect((await b.login(email, registrationPayload(email).info.password)).body.status).toBe('success');
  return b;
}

describe('orders after logout (finding 3)', () => {
  it('are no longer readable on the same browser: order, thank-you data, invoice', async () => {
    const b = await loggedInCustomer('owner-logout');
    const { number, invoice } = await placeOrder(b);
    // While logged in: the order (the /dekujeme data), its invoice and the invoice PDF.
    const own = await readOrder(b, number);
    expect(own).toMatchObject({ number, orderContact: { personName: PERSON.personName, street: PERSON.street }, invoice: { number: invoice } });
    expect((await b.fetch(`/api/profile/invoices/${encodeURIComponent(invoice)}/pdf`)).status).toBe(200);
    const tokenBeforeLogout = b.token;
    const checkoutBeforeLogout = b.checkoutId;

    expect((await b.logout()).body.status).toBe('success');
    // The next person on this browser: same cookie jar, same checkout, a fresh anonymous token.
    expect((await b.uictx()).checkoutId).toBe(checkoutBeforeLogout);
    expect(await readOrder(b, number)).toBeNull();
    const invoices = await gqlData<{ customerInvoice: unknown; customerOrder: unknown }>(
      b,
      `query($n: String!, $i: String!) { customerOrder(orderNumber: $n) { number } customerInvoice(invoiceNumber: $i) { number } }`,
      { n: number, i: invoice },
    );
    expect(invoices).toEqual({ customerOrder: null, customerInvoice: null });
    expect((await b.fetch(`/api/profile/invoices/${encodeURIComponent(invoice)}/pdf`)).status).toBe(401);
    expect((await b.fetch(`/api/profile/orders/${encodeURIComponent(number)}`)).status).toBe(401);

    // The access token issued before the logout is still within its 10 minutes: refused too.
    b.token = tokenBeforeLogout;
    expect(await readOrder(b, number)).toBeNull();
    expect((await b.fetch(`/api/profile/invoices/${encodeURIComponent(invoice)}/pdf`)).status).toBe(401);
    const retry = await b.gql<{ checkout_order_retry_payment: { ok: boolean; order: unknown } }>(
      `mutation($n: String!) { checkout_order_retry_payment(orderNumber: $n) { ok order { number } } }`,
      { n: number },
    );
    expect(retry.body.data.checkout_order_retry_payment).toEqual({ ok: false, order: null });
  });

  it('come back with the next login of the same customer, and never show to another customer', async () => {
    const email = uniqueEmail('owner-again');
    const b = new Browser(t.url);
    await b.uictx();
    await b.json('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
    await b.login(email, registrationPayload(email).info.password);
    const { number } = await placeOrder(b);
    await b.logout();
    expect(await readOrder(b, number)).toBeNull();
    await b.login(email, registrationPayload(email).info.password);
    expect((await readOrder(b, number))?.number).toBe(number);

    const other = await loggedInCustomer('owner-other');
    expect(await readOrder(other, number)).toBeNull();
    const anonymous = new Browser(t.url);
    await anonymous.uictx();
    expect(await readOrder(anonymous, number)).toBeNull();
  });
});

describe('anonymous orders', () => {
  it('are readable in the session that placed them, by nobody else, and not after a login and logout there', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    const { number } = await placeOrder(b);
    expect((await readOrder(b, number))?.orderContact.personName).toBe(PERSON.personName);
    // A second tab of the same browser (same cookies, its own token) reads it too.
    const tab = b.cloneJar();
    await tab.uictx();
    expect((await readOrder(tab, number))?.number).toBe(number);

    const stranger = new Browser(t.url);
    await stranger.uictx();
    expect(await readOrder(stranger, number)).toBeNull();

    // Someone logs in on this browser (the session id is replaced) and logs out again: the
    // anonymous order of the earlier visitor is not theirs, nor the next person's.
    const email = uniqueEmail('owner-anon');
    await b.json('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
    await b.login(email, registrationPayload(email).info.password);
    expect(await readOrder(b, number)).toBeNull();
    await b.logout();
    await b.uictx();
    expect(await readOrder(b, number)).toBeNull();
  });
});
