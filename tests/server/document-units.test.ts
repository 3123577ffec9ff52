// @vitest-environment node
// Quantities on the order documents (issue 12, shopper trust): a carton line reads "1 karton",
// "2 kartony", "5 kartonů" (never "5 karton") on the invoice (GraphQL, REST and PDF), the order and
// the confirmation e-mail, under a unit-price header that fits its lines; the API's `unit` stays
// the undeclined "karton"/"ks" it always was. And the invoice PDF of a transfer order carries the
// bank block: account, IBAN, amount and variable symbol.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNT } from '../../src/server/config.js';
import { formatCzk } from '../../src/domain/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { readPdf } from '../helpers/pdf-text.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { PERSON, addToCart, readyVisitor, setMethods, updateData, type CheckoutClient } from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
/** The carton sku of a product of this file's own (offset 7: the PostgreSQL suite runs files at once on one database). */
let cartonSku: string;
let pieceSku: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: 1 });
  cartonSku = `${(await pickProduct(t.database, 'carton', 7)).sku}-carton`;
  pieceSku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Money = { amount: number; amountWithTax: number };
type Line = { sku: string | null; quantity: number; unit: string; packType: string; quantityText: string; unitPrice: number; amount: number };
type Bank = { account: string; iban: string; amount: number; variableSymbol: string } | null;
type Placed = {
  status: string;
  order: {
    number: string;
    items: { kind: string; sku: string; quantity: number; packType: string; quantityText: string; unitPrice: Money; total: Money }[];
    totals: { totalToPay: number };
    bankPayment: Bank;
    invoice: { number: string; lines: Line[]; bankPayment: Bank } | null;
  } | null;
};

const LINE = 'sku quantity unit packType quantityText unitPrice amount';
const BANK = 'bankPayment { account iban amount variableSymbol }';

async function place(c: CheckoutClient): Promise<NonNullable<Placed['order']>> {
  const r = await c.gql<{ checkout_create_purchase: Placed }>(
    `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) { status order {
      number items { kind sku quantity packType quantityText unitPrice { amount amountWithTax } total { amount amountWithTax } }
      totals { totalToPay } ${BANK} invoice { number lines { ${LINE} } ${BANK} } } } }`,
    { c: c.checkoutId, i: { idempotencyKey: `units-${crypto.randomUUID()}` } },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  const placed = r.body.data.checkout_create_purchase;
  expect(placed.status).toBe('success');
  if (!placed.order) throw new Error('no order');
  return placed.order;
}

/** The texts a PDF shows, in drawing order, as pdf.js reads them. */
async function pdfTexts(bytes: Buffer): Promise<string[]> {
  return (await readPdf(bytes)).pages.flatMap((page) => page.items);
}

/** Money as the PDF and a mail's text show it: the no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function loggedInCustomer(): Promise<{ b: Browser; email: string; client: CheckoutClient }> {
  const email = uniqueEmail('jednotky');
  const b = new Browser(t.url);
  await b.uictx();
  expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
  expect((await b.login(email, registrationPayload(email).info.password)).body.status).toBe('success');
  const checkoutId = b.checkoutId;
  if (!checkoutId) throw new Error('no checkout after login');
  return { b, email, client: { checkoutId, gql: (query, variables) => b.gql(query, variables) } };
}

describe('cartons on the documents of a transfer order', () => {
  it('read "5 kartonů" and "3 ks" on the order, the invoice (GraphQL, REST, PDF) and in the e-mail; the PDF has the bank block', async () => {
    const { b, email, client } = await loggedInCustomer();
    expect((await addToCart(client, cartonSku, 5)).errors).toEqual([]);
    expect((await addToCart(client, pieceSku, 3)).errors).toEqual([]);
    // Personal pickup: a pile of cartons is too heavy for the parcel services.
    expect((await setMethods(client, 'osobni-odber-praha', 'prevod')).errors).toEqual([]);
    const data = await updateData(client, { orderInfo: { contact: { ...PERSON, emailAddress: email } }, agreements: { terms: true, privacy: true } });
    expect(data.ok).toBe(true);
    const order = await place(client);

    // The order: the pack and the declined quantity; the unit price is one carton's.
    const carton = order.items.find((i) => i.sku === cartonSku);
    const pieces = order.items.find((i) => i.sku === pieceSku);
    expect(carton).toMatchObject({ kind: 'item', quantity: 5, packType: 'carton', quantityText: '5 kartonů' });
    expect(carton!.unitPrice.amountWithTax * 5).toBe(carton!.total.amountWithTax);
    expect(pieces).toMatchObject({ quantity: 3, packType: 'pcs', quantityText: '3 ks' });
    expect(order.items.find((i) => i.kind === 'shipping')).toMatchObject({ packType: 'pcs', quantityText: '1 ks' });

    // The invoice: `unit` is the undeclined base form as before (the API contract), quantityText declines it.
    const invoice = order.invoice!;
    expect(invoice.lines.find((l) => l.sku === cartonSku)).toMatchObject({ quantity: 5, unit: 'karton', packType: 'carton', quantityText: '5 kartonů' });
    expect(invoice.lines.find((l) => l.sku === pieceSku)).toMatchObject({ quantity: 3, unit: 'ks', packType: 'pcs', quantityText: '3 ks' });
    for (const line of invoice.lines.filter((l) => l.sku !== cartonSku)) expect(line).toMatchObject({ unit: 'ks', packType: 'pcs' });

    // The same over REST and in the profile's GraphQL.
    const rest = await b.json<{ lines: Line[] }>(`/api/profile/invoices/${encodeURIComponent(invoice.number)}`);
    expect(rest.status).toBe(200);
    expect(rest.body.lines.find((l) => l.sku === cartonSku)).toMatchObject({ unit: 'karton', packType: 'carton', quantityText: '5 kartonů' });
    const profile = await b.gql<{ customerInvoice: { lines: Line[] }; customerOrder: { items: { sku: string; quantityText: string }[] } }>(
      `query($i: String!, $n: String!) { customerInvoice(invoiceNumber: $i) { lines { ${LINE} } } customerOrder(orderNumber: $n) { items { sku quantityText } } }`,
      { i: invoice.number, n: order.number },
    );
    expect(profile.body.data.customerInvoice.lines).toEqual(invoice.lines);
    expect(profile.body.data.customerOrder.items.find((i) => i.sku === cartonSku)?.quantityText).toBe('5 kartonů');

    // The PDF: the declined quantities, and the bank block of a transfer.
    const pdf = await b.fetch(`/api/profile/invoices/${encodeURIComponent(invoice.number)}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const texts = await pdfTexts(Buffer.from(await pdf.arrayBuffer()));
    expect(texts).toContain(`Faktura – daňový doklad č. ${invoice.number}`);
    expect(texts).toContain('5 kartonů');
    expect(texts).toContain('3 ks');
    expect(texts).not.toContain('5 karton');
    const block = texts.indexOf('Platební údaje pro bankovní převod');
    expect(block).toBeGreaterThan(-1);
    expect(texts.slice(block + 1, block + 9)).toEqual([
      'Číslo účtu:',
      DEMO_BANK_ACCOUNT.account,
      'IBAN:',
      'CZ78 2010 0000 0020 0012 3456',
      'Částka:',
      plain(formatCzk(order.totals.totalToPay)),
      'Variabilní symbol:',
      order.number,
    ]);
    expect(invoice.bankPayment).toEqual({ account: DEMO_BANK_ACCOUNT.account, iban: 'CZ78 2010 0000 0020 0012 3456', amount: order.totals.totalToPay, variableSymbol: order.number });

    // The e-mail: the quantity with its unit, and a per-unit header for a mix of cartons and pieces.
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Potvrzení objednávky'));
    const text = plain(mail.text);
    expect(text).toContain('5 kartonů');
    expect(text).toContain('3 ks');
    expect(text).not.toMatch(/5 karton(?!\p{L})/u);
    expect(text).toContain('Cena/j. s DPH');
    expect(text).not.toContain('Cena/ks');
  });
});

describe('cartons in the confirmation e-mail', () => {
  it.each([
    [1, '1 karton'],
    [2, '2 kartony'],
  ])('%d carton(s) read "%s", under "Cena/karton s DPH"', async (quantity, quantityText) => {
    const email = `kartony-${quantity}-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, cartonSku, quantity, { shipping: 'osobni-odber-praha', payment: 'hotove', contact: { ...PERSON, emailAddress: email } });
    const order = await place(v);
    expect(order.items.find((i) => i.sku === cartonSku)).toMatchObject({ quantity, packType: 'carton', quantityText });
    expect(order.invoice?.lines.find((l) => l.sku === cartonSku)).toMatchObject({ unit: 'karton', quantityText });
    expect(order.bankPayment).toBeNull();

    const text = plain((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Potvrzení objednávky'))).text);
    expect(text).toContain(quantityText);
    expect(text).toContain('Cena/karton s DPH');
    expect(text).not.toContain('Cena/ks');
  });

  it('keeps "Cena/ks s DPH" for an order of pieces only, and prints their unit', async () => {
    const email = `kusy-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, pieceSku, 2, { shipping: 'osobni-odber-praha', payment: 'hotove', contact: { ...PERSON, emailAddress: email } });
    await place(v);
    const text = plain((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Potvrzení objednávky'))).text);
    expect(text).toContain('Cena/ks s DPH');
    expect(text).toContain('2 ks');
  });
});
