// @vitest-environment node
// Orders in the back office (issue 16) over real HTTP on PGlite with a real SMTP stand-in: the
// list's filters, paging and CSV export, the detail, notes, every transition with its e-mail
// (sentToParcelService with the tracking link, readyToPickup, cancelOrder), what the customer's
// profile shows afterwards, cancelling (stock back, loyalty points reversed, a credit note for an
// invoiced order), the withdrawal and complaint queues with their deadlines, the dashboard, and
// the audit row of every staff mutation. Orders are of a product this file creates (a copy of a
// seeded one with its own sku), so no shared catalogue stock changes.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../src/domain/index.js';
import { auditLog, complaints, creditNotes, loyaltyMovements, prices, products, withdrawals } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { loyaltyBalance } from '../../src/server/services/accounts-loyalty.js';
import { AdminBrowser } from '../helpers/admin.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { PERSON, addToCart, purchase, setMethods, updateData, type CheckoutClient, type OrderView } from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;
let staff: AdminBrowser;
const PASSWORD = 'Zelena-Konvice-77';

/** A copy of a seeded purchasable product under a new sku, sold from its own stock of 50 pieces. */
async function ownProduct(): Promise<string> {
  const source = await pickProduct(t.database, 'purchasable');
  const own = `ADM-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const db = t.database.db;
  // Its own valid EAN: on the shared PostgreSQL database the EAN test reads every product.
  const ean = ean13(`8599${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await db.insert(products).values({ ...source, sku: own, ean, stockQuantity: 50, stockOnly: true, stockState: 'stock' });
  const rows = await db.select().from(prices).where(eq(prices.sku, source.sku));
  await db.insert(prices).values(rows.map((r) => ({ ...r, sku: own })));
  return own;
}

async function stockOf(productSku: string): Promise<number> {
  const [row] = await t.database.db.select({ q: products.stockQuantity }).from(products).where(eq(products.sku, productSku));
  return row?.q ?? -1;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: 1 });
  sku = await ownProduct();
  const email = `orders-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: 'Olga Objednávková', password: PASSWORD, roles: ['orders'] });
  staff = new AdminBrowser(t.url);
  expect((await staff.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function shopper(): Promise<Browser & CheckoutClient> {
  const b = new Browser(t.url);
  await b.uictx();
  return b as Browser & CheckoutClient;
}

/** A placed order: delivery by PPL (cash on delivery) or personal pickup (cash), e-mail `email`. */
async function placeOrder(b: CheckoutClient, options: { pickup?: boolean; quantity?: number; email?: string; name?: string } = {}): Promise<OrderView> {
  expect((await addToCart(b, sku, options.quantity ?? 2)).ok).toBe(true);
  expect((await setMethods(b, options.pickup ? 'osobni-odber-praha' : 'ppl', options.pickup ? 'hotove' : 'dobirka')).ok).toBe(true);
  const contact = { ...PERSON, emailAddress: options.email ?? uniqueEmail('zakaznik'), personName: options.name ?? PERSON.personName };
  expect((await updateData(b, { orderInfo: { contact }, agreements: { terms: true, privacy: true } })).ok).toBe(true);
  const placed = await purchase(b, `adm-${crypto.randomUUID()}`);
  expect(placed.status, JSON.stringify(placed.errors)).toBe('success');
  return placed.order!;
}

type Err = { code: string; field: string | null; message: string };
type AdminOrder = {
  id: string;
  number: string;
  state: string;
  stateText: string;
  nextStates: string[];
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cancelReason: string | null;
  items: { sku: string; quantity: number }[];
  orderContact: { name: string; email: string };
  payments: { status: string }[];
  invoiceNumber: string | null;
  creditNoteNumbers: string[];
  notes: { staffName: string; text: string }[];
  history: { action: string; staffEmail: string; before: string | null; after: string | null }[];
};
const ORDER_FIELDS = `id number state stateText nextStates carrier trackingNumber trackingUrl cancelReason items { sku quantity }
  orderContact { name email } payments { status } invoiceNumber creditNoteNumbers notes { staffName text } history { action staffEmail before after }`;

async function transition(input: Record<string, unknown>) {
  const r = await staff.gql<{ transitionOrder: { ok: boolean; errors: Err[]; warnings: string[]; order: AdminOrder | null } }>(
    `mutation($i: TransitionOrderInput!) { transitionOrder(input: $i) { ok errors { code field message } warnings order { ${ORDER_FIELDS} } } }`,
    { i: input },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.transitionOrder;
}

async function adminOrder(id: string): Promise<AdminOrder> {
  const r = await staff.gql<{ order: AdminOrder }>(`query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id });
  return r.body.data!.order;
}

describe('transitions and their e-mails', () => {
  it('new → processing → sent (carrier + tracking) → delivered; sentToParcelService with the tracking link; the profile shows each state', async () => {
    const email = uniqueEmail('odeslani');
    const b = await shopper();
    const placed = await placeOrder(b, { email });
    const start = await adminOrder(placed.id);
    expect(start).toMatchObject({ state: 'new', stateText: 'Přijatá', nextStates: ['processing', 'sent', 'cancelled'] });

    expect(await transition({ orderId: placed.id, to: 'processing' })).toMatchObject({ ok: true, order: { state: 'processing', stateText: 'Vyřizuje se' } });
    // sent needs carrier and tracking number; delivery orders are never "ready for pickup".
    expect((await transition({ orderId: placed.id, to: 'sent', carrier: 'PPL' })).errors[0]).toMatchObject({ code: 'TRACKING_REQUIRED', field: 'trackingNumber', message: 'Vyplňte číslo zásilky.' });
    expect((await transition({ orderId: placed.id, to: 'sent', trackingNumber: '123' })).errors[0]).toMatchObject({ code: 'CARRIER_REQUIRED' });
    expect((await transition({ orderId: placed.id, to: 'ready-for-pickup' })).errors[0]?.code).toBe('NOT_ALLOWED');
    expect((await transition({ orderId: placed.id, to: 'delivered' })).errors[0]?.message).toBe('Objednávku ve stavu „Vyřizuje se“ nelze převést do stavu „Doručená“.');

    const sent = await transition({ orderId: placed.id, to: 'sent', carrier: 'PPL', trackingNumber: '4012 3456 789' });
    expect(sent).toMatchObject({ ok: true, warnings: [], order: { state: 'sent', carrier: 'PPL', trackingNumber: '40123456789' } });
    expect(sent.order?.trackingUrl).toBe('https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789');
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('předána dopravci'));
    expect(mail.subject).toBe(`Objednávka č. ${placed.number} byla předána dopravci`);
    expect(mail.html).toContain('40123456789');
    expect(mail.html).toContain('https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789');
    expect(mail.text).toContain('PPL');

    // The shopper's own order (the storefront API) shows the state and the tracking link.
    const seen = await b.gql<{ order: { state: string; stateText: string; trackingUrl: string | null } }>('query($n: String!) { order(orderNumber: $n) { state stateText trackingUrl } }', { n: placed.number });
    expect(seen.body.data?.order).toEqual({ state: 'sent', stateText: 'Odeslaná', trackingUrl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789' });

    expect(await transition({ orderId: placed.id, to: 'delivered' })).toMatchObject({ ok: true, order: { state: 'delivered', nextStates: [] } });
    expect((await transition({ orderId: placed.id, to: 'cancelled', reason: 'pozdě' })).errors[0]?.code).toBe('NOT_ALLOWED');

    const history = (await adminOrder(placed.id)).history.map((h) => h.action);
    expect(history).toEqual(['order.delivered', 'order.sent', 'order.processing']);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, placed.id), eq(auditLog.action, 'order.sent')));
    expect(row).toMatchObject({ entity: 'order', before: { state: 'processing', carrier: null }, after: { state: 'sent', carrier: 'PPL', trackingNumber: '40123456789' } });
  });

  it('a personal-pickup order becomes ready for pickup with readyToPickup (amount to pay at the counter)', async () => {
    const email = uniqueEmail('vyzvednuti');
    const placed = await placeOrder(await shopper(), { pickup: true, email });
    expect((await adminOrder(placed.id)).nextStates).toEqual(['processing', 'ready-for-pickup', 'cancelled']);
    expect((await transition({ orderId: placed.id, to: 'sent', carrier: 'PPL', trackingNumber: '1' })).errors[0]?.code).toBe('NOT_ALLOWED');
    expect(await transition({ orderId: placed.id, to: 'ready-for-pickup' })).toMatchObject({ ok: true, order: { state: 'ready-for-pickup', stateText: 'Připravená k vyzvednutí' } });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('připravena k vyzvednutí'));
    expect(mail.subject).toBe(`Objednávka č. ${placed.number} je připravena k vyzvednutí`);
    expect(mail.text).toContain('Při převzetí zaplatíte');
  });

  it('cancelling returns stock, reverses the loyalty points, issues a credit note for the invoice and sends cancelOrder with the reason', async () => {
    const b = await shopper();
    const email = uniqueEmail('zruseni');
    expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
    await b.login(email, registrationPayload(email).info.password);
    const before = await stockOf(sku);
    const placed = await placeOrder(b as Browser & CheckoutClient, { email, quantity: 3 });
    expect(await stockOf(sku)).toBe(before - 3);
    const order = await adminOrder(placed.id);
    const customerId = (await t.database.db.select({ c: loyaltyMovements.customerId }).from(loyaltyMovements).where(eq(loyaltyMovements.orderId, placed.id)))[0]?.c;
    expect(customerId).toBeDefined();
    const pointsBefore = await loyaltyBalance(t.database.db, customerId!);
    expect(pointsBefore).toBeGreaterThan(0);

    expect((await transition({ orderId: placed.id, to: 'cancelled', reason: '  ' })).errors[0]).toMatchObject({ code: 'REASON_REQUIRED', message: 'Uveďte důvod zrušení.' });
    const cancelled = await transition({ orderId: placed.id, to: 'cancelled', reason: 'Zboží se nepodařilo dodat.' });
    expect(cancelled).toMatchObject({ ok: true, order: { state: 'cancelled', cancelReason: 'Zboží se nepodařilo dodat.' } });
    expect(await stockOf(sku)).toBe(before);
    expect(await loyaltyBalance(t.database.db, customerId!)).toBe(0);
    // Orders are invoiced when placed: the cancellation corrects the invoice with a credit note of the whole order.
    expect(order.invoiceNumber).not.toBeNull();
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, placed.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceNumber: order.invoiceNumber, withdrawalId: `cancel:${placed.id}`, totalToPay: -placed.totals.totalToPay });
    expect(cancelled.order?.creditNoteNumbers).toEqual([notes[0]!.number]);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('zrušena'));
    expect(mail.subject).toBe(`Objednávka č. ${placed.number} byla zrušena`);
    expect(mail.text).toContain('Zboží se nepodařilo dodat.');
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, placed.id), eq(auditLog.action, 'order.cancelled')));
    expect(audit?.after).toMatchObject({ state: 'cancelled', stockReturned: { [sku]: 3 }, pointsReversed: pointsBefore });

    // Nothing is left to withdraw from: the credit note took everything back.
    const offer = await b.gql<{ order_withdrawal_lookup: { withdrawal: { eligible: boolean; refusal: string | null } | null } }>(
      'mutation($n: String!, $e: String!) { order_withdrawal_lookup(orderNumber: $n, email: $e) { withdrawal { eligible refusal } } }',
      { n: placed.number, e: email },
    );
    expect(offer.body.data?.order_withdrawal_lookup.withdrawal).toEqual({ eligible: false, refusal: 'ORDER_CANCELLED' });

    const profile = await b.gql<{ customerOrders: { items: { number: string; state: string; stateText: string }[] } }>('{ customerOrders { items { number state stateText } } }');
    expect(profile.body.data?.customerOrders.items.find((i) => i.number === placed.number)).toMatchObject({ state: 'cancelled', stateText: 'Zrušená' });
  });

  it('an unknown order or state is refused as a value', async () => {
    expect((await transition({ orderId: 'neni', to: 'processing' })).errors[0]?.code).toBe('ORDER_NOT_FOUND');
    const placed = await placeOrder(await shopper());
    expect((await transition({ orderId: placed.id, to: 'teleported' })).errors[0]).toMatchObject({ code: 'NOT_ALLOWED', message: 'Neznámý stav objednávky.' });
  });
});

describe('list, CSV, detail and notes', () => {
  it('filters by state, payment state, dates and text; pages with a total; exports CSV for Excel', async () => {
    const name = `Květoslava Filtrová ${crypto.randomUUID().slice(0, 4)}`;
    const email = uniqueEmail('filtr');
    const first = await placeOrder(await shopper(), { email, name });
    const second = await placeOrder(await shopper(), { email, name });
    await transition({ orderId: second.id, to: 'processing' });
    type Page = { orders: { items: { number: string; state: string; name: string; email: string }[]; totalCount: number; page: number; pageSize: number } };
    const q = 'query($f: AdminOrderFilter, $p: Int, $s: Int) { orders(filter: $f, page: $p, pageSize: $s) { items { number state name email } totalCount page pageSize } }';
    const byName = await staff.gql<Page>(q, { f: { text: name.slice(8).toLowerCase() } });
    expect(byName.body.data?.orders.items.map((i) => i.number).sort()).toEqual([first.number, second.number].sort());
    expect((await staff.gql<Page>(q, { f: { text: email.toUpperCase() } })).body.data?.orders.totalCount).toBe(2);
    expect((await staff.gql<Page>(q, { f: { text: first.number } })).body.data?.orders.items.map((i) => i.number)).toEqual([first.number]);
    expect((await staff.gql<Page>(q, { f: { text: email, state: 'processing' } })).body.data?.orders.items.map((i) => i.number)).toEqual([second.number]);
    expect((await staff.gql<Page>(q, { f: { text: email, paymentStatus: 'paid' } })).body.data?.orders.totalCount).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    expect((await staff.gql<Page>(q, { f: { text: email, from: today, to: today } })).body.data?.orders.totalCount).toBe(2);
    expect((await staff.gql<Page>(q, { f: { text: email, to: '2020-01-01' } })).body.data?.orders.totalCount).toBe(0);
    const paged = await staff.gql<Page>(q, { f: { text: email }, p: 2, s: 1 });
    expect(paged.body.data?.orders).toMatchObject({ totalCount: 2, page: 2, pageSize: 1, items: [{ number: first.number }] });
    const bad = await staff.gql<Page>(q, { f: { from: '1. 1. 2026' } });
    expect(bad.body.errors?.[0]?.message).toBe('Datum zadejte ve tvaru RRRR-MM-DD.');

    const csv = await staff.gql<{ ordersCsv: string }>('query($f: AdminOrderFilter) { ordersCsv(filter: $f) }', { f: { text: email } });
    const text = csv.body.data!.ordersCsv;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Číslo objednávky;Vytvořeno;Stav;Stav platby;Zákazník;E-mail;Doprava;Platba;Celkem (Kč);Dopravce;Číslo zásilky');
    expect(lines).toHaveLength(3);
    const row = lines.find((l) => l.startsWith(second.number))!.split(';');
    expect(row[2]).toBe('Vyřizuje se');
    expect(row[4]).toBe(name);
    expect(row[5]).toBe(email);
    expect(row[8]).toBe((second.totals.totalToPay / 100).toFixed(2).replace('.', ','));
  });

  it('staff add notes to an order (audited); the detail shows items, contacts, payments and invoice', async () => {
    const placed = await placeOrder(await shopper(), { name: 'Dita Detailová' });
    const empty = await staff.gql<{ addOrderNote: { ok: boolean; errors: Err[] } }>('mutation($o: ID!, $t: String!) { addOrderNote(orderId: $o, text: $t) { ok errors { code message } } }', { o: placed.id, t: ' ' });
    expect(empty.body.data?.addOrderNote.errors[0]?.message).toBe('Napište text poznámky.');
    const added = await staff.gql<{ addOrderNote: { ok: boolean; order: AdminOrder } }>(`mutation($o: ID!, $t: String!) { addOrderNote(orderId: $o, text: $t) { ok order { ${ORDER_FIELDS} } } }`, {
      o: placed.id,
      t: 'Zákazník volal, chce doručit odpoledne.',
    });
    expect(added.body.data?.addOrderNote.ok).toBe(true);
    const order = added.body.data!.addOrderNote.order;
    expect(order.notes).toEqual([{ staffName: 'Olga Objednávková', text: 'Zákazník volal, chce doručit odpoledne.' }]);
    expect(order.items.find((i) => i.sku === sku)?.quantity).toBe(2);
    expect(order.orderContact.name).toBe('Dita Detailová');
    expect(order.history[0]).toMatchObject({ action: 'order.note' });
  });
});

describe('withdrawal and complaint queues, dashboard', () => {
  it('shows the 14-day refund deadline of a withdrawal and marks it refunded (audited)', async () => {
    const placed = await placeOrder(await shopper());
    const id = crypto.randomUUID();
    await t.database.db.insert(withdrawals).values({ id, orderId: placed.id, actor: 'guest', email: 'w@example.cz', lines: [], refundAmount: 12_300, createdAt: new Date('2026-03-02T10:00:00Z') });
    type Q = { withdrawals: { items: { id: string; refundDeadline: string; daysLeft: number; state: string; orderNumber: string }[] } };
    const queue = await staff.gql<Q>('{ withdrawals(state: "received") { items { id refundDeadline daysLeft state orderNumber } } }');
    const item = queue.body.data?.withdrawals.items.find((w) => w.id === id);
    expect(item).toMatchObject({ refundDeadline: '2026-03-16', state: 'received', orderNumber: placed.number });
    expect(item!.daysLeft).toBeLessThan(0);
    const done = await staff.gql<{ markWithdrawalRefunded: { ok: boolean; withdrawal: { state: string; stateText: string } } }>('mutation($id: ID!) { markWithdrawalRefunded(id: $id) { ok withdrawal { state stateText } } }', { id });
    expect(done.body.data?.markWithdrawalRefunded).toEqual({ ok: true, withdrawal: { state: 'refunded', stateText: 'Peníze vráceny' } });
    const again = await staff.gql<{ markWithdrawalRefunded: { errors: Err[] } }>('mutation($id: ID!) { markWithdrawalRefunded(id: $id) { errors { code message } } }', { id });
    expect(again.body.data?.markWithdrawalRefunded.errors[0]?.code).toBe('ALREADY_REFUNDED');
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'withdrawal.refunded')))).toHaveLength(1);
  });

  it('shows the 30-day deadline of a complaint and settles it with a resolution (audited)', async () => {
    const [row] = await t.database.db
      .insert(complaints)
      .values({ number: `R-${crypto.randomUUID().slice(0, 8)}`, name: 'Reklamující', email: 'r@example.cz', orderNumber: '2026000001', description: 'Prasklé víko.', createdAt: new Date('2026-03-02T10:00:00Z') })
      .returning();
    type Q = { complaints: { items: { id: string; settleDeadline: string; state: string }[] } };
    const queue = await staff.gql<Q>('{ complaints(state: "open") { items { id settleDeadline state } } }');
    expect(queue.body.data?.complaints.items.find((c) => c.id === String(row!.id))).toMatchObject({ settleDeadline: '2026-04-01', state: 'open' });
    const empty = await staff.gql<{ resolveComplaint: { errors: Err[] } }>('mutation($id: ID!) { resolveComplaint(id: $id, resolution: "") { errors { code message } } }', { id: String(row!.id) });
    expect(empty.body.data?.resolveComplaint.errors[0]?.code).toBe('RESOLUTION_EMPTY');
    const done = await staff.gql<{ resolveComplaint: { ok: boolean; complaint: { state: string; resolution: string } } }>(
      'mutation($id: ID!) { resolveComplaint(id: $id, resolution: "Vyměněno za nový kus.") { ok complaint { state resolution } } }',
      { id: String(row!.id) },
    );
    expect(done.body.data?.resolveComplaint).toEqual({ ok: true, complaint: { state: 'resolved', resolution: 'Vyměněno za nový kus.' } });
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(row!.id)), eq(auditLog.action, 'complaint.resolved')))).toHaveLength(1);
  });

  it("the dashboard counts today's orders and revenue and the orders waiting per state", async () => {
    type D = { dashboard: { today: string; ordersToday: number; revenueToday: number; waiting: { state: string; count: number }[]; lowStock: { sku: string }[] } };
    const q = '{ dashboard { today ordersToday revenueToday waiting { state count } lowStock { sku } } }';
    const before = (await staff.gql<D>(q)).body.data!.dashboard;
    const placed = await placeOrder(await shopper());
    const after = (await staff.gql<D>(q)).body.data!.dashboard;
    expect(after.today).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date()));
    // Exact on both engines: each test file has a database copy of its own.
    const newCount = (d: D['dashboard']) => d.waiting.find((w) => w.state === 'new')?.count ?? 0;
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.revenueToday).toBe(before.revenueToday + placed.totals.totalToPay);
    expect(newCount(after)).toBe(newCount(before) + 1);
    expect(after.waiting.map((w) => w.state)).toEqual(['new', 'processing', 'ready-for-pickup']);
  });

  it('lists a product at or under 5 pieces as low stock (own product; the count is per database copy)', async () => {
    await t.database.db.update(products).set({ stockQuantity: 1 }).where(eq(products.sku, sku));
    const d = await staff.gql<{ dashboard: { lowStock: { sku: string; quantity: number }[] } }>('{ dashboard { lowStock { sku quantity } } }');
    expect(d.body.data?.dashboard.lowStock).toContainEqual({ sku, quantity: 1 });
    await t.database.db.update(products).set({ stockQuantity: 50 }).where(eq(products.sku, sku));
  });
});
