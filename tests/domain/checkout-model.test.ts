// Domain-level run of the checkout model (tests/helpers/checkout-model.ts): random catalogues,
// carts of up to 100,000 units per line, coupons and methods, B2C and B2B; what src/domain
// computes for the cart must equal exact BigInt arithmetic done here independently (line totals,
// goods, coupon discounts, VAT recapitulation by the rounding rule, settled lines, rounding,
// loyalty points), and src/domain vatRecapitulation must equal the model's own modelRecap. Cheap
// per run, so this is the run measured at FAST_CHECK_RUNS=10000; tests/server/model-checkout.test.ts
// runs the same model through the real HTTP API.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HALER_PER_LOYALTY_POINT, PETTY_CASH_UNITS, PETTY_CASH, PRICES_TYPES, QUANTITY_DEFAULTS, VAT_RATES, priceWithTax, vatRecapitulation } from '../../src/domain/index.js';
import { expectedCart, type ModelCatalogue, type ModelProduct, type ModelState } from '../helpers/checkout-model.js';

const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 200);
const NOW = new Date('2026-06-01T10:00:00Z');
const GROUP = '_default';

const big = (n: number) => BigInt(n);
/** Exact a × p / q rounded half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

const productArb = (i: number) =>
  fc
    .record({
      net: fc.integer({ min: 1, max: 10_000_000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
      piecesPerCarton: fc.option(fc.integer({ min: 2, max: 48 }), { nil: null }),
      tier: fc.option(fc.record({ minQuantity: fc.integer({ min: 2, max: 1000 }), discount: fc.integer({ min: 1, max: 30 }) }), { nil: null }),
    })
    .map(({ net, vatRate, piecesPerCarton, tier }): ModelProduct => ({
      sku: `P-${i}`,
      vatRate,
      piecesPerCarton,
      prices: { [GROUP]: { price: net, priceWithTax: priceWithTax(net, vatRate) } },
      tiers: {
        [GROUP]: tier
          ? [{ packType: 'pcs', minQuantity: tier.minQuantity, price: Math.max(1, Math.round((net * (100 - tier.discount)) / 100)), priceWithTax: null }]
          : [],
      },
    }));

const couponArb = fc.oneof(
  fc.record({ percent: fc.integer({ min: 1, max: 100 }), amount: fc.constant(null) }),
  fc.record({ percent: fc.constant(null), amount: fc.integer({ min: 1, max: 2_000_000_000_000 }) }),
);

const scenarioArb = fc
  .tuple(
    fc.tuple(productArb(0), productArb(1), productArb(2), productArb(3), productArb(4)),
    fc.array(
      fc.record({
        product: fc.integer({ min: 0, max: 4 }),
        carton: fc.boolean(),
        quantity: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: QUANTITY_DEFAULTS.max })),
      }),
      { maxLength: 8 },
    ),
    fc.option(fc.record({ rule: couponArb, minTotal: fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: null }), expired: fc.boolean() }), {
      nil: null,
    }),
    fc.option(fc.record({ price: fc.integer({ min: 0, max: 200_000 }), vatRate: fc.constantFrom(...VAT_RATES) }), { nil: null }),
    fc.option(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), vatRate: fc.constantFrom(...VAT_RATES), pettyCash: fc.constantFrom(...PETTY_CASH) }), {
      nil: null,
    }),
    fc.constantFrom(...PRICES_TYPES),
  )
  .map(([products, adds, coupon, shipping, payment, pricesType]) => {
    const catalogue: ModelCatalogue = {
      products: new Map(products.map((p) => [p.sku, p])),
      coupons: new Map(
        coupon
          ? [
              [
                'KUPON',
                {
                  code: 'KUPON',
                  percent: coupon.rule.percent,
                  amount: coupon.rule.amount,
                  minTotal: coupon.minTotal,
                  validUntil: coupon.expired ? new Date('2026-01-01T00:00:00Z') : null,
                },
              ],
            ]
          : [],
      ),
      methods: {
        shipping: shipping ? [{ sku: 'S', price: shipping.price, vatRate: shipping.vatRate }] : [],
        payment: payment ? [{ sku: 'P', price: payment.price, vatRate: payment.vatRate, pettyCash: payment.pettyCash }] : [],
        map: [],
      },
    };
    const lines = new Map<string, number>();
    for (const add of adds) {
      const product = products[add.product];
      if (!product) continue;
      const sku = add.carton && product.piecesPerCarton ? `${product.sku}-carton` : product.sku;
      lines.set(sku, add.quantity); // SET semantics: the last quantity wins
    }
    const state: ModelState = {
      priceGroup: GROUP,
      pricesType,
      lines: [...lines].map(([sku, quantity]) => ({ sku, quantity })),
      coupons: coupon ? ['KUPON'] : [],
      shippingSku: shipping ? 'S' : null,
      paymentSku: payment ? 'P' : null,
    };
    return { catalogue, state };
  });

describe(`checkout model, domain level (${RUNS} runs; FAST_CHECK_RUNS)`, () => {
  it('totals, coupon discounts, VAT recapitulation, rounding and loyalty equal exact arithmetic', () => {
    fc.assert(
      fc.property(scenarioArb, ({ catalogue, state }) => {
        const cart = expectedCart(catalogue, state, NOW);
        const b2b = state.pricesType === 'B2B';
        const commercial = (a: { amount: number; amountWithTax: number }) => big(b2b ? a.amount : a.amountWithTax);

        // Lines at the price list: unit × quantity, exactly; settled, the commercial amount stays.
        for (const line of cart.lines) {
          expect(big(line.listTotal.amount)).toBe(big(line.unit.amount) * big(line.quantity));
          expect(big(line.listTotal.amountWithTax)).toBe(big(line.unit.amountWithTax) * big(line.quantity));
          expect(commercial(line.total)).toBe(commercial(line.listTotal));
          expect(commercial(line.discount)).toBe(commercial(line.listDiscount));
        }
        const goodsNet = cart.lines.reduce((s, l) => s + big(l.listTotal.amount), 0n);
        const goodsGross = cart.lines.reduce((s, l) => s + big(l.listTotal.amountWithTax), 0n);
        expect([big(cart.goodsAtPriceList.amount), big(cart.goodsAtPriceList.amountWithTax)]).toEqual([goodsNet, goodsGross]);
        expect(commercial(cart.goods)).toBe(b2b ? goodsNet : goodsGross);
        const listDiscount = {
          amount: cart.lines.reduce((s, l) => s + big(l.listDiscount.amount), 0n),
          amountWithTax: cart.lines.reduce((s, l) => s + big(l.listDiscount.amountWithTax), 0n),
        };

        // Coupon: the percentage of the goods rounded once and split over the lines by largest
        // remainder, together exactly the total. A line's part is its share of the rounded total
        // rounded up or down, so it lies less than 1.5 haléře from its share of the exact total.
        const rule = catalogue.coupons.get('KUPON');
        const active = cart.coupons.find((c) => c.code === 'KUPON')?.inactive === null;
        if (rule && active && rule.percent !== null) {
          const percent = big(rule.percent);
          expect(listDiscount.amountWithTax).toBe(divRound(goodsGross * percent, 100n));
          expect(listDiscount.amount).toBe(divRound(goodsNet * percent, 100n));
          for (const line of cart.lines) {
            const exact = big(line.listTotal.amountWithTax) * percent;
            const share = big(line.listDiscount.amountWithTax) * 100n;
            expect(2n * (share - exact) < 300n && 2n * (exact - share) < 300n).toBe(true);
          }
        } else if (rule && active && rule.amount !== null) {
          const expected = big(rule.amount) < goodsGross ? big(rule.amount) : goodsGross;
          expect(listDiscount.amountWithTax).toBe(expected);
        } else {
          expect(cart.discount).toEqual({ amount: 0, amountWithTax: 0 });
        }
        expect(commercial(cart.discount)).toBe(b2b ? listDiscount.amount : listDiscount.amountWithTax);

        // The VAT recapitulation follows the rounding rule per rate: B2B VAT = round(base × rate / 100),
        // B2C VAT = round(total × rate / (100 + rate)); the commercial side is the sum of the lines'.
        const shippingRate = catalogue.methods.shipping[0]?.vatRate;
        const paymentRate = catalogue.methods.payment[0]?.vatRate;
        for (const r of cart.vatRecap) {
          const rate = big(r.rate);
          const inRate = cart.lines.filter((l) => l.vatRate === r.rate);
          const side = (pick: (a: { amount: number; amountWithTax: number }) => number) =>
            inRate.reduce((s, l) => s + big(pick(l.total)) - big(pick(l.discount)), 0n) +
            (shippingRate === r.rate ? big(pick(cart.shipping)) : 0n) +
            (paymentRate === r.rate ? big(pick(cart.payment)) : 0n);
          if (b2b) {
            expect(big(r.vat)).toBe(divRound(big(r.base) * rate, 100n));
          } else {
            expect(big(r.vat)).toBe(divRound(big(r.total) * rate, 100n + rate));
          }
          expect(r.base + r.vat).toBe(r.total);
          // The settled lines of the rate (goods − discounts + methods) add up to its row exactly.
          expect([side((a) => a.amount), side((a) => a.amountWithTax)]).toEqual([big(r.base), big(r.total)]);
        }
        expect(new Set(cart.vatRecap.map((r) => r.rate)).size).toBe(cart.vatRecap.length);

        // The total is goods − discount + methods, and the sum of the rows.
        const gross = big(cart.goods.amountWithTax) - big(cart.discount.amountWithTax) + big(cart.shipping.amountWithTax) + big(cart.payment.amountWithTax);
        const net = big(cart.goods.amount) - big(cart.discount.amount) + big(cart.shipping.amount) + big(cart.payment.amount);
        expect(big(cart.total.amountWithTax - cart.rounding)).toBe(gross);
        expect(big(cart.total.amount)).toBe(net);
        expect(big(cart.vatAmount)).toBe(gross - net);
        expect(cart.vatRecap.reduce((s, r) => s + big(r.base), 0n)).toBe(net);
        expect(cart.vatRecap.reduce((s, r) => s + big(r.total), 0n)).toBe(gross);

        // src/domain's vatRecapitulation settles the same lines exactly as the model does.
        const shippingRow = catalogue.methods.shipping.find((m) => m.sku === state.shippingSku);
        const paymentRow = catalogue.methods.payment.find((m) => m.sku === state.paymentSku);
        const discounted = cart.lines.filter((l) => l.listDiscount.amount !== 0 || l.listDiscount.amountWithTax !== 0);
        const domain = vatRecapitulation(
          [
            ...cart.lines.map((l) => ({ ...l.listTotal, vatRate: l.vatRate })),
            ...discounted.map((l) => ({ amount: -l.listDiscount.amount, amountWithTax: -l.listDiscount.amountWithTax, vatRate: l.vatRate })),
            ...(shippingRow ? [{ amount: shippingRow.price, amountWithTax: priceWithTax(shippingRow.price, shippingRow.vatRate), vatRate: shippingRow.vatRate }] : []),
            ...(paymentRow ? [{ amount: paymentRow.price, amountWithTax: priceWithTax(paymentRow.price, paymentRow.vatRate), vatRate: paymentRow.vatRate }] : []),
          ],
          state.pricesType,
        );
        expect(domain.byRate).toEqual(cart.vatRecap);
        expect(domain.lines.map((l) => ({ amount: l.amount, amountWithTax: l.amountWithTax }))).toEqual([
          ...cart.lines.map((l) => l.total),
          ...discounted.map((l) => ({ amount: -l.discount.amount, amountWithTax: -l.discount.amountWithTax })),
          ...(shippingRow ? [cart.shipping] : []),
          ...(paymentRow ? [cart.payment] : []),
        ]);
        expect([domain.amount, domain.amountWithTax, domain.vatAmount]).toEqual([cart.total.amount, cart.total.amountWithTax - cart.rounding, cart.vatAmount]);

        // Petty-cash rounding lands on the unit and moves by at most half of it.
        const unit = PETTY_CASH_UNITS[cart.pettyCash];
        if (unit === null) expect(cart.rounding).toBe(0);
        else {
          expect(big(cart.total.amountWithTax) % big(unit)).toBe(0n);
          expect(2 * Math.abs(cart.rounding)).toBeLessThanOrEqual(unit);
        }

        // Loyalty: one point per full 10 Kč of goods with VAT.
        expect(big(cart.loyaltyPoints)).toBe(goodsGross / big(HALER_PER_LOYALTY_POINT));
      }),
      { numRuns: RUNS },
    );
  }, Math.max(5_000, RUNS * 10));
});
