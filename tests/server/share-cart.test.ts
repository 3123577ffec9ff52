// @vitest-environment node
// Share cart: real SMTP delivery of the link, loading it into another visitor's cart, rate
// limits per recipient, validation and ownership.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { addToCart, readCheckout, type Visitor } from './checkout-helpers.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import { additionalServices, prices, products } from '../../src/server/db/schema.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://cisto.test' });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const share = (v: Visitor, body: Record<string, unknown>) =>
  v.rest<{ ok: boolean; statusCode?: number; message?: string }>('POST', '/api/utils/share-cart', { checkoutId: v.checkoutId, locale: 'cs', ...body });

it('e-mails a link that loads the cart into another visitor’s checkout', async () => {
  const sender = await newVisitor(t.url);
  await addToCart(sender, sku, 4);
  const to = `kolega-${Date.now()}@example.cz`;
  const sent = await share(sender, { customerName: 'Petr Novák', customerEmail: 'petr@example.cz', to, message: 'Objednej prosím tohle.' });
  expect(sent.status).toBe(200);
  expect(sent.body.ok).toBe(true);

  const mail = await smtp.waitFor((m) => m.to.includes(to));
  // Fixed text only (issue 11): the sender's name is in the body, never in the subject.
  expect(mail.subject).toBe('Sdílený nákupní košík z obchodu Čisto');
  expect(mail.headers['reply-to']).toBe('petr@example.cz');
  expect(mail.text).toContain('Objednej prosím tohle.');
  const token = /nahrat-sdileny-kosik\?token=([A-Za-z0-9_-]+)/.exec(mail.html)?.[1];
  expect(mail.html).toContain('https://cisto.test/nahrat-sdileny-kosik?token=');
  expect(token).toBeTruthy();

  const preview = await fetch(`${t.url}/api/utils/shared-cart?token=${token}`).then((r) => r.json() as Promise<{ senderName: string; lines: { sku: string; quantity: number }[] }>);
  expect(preview.senderName).toBe('Petr Novák');
  expect(preview.lines).toEqual([expect.objectContaining({ sku, quantity: 4 })]);

  const recipient = await newVisitor(t.url);
  const load = `mutation($c: ID!, $t: String!) { checkout_cart_load_shared(checkoutId: $c, token: $t) { ok errors { code message } cart { subjects { sku quantity } } } }`;
  const loaded = await recipient.gql<{ checkout_cart_load_shared: { ok: boolean; cart: { subjects: { sku: string; quantity: number }[] } } }>(load, {
    c: recipient.checkoutId,
    t: token,
  });
  expect(loaded.body.data.checkout_cart_load_shared.ok).toBe(true);
  expect(loaded.body.data.checkout_cart_load_shared.cart.subjects).toEqual([{ sku, quantity: 4 }]);
  // Loading again adds (the storefront asks first, since the cart is no longer empty).
  await recipient.rest('POST', `/api/checkout/${recipient.checkoutId}/cart/load-shared`, { token });
  expect((await readCheckout(recipient)).cart.subjects[0]?.quantity).toBe(8);

  const expired = await recipient.gql<{ checkout_cart_load_shared: { ok: boolean; errors: { code: string; message: string }[] } }>(load, {
    c: recipient.checkoutId,
    t: 'neplatny-token-neplatny-token',
  });
  expect(expired.body.data.checkout_cart_load_shared.errors[0]).toEqual({ code: 'SHARED_CART_NOT_FOUND', message: 'Odkaz na sdílený košík je neplatný nebo vypršel.' });
  expect((await fetch(`${t.url}/api/utils/shared-cart?token=nic`)).status).toBe(404);
});

it('merges into the recipient’s cart: the recipient’s quantities and other lines stay, the shared warranty comes along', async () => {
  const [withWarranty] = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(additionalServices, and(eq(additionalServices.productSku, products.sku), eq(additionalServices.serviceSku, 'zar01')))
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(and(eq(products.onSale, true), eq(products.soldOut, false), sql`${products.stockState} IS DISTINCT FROM 'sold-out'`, eq(products.stockOnly, false), sql`${products.quantitySettings} IS NULL`, ne(products.sku, sku)))
    .orderBy(products.sku)
    .limit(1);
  if (!withWarranty) throw new Error('seed has no product with a warranty');
  const sender = await newVisitor(t.url);
  await addToCart(sender, withWarranty.sku, 2);
  const lines = await sender.gql<{ checkout: { cart: { subjects: { id: string; sku: string }[] } } }>(`query($c: ID!) { checkout(checkoutId: $c) { cart { subjects { id sku } } } }`, { c: sender.checkoutId });
  const parentId = lines.body.data.checkout.cart.subjects.find((x) => x.sku === withWarranty.sku)?.id;
  const warranty = await sender.rest<{ ok: boolean }>('POST', `/api/checkout/${sender.checkoutId}/cart/update-subject-indirect`, { parentId, sku: 'zar01', quantity: 1 });
  expect(warranty.body.ok).toBe(true);
  const to = `merge-${Date.now()}@example.cz`;
  expect((await share(sender, { customerName: 'Petr Novák', customerEmail: 'petr@example.cz', to })).body.ok).toBe(true);
  const token = /nahrat-sdileny-kosik\?token=([A-Za-z0-9_-]+)/.exec((await smtp.waitFor((m) => m.to.includes(to))).html)?.[1];

  const recipient = await newVisitor(t.url);
  await addToCart(recipient, withWarranty.sku, 1);
  await addToCart(recipient, sku, 3);
  const load = `mutation($c: ID!, $t: String!) { checkout_cart_load_shared(checkoutId: $c, token: $t) { ok errors { code message } cart { subjects { sku quantity indirectSubjects { sku } } } } }`;
  const loaded = await recipient.gql<{ checkout_cart_load_shared: { ok: boolean; cart: { subjects: { sku: string; quantity: number; indirectSubjects: { sku: string }[] }[] } } }>(load, {
    c: recipient.checkoutId,
    t: token,
  });
  expect(loaded.body.data.checkout_cart_load_shared.ok).toBe(true);
  const subjects = loaded.body.data.checkout_cart_load_shared.cart.subjects;
  expect(subjects.find((x) => x.sku === withWarranty.sku)).toEqual({ sku: withWarranty.sku, quantity: 3, indirectSubjects: [{ sku: 'zar01' }] });
  expect(subjects.find((x) => x.sku === sku)).toEqual({ sku, quantity: 3, indirectSubjects: [] });
});

it('validates the form with the domain messages and refuses an empty or foreign cart', async () => {
  const v = await newVisitor(t.url);
  const invalid = await share(v, { customerName: '', customerEmail: 'nope', to: 'x@y.cz' });
  expect(invalid.status).toBe(400);
  expect(invalid.body.message).toContain(MESSAGES.required);
  expect(invalid.body.message).toContain(MESSAGES.invalidEmail);

  const empty = await share(v, { customerName: 'A', customerEmail: 'a@example.cz', to: 'b@example.cz' });
  expect(empty.body.ok).toBe(false);

  const other = await newVisitor(t.url);
  const foreign = await other.rest('POST', '/api/utils/share-cart', { checkoutId: v.checkoutId, customerName: 'A', customerEmail: 'a@example.cz', to: 'b@example.cz' });
  expect(foreign.status).toBe(403);

  const gql = await v.gql<{ checkout_share_cart: { ok: boolean; fieldErrors: { field: string; message: string }[] } }>(
    `mutation($c: ID!) { checkout_share_cart(checkoutId: $c, input: { customerName: "A", customerEmail: "a", to: "b@example.cz" }) { ok fieldErrors { field message } } }`,
    { c: v.checkoutId },
  );
  expect(gql.body.data.checkout_share_cart.fieldErrors).toEqual([{ field: 'customerEmail', message: MESSAGES.invalidEmail }]);
});

it('limits e-mails to one recipient', async () => {
  const v = await newVisitor(t.url);
  await addToCart(v, sku, 1);
  const to = `limit-${Date.now()}@example.cz`;
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await share(v, { customerName: 'A', customerEmail: `sender${i}@example.cz`, to });
    statuses.push(r.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
});
