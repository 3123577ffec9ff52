// @vitest-environment node
// Withdrawal from the contract ("Odstoupit od smlouvy", issue 15) over real HTTP on PGlite:
// guests by order number + e-mail (one answer for a wrong number and a wrong e-mail, rate-limited
// per IP), the order's reader without the e-mail, consumer orders only, 14 days, no quantity
// withdrawn twice, the credit note of an invoiced order reconciling to the haléř, and the
// acknowledgement and shop notice over SMTP.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, orders, withdrawals } from '../../src/server/db/schema.js';
import { CREDIT_NOTE_REASON } from '../../src/domain/index.js';
import { readPdf } from '../helpers/pdf-text.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { COMPANY, PERSON, addToCart, purchase, setMethods, updateData, type CheckoutClient, type OrderView } from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Err = { code: string; message: string };
type Line = { position: number; sku: string; quantity: number; withdrawn: number; left: number };
type WithdrawalView = { id: string; createdAt: string; state: string; refundAmount: number; creditNoteNumber: string | null; lines: { kind: string; quantity: number; amountWithTax: number }[] };
type Offer = { orderNumber: string; eligible: boolean; refusal: string | null; message: string | null; deadline: string; lines: Line[]; withdrawals: WithdrawalView[] };
type Result = { ok: boolean; errors: Err[]; withdrawal: Offer | null; created: WithdrawalView | null };

const OFFER = `orderNumber eligible refusal message deadline lines { position sku quantity withdrawn left }
  withdrawals { id createdAt state refundAmount creditNoteNumber lines { kind quantity amountWithTax } }`;
const RESULT = `ok errors { code message } withdrawal { ${OFFER} } created { id createdAt state refundAmount creditNoteNumber lines { kind quantity amountWithTax } }`;

async function visitor(): Promise<Browser & CheckoutClient> {
  const b = new Browser(t.url);
  await b.uictx();
  return b as Browser & CheckoutClient;
}

/** Places an order of `quantity` × sku with this contact (personal pickup, cash: invoiced). */
async function placeOrder(b: CheckoutClient, quantity: number, contact: Record<string, string>): Promise<OrderView> {
  expect((await addToCart(b, sku, quantity)).ok).toBe(true);
  expect((await setMethods(b, 'osobni-odber-praha', 'hotove')).ok).toBe(true);
  expect((await updateData(b, { orderInfo: { contact }, agreements: { terms: true, privacy: true } })).ok).toBe(true);
  const placed = await purchase(b, `w-${crypto.randomUUID()}`);
  expect(placed.status).toBe('success');
  return placed.order!;
}

async function lookup(b: Browser, orderNumber: string, email: string): Promise<Result> {
  const r = await b.gql<{ order_withdrawal_lookup: Result }>(
    `mutation($n: String!, $e: String!) { order_withdrawal_lookup(orderNumber: $n, email: $e) { ${RESULT} } }`,
    { n: orderNumber, e: email },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.order_withdrawal_lookup;
}

async function withdraw(b: Browser, orderNumber: string, lines: { position: number; quantity: number }[], email?: string): Promise<Result> {
  const r = await b.gql<{ order_withdraw: Result }>(`mutation($i: OrderWithdrawInput!) { order_withdraw(input: $i) { ${RESULT} } }`, {
    i: { orderNumber, lines, ...(email === undefined ? {} : { email }) },
  });
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.order_withdraw;
}

const NOT_FOUND = 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím číslo objednávky a e-mail, se kterým jste objednávali.';

describe('withdrawal by a guest (order number + e-mail)', () => {
  it('finds the order only with its e-mail, withdraws part, refuses the same pieces twice, and the last withdrawal refunds exactly what was paid', async () => {
    const email = uniqueEmail('odstoupeni');
    const owner = await visitor();
    const order = await placeOrder(owner, 3, { ...PERSON, emailAddress: email });
    const item = order.items.find((i) => i.kind === 'item')!;
    // The order e-mail links the withdrawal form.
    const confirmation = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(order.number));
    expect(confirmation.html).toContain(`/odstoupeni-od-smlouvy?objednavka=${order.number}`);

    const stranger = await visitor();
    // One answer for a wrong e-mail and an unknown number: the form does not reveal orders.
    expect((await lookup(stranger, order.number, 'someone@example.cz')).errors).toEqual([{ code: 'ORDER_NOT_FOUND', message: NOT_FOUND }]);
    expect((await lookup(stranger, '2099999999', email)).errors).toEqual([{ code: 'ORDER_NOT_FOUND', message: NOT_FOUND }]);
    // Without the e-mail a stranger is not the order's reader.
    expect((await withdraw(stranger, order.number, [{ position: 0, quantity: 1 }])).errors[0]?.code).toBe('ORDER_NOT_FOUND');

    const found = await lookup(stranger, order.number, `  ${email.toUpperCase()} `);
    expect(found.ok).toBe(true);
    expect(found.withdrawal).toMatchObject({ orderNumber: order.number, eligible: true, refusal: null, lines: [{ position: 0, sku: item.sku, quantity: 3, withdrawn: 0, left: 3 }] });

    const first = await withdraw(stranger, order.number, [{ position: 0, quantity: 2 }], email);
    expect(first.errors).toEqual([]);
    const created = first.created!;
    // 2 of 3 carry round(total × 2 / 3) of the line after its discount.
    const lineGross = item.total.amountWithTax - item.discount.amountWithTax;
    expect(created.refundAmount).toBe(Math.round((lineGross * 2) / 3));
    expect(created.lines).toEqual([{ kind: 'item', quantity: 2, amountWithTax: -created.refundAmount }]);
    expect(created.creditNoteNumber).toMatch(/^OD\d{10}$/);
    expect(first.withdrawal?.lines[0]).toMatchObject({ withdrawn: 2, left: 1 });

    // The acknowledgement with the date and time, and the shop's notice.
    const ack = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject.includes('Potvrzení odstoupení'));
    expect(ack.subject).toBe(`Potvrzení odstoupení od smlouvy – objednávka č. ${order.number}`);
    const receivedAt = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }).format(new Date(created.createdAt));
    expect(ack.text).toContain(receivedAt);
    expect(ack.text).toContain('2 ks');
    const notice = await smtp.waitFor((m) => m.to.includes('info@cisto.cz') && m.subject === `Odstoupení od smlouvy – objednávka č. ${order.number}`);
    expect(notice.headers['reply-to']).toContain(email.toLowerCase());

    // The same pieces cannot be withdrawn twice.
    const twice = await withdraw(stranger, order.number, [{ position: 0, quantity: 2 }], email);
    expect(twice.ok).toBe(false);
    expect(twice.errors[0]?.code).toBe('QUANTITY_TOO_HIGH');
    expect((await withdraw(stranger, order.number, [{ position: 5, quantity: 1 }], email)).errors[0]?.code).toBe('UNKNOWN_LINE');
    expect((await withdraw(stranger, order.number, [{ position: 0, quantity: 0 }], email)).errors[0]?.code).toBe('NOTHING_CHOSEN');

    // The owner's session reads and withdraws the rest without the e-mail; shipping and payment come back with it.
    const last = await withdraw(owner, order.number, [{ position: 0, quantity: 1 }]);
    expect(last.errors).toEqual([]);
    expect(last.created!.lines.map((l) => l.kind)).toEqual(['item', 'shipping', 'payment']);
    expect(first.created!.refundAmount + last.created!.refundAmount).toBe(order.totals.totalToPay);
    expect(last.withdrawal).toMatchObject({ eligible: false, refusal: 'NOTHING_LEFT' });
    expect(last.withdrawal?.withdrawals).toHaveLength(2);
    const stored = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id));
    expect(stored.map((w) => w.actor).sort()).toEqual(['guest', 'guest']);
    expect(stored.every((w) => w.email === email)).toBe(true);
    expect((await withdraw(owner, order.number, [{ position: 0, quantity: 1 }])).errors[0]?.code).toBe('NOTHING_LEFT');

    // Each credit note reconciles with its lines and negates its share of the invoice.
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.invoiceNumber).toBe(order.invoice!.number);
      for (const row of note.vatRecap) {
        const lines = note.lines.filter((l) => l.vatRate === row.rate);
        expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(row.base);
        expect(lines.reduce((s, l) => s + l.vatAmount, 0)).toBe(row.vat);
        expect(lines.reduce((s, l) => s + l.amountWithTax, 0)).toBe(row.total);
      }
      expect(note.amount + note.vatAmount).toBe(note.amountWithTax);
      expect(note.totalToPay).toBe(note.amountWithTax + note.rounding);
    }
    expect(notes.reduce((s, n) => s + n.totalToPay, 0)).toBe(-order.invoice!.totalToPay);
  });

  it('refuses a company (IČO) order', async () => {
    const email = uniqueEmail('firma');
    const owner = await visitor();
    const order = await placeOrder(owner, 1, { ...COMPANY, personName: 'Petr Nákupčí', emailAddress: email, phoneNumber: '+420777123456' });
    const found = await lookup(await visitor(), order.number, email);
    expect(found.withdrawal).toMatchObject({ eligible: false, refusal: 'COMPANY_ORDER' });
    const confirmation = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(order.number));
    expect(confirmation.html).not.toContain('odstoupeni-od-smlouvy');
    const refused = await withdraw(owner, order.number, [{ position: 0, quantity: 1 }]);
    expect(refused.errors[0]?.code).toBe('COMPANY_ORDER');
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toEqual([]);
  });

  it('accepts on the 14th day after placement and refuses after it', async () => {
    const email = uniqueEmail('lhuta');
    const owner = await visitor();
    const order = await placeOrder(owner, 2, { ...PERSON, emailAddress: email });
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 14 * day) }).where(eq(orders.id, order.id));
    expect((await lookup(await visitor(), order.number, email)).withdrawal?.eligible).toBe(true);
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 15 * day - 60_000) }).where(eq(orders.id, order.id));
    const late = await withdraw(owner, order.number, [{ position: 0, quantity: 1 }]);
    expect(late.errors[0]?.code).toBe('PERIOD_OVER');
    expect(late.errors[0]?.message).toMatch(/^Lhůta 14 dnů pro odstoupení od smlouvy uplynula \(\d{1,2}\. \d{1,2}\. \d{4}\)/);
  });

  it('limits guest look-ups per IP', async () => {
    const b = await visitor();
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) answers.push((await lookup(b, '2099999999', 'nobody@example.cz')).errors[0]?.code ?? '');
    expect(answers.slice(0, 10).every((c) => c === 'ORDER_NOT_FOUND')).toBe(true);
    expect(answers[10]).toBe('RATE_LIMITED');
  });
});

describe('withdrawal by a logged-in customer', () => {
  it('offers the withdrawal on the order detail, records it, and serves the credit note where the invoice is served (page and PDF)', async () => {
    const email = uniqueEmail('zakaznik');
    const b = new Browser(t.url);
    expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
    await b.login(email, registrationPayload(email).info.password);
    const order = await placeOrder(b as Browser & CheckoutClient, 2, { ...PERSON, emailAddress: email });

    const detail = await b.gql<{ customerOrder: { withdrawal: Offer } }>(`query($n: String!) { customerOrder(orderNumber: $n) { withdrawal { ${OFFER} } } }`, { n: order.number });
    expect(detail.body.data.customerOrder.withdrawal).toMatchObject({ eligible: true, lines: [{ left: 2 }], withdrawals: [] });

    const done = await withdraw(b, order.number, [{ position: 0, quantity: 2 }]);
    expect(done.errors).toEqual([]);
    const [stored] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id));
    expect(stored?.actor).toBe('customer');

    const number = done.created!.creditNoteNumber!;
    const note = await b.gql<{ customerInvoice: { number: string; correctedInvoiceNumber: string | null; totalToPay: number; lines: { quantity: number; amountWithTax: number }[] } }>(
      `query($n: String!) { customerInvoice(invoiceNumber: $n) { number correctedInvoiceNumber totalToPay lines { quantity amountWithTax } } }`,
      { n: number },
    );
    expect(note.body.data.customerInvoice).toMatchObject({ number, correctedInvoiceNumber: order.invoice!.number, totalToPay: -order.totals.totalToPay });
    expect(note.body.data.customerInvoice.lines[0]?.quantity).toBe(-2);
    const pdf = await b.fetch(`/api/profile/invoices/${number}/pdf`);
    expect(pdf.status).toBe(200);
    const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(read.title).toBe(`Opravný daňový doklad č. ${number}`);
    expect(read.text).toContain(order.invoice!.number);
    expect(read.text).toContain(CREDIT_NOTE_REASON);

    // Another customer does not see it.
    const other = new Browser(t.url);
    const otherEmail = uniqueEmail('jiny');
    await other.json('/api/auth/registration', { method: 'POST', body: registrationPayload(otherEmail) });
    await other.login(otherEmail, registrationPayload(otherEmail).info.password);
    const foreign = await other.gql<{ customerInvoice: unknown }>(`query($n: String!) { customerInvoice(invoiceNumber: $n) { number } }`, { n: number });
    expect(foreign.body.data.customerInvoice).toBeNull();
  });
});
