// @vitest-environment node
// Issue 11, finding 5: money is 64-bit end to end. A cart may hold 100,000 pieces of a product
// (QUANTITY_DEFAULTS.max); with the dearest product of the seed that is ~10^12 haléře, far past
// 2^31. Such a cart reads over REST and GraphQL, prices and orders normally, with exact totals,
// and an amount stays a plain JSON number.

import { and, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_DEFAULTS, pettyCashAdjustment } from '../../src/domain/index.js';
import { invoices, orderItems, orders } from '../../src/server/db/schema.js';
import {
  CheckoutCreatePurchaseDocument,
  CheckoutDetailDocument,
  OrderDocument,
  type CheckoutCreatePurchaseMutation,
  type CheckoutDetailQuery,
  type OrderQuery,
} from '../../src/generated/graphql.js';
import { dearestPurchasable } from '../helpers/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { purchase, readCheckout, readyVisitor } from './checkout-helpers.js';

let t: TestApp;
/** The dearest purchasable product a cart may hold 100,000 of, with its consumer prices. */
let dearest: { sku: string; price: number; priceWithTax: number; vatRate: number; volumeMl: number };

const QUANTITY = QUANTITY_DEFAULTS.max;
const key = () => `test-${crypto.randomUUID()}`;

/**
 * The net part of a B2C gross at `rate` by the rounding rule (docs/api-checkout.md "Rounding"):
 * VAT = gross × rate / (100 + rate) rounded half up, exact in BigInt; net = gross − VAT. On
 * 100,000 pieces this is not 100,000 × the unit's net price: the VAT is rounded once, on the row.
 */
function netOfGross(gross: number, rate: number): number {
  const denominator = BigInt(100 + rate);
  const vat = (BigInt(gross) * BigInt(rate) * 2n + denominator) / (2n * denominator);
  return gross - Number(vat);
}

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await dearestPurchasable(t.database, 1);
  if (!row) throw new Error('seed has no purchasable product');
  dearest = row;
  // The point of the test: these totals do not fit a 32-bit integer.
  expect(dearest.priceWithTax * QUANTITY).toBeGreaterThan(2 ** 31);
});
afterAll(async () => {
  await t.close();
});

type RestCart = {
  subjects: { sku: string; quantity: number; price: { amount: number; amountWithTax: number }; subjectTotal: { amount: number; amountWithTax: number }; vatAmount: number }[];
  totals: { total: { amount: number; amountWithTax: number }; vatAmount: number; subjects: { amount: number; amountWithTax: number } };
};

describe('a cart of 100,000 of the dearest product', () => {
  it('reads over REST and GraphQL with exact totals as plain numbers', async () => {
    const v = await readyVisitor(t.url, dearest.sku, QUANTITY, { shipping: 'osobni-odber-praha', payment: 'prevod' });
    const goodsGross = dearest.priceWithTax * QUANTITY;
    const goodsNet = netOfGross(goodsGross, dearest.vatRate);

    const rest = await v.rest<RestCart>('GET', `/api/checkout/${v.checkoutId}/cart`);
    expect(rest.status).toBe(200);
    const line = rest.body.subjects.find((s) => s.sku === dearest.sku);
    expect(line?.quantity).toBe(QUANTITY);
    expect(line?.subjectTotal).toMatchObject({ amount: goodsNet, amountWithTax: goodsGross });
    expect(rest.body.totals.subjects.amountWithTax).toBe(goodsGross);
    expect(typeof rest.body.totals.total.amountWithTax).toBe('number');

    const cart = (await readCheckout(v)).cart;
    expect(cart.totals.goods).toMatchObject({ amount: goodsNet, amountWithTax: goodsGross });
    expect(cart.totals.subjects.amountWithTax).toBe(goodsGross);
    const recap = cart.totals.vatRecap.find((r) => r.rate === dearest.vatRate);
    expect(recap).toEqual({ rate: dearest.vatRate, base: goodsNet, vat: goodsGross - goodsNet, total: goodsGross });
    // Personal pickup and bank transfer are free and round nothing: the total is the goods.
    expect(cart.totals.total).toMatchObject({ amount: goodsNet, amountWithTax: goodsGross });
    expect(cart.totals.vatAmount).toBe(goodsGross - goodsNet);

    // The storefront's own read of the checkout steps (every field the client selects, stats included).
    const detail = await v.gql<CheckoutDetailQuery>(print(CheckoutDetailDocument), { checkoutId: v.checkoutId });
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data.checkout?.cart.totals.goods.amountWithTax).toBe(goodsGross);
    // Weight (g) and volume (ml) of 100,000 pieces pass 2^31 as well.
    expect(detail.body.data.checkout?.cart.stats.volume).toBe(dearest.volumeMl * QUANTITY);
  });

  it('places the order over GraphQL: order, items, invoice and recapitulation exact and stored as such', async () => {
    const v = await readyVisitor(t.url, dearest.sku, QUANTITY, { shipping: 'osobni-odber-praha', payment: 'hotove' });
    const before = (await readCheckout(v)).cart;
    const goodsGross = dearest.priceWithTax * QUANTITY;
    const toPay = goodsGross + pettyCashAdjustment(goodsGross, 'one');
    expect(before.totals.total.amountWithTax).toBe(toPay);

    const result = await purchase(v, key(), toPay);
    expect(result.errors).toEqual([]);
    expect(result.checkout?.cart.subjects).toEqual([]);
    expect(result.status).toBe('success');
    const order = result.order!;
    expect(order.totals.total.amountWithTax).toBe(goodsGross);
    expect(order.totals.totalToPay).toBe(toPay);
    const goodsNet = netOfGross(goodsGross, dearest.vatRate);
    expect(order.items.find((i) => i.kind === 'item')?.total).toMatchObject({ amount: goodsNet, amountWithTax: goodsGross });
    const invoice = order.invoice!;
    expect(invoice.totalToPay).toBe(toPay);
    expect(invoice.amountWithTax).toBe(goodsGross);
    expect(invoice.lines.find((l) => l.amountWithTax === goodsGross)?.amount).toBe(goodsNet);
    expect(invoice.vatRecap.reduce((s, r) => s + r.total, 0) + invoice.rounding).toBe(toPay);

    // Read back from the database: the 64-bit columns hold the exact amounts.
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    expect(stored?.totalToPay).toBe(toPay);
    const [storedItem] = await t.database.db.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'item')));
    expect(storedItem?.amountWithTax).toBe(goodsGross);
    const [storedInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(storedInvoice?.totalToPay).toBe(toPay);

    // The order reads back with the thank-you page's own document.
    const again = await v.gql<OrderQuery>(print(OrderDocument), { orderNumber: order.number });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.order?.totals.totalToPay).toBe(toPay);
  });

  it("places the order with the storefront's own CheckoutCreatePurchase document", async () => {
    const v = await readyVisitor(t.url, dearest.sku, QUANTITY, { shipping: 'osobni-odber-praha', payment: 'prevod' });
    const goodsGross = dearest.priceWithTax * QUANTITY;
    const r = await v.gql<CheckoutCreatePurchaseMutation>(print(CheckoutCreatePurchaseDocument), {
      checkoutId: v.checkoutId,
      input: { idempotencyKey: key(), expectedTotal: goodsGross },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.checkout_create_purchase.status).toBe('success');
    expect(r.body.data.checkout_create_purchase.order?.totals.totalToPay).toBe(goodsGross);
  });

  it('places the order over REST with the expected total the summary showed', async () => {
    const v = await readyVisitor(t.url, dearest.sku, QUANTITY, { shipping: 'osobni-odber-praha', payment: 'prevod' });
    const goodsGross = dearest.priceWithTax * QUANTITY;
    const r = await v.rest<{ status: string; errors: unknown[]; order: { totals: { totalToPay: number } } | null }>(
      'POST',
      `/api/checkout/${v.checkoutId}/create-purchase`,
      { idempotencyKey: key(), expectedTotal: goodsGross },
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toEqual([]);
    expect(r.body.order?.totals.totalToPay).toBe(goodsGross);
  });
});
