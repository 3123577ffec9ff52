// @vitest-environment node
// The stock watchdog "Hlídat dostupnost" (issue 16, item 5) over real HTTP and real SMTP: only a
// product that is not in stock can be watched, the form's Czech messages, the rate limits, the
// sweep mails once per watch (also when two sweeps run at once), notifyStockReturned, the
// quantity asked for, the customer's list and cancel (nobody else's), the e-mail's cancel link.
// The e-mail goes through the mail outbox, queued in the sweep's transaction: an SMTP outage during
// the sweep loses none. Every test restocks products of its own (inserted here), never the seeded catalogue that other
// test files read on the shared PostgreSQL database.

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, STOCK_WATCH_TEXTS, atMostMessage } from '../../src/domain/index.js';
import { prices, products, stockWatches } from '../../src/server/db/schema.js';
import { notifyStockReturned, sweepStockWatches } from '../../src/server/services/stock-watch.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { eventually, outboxRowsTo, waitForOutboxState } from '../helpers/mail-outbox.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let smtp: SmtpHarness;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://cisto.test', trustProxy: 1 });
});
const ownSkus: string[] = [];
afterAll(async () => {
  // The products of this file leave the shared PostgreSQL database with their watches.
  if (ownSkus.length > 0) {
    await t.database.db.delete(stockWatches).where(inArray(stockWatches.productSku, ownSkus));
    await t.database.db.delete(prices).where(inArray(prices.sku, ownSkus));
    await t.database.db.delete(products).where(inArray(products.sku, ownSkus));
  }
  await t.close();
  await smtp.close();
});

type Watch = { id: string; sku: string; productName: string; productUrl: string | null; email: string; quantity: number | null; state: string; stateText: string; createdAt: string; expiresAt: string };
type Result = { ok: boolean; errors: { code: string; message: string }[]; fieldErrors: { field: string; message: string }[]; watch: Watch | null };
const WATCH = 'id sku productName productUrl email quantity state stateText createdAt expiresAt';
const RESULT = `ok errors { code message } fieldErrors { field message } watch { ${WATCH} }`;
const SUBSCRIBE = `mutation($input: StockWatchInput!) { stock_watch_subscribe(input: $input) { ${RESULT} } }`;

/** A product of this test's own (a copy of a seeded one under a new sku), sold out until restocked. */
async function ownProduct(stock: { state: string; quantity: number } = { state: 'sold-out', quantity: 0 }): Promise<{ sku: string; name: string }> {
  const base = await pickProduct(t.database, 'purchasable');
  const sku = `WD-${randomUUID().slice(0, 8)}`;
  const name = `Hlídaný produkt ${sku}`;
  ownSkus.push(sku);
  const { ean: _ean, createdAt: _c, updatedAt: _u, nameSortKey: _k, ...rest } = base;
  await t.database.db.insert(products).values({ ...rest, sku, name, stockState: stock.state, stockQuantity: stock.quantity, soldOut: false, onSale: true });
  const [price] = await t.database.db.select().from(prices).where(and(eq(prices.sku, base.sku), eq(prices.priceGroup, '_default')));
  if (!price) throw new Error('seed product without a price');
  await t.database.db.insert(prices).values({ ...price, sku });
  return { sku, name };
}

async function restock(sku: string, quantity: number): Promise<void> {
  await t.database.db.update(products).set({ stockState: 'stock', stockQuantity: quantity }).where(eq(products.sku, sku));
}

async function visitor(): Promise<Browser> {
  const b = new Browser(t.url);
  await b.uictx();
  return b;
}

async function subscribe(b: Browser, input: { sku: string; email: string; quantity?: number | null }): Promise<Result> {
  const res = await b.gql<{ stock_watch_subscribe: Result }>(SUBSCRIBE, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.stock_watch_subscribe;
}

/** Watchdog e-mails to an address (a customer also gets the registration e-mail). */
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject.endsWith(' je opět skladem'));
/**
 * Watchdog e-mails queued for an address: what the sweep decided, at once (the outbox worker
 * delivers them a moment later), so "none" is certain, not just "none yet".
 */
const queuedTo = async (email: string) => (await outboxRowsTo(t.database.db, email)).filter((row) => row.template === 'watchdog');

describe('subscribing', () => {
  it('refuses a product in stock and an unknown one, with Czech messages', async () => {
    const b = await visitor();
    const inStock = await ownProduct({ state: 'stock', quantity: 20 });
    expect(await subscribe(b, { sku: inStock.sku, email: uniqueEmail('instock') })).toMatchObject({
      ok: false,
      errors: [{ code: 'IN_STOCK', message: STOCK_WATCH_TEXTS.inStock }],
      watch: null,
    });
    expect(await subscribe(b, { sku: 'NO-SUCH-SKU-123', email: uniqueEmail('unknown') })).toMatchObject({
      ok: false,
      errors: [{ code: 'UNKNOWN_PRODUCT', message: STOCK_WATCH_TEXTS.unknownProduct }],
    });
  });

  it('answers a bad e-mail or quantity with the form’s Czech field messages', async () => {
    const b = await visitor();
    const { sku } = await ownProduct();
    expect((await subscribe(b, { sku, email: 'jana@' })).fieldErrors).toEqual([{ field: 'email', message: MESSAGES.invalidEmail }]);
    expect((await subscribe(b, { sku, email: '  ' })).fieldErrors).toEqual([{ field: 'email', message: MESSAGES.required }]);
    expect((await subscribe(b, { sku, email: uniqueEmail('q'), quantity: 0 })).fieldErrors).toEqual([{ field: 'quantity', message: 'Zadejte číslo větší než 0.' }]);
    expect((await subscribe(b, { sku, email: uniqueEmail('q'), quantity: 100_001 })).fieldErrors).toEqual([{ field: 'quantity', message: atMostMessage(100_000) }]);
    expect(atMostMessage(100_000)).toBe('Zadejte číslo nejvýše 100\u00a0000.');
  });

  it('limits one address to 10 watches a day from any IP, and one IP to 10 an hour', async () => {
    const email = uniqueEmail('limit');
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const { sku } = await ownProduct();
      const r = await subscribe(await visitor(), { sku, email });
      outcomes.push(r.ok ? 'ok' : (r.errors[0]?.code ?? '?'));
    }
    expect(outcomes).toEqual([...Array<string>(10).fill('ok'), 'RATE_LIMITED']);

    const b = await visitor();
    const { sku } = await ownProduct();
    const perIp: string[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await subscribe(b, { sku, email: uniqueEmail(`ip${i}`) });
      perIp.push(r.ok ? 'ok' : (r.errors[0]?.code ?? '?'));
    }
    expect(perIp).toEqual([...Array<string>(10).fill('ok'), 'RATE_LIMITED']);
    const last = await subscribe(b, { sku, email: uniqueEmail('ip-last') });
    expect(last.errors[0]?.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 1 hodinu.');
  });
});

describe('the sweep', () => {
  it('sends one e-mail over SMTP when stock returns, and none on the next sweep', async () => {
    const { sku, name } = await ownProduct();
    const email = uniqueEmail('sweep');
    const r = await subscribe(await visitor(), { sku, email: email.toUpperCase() });
    expect(r).toMatchObject({ ok: true, watch: { sku, email, quantity: null, state: 'active', stateText: 'Hlídá se' } });

    await sweepStockWatches(t.services);
    expect(await queuedTo(email)).toHaveLength(0);

    await restock(sku, 5);
    await sweepStockWatches(t.services);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`${name} je opět skladem`);
    expect(mail.text).toContain('produkt, který hlídáte, je opět skladem');
    expect(mail.html).toContain(`https://cisto.test/hlidany-produkt-${sku.toLowerCase()}/p/${sku}`);
    expect(mail.html).toContain('https://cisto.test/hlidani-dostupnosti/zrusit?token=');

    await sweepStockWatches(t.services);
    await notifyStockReturned(t.services, [sku]);
    expect(await queuedTo(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(stockWatches).where(eq(stockWatches.id, r.watch?.id ?? ''));
    expect(row?.notifiedAt).toBeInstanceOf(Date);
  });

  it('two sweeps at once send the e-mail once', async () => {
    const { sku } = await ownProduct();
    const emails = [uniqueEmail('double-a'), uniqueEmail('double-b')];
    for (const email of emails) expect((await subscribe(await visitor(), { sku, email })).ok).toBe(true);
    await restock(sku, 3);
    await Promise.all([sweepStockWatches(t.services), sweepStockWatches(t.services), notifyStockReturned(t.services, [sku])]);
    for (const email of emails) {
      expect(await queuedTo(email)).toHaveLength(1);
      await smtp.waitFor((m) => m.to.includes(email));
      expect(mailsTo(email)).toHaveLength(1);
    }
  });

  it('waits for the quantity asked for; notifyStockReturned sends for the products named', async () => {
    const { sku } = await ownProduct();
    const email = uniqueEmail('quantity');
    expect((await subscribe(await visitor(), { sku, email, quantity: 12 })).watch?.quantity).toBe(12);
    await restock(sku, 11);
    await notifyStockReturned(t.services, [sku]);
    expect(await queuedTo(email)).toHaveLength(0);
    await restock(sku, 12);
    await notifyStockReturned(t.services, ['SOMETHING-ELSE']);
    expect(await queuedTo(email)).toHaveLength(0);
    await notifyStockReturned(t.services, [sku]);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain('v množství alespoň 12 ks');
  });

  it('does not mail an expired watch, nor for a product back on the shelf but not purchasable', async () => {
    const { sku } = await ownProduct();
    const email = uniqueEmail('expired');
    const r = await subscribe(await visitor(), { sku, email });
    await restock(sku, 5);
    const later = new Date(Date.now() + 184 * 24 * 60 * 60 * 1000);
    await sweepStockWatches(t.services, { now: later });
    expect(await queuedTo(email)).toHaveLength(0);

    const other = await ownProduct();
    const otherEmail = uniqueEmail('withdrawn');
    await subscribe(await visitor(), { sku: other.sku, email: otherEmail });
    await t.database.db.update(products).set({ stockState: 'stock', stockQuantity: 5, soldOut: true }).where(eq(products.sku, other.sku));
    await notifyStockReturned(t.services, [other.sku]);
    expect(await queuedTo(otherEmail)).toHaveLength(0);
    expect(r.watch?.expiresAt).toBeDefined();
  });
});

describe('the profile and the e-mail link', () => {
  async function customer(prefix: string): Promise<{ b: Browser; email: string }> {
    const email = uniqueEmail(prefix);
    const b = new Browser(t.url);
    expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
    await b.login(email, registrationPayload(email).info.password);
    return { b, email };
  }
  const LIST = `{ stockWatches { ${WATCH} } }`;
  const CANCEL = `mutation($id: ID!) { stock_watch_cancel(id: $id) { ${RESULT} } }`;

  it('lists the customer’s watches with their state; the customer cancels one, another customer cannot', async () => {
    const alice = await customer('alice-watch');
    const bob = await customer('bob-watch');
    const first = await ownProduct();
    const second = await ownProduct();
    const a1 = await subscribe(alice.b, { sku: first.sku, email: alice.email, quantity: 4 });
    const a2 = await subscribe(alice.b, { sku: second.sku, email: alice.email });
    expect(a1.ok && a2.ok).toBe(true);

    const list = await alice.b.gql<{ stockWatches: Watch[] }>(LIST);
    expect(list.body.data.stockWatches.map((w) => [w.sku, w.quantity, w.state, w.productName])).toEqual([
      [second.sku, null, 'active', second.name],
      [first.sku, 4, 'active', first.name],
    ]);
    expect((await bob.b.gql<{ stockWatches: Watch[] }>(LIST)).body.data.stockWatches).toEqual([]);
    expect((await (await visitor()).gql<{ stockWatches: Watch[] }>(LIST)).body.data.stockWatches).toEqual([]);

    const stolen = await bob.b.gql<{ stock_watch_cancel: Result }>(CANCEL, { id: a1.watch?.id });
    expect(stolen.body.data.stock_watch_cancel).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND', message: STOCK_WATCH_TEXTS.notFound }] });
    const anonymous = await (await visitor()).gql<{ stock_watch_cancel: Result }>(CANCEL, { id: a1.watch?.id });
    expect(anonymous.body.data.stock_watch_cancel).toMatchObject({ ok: false, errors: [{ code: 'LOGIN_REQUIRED' }] });

    const own = await alice.b.gql<{ stock_watch_cancel: Result }>(CANCEL, { id: a1.watch?.id });
    expect(own.body.data.stock_watch_cancel).toMatchObject({ ok: true, watch: { id: a1.watch?.id, state: 'cancelled', stateText: 'Zrušeno' } });
    const again = await alice.b.gql<{ stock_watch_cancel: Result }>(CANCEL, { id: a1.watch?.id });
    expect(again.body.data.stock_watch_cancel.ok).toBe(false);

    // The cancelled watch sends nothing; the other one sends once and shows as notified.
    await restock(first.sku, 10);
    await restock(second.sku, 10);
    await notifyStockReturned(t.services, [first.sku, second.sku]);
    await smtp.waitFor((m) => m.to.includes(alice.email) && m.subject.endsWith(' je opět skladem'));
    expect(mailsTo(alice.email)).toHaveLength(1);
    const after = await alice.b.gql<{ stockWatches: Watch[] }>(LIST);
    expect(after.body.data.stockWatches.map((w) => w.state)).toEqual(['notified', 'cancelled']);
  });

  it('the e-mail’s signed link cancels the address’s other pending watches; a forged link is refused', async () => {
    const email = uniqueEmail('link');
    const mailed = await ownProduct();
    const pending = await ownProduct();
    await subscribe(await visitor(), { sku: mailed.sku, email });
    await subscribe(await visitor(), { sku: pending.sku, email });
    await restock(mailed.sku, 2);
    await notifyStockReturned(t.services, [mailed.sku]);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = decodeURIComponent(/hlidani-dostupnosti\/zrusit\?token=([^"&\s]+)/.exec(mail.html)?.[1] ?? '');
    expect(token).not.toBe('');

    const LINK = 'mutation($token: String!) { stock_watch_cancel_by_link(token: $token) { ok errors { code message } email cancelled } }';
    type LinkResult = { stock_watch_cancel_by_link: { ok: boolean; errors: { code: string; message: string }[]; email: string | null; cancelled: number } };
    const b = await visitor();
    expect((await b.gql<LinkResult>(LINK, { token: `${token.slice(0, -2)}xx` })).body.data.stock_watch_cancel_by_link).toEqual({
      ok: false,
      errors: [{ code: 'INVALID_LINK', message: STOCK_WATCH_TEXTS.invalidLink }],
      email: null,
      cancelled: 0,
    });
    // An access token is no link token.
    expect((await b.gql<LinkResult>(LINK, { token: b.token })).body.data.stock_watch_cancel_by_link.ok).toBe(false);
    expect((await b.gql<LinkResult>(LINK, { token })).body.data.stock_watch_cancel_by_link).toEqual({ ok: true, errors: [], email, cancelled: 1 });
    expect((await b.gql<LinkResult>(LINK, { token })).body.data.stock_watch_cancel_by_link).toEqual({ ok: true, errors: [], email, cancelled: 0 });

    await restock(pending.sku, 2);
    await notifyStockReturned(t.services, [pending.sku]);
    expect(await queuedTo(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('an SMTP outage during the sweep', () => {
  it('loses no watchdog e-mail: queued with the claim, delivered once when SMTP answers again', async () => {
    // A port nothing listens on (connections refused) that the SMTP stand-in takes later.
    const probe = await startSmtpServer();
    await probe.close();
    const down = await startTestApp({
      smtpUrl: `smtp://127.0.0.1:${probe.port}`,
      publicUrl: 'https://cisto.test',
      mailOutbox: { pollMs: 200, maxAttempts: 50, retryMaxMs: 1000, leaseMs: 60_000, queue: `watchdog-outage-${randomUUID()}` },
    });
    let revived: SmtpHarness | null = null;
    try {
      const base = await pickProduct(down.database, 'purchasable');
      const sku = `WD-${randomUUID().slice(0, 8)}`;
      const { ean: _ean, createdAt: _c, updatedAt: _u, nameSortKey: _k, ...rest } = base;
      await down.database.db.insert(products).values({ ...rest, sku, name: `Výpadek ${sku}`, stockState: 'stock', stockQuantity: 4, soldOut: false, onSale: true });
      const [price] = await down.database.db.select().from(prices).where(and(eq(prices.sku, base.sku), eq(prices.priceGroup, '_default')));
      await down.database.db.insert(prices).values({ ...price!, sku });
      const emails = [uniqueEmail('outage-a'), uniqueEmail('outage-b')];
      const now = new Date();
      for (const email of emails) {
        await down.database.db.insert(stockWatches).values({ id: randomUUID(), productSku: sku, email, customerId: null, quantity: null, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
      }

      expect(await sweepStockWatches(down.services)).toMatchObject({ notified: 2, failed: 0 });
      for (const email of emails) {
        // The worker tries and fails while SMTP refuses: the e-mail waits in the outbox.
        await eventually(async () => (await outboxRowsTo(down.database.db, email)).find((row) => row.attempts >= 1 && row.lastError !== null), 20_000, `a failed attempt to ${email}`);
      }
      // The watches are notified with their e-mails queued: the next sweep queues nothing again.
      expect(await sweepStockWatches(down.services)).toEqual({ notified: 0, failed: 0 });

      revived = await startSmtpServer(probe.port);
      for (const email of emails) {
        const sent = await waitForOutboxState(down.database.db, email, 'sent', 30_000);
        expect(sent.template).toBe('watchdog');
        await revived.waitFor((m) => m.to.includes(email));
        expect(revived.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
        expect(await outboxRowsTo(down.database.db, email)).toHaveLength(1);
      }
      await down.database.db.delete(stockWatches).where(eq(stockWatches.productSku, sku));
      await down.database.db.delete(prices).where(eq(prices.sku, sku));
      await down.database.db.delete(products).where(eq(products.sku, sku));
    } finally {
      await down.close();
      await revived?.close();
    }
  });
});
