// @vitest-environment node
// What a buyer is told after ordering (issue 12, finding 8): transfer orders carry the shop's
// account, IBAN, amount and variable symbol on the order, the invoice (HTML and PDF) and in the
// e-mail; the confirmation e-mail is a complete order document whose lines add up to the total;
// a gateway payment that becomes paid sends "platba přijata" once; a deployment without an
// account does not offer transfers. The invoice's VAT recapitulation follows the one rounding rule
// (docs/api-checkout.md "Rounding"), for a B2B customer too, and its lines reconcile with it.

import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, products, quantityPrices } from '../../src/server/db/schema.js';
import { DEMO_BANK_ACCOUNT } from '../../src/server/config.js';
import { formatCzk, percentOf, priceWithTax } from '../../src/domain/money.js';
import { B2B_PRICE_GROUP_ID } from '../../src/server/db/seed/products.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { B2B_EMAIL, Browser, DEMO_PASSWORD } from '../helpers/accounts.js';
import { outboxRowsTo, waitForOutboxState } from '../helpers/mail-outbox.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import {
  COMPANY,
  ERR,
  ORDER,
  addToCart,
  purchase,
  readCheckout,
  stockOnlyProduct,
  type CheckoutClient,
  type OrderView,
  readyVisitor,
  setMethods,
  updateData,
  type MutationErrorView,
} from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const BANK = 'bankPayment { account iban amount variableSymbol }';
type Bank = { account: string; iban: string; amount: number; variableSymbol: string } | null;
type Placed = {
  status: string;
  warnings: string[];
  redirectUrl: string | null;
  order: {
    number: string;
    totals: { totalToPay: number; vatRecap: { rate: number; base: number; vat: number; total: number }[] };
    bankPayment: Bank;
    invoice: { number: string; bankPayment: Bank } | null;
  };
};

async function place(v: Awaited<ReturnType<typeof readyVisitor>>): Promise<Placed> {
  const r = await v.gql<{ checkout_create_purchase: Placed }>(
    `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) {
      status warnings redirectUrl order { number totals { totalToPay vatRecap { rate base vat total } } ${BANK} invoice { number ${BANK} } } } }`,
    { c: v.checkoutId, i: { idempotencyKey: `doc-${crypto.randomUUID()}` } },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout_create_purchase;
}

const money = (text: string) => text.replace(/\u00a0/g, ' ');

describe('bank transfer', () => {
  it('puts the account, IBAN, amount and variable symbol on the order, the invoice and in the e-mail', async () => {
    const email = `prevod-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, sku, 2, { shipping: 'dpd', payment: 'prevod', contact: { ...COMPANY, emailAddress: email, phoneNumber: '+420777123456' } });
    const placed = await place(v);
    expect(placed.status).toBe('success');
    const { order } = placed;
    const expected = { account: DEMO_BANK_ACCOUNT.account, iban: 'CZ78 2010 0000 0020 0012 3456', amount: order.totals.totalToPay, variableSymbol: order.number };
    expect(order.bankPayment).toEqual(expected);
    expect(order.invoice?.bankPayment).toEqual(expected);

    // The thank-you page's query and the profile's order read the same field.
    const again = await v.gql<{ order: { bankPayment: Bank } }>(`query($n: String!) { order(orderNumber: $n) { ${BANK} } }`, { n: order.number });
    expect(again.body.data.order.bankPayment).toEqual(expected);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const text = money(mail.text);
    expect(text).toContain('Platební údaje pro bankovní převod');
    expect(text).toContain(`Číslo účtu: ${DEMO_BANK_ACCOUNT.account}`);
    expect(text).toContain('IBAN: CZ78 2010 0000 0020 0012 3456');
    expect(text).toContain(`Variabilní symbol: ${order.number}`);
  });

  it('is not on a card or cash order', async () => {
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'dobirka' });
    const placed = await place(v);
    expect(placed.order.bankPayment).toBeNull();
    expect(placed.order.invoice?.bankPayment).toBeNull();
  });

  it('is refused in a deployment that configured no account, so nobody is left unable to pay', async () => {
    const deployment = await startTestApp({ demo: false, publicUrl: 'http://shop.test', bankAccount: null });
    try {
      const v = await readyVisitor(deployment.url, sku, 1, { shipping: 'dpd', payment: 'dobirka' });
      const refused = await setMethods(v, 'dpd', 'prevod');
      expect(refused.ok).toBe(false);
      expect(refused.errors.map((e: MutationErrorView) => e.code)).toEqual(['PAYMENT_UNAVAILABLE']);
      expect(refused.errors[0]?.message).toBe('Platba Bankovní převod je momentálně nedostupná. Zvolte prosím jiný způsob platby.');
    } finally {
      await deployment.close();
    }
  });
});

describe('the confirmation e-mail is a complete order document', () => {
  it('lists items, shipping, payment and discounts adding up to the total, VAT, addresses, the customer order number and the seller', async () => {
    const email = `doklad-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, sku, 3, { shipping: 'dpd', payment: 'dobirka', contact: { ...COMPANY, emailAddress: email, phoneNumber: '+420777123456' } });
    const r = await v.gql<{ checkout_data_update: { ok: boolean } }>(
      `mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok ${ERR} } }`,
      { c: v.checkoutId, i: { customerOrderNumber: 'OBJ-77/2026' } },
    );
    expect(r.body.data.checkout_data_update.ok).toBe(true);
    const { cart } = await readCheckout(v);
    const placed = await place(v);
    expect(placed.status).toBe('success');

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const text = money(mail.text);
    const czk = (h: number) => money(formatCzk(h));
    // Items + shipping + payment − discount + rounding = total, and each of them is in the mail.
    const t2 = cart.totals;
    expect(t2.goods.amountWithTax + t2.gifts.amountWithTax + t2.shipping.amountWithTax + t2.payment.amountWithTax - t2.discount.amountWithTax + t2.rounding).toBe(t2.total.amountWithTax);
    expect(text).toContain(czk(t2.goods.amountWithTax));
    expect(text).toMatch(new RegExp(`Doprava: [^\\n]*\\n?[^\\n]*${czk(t2.shipping.amountWithTax)}`));
    expect(text).toContain('Platba: Dobírka');
    expect(text).toContain(czk(t2.payment.amountWithTax));
    if (t2.rounding !== 0) expect(text).toContain('Zaokrouhlení');
    expect(text).toContain(`Celkem k úhradě`);
    expect(text).toContain(czk(placed.order.totals.totalToPay));
    // VAT recap, addresses, the buyer's own order number and the seller.
    expect(text).toContain('Sazba DPH');
    for (const row of placed.order.totals.vatRecap) expect(text).toContain(`${row.rate} %`);
    expect(text).toContain(czk(placed.order.totals.vatRecap[0]!.vat));
    expect(text).toContain('Fakturační údaje');
    expect(text).toContain(COMPANY.companyName);
    expect(text).toContain('IČO: 25596641');
    expect(text).toContain('Vaše číslo objednávky: OBJ-77/2026');
    expect(text).toContain('Prodávající');
    // The seller's name from the shop settings (invoice-pdf.test.ts gives it Czech letters meanwhile on the shared PostgreSQL database).
    expect(text).toMatch(/Čisto .*s\.r\.o\./);
    expect(text).toContain('IČO: 24681351');
    // An anonymous buyer is invited to register, not promised points.
    expect(text).toContain('Zaregistrujte se');
    expect(text).not.toMatch(/získáváte \d+ věrnostních bodů/);
  });
});

describe('platba přijata', () => {
  it('is sent once when a card payment becomes paid, also when the provider repeats the notification', async () => {
    const email = `karta-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta', contact: { ...COMPANY, emailAddress: email, phoneNumber: '+420777123456' } });
    const placed = await place(v);
    expect(placed.status).toBe('redirect-to-payment-gateway');
    const confirmation = await smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.text).toContain('Zaplatit objednávku');
    const paymentId = placed.redirectUrl!.split('/').pop()!;
    for (let i = 0; i < 2; i++) {
      await fetch(`${t.url}/api/payments/test/gateway/${paymentId}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    }
    const received = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Platba přijata'));
    expect(received.subject).toBe(`Platba přijata – objednávka č. ${placed.order.number}`);
    expect(money(received.text)).toContain(money(formatCzk(placed.order.totals.totalToPay)));
    // Queued in the transaction that made the order paid: the outbox holds every mail there will be.
    expect((await outboxRowsTo(t.database.db, email)).map((r) => r.template).sort()).toEqual(['paymentReceived', 'purchaseCreated']);
    await waitForOutboxState(t.database.db, email, 'sent');
    expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Platba přijata'))).toHaveLength(1);
  });

  it('is not sent for a cancelled payment', async () => {
    const email = `zruseno-${Date.now()}@example.cz`;
    const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment: 'karta', contact: { ...COMPANY, emailAddress: email, phoneNumber: '+420777123456' } });
    const placed = await place(v);
    await smtp.waitFor((m) => m.to.includes(email));
    await fetch(`${t.url}/api/payments/test/gateway/${placed.redirectUrl!.split('/').pop()!}/cancel`, { method: 'POST', redirect: 'manual' });
    // Mail is queued in the transaction of its cause: no row now means no mail ever.
    expect((await outboxRowsTo(t.database.db, email)).map((r) => r.template)).toEqual(['purchaseCreated']);
    expect(smtp.messages.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([`Potvrzení objednávky č. ${placed.order.number}`]);
  });
});

describe('rounding on the invoice', () => {
  it('splits a percent coupon so the discount lines add up to the percentage of the goods, and the recap reconciles with the lines', async () => {
    // Three lines of 10,95 Kč: 10 % per line is 1,095 → 1,10 Kč, three times 3,30 Kč; 10 % of 32,85 Kč is 3,29 Kč.
    // Products of this test's own: the PostgreSQL suite runs files at once on one database.
    const skus = [(await pickProduct(t.database, 'purchasable', 12)).sku, (await pickProduct(t.database, 'purchasable', 13)).sku, await stockOnlyProduct(t.database, 3)];
    for (const s of skus) {
      await t.database.db.update(prices).set({ price: 905, priceWithTax: 1095, originalPriceWithTax: null }).where(and(eq(prices.sku, s), eq(prices.priceGroup, '_default')));
      await t.database.db.delete(quantityPrices).where(eq(quantityPrices.sku, s));
    }
    const v = await readyVisitor(t.url, skus[0]!, 1, { shipping: 'dpd', payment: 'prevod' });
    for (const other of skus.slice(1)) expect((await addToCart(v, other, 1)).ok).toBe(true);
    const applied = await v.gql<{ r: { ok: boolean } }>(`mutation($c: ID!) { r: checkout_cart_coupon_apply(checkoutId: $c, couponCode: "SLEVA10") { ok } }`, { c: v.checkoutId });
    expect(applied.body.data.r.ok).toBe(true);
    const { cart } = await readCheckout(v);
    expect(cart.totals.discount.amountWithTax).toBe(percentOf(cart.totals.goods.amountWithTax, 10));
    expect(cart.totals.discount.amount).toBe(percentOf(cart.totals.goods.amount, 10));
    expect(cart.subjects.reduce((s, l) => s + (l.discounts?.totalDiscount.amountWithTax ?? 0), 0)).toBe(cart.totals.discount.amountWithTax);

    const r = await v.gql<{ checkout_create_purchase: { status: string; order: OrderView } }>(
      `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) { status order { ${ORDER} } } }`,
      { c: v.checkoutId, i: { idempotencyKey: `round-${crypto.randomUUID()}` } },
    );
    const { order } = r.body.data.checkout_create_purchase;
    const invoice = order.invoice!;
    const discountLines = invoice.lines.filter((l) => l.text.startsWith('Sleva'));
    expect(discountLines.reduce((s, l) => s + l.amountWithTax, 0)).toBe(-cart.totals.discount.amountWithTax);
    expect(discountLines.reduce((s, l) => s + l.amount, 0)).toBe(-cart.totals.discount.amount);
    for (const row of invoice.vatRecap) {
      const lines = invoice.lines.filter((l) => l.vatRate === row.rate);
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(row.base);
      expect(lines.reduce((s, l) => s + l.vatAmount, 0)).toBe(row.vat);
      expect(row.base + row.vat).toBe(row.total);
    }
    expect(invoice.lines.reduce((s, l) => s + l.amountWithTax, 0) + invoice.rounding).toBe(invoice.totalToPay);
    expect(invoice.totalToPay).toBe(order.totals.totalToPay);
  });

  it("a B2B customer's invoice: VAT per rate is round(base × rate / 100), and the lines reconcile with it and the total to pay", async () => {
    // Products of this test's own, without cartons (not in the checkout model's pool), at B2B
    // prices chosen so that rounding per line and rounding on the rate's base differ:
    // 3 × 10,50 Kč at 21 %: per line 2,205 → 2,21 Kč VAT (6,63 Kč), on the base 31,50 Kč → 6,62 Kč;
    // 5 × 10,45 Kč at 12 %: per line 1,254 → 1,25 Kč VAT (6,25 Kč), on the base 52,25 Kč → 6,27 Kč.
    const pick = async (vatRate: number) => {
      const [row] = await t.database.db
        .select({ sku: products.sku })
        .from(products)
        .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
        .where(
          and(
            eq(products.vatRate, vatRate),
            eq(products.onSale, true),
            eq(products.soldOut, false),
            eq(products.stockOnly, false),
            isNull(products.quantitySettings),
            isNull(products.piecesPerCarton),
            sql`${products.stockState} IS DISTINCT FROM 'sold-out'`,
            gt(prices.price, 0),
            sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
          ),
        )
        .orderBy(vatRate === 21 ? desc(products.sku) : asc(products.sku))
        .offset(5)
        .limit(1);
      if (!row) throw new Error(`seed has no product at ${vatRate} %`);
      return row.sku;
    };
    const lines = [
      { sku: await pick(21), net: 1050, rate: 21, quantity: 3 },
      { sku: await pick(12), net: 1045, rate: 12, quantity: 5 },
    ];
    for (const l of lines) {
      await t.database.db
        .update(prices)
        .set({ price: l.net, priceWithTax: priceWithTax(l.net, l.rate), originalPriceWithTax: null })
        .where(and(eq(prices.sku, l.sku), eq(prices.priceGroup, B2B_PRICE_GROUP_ID)));
      await t.database.db.delete(quantityPrices).where(and(eq(quantityPrices.sku, l.sku), eq(quantityPrices.priceGroup, B2B_PRICE_GROUP_ID)));
    }

    const b = new Browser(t.url);
    await b.uictx();
    const login = await b.login(B2B_EMAIL, DEMO_PASSWORD);
    expect(login.body.user?.settings).toMatchObject({ priceGroupIds: [B2B_PRICE_GROUP_ID], pricesType: 'B2B' });
    const c: CheckoutClient = { gql: (q, v) => b.gql(q, v), checkoutId: b.checkoutId ?? '' };
    for (const l of lines) expect((await addToCart(c, l.sku, l.quantity)).ok).toBe(true);
    expect((await setMethods(c, 'dpd', 'prevod')).ok).toBe(true);
    const coupon = await b.gql<{ r: { ok: boolean } }>(`mutation($c: ID!) { r: checkout_cart_coupon_apply(checkoutId: $c, couponCode: "SLEVA10") { ok } }`, { c: c.checkoutId });
    expect(coupon.body.data.r.ok).toBe(true);
    const data = await updateData(c, { orderInfo: { contact: { ...COMPANY, emailAddress: B2B_EMAIL, phoneNumber: '+420777123456' } }, agreements: { terms: true, privacy: true } });
    expect(data.errors).toEqual([]);

    /** round(base × rate / 100), half up, exact. */
    const vatOfBase = (base: number, rate: number) => Number((BigInt(base) * BigInt(rate) * 2n + 100n) / 200n);
    const { cart } = await readCheckout(c);
    // The B2B amounts are the commercial ones: unit price × quantity, exactly.
    expect(cart.subjects.map((s) => [s.sku, s.subjectTotal.amount])).toEqual(lines.map((l) => [l.sku, l.net * l.quantity]));
    for (const row of cart.totals.vatRecap) expect(row.vat).toBe(vatOfBase(row.base, row.rate));
    // The cart's totals reconcile: goods − discount + methods = the rows = the total.
    const t2 = cart.totals;
    for (const side of ['amount', 'amountWithTax'] as const) {
      expect(t2.goods[side] - t2.discount[side] + t2.gifts[side] + t2.shipping[side] + t2.payment[side]).toBe(
        t2.vatRecap.reduce((s, r) => s + (side === 'amount' ? r.base : r.total), 0),
      );
    }
    expect(t2.total.amountWithTax).toBe(t2.vatRecap.reduce((s, r) => s + r.total, 0) + t2.rounding);

    const placed = await purchase(c, `b2b-${crypto.randomUUID()}`, t2.total.amountWithTax);
    expect(placed.errors).toEqual([]);
    expect(placed.status).toBe('success');
    const order: OrderView = placed.order!;
    const invoice = order.invoice!;
    expect(invoice.vatRecap).toEqual(cart.totals.vatRecap);
    expect(order.totals.vatRecap).toEqual(cart.totals.vatRecap);
    const rates = invoice.vatRecap.map((r) => r.rate);
    expect(rates).toEqual(expect.arrayContaining([21, 12]));
    for (const row of invoice.vatRecap) {
      // The rule: VAT rounded once, on the base of the rate.
      expect(row.vat).toBe(vatOfBase(row.base, row.rate));
      expect(row.base + row.vat).toBe(row.total);
      // The invoice lines of the rate add up to its row in every column.
      const ofRate = invoice.lines.filter((l) => l.vatRate === row.rate);
      expect([ofRate.reduce((s, l) => s + l.amount, 0), ofRate.reduce((s, l) => s + l.vatAmount, 0), ofRate.reduce((s, l) => s + l.amountWithTax, 0)]).toEqual([
        row.base,
        row.vat,
        row.total,
      ]);
      for (const l of ofRate) expect(l.amount + l.vatAmount).toBe(l.amountWithTax);
    }
    // The goods lines keep their nets and carry their exact VAT rounded down or up (6,615 Kč → 6,61 or
    // 6,62 Kč; 6,27 Kč exactly), where unit prices with VAT × quantity would have said 6,63 and 6,25 Kč.
    const goodsVat = lines.map((l) => invoice.lines.find((x) => x.vatRate === l.rate && x.amount === l.net * l.quantity)?.vatAmount);
    expect([661, 662]).toContain(goodsVat[0]);
    expect(goodsVat[1]).toBe(627);
    expect(lines.map((l) => l.quantity * (priceWithTax(l.net, l.rate) - l.net))).toEqual([663, 625]);
    // Totals: the lines with the rounding are the total to pay, on the invoice and the order alike.
    expect(invoice.lines.reduce((s, l) => s + l.amountWithTax, 0) + invoice.rounding).toBe(invoice.totalToPay);
    expect([invoice.amount, invoice.vatAmount, invoice.amountWithTax]).toEqual([
      invoice.vatRecap.reduce((s, r) => s + r.base, 0),
      invoice.vatRecap.reduce((s, r) => s + r.vat, 0),
      invoice.vatRecap.reduce((s, r) => s + r.total, 0),
    ]);
    expect(invoice.totalToPay).toBe(order.totals.totalToPay);
    expect(order.totals.totalToPay).toBe(t2.total.amountWithTax);
    // The order's items (what the e-mail lists) add up the same way.
    const items = order.items.reduce((s, i) => s + i.total.amountWithTax - i.discount.amountWithTax, 0);
    expect(items + order.totals.rounding).toBe(order.totals.totalToPay);
    const mail = await smtp.waitFor((m) => m.to.includes(B2B_EMAIL) && m.subject.includes(order.number));
    expect(money(mail.text)).toContain(money(formatCzk(order.totals.totalToPay)));
  });
});
