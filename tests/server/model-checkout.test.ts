// @vitest-environment node
// Model-based test of cart → checkout → order through the real HTTP API (GraphQL on PGlite, or
// PostgreSQL with TEST_DATABASE_URL). fast-check generates a visitor (B2C or B2B price group)
// and a sequence of cart operations — add (pieces or cartons, up to 100,000), change quantity,
// remove, apply/remove a coupon, choose shipping and payment — and the order is placed at the
// end. After every operation the server's cart must equal the model (tests/helpers/checkout-model.ts,
// computed with src/domain only): lines, goods, discount, methods, totals, VAT recapitulation,
// rounding, loyalty points. The order and its invoice must carry exactly the model's totals and
// recapitulation. A B2C cart is recapitulated on its prices with VAT, a B2B cart on its prices
// without VAT (the rounding rule of docs/api-checkout.md "Rounding", modelled in BigInt).
//
// Runs: FAST_CHECK_HTTP_RUNS (default 12, bounded for `npm test`). The cheap domain-level run of
// the same model is tests/domain/checkout-model.test.ts (FAST_CHECK_RUNS).

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_DEFAULTS, cartonSku, normalizeQuantity, orderEarnedPoints, type PriceTier } from '../../src/domain/index.js';
import { carts, checkouts, coupons, paymentMethods, prices, products, quantityPrices, shippingMethods, shippingPaymentMap } from '../../src/server/db/schema.js';
import { B2B_PRICE_GROUP_ID, DEFAULT_PRICE_GROUP_ID } from '../../src/server/db/seed/products.js';
import { toCouponRule } from '../../src/server/services/checkout-pricing.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import {
  couponApplyProblem,
  emptyState,
  expectedCart,
  setLine,
  type ExpectedCart,
  type ModelCatalogue,
  type ModelProduct,
  type ModelState,
} from '../helpers/checkout-model.js';
import { CART, ERR, PERSON, purchase, updateData, type CartView, type OrderView, type Visitor } from './checkout-helpers.js';

const RUNS = Number(process.env.FAST_CHECK_HTTP_RUNS ?? 12);
/** Products of the model's pool: at most this gross unit price, so 8 lines × 100,000 units keep loyalty points within Int. */
const MAX_UNIT_GROSS = 500_000;
const COUPON_CODES = ['SLEVA10', 'JARO200', 'ZIMA2024', 'NEPLATNY'];

let t: TestApp;
let catalogue: ModelCatalogue;
let pool: ModelProduct[];
/** Shipping–payment pairs open to any visitor and any cart (no eligibility rule, no online payment). */
let combos: { shipping: string; payment: string }[];

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  // A pool across VAT rates, with cartons and quantity tiers: purchasable, sold from the supplier
  // beyond stock (so orders never run out), default quantity settings.
  const candidates = await db
    .select({ sku: products.sku, vatRate: products.vatRate, piecesPerCarton: products.piecesPerCarton })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP_ID)))
    .where(
      and(
        eq(products.onSale, true),
        eq(products.soldOut, false),
        eq(products.stockOnly, false),
        sql`${products.quantitySettings} IS NULL`,
        sql`coalesce(${products.stockState}, '') NOT IN ('sold-out', 'unavailable')`,
        sql`${prices.price} > 0 AND ${prices.priceWithTax} <= ${MAX_UNIT_GROSS}`,
        sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
      ),
    )
    .orderBy(asc(products.sku));
  const chosen = new Map<string, (typeof candidates)[number]>();
  for (const rate of [...new Set(candidates.map((c) => c.vatRate))]) {
    for (const c of candidates.filter((x) => x.vatRate === rate).slice(0, 2)) chosen.set(c.sku, c);
  }
  for (const c of candidates.filter((x) => x.piecesPerCarton).slice(-3)) chosen.set(c.sku, c);
  const skus = [...chosen.keys()];
  const priceRows = await db.select().from(prices).where(inArray(prices.sku, skus));
  const tierRows = await db.select().from(quantityPrices).where(inArray(quantityPrices.sku, skus));
  pool = [...chosen.values()].map((c) => {
    const productPrices: ModelProduct['prices'] = {};
    const tiers: Record<string, PriceTier[]> = {};
    for (const p of priceRows.filter((r) => r.sku === c.sku)) productPrices[p.priceGroup] = { price: p.price, priceWithTax: p.priceWithTax };
    for (const q of tierRows.filter((r) => r.sku === c.sku)) {
      (tiers[q.priceGroup] ??= []).push({ packType: q.packType, minQuantity: q.minQuantity, price: q.price, priceWithTax: q.priceWithTax });
    }
    return { sku: c.sku, vatRate: c.vatRate, piecesPerCarton: c.piecesPerCarton, prices: productPrices, tiers };
  });

  const shipping = await db.select().from(shippingMethods);
  const payment = await db.select().from(paymentMethods);
  const map = await db.select().from(shippingPaymentMap);
  const open = (rule: Record<string, unknown>) => Object.keys(rule).length === 0;
  combos = map
    .filter((m) => shipping.some((s) => s.sku === m.shippingSku && open(s.rule)))
    .filter((m) => payment.some((p) => p.sku === m.paymentSku && open(p.rule) && p.paymentType !== 'online'))
    .map((m) => ({ shipping: m.shippingSku, payment: m.paymentSku }))
    .sort((a, b) => `${a.shipping}/${a.payment}`.localeCompare(`${b.shipping}/${b.payment}`));
  catalogue = {
    products: new Map(pool.map((p) => [p.sku, p])),
    coupons: new Map((await db.select().from(coupons)).map((c) => [c.code, toCouponRule(c)])),
    methods: {
      shipping: shipping.map((s) => ({ sku: s.sku, price: s.price, vatRate: s.vatRate })),
      payment: payment.map((p) => ({ sku: p.sku, price: p.price, vatRate: p.vatRate, pettyCash: p.pettyCash })),
      map: map.map((m) => ({ shippingSku: m.shippingSku, paymentSku: m.paymentSku, price: m.price, tax: m.tax })),
    },
  };
  expect(pool.length).toBeGreaterThanOrEqual(4);
  expect(combos.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { kind: 'add'; product: number; carton: boolean; quantity: number }
  | { kind: 'set'; line: number; quantity: number }
  | { kind: 'remove'; line: number }
  | { kind: 'coupon'; code: string }
  | { kind: 'uncoupon' }
  | { kind: 'methods'; combo: number };

const quantityArb = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: QUANTITY_DEFAULTS.max }));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), product: fc.nat(20), carton: fc.boolean(), quantity: quantityArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), line: fc.nat(10), quantity: fc.oneof(fc.constant(0), quantityArb) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(10) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('coupon' as const), code: fc.constantFrom(...COUPON_CODES) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'uncoupon' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('methods' as const), combo: fc.nat(20) }) },
);

type CartMutation = { ok: boolean; errors: { code: string }[]; cart: CartView };

/** One cart mutation with its cart answer (the same fields the checkout helpers read). */
async function cartMutation(v: Visitor, field: string, params: string, args: string, variables: Record<string, unknown>): Promise<CartMutation> {
  const r = await v.gql<Record<string, CartMutation>>(`mutation($c: ID!, ${params}) { ${field}(checkoutId: $c, ${args}) { ok ${ERR} cart { ${CART} } } }`, {
    c: v.checkoutId,
    ...variables,
  });
  const result = r.body.data?.[field];
  if (!result) throw new Error(`${field}: ${JSON.stringify(r.body.errors)}`);
  return result;
}

const updateSubjects = (v: Visitor, sku: string, quantity: number, mode: 'ADD' | 'SET') =>
  cartMutation(v, 'checkout_cart_update_subjects', '$b: [CartSubjectUpdate!]!', 'batch: $b', { b: [{ sku, quantity, mode }] });
const applyCoupon = (v: Visitor, code: string) => cartMutation(v, 'checkout_cart_coupon_apply', '$k: String!', 'couponCode: $k', { k: code });
const removeCoupon = (v: Visitor, code: string) => cartMutation(v, 'checkout_cart_coupon_remove', '$k: String!', 'couponCode: $k', { k: code });
const chooseMethods = (v: Visitor, shipping: string, payment: string) =>
  cartMutation(v, 'checkout_cart_update_methods', '$s: String, $p: String', 'shippingSku: $s, paymentSku: $p', { s: shipping, p: payment });

const amounts = (m: { amount: number; amountWithTax: number }) => ({ amount: m.amount, amountWithTax: m.amountWithTax });

/** The server's cart equals the model's. */
function expectCartMatches(cart: CartView, expected: ExpectedCart, state: ModelState): void {
  expect(cart.subjects.map((s) => ({ sku: s.sku, quantity: s.quantity, total: amounts(s.subjectTotal) }))).toEqual(
    expected.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, total: l.total })),
  );
  expect(cart.subjects.map((s) => (s.discounts ? amounts(s.discounts.totalDiscount) : { amount: 0, amountWithTax: 0 }))).toEqual(
    expected.lines.map((l) => l.discount),
  );
  expect(cart.couponsApplied.map((c) => ({ code: c.couponCode, active: c.active }))).toEqual(
    expected.coupons.map((c) => ({ code: c.code, active: c.inactive === null })),
  );
  expect(cart.shippingMethod?.sku ?? null).toBe(state.shippingSku);
  expect(cart.paymentMethod?.sku ?? null).toBe(state.paymentSku);
  expect({
    goods: amounts(cart.totals.goods),
    discount: amounts(cart.totals.discount),
    shipping: amounts(cart.totals.shipping),
    payment: amounts(cart.totals.payment),
    total: amounts(cart.totals.total),
    vatAmount: cart.totals.vatAmount,
    rounding: cart.totals.rounding,
    vatRecap: cart.totals.vatRecap,
    loyaltyPoints: cart.loyaltyPoints,
  }).toEqual({
    goods: expected.goods,
    discount: expected.discount,
    shipping: expected.shipping,
    payment: expected.payment,
    total: expected.total,
    vatAmount: expected.vatAmount,
    rounding: expected.rounding,
    vatRecap: expected.vatRecap,
    loyaltyPoints: expected.loyaltyPoints,
  });
}

/** The placed order and its invoice carry exactly the model's totals and recapitulation. */
function expectOrderMatches(order: OrderView, expected: ExpectedCart): void {
  const beforeRounding = expected.total.amountWithTax - expected.rounding;
  expect(order.totals).toEqual({
    total: { amount: expected.total.amount, amountWithTax: beforeRounding },
    vatAmount: expected.vatAmount,
    rounding: expected.rounding,
    totalToPay: expected.total.amountWithTax,
    vatRecap: expected.vatRecap,
  });
  expect(order.items.filter((i) => i.kind === 'item').map((i) => ({ sku: i.sku, quantity: i.quantity, total: amounts(i.total) }))).toEqual(
    expected.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, total: l.total })),
  );
  const invoice = order.invoice;
  expect(invoice).not.toBeNull();
  if (!invoice) return;
  expect({ amount: invoice.amount, vatAmount: invoice.vatAmount, amountWithTax: invoice.amountWithTax, rounding: invoice.rounding, totalToPay: invoice.totalToPay }).toEqual({
    amount: expected.total.amount,
    vatAmount: expected.vatAmount,
    amountWithTax: beforeRounding,
    rounding: expected.rounding,
    totalToPay: expected.total.amountWithTax,
  });
  expect(invoice.vatRecap).toEqual(expected.vatRecap);
  // Every invoice line counts in its rate's recapitulation row.
  for (const row of invoice.vatRecap) {
    const lines = invoice.lines.filter((l) => l.vatRate === row.rate);
    expect([lines.reduce((s, l) => s + l.amount, 0), lines.reduce((s, l) => s + l.vatAmount, 0), lines.reduce((s, l) => s + l.amountWithTax, 0)]).toEqual([
      row.base,
      row.vat,
      row.total,
    ]);
  }
}

/**
 * The points the placed order earns, by the ledger's rule in src/domain (orderEarnedPoints): the
 * cart showed src/domain cartLoyaltyPoints of the goods, and an order without a customer account
 * (every visitor here is anonymous) earns none of them. The ledger itself (one movement per
 * purchase of a logged-in customer, reversals, gifts) is covered by tests/server/loyalty.test.ts
 * and the property test in tests/domain/loyalty-ledger.test.ts.
 */
function assertLoyaltyOfPlacedOrder(order: OrderView, expected: ExpectedCart): void {
  expect(order.loyaltyPoints).toBe(orderEarnedPoints({ destiny: 'purchase', hasCustomer: false, cartPoints: expected.loyaltyPoints }));
}

async function runScenario(priceGroup: string, ops: Op[]): Promise<void> {
  const v = await newVisitor(t.url);
  if (priceGroup !== DEFAULT_PRICE_GROUP_ID) {
    // A B2B customer's cart: the price group a login as the B2B demo customer sets on it.
    const [checkout] = await t.database.db.select({ cartId: checkouts.activeCartId }).from(checkouts).where(eq(checkouts.id, v.checkoutId));
    await t.database.db.update(carts).set({ priceGroup, pricesType: 'B2B' }).where(eq(carts.id, checkout!.cartId));
  }
  let state = emptyState(priceGroup, priceGroup === DEFAULT_PRICE_GROUP_ID ? 'B2C' : 'B2B');
  const now = () => new Date();

  for (const op of ops) {
    let result: CartMutation | null = null;
    if (op.kind === 'add') {
      const product = pool[op.product % pool.length]!;
      const sku = op.carton && product.piecesPerCarton ? cartonSku(product.sku) : product.sku;
      const existing = state.lines.find((l) => l.sku === sku)?.quantity ?? 0;
      result = await updateSubjects(v, sku, op.quantity, 'ADD');
      expect(result.errors).toEqual([]);
      state = setLine(state, sku, normalizeQuantity(existing + op.quantity));
    } else if (op.kind === 'set' || op.kind === 'remove') {
      const line = state.lines[op.line % Math.max(1, state.lines.length)];
      if (!line) continue;
      const quantity = op.kind === 'remove' ? 0 : op.quantity;
      result = await updateSubjects(v, line.sku, quantity, 'SET');
      expect(result.errors).toEqual([]);
      state = setLine(state, line.sku, quantity === 0 ? 0 : normalizeQuantity(quantity));
    } else if (op.kind === 'coupon') {
      const problem = couponApplyProblem(catalogue, state, op.code, now());
      result = await applyCoupon(v, op.code);
      expect(result.ok).toBe(problem === null);
      if (problem === null) state = { ...state, coupons: [...state.coupons, op.code] };
    } else if (op.kind === 'uncoupon') {
      const code = state.coupons[0];
      if (!code) continue;
      result = await removeCoupon(v, code);
      expect(result.ok).toBe(true);
      state = { ...state, coupons: state.coupons.filter((c) => c !== code) };
    } else {
      const combo = combos[op.combo % combos.length]!;
      result = await chooseMethods(v, combo.shipping, combo.payment);
      expect(result.errors).toEqual([]);
      state = { ...state, shippingSku: combo.shipping, paymentSku: combo.payment };
    }
    expectCartMatches(result.cart, expectedCart(catalogue, state, now()), state);
  }

  // Place the order (methods chosen if the sequence did not), with the total the model expects.
  if (state.lines.length === 0) return;
  if (!state.shippingSku || !state.paymentSku) {
    const combo = combos[0]!;
    expect((await chooseMethods(v, combo.shipping, combo.payment)).errors).toEqual([]);
    state = { ...state, shippingSku: combo.shipping, paymentSku: combo.payment };
  }
  const data = await updateData(v, { orderInfo: { contact: PERSON }, agreements: { terms: true, privacy: true } });
  expect(data.errors).toEqual([]);
  const expected = expectedCart(catalogue, state, now());
  const placed = await purchase(v, `model-${crypto.randomUUID()}`, expected.total.amountWithTax);
  expect(placed.errors).toEqual([]);
  expect(placed.status).toBe('success');
  expectOrderMatches(placed.order!, expected);
  assertLoyaltyOfPlacedOrder(placed.order!, expected);
}

describe(`checkout model through HTTP (${RUNS} runs; FAST_CHECK_HTTP_RUNS)`, () => {
  it('cart, totals, VAT recapitulation, order, invoice and loyalty points always equal the src/domain recomputation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(DEFAULT_PRICE_GROUP_ID, B2B_PRICE_GROUP_ID), fc.array(opArb, { minLength: 1, maxLength: 8 }), runScenario),
      { numRuns: RUNS },
    );
  }, Math.max(60_000, RUNS * 15_000));
});

// The model is not vacuous: a cart changed behind its back is caught.
describe('checkout model sanity', () => {
  it('notices a cart the model did not predict', async () => {
    const v = await newVisitor(t.url);
    const product = pool[0]!;
    const result = await updateSubjects(v, product.sku, 2, 'ADD');
    const wrong = setLine(emptyState(DEFAULT_PRICE_GROUP_ID), product.sku, 3);
    expect(() => expectCartMatches(result.cart, expectedCart(catalogue, wrong, new Date()), wrong)).toThrow();
    const right = setLine(emptyState(DEFAULT_PRICE_GROUP_ID), product.sku, 2);
    expectCartMatches(result.cart, expectedCart(catalogue, right, new Date()), right);
  });
});

