// @vitest-environment node
// Share cart: real SMTP delivery of the link, loading it into another visitor's cart, rate
// limits per recipient, validation and ownership.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { addToCart, readCheckout, type Visitor } from './checkout-helpers.js';

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
  expect(mail.subject).toBe('Petr Novák s vámi sdílí nákupní košík');
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
  // Loading twice sets, not adds.
  await recipient.rest('POST', `/api/checkout/${recipient.checkoutId}/cart/load-shared`, { token });
  expect((await readCheckout(recipient)).cart.subjects[0]?.quantity).toBe(4);

  const expired = await recipient.gql<{ checkout_cart_load_shared: { ok: boolean; errors: { code: string; message: string }[] } }>(load, {
    c: recipient.checkoutId,
    t: 'neplatny-token-neplatny-token',
  });
  expect(expired.body.data.checkout_cart_load_shared.errors[0]).toEqual({ code: 'SHARED_CART_NOT_FOUND', message: 'Odkaz na sdílený košík je neplatný nebo vypršel.' });
  expect((await fetch(`${t.url}/api/utils/shared-cart?token=nic`)).status).toBe(404);
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
