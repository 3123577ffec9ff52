// @vitest-environment node
// The loyalty ledger (issue 11, finding 4): a customer's balance is the sum of their point
// movements. Each defect of the old balance has a test here, through real HTTP on a real database:
// points counted twice (customer row + orders), an inquiry earning points, a cancelled or failed
// payment keeping them, gifts never deducted. Plus: a paid retry earns again, every write is once
// per event, and no spend takes the balance below zero.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMovements } from '../../src/server/db/schema.js';
import { addLoyaltyAdjustment, loyaltyBalance } from '../../src/server/services/accounts-loyalty.js';
import { providerFor } from '../../src/server/services/payments/index.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { QUANTITY_DEFAULTS, cartLoyaltyPoints } from '../../src/domain/index.js';
import { dearestPurchasable, pickProduct } from '../helpers/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { addToCart, purchase, readCheckout, setMethods, updateData, PERSON, type CheckoutClient, type PurchaseResult } from './checkout-helpers.js';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
});

type Ledger = {
  balance: number;
  totalCount: number;
  items: { kind: string; points: number; balanceAfter: number; description: string; orderNumber: string | null }[];
};

/** A newly registered, logged-in customer (own balance, so tests do not share one). */
async function customer(): Promise<{ b: Browser; c: CheckoutClient; id: string }> {
  const email = uniqueEmail('loyalty');
  const b = new Browser(t.url);
  await b.uictx();
  const registered = await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  expect(registered.body.status).toBe('success');
  const login = await b.login(email, registrationPayload(email).info.password);
  const checkoutId = b.checkoutId;
  if (!checkoutId) throw new Error('no checkout after login');
  return { b, c: { gql: (q, v) => b.gql(q, v), checkoutId }, id: login.body.user?.settings.customer ?? '' };
}

async function ledger(b: Browser): Promise<Ledger & { customerPoints: number }> {
  const r = await b.gql<{ customerLoyalty: Ledger; customer: { loyaltyPoints: number } }>(
    '{ customerLoyalty(pageSize: 50) { balance totalCount items { kind points balanceAfter description orderNumber } } customer { loyaltyPoints } }',
  );
  expect(r.body.errors).toBeUndefined();
  return { ...r.body.data.customerLoyalty, customerPoints: r.body.data.customer.loyaltyPoints };
}

/** Fills the cart until it earns at least `points`, sets methods and contact, answers the cart's points. */
async function readyCart(c: CheckoutClient, points: number, payment = 'hotove', shipping = 'osobni-odber-praha'): Promise<number> {
  for (let i = 0; i < 40; i += 1) {
    const { cart } = await readCheckout(c);
    if (cart.loyaltyPoints >= points) break;
    expect((await addToCart(c, sku, 1)).ok).toBe(true);
  }
  expect((await setMethods(c, shipping, payment)).ok).toBe(true);
  expect((await updateData(c, { orderInfo: { contact: PERSON }, agreements: { terms: true, privacy: true } })).ok).toBe(true);
  return (await readCheckout(c)).cart.loyaltyPoints;
}

const key = () => `loyalty-${crypto.randomUUID()}`;
const gatewayAction = (paymentId: string, action: 'pay' | 'cancel' | 'fail') =>
  fetch(`${t.url}/api/payments/test/gateway/${paymentId}/${action}`, { method: 'POST', redirect: 'manual' });
const paymentIdOf = (result: PurchaseResult) => {
  expect(result.status).toBe('redirect-to-payment-gateway');
  return result.redirectUrl!.split('/').pop()!;
};

describe('loyalty ledger', () => {
  it('counts a purchase once: the balance is the order\'s points, not twice as many', async () => {
    const { b, c } = await customer();
    const cartPoints = await readyCart(c, 10);
    const result = await purchase(c, key());
    expect(result.status).toBe('success');
    expect(result.order!.loyaltyPoints).toBe(cartPoints);
    const l = await ledger(b);
    expect(l.balance).toBe(cartPoints);
    expect(l.customerPoints).toBe(cartPoints);
    expect(l.items).toEqual([{ kind: 'earned', points: cartPoints, balanceAfter: cartPoints, description: `Nákup – objednávka ${result.order!.number}`, orderNumber: result.order!.number }]);
  });

  it('gives an inquiry no points', async () => {
    const { b, c } = await customer();
    await readyCart(c, 10);
    expect((await updateData(c, { destiny: 'inquiry' })).ok).toBe(true);
    const result = await purchase(c, key());
    expect(result.status).toBe('success');
    expect(result.order!.destiny).toBe('inquiry');
    expect(result.order!.loyaltyPoints).toBe(0);
    const l = await ledger(b);
    expect(l.balance).toBe(0);
    expect(l.customerPoints).toBe(0);
    expect(l.totalCount).toBe(0);
  });

  it('takes the points back when the payment is cancelled or fails, and gives them back when a retry is paid', async () => {
    const { b, c, id } = await customer();
    const cartPoints = await readyCart(c, 10, 'karta', 'dpd');
    const result = await purchase(c, key());
    const number = result.order!.number;
    expect((await ledger(b)).balance).toBe(cartPoints);

    await gatewayAction(paymentIdOf(result), 'cancel');
    let l = await ledger(b);
    expect(l.balance).toBe(0);
    expect(l.customerPoints).toBe(0);
    expect(l.items[0]).toEqual({ kind: 'reversed', points: -cartPoints, balanceAfter: 0, description: `Storno objednávky ${number} (platba zrušena)`, orderNumber: number });

    // A retried payment that fails takes nothing more (nothing left to take).
    const retry = () => b.gql<{ checkout_order_retry_payment: { ok: boolean; order: { paymentUrl: string | null } | null } }>(
      'mutation($n: String!) { checkout_order_retry_payment(orderNumber: $n) { ok order { paymentUrl } } }',
      { n: number },
    );
    const second = (await retry()).body.data.checkout_order_retry_payment.order?.paymentUrl?.split('/').pop();
    expect(second).toBeTruthy();
    await gatewayAction(second!, 'fail');
    expect((await ledger(b)).balance).toBe(0);

    // The next retry is paid: the order earns its points again, once.
    const third = (await retry()).body.data.checkout_order_retry_payment.order?.paymentUrl?.split('/').pop();
    await gatewayAction(third!, 'pay');
    await gatewayAction(third!, 'pay');
    l = await ledger(b);
    expect(l.balance).toBe(cartPoints);
    expect(l.items.map((i) => [i.kind, i.points])).toEqual([
      ['earned', cartPoints],
      ['reversed', -cartPoints],
      ['earned', cartPoints],
    ]);
    expect(l.items[0]?.description).toBe(`Nákup – objednávka ${number} (zaplaceno po opakované platbě)`);
    expect(await loyaltyBalance(t.database.db, id)).toBe(cartPoints);
  });

  it('takes the points back when a paid payment is refunded, once', async () => {
    const { b, c } = await customer();
    const cartPoints = await readyCart(c, 10, 'karta', 'dpd');
    const result = await purchase(c, key());
    const paymentId = paymentIdOf(result);
    await gatewayAction(paymentId, 'pay');
    expect((await ledger(b)).balance).toBe(cartPoints);

    const provider = providerFor(t.services, 'test');
    expect(await provider!.refund(paymentId, result.order!.totals.totalToPay)).toEqual({ ok: true });
    expect(await provider!.refund(paymentId, result.order!.totals.totalToPay)).toEqual({ ok: false, reason: 'not-paid' });
    const l = await ledger(b);
    expect(l.balance).toBe(0);
    expect(l.items.map((i) => [i.kind, i.points])).toEqual([
      ['reversed', -cartPoints],
      ['earned', cartPoints],
    ]);
    expect(l.items[0]?.description).toBe(`Storno objednávky ${result.order!.number} (platba vrácena)`);
  });

  it('keeps nothing for a failed payment', async () => {
    const { b, c } = await customer();
    await readyCart(c, 10, 'karta', 'dpd');
    const result = await purchase(c, key());
    await gatewayAction(paymentIdOf(result), 'fail');
    const l = await ledger(b);
    expect(l.balance).toBe(0);
    expect(l.items[0]?.description).toBe(`Storno objednávky ${result.order!.number} (platba se nezdařila)`);
  });

  it('deducts the points of the gifts chosen in a purchase', async () => {
    const { b, c, id } = await customer();
    const cartPoints = await readyCart(c, 60);
    const added = await c.gql<{ checkout_cart_gifts_add: { ok: boolean } }>(
      'mutation($c: ID!) { checkout_cart_gifts_add(checkoutId: $c, gifts: ["DAR-001"]) { ok } }',
      { c: c.checkoutId },
    );
    expect(added.body.data.checkout_cart_gifts_add.ok).toBe(true);
    // Twenty identical submits: one order, one earned and one spent movement.
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => purchase(c, k)));
    const number = results[0]!.order!.number;
    expect(new Set(results.map((r) => r.order?.number))).toEqual(new Set([number]));
    const l = await ledger(b);
    expect(l.balance).toBe(cartPoints - 50);
    expect(l.customerPoints).toBe(cartPoints - 50);
    expect(l.items.map((i) => [i.kind, i.points, i.balanceAfter, i.description])).toEqual([
      ['spent', -50, cartPoints - 50, `Dárek k objednávce ${number}: Mikroutěrka Čisto 40 × 40 cm`],
      ['earned', cartPoints, cartPoints, `Nákup – objednávka ${number}`],
    ]);
    const rows = await t.database.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, id));
    expect(rows).toHaveLength(2);
  });

  it('never goes below zero: of two concurrent deductions of the whole balance only one passes', async () => {
    const { b, id } = await customer();
    expect(await addLoyaltyAdjustment(t.database.db, id, 300, 'Body za registraci')).toBe('ok');
    const outcomes = await Promise.all([addLoyaltyAdjustment(t.database.db, id, -300, 'Oprava'), addLoyaltyAdjustment(t.database.db, id, -300, 'Oprava')]);
    expect([...outcomes].sort()).toEqual(['insufficient-points', 'ok']);
    const l = await ledger(b);
    expect(l.balance).toBe(0);
    expect(l.items.map((i) => i.balanceAfter)).toEqual([0, 300]);
  });
});

describe('points past 2^31', () => {
  it('a cart of the dearest products at 100,000 pieces earns more than 2^31 points: cart, order, ledger and balance stay exact', async () => {
    const quantity = QUANTITY_DEFAULTS.max;
    const lines: { unitGross: number; quantity: number }[] = [];
    const { b, c, id } = await customer();
    for (const product of await dearestPurchasable(t.database, 10)) {
      expect((await addToCart(c, product.sku, quantity)).ok).toBe(true);
      lines.push({ unitGross: product.priceWithTax, quantity });
      if (cartLoyaltyPoints(lines) > 2 ** 31) break;
    }
    const expected = cartLoyaltyPoints(lines);
    expect(expected).toBeGreaterThan(2 ** 31);
    expect((await setMethods(c, 'osobni-odber-praha', 'hotove')).ok).toBe(true);
    expect((await updateData(c, { orderInfo: { contact: PERSON }, agreements: { terms: true, privacy: true } })).ok).toBe(true);
    const { cart } = await readCheckout(c);
    expect(cart.loyaltyPoints).toBe(expected);
    expect(cart.loyaltyPointsLeft).toBe(expected);

    const result = await purchase(c, key());
    expect(result.errors).toEqual([]);
    expect(result.order?.loyaltyPoints).toBe(expected);
    const [movement] = await t.database.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, id));
    expect(movement?.points).toBe(expected);
    expect(await loyaltyBalance(t.database.db, id)).toBe(expected);
    const l = await ledger(b);
    expect(l).toMatchObject({ balance: expected, customerPoints: expected });
    expect(l.items[0]).toMatchObject({ kind: 'earned', points: expected, balanceAfter: expected });
  });
});
