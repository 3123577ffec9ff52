// @vitest-environment node
// Issue 11, finding 11: the complaint and share-cart forms are no phishing relay. Over a real SMTP
// server: subjects hold fixed text (and a validated order number) only, the visitor's text arrives
// defanged (no clickable link in the HTML or plain-text part), a complaint confirmation goes only
// to the e-mail of the order it names, order numbers are validated, and one recipient gets at most
// 3 such e-mails a day, whoever sends them from wherever.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { addToCart, purchase, readyVisitor } from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://cisto.test', trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ip = 10;
/** A visitor from its own address, so the per-IP limits of one case do not spill into the next. */
async function visitorFrom() {
  ip += 1;
  const address = `203.0.113.${ip}`;
  const v = await newVisitor(t.url);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: v.authorization, cookie: v.cookie, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { ok?: boolean; message?: string; complaintNumber?: string } };
  };
  return { ...v, post };
}

const PHISH = 'Váš účet bude zablokován! Ověřte platbu na https://cisto-platby.example/login nebo www.evil.example.';

/** No <a> in the HTML except the shop's own links (its site, its button, its mail address). */
function foreignLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '').filter((href) => !href.startsWith('https://cisto.test') && !href.startsWith('mailto:info@'));
}

describe('share cart', () => {
  it('sends a fixed subject and the visitor text defanged, without links of its own', async () => {
    const v = await visitorFrom();
    await addToCart(v, sku, 1);
    const to = `phish-${Date.now()}@example.cz`;
    const res = await v.post('/api/utils/share-cart', {
      checkoutId: v.checkoutId,
      customerName: 'Podpora banky http://evil.example',
      customerEmail: 'attacker@example.cz',
      to,
      message: PHISH,
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Sdílený nákupní košík z obchodu Čisto');
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('https://cisto-platby.example');
      expect(part).not.toContain('evil.example');
      expect(part).toContain('https[:]//cisto-platby[.]example/login');
      expect(part).toContain('www[.]evil[.]example');
      expect(part).toContain('Podpora banky http[:]//evil[.]example');
    }
    expect(foreignLinks(mail.html)).toEqual([]);
    expect(mail.html).toContain('https://cisto.test/nahrat-sdileny-kosik?token=');
  });

  it('sends at most 3 e-mails a day to one recipient, from any sender and IP', async () => {
    const to = `limit-${Date.now()}@example.cz`;
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 4; i++) {
      const v = await visitorFrom();
      await addToCart(v, sku, 1);
      const res = await v.post('/api/utils/share-cart', { checkoutId: v.checkoutId, customerName: `Odesílatel ${i}`, customerEmail: `sender${i}@example.cz`, to, message: '' });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 24 hodin.');
    // The outbox sends the three in any order: wait for all of them, then check no fourth follows.
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(to)).length, { timeout: 20_000 }).toBe(3);
    expect(smtp.messages.filter((m) => m.to.includes(to) && m.text.includes('Odesílatel 3'))).toEqual([]);
  });
});

describe('complaints', () => {
  const complaint = (email: string, orderNumber: string, description = PHISH) => ({
    name: 'Jana Nováková',
    email,
    phone: '',
    orderNumber,
    productSku: '',
    description,
    agreement: true,
  });

  it('refuses an order number that is not the shop format, with 400 and the Czech message', async () => {
    const v = await visitorFrom();
    for (const orderNumber of ['www.evil.example', '12345', '2026-000001x']) {
      const res = await v.post('/api/content/complaints', complaint('jana@example.cz', orderNumber));
      expect(res.status, orderNumber).toBe(400);
      expect(res.body.message).toContain(MESSAGES.orderNumber);
    }
  });

  it('confirms to the customer only when the order was placed with that e-mail; the shop always gets it', async () => {
    // An order the visitor really placed.
    const buyer = await readyVisitor(t.url, sku, 1);
    const placed = await purchase(buyer, `relay-${Date.now()}`);
    const order = placed.order;
    if (!order) throw new Error(JSON.stringify(placed));
    const { number, email: buyerEmail } = order;

    // A stranger's address with a real-looking number: stored and sent to the shop only, same answer.
    const victim = `victim-${Date.now()}@example.cz`;
    const v = await visitorFrom();
    const foreign = await v.post('/api/content/complaints', complaint(victim, number));
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({ ok: true, complaintNumber: expect.stringMatching(/^R\d{4}-\d{6}$/) as string });
    const toShop = await smtp.waitFor((m) => m.headers['reply-to'] === victim);
    expect(toShop.to).not.toContain(victim);
    expect(toShop.text).toContain('nenalezena');

    // The buyer's own address: confirmed to the buyer, with the visitor text defanged and no link.
    const own = await v.post('/api/content/complaints', complaint(buyerEmail.toUpperCase(), ` ${number.slice(0, 4)} ${number.slice(4)} `));
    expect(own.status).toBe(200);
    const confirmation = await smtp.waitFor((m) => m.to.includes(buyerEmail) && m.subject.startsWith('Reklamace'));
    expect(confirmation.subject).toBe(`Reklamace k objednávce č. ${number}`);
    expect(confirmation.text).toContain('https[:]//cisto-platby[.]example/login');
    expect(confirmation.html).not.toContain('https://cisto-platby.example');
    expect(foreignLinks(confirmation.html)).toEqual([]);
    expect(smtp.messages.some((m) => m.to.includes(victim))).toBe(false);
    expect(own.body).toMatchObject({ ok: true });
  });
});
