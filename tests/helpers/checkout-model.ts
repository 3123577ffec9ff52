// The model of cart → checkout → order for the model-based tests: a visitor's cart as the model
// believes it (lines, coupon, methods, price group, prices type) and what the shop must show and
// charge for it. Pure (no database, no HTTP), so the domain-level run
// (tests/domain/checkout-model.test.ts) and the HTTP run (tests/server/model-checkout.test.ts)
// share it. Unit prices, coupons, petty cash and loyalty come from src/domain functions (their own
// tests check them against exact arithmetic); the VAT recapitulation — the one rounding rule of
// docs/api-checkout.md "Rounding" — is computed here from first principles in BigInt
// (modelRecap), so the domain's vatRecapitulation is checked against an independent model.

import {
  cartLoyaltyPoints,
  couponDiscounts,
  couponInactiveReason,
  couponProblem,
  lineTotal,
  packTypeOfSku,
  parentSku,
  parsePettyCash,
  pettyCashAdjustment,
  priceWithTax,
  unitPriceFor,
  type CouponProblem,
  type CouponRule,
  type PettyCash,
  type PriceTier,
  type PricesType,
} from '../../src/domain/index.js';

export type ModelPrice = { price: number; priceWithTax: number };

export type ModelProduct = {
  sku: string;
  vatRate: number;
  piecesPerCarton: number | null;
  /** Per price group. */
  prices: Record<string, ModelPrice>;
  tiers: Record<string, PriceTier[]>;
};

export type ModelMethods = {
  shipping: { sku: string; price: number; vatRate: number }[];
  payment: { sku: string; price: number; vatRate: number; pettyCash: string }[];
  map: { shippingSku: string; paymentSku: string; price: number; tax: number }[];
};

export type ModelCatalogue = {
  products: Map<string, ModelProduct>;
  coupons: Map<string, CouponRule>;
  methods: ModelMethods;
};

export type ModelState = {
  priceGroup: string;
  /** B2C: prices with VAT are the commercial ones; B2B: prices without VAT. */
  pricesType: PricesType;
  /** Cart lines in the order they were added: sku (piece sku or <sku>-carton) and quantity. */
  lines: { sku: string; quantity: number }[];
  coupons: string[];
  shippingSku: string | null;
  paymentSku: string | null;
};

export type Amounts = { amount: number; amountWithTax: number };
export type RecapRow = { rate: number; base: number; vat: number; total: number };

export type ExpectedCart = {
  /**
   * `listTotal` / `listDiscount`: at the price list (unit price × quantity; the coupon's split),
   * what coupons and loyalty read. `total` / `discount`: as the recapitulation settles them (what
   * the cart, order and invoice show).
   */
  lines: { sku: string; quantity: number; vatRate: number; unit: Amounts; listTotal: Amounts; listDiscount: Amounts; total: Amounts; discount: Amounts }[];
  /** Goods at the price list (what coupon minimums and loyalty read). */
  goodsAtPriceList: Amounts;
  goods: Amounts;
  discount: Amounts;
  shipping: Amounts;
  payment: Amounts;
  /** Net and gross with the petty-cash rounding (what the cart's totals.total shows). */
  total: Amounts;
  vatAmount: number;
  rounding: number;
  pettyCash: PettyCash;
  vatRecap: RecapRow[];
  /** Points the cart earns (src/domain cartLoyaltyPoints). */
  loyaltyPoints: number;
  /** Per applied coupon: active (gives a discount now) or why not. */
  coupons: { code: string; inactive: CouponProblem | null }[];
};

export type RecapInputLine = Amounts & { vatRate: number };

/**
 * The VAT recapitulation by the rule of docs/api-checkout.md "Rounding", in exact BigInt, written
 * from the rule rather than from src/domain. Per rate (rows highest rate first):
 * B2B — base = Σ nets, VAT = base × rate / 100 rounded half away from zero, total = base + VAT;
 * B2C — total = Σ grosses, VAT = total × rate / (100 + rate) rounded likewise, base = total − VAT.
 * Each line keeps its commercial amount (B2B net, B2C gross); its VAT is its exact VAT
 * (commercial × rate / the same denominator) rounded down, plus one haléř for the lines with the
 * largest remainders (earlier line first on a tie) until the lines add up to the row's VAT.
 */
export function modelRecap(input: readonly RecapInputLine[], pricesType: PricesType): { rows: RecapRow[]; lines: Amounts[] } {
  const net = pricesType === 'B2B';
  const lines: Amounts[] = input.map(() => ({ amount: 0, amountWithTax: 0 }));
  const rows: RecapRow[] = [];
  for (const rate of [...new Set(input.map((l) => l.vatRate))]) {
    const rateN = BigInt(rate);
    const denominator = net ? 100n : 100n + rateN;
    const members = input.flatMap((l, i) => (l.vatRate === rate ? [{ i, commercial: BigInt(net ? l.amount : l.amountWithTax) }] : []));
    const sum = members.reduce((s, m) => s + m.commercial, 0n);
    const exactRowVat = sum * rateN; // / denominator
    const magnitude = exactRowVat < 0n ? -exactRowVat : exactRowVat;
    const roundedMagnitude = (2n * magnitude + denominator) / (2n * denominator);
    const vat = exactRowVat < 0n ? -roundedMagnitude : roundedMagnitude;
    const shares = members.map((m) => {
      const exact = m.commercial * rateN;
      let floor = exact / denominator;
      if (exact % denominator < 0n) floor -= 1n;
      return { i: m.i, commercial: m.commercial, vat: floor, remainder: exact - floor * denominator };
    });
    let left = vat - shares.reduce((s, x) => s + x.vat, 0n);
    for (const share of [...shares].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1))) {
      if (left === 0n) break;
      share.vat += 1n;
      left -= 1n;
    }
    if (left !== 0n) throw new Error('model: the lines cannot carry the row VAT');
    for (const share of shares) {
      lines[share.i] = net
        ? { amount: Number(share.commercial), amountWithTax: Number(share.commercial + share.vat) }
        : { amount: Number(share.commercial - share.vat), amountWithTax: Number(share.commercial) };
    }
    rows.push(net ? { rate, base: Number(sum), vat: Number(vat), total: Number(sum + vat) } : { rate, base: Number(sum - vat), vat: Number(vat), total: Number(sum) });
  }
  return { rows: rows.sort((a, b) => b.rate - a.rate), lines };
}

export function emptyState(priceGroup: string, pricesType: PricesType = 'B2C'): ModelState {
  return { priceGroup, pricesType, lines: [], coupons: [], shippingSku: null, paymentSku: null };
}

/** The model's answer to "add/set quantity": the state afterwards (quantities already valid). */
export function setLine(state: ModelState, sku: string, quantity: number): ModelState {
  const lines = state.lines.filter((l) => l.sku !== sku || quantity > 0);
  const existing = lines.find((l) => l.sku === sku);
  if (existing) return { ...state, lines: lines.map((l) => (l.sku === sku ? { sku, quantity } : l)) };
  return quantity > 0 ? { ...state, lines: [...lines, { sku, quantity }] } : { ...state, lines };
}

/** Whether the shop must accept the coupon now, by src/domain couponProblem. */
export function couponApplyProblem(catalogue: ModelCatalogue, state: ModelState, code: string, now: Date): CouponProblem | null {
  const rule = catalogue.coupons.get(code) ?? null;
  return couponProblem(rule, { goodsTotalWithTax: expectedCart(catalogue, state, now).goodsAtPriceList.amountWithTax, applied: state.coupons, now });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** What the cart must show for `state`: src/domain for prices, coupons and loyalty, modelRecap for VAT. */
export function expectedCart(catalogue: ModelCatalogue, state: ModelState, now: Date): ExpectedCart {
  const priced = state.lines.map(({ sku, quantity }) => {
    const product = catalogue.products.get(parentSku(sku));
    if (!product) throw new Error(`model: unknown product ${sku}`);
    const packType = packTypeOfSku(sku);
    if (packType === 'na') throw new Error(`model: bad sku ${sku}`);
    const base = product.prices[state.priceGroup] ?? { price: 0, priceWithTax: 0 };
    const unit = unitPriceFor(base, product.vatRate, packType, quantity, product.tiers[state.priceGroup] ?? [], product.piecesPerCarton);
    const total = lineTotal({ unitNet: unit.price, unitGross: unit.priceWithTax, quantity });
    return {
      sku,
      quantity,
      vatRate: product.vatRate,
      unit: { amount: unit.price, amountWithTax: unit.priceWithTax },
      listTotal: { amount: total.amount, amountWithTax: total.amountWithTax },
      listDiscount: { amount: 0, amountWithTax: 0 },
    };
  });
  const goodsAtPriceList = { amount: sum(priced.map((l) => l.listTotal.amount)), amountWithTax: sum(priced.map((l) => l.listTotal.amountWithTax)) };

  const coupons = state.coupons.map((code) => {
    const rule = catalogue.coupons.get(code);
    const inactive = rule ? couponInactiveReason(rule, { goodsTotalWithTax: goodsAtPriceList.amountWithTax, now }) : 'unknown';
    if (rule && inactive === null) {
      const shares = couponDiscounts(
        rule,
        priced.map((l) => ({ amount: l.listTotal.amount, amountWithTax: l.listTotal.amountWithTax, vatRate: l.vatRate })),
      );
      priced.forEach((l, i) => {
        const d = shares[i] ?? { amount: 0, amountWithTax: 0 };
        l.listDiscount = { amount: l.listDiscount.amount + d.amount, amountWithTax: l.listDiscount.amountWithTax + d.amountWithTax };
      });
    }
    return { code, inactive };
  });

  const shippingRow = catalogue.methods.shipping.find((m) => m.sku === state.shippingSku);
  const paymentRow = catalogue.methods.payment.find((m) => m.sku === state.paymentSku);
  const entry = shippingRow && paymentRow ? catalogue.methods.map.find((m) => m.shippingSku === shippingRow.sku && m.paymentSku === paymentRow.sku) : undefined;
  const paymentNet = entry ? entry.price : (paymentRow?.price ?? 0);
  const paymentRate = entry ? entry.tax : (paymentRow?.vatRate ?? 0);

  // The recapitulation's lines in the shop's order: goods, discounts (negative), shipping, payment.
  const discounted = priced.filter((l) => l.listDiscount.amount !== 0 || l.listDiscount.amountWithTax !== 0);
  const recap = modelRecap(
    [
      ...priced.map((l) => ({ ...l.listTotal, vatRate: l.vatRate })),
      ...discounted.map((l) => ({ amount: -l.listDiscount.amount, amountWithTax: -l.listDiscount.amountWithTax, vatRate: l.vatRate })),
      ...(shippingRow ? [{ amount: shippingRow.price, amountWithTax: priceWithTax(shippingRow.price, shippingRow.vatRate), vatRate: shippingRow.vatRate }] : []),
      ...(paymentRow ? [{ amount: paymentNet, amountWithTax: priceWithTax(paymentNet, paymentRate), vatRate: paymentRate }] : []),
    ],
    state.pricesType,
  );
  const settled = [...recap.lines];
  const zero = { amount: 0, amountWithTax: 0 };
  const next = (): Amounts => settled.shift() ?? zero;
  const goodsSettled = priced.map(() => next());
  const discountSettled = new Map(discounted.map((l) => [l, next()]));
  const lines = priced.map((l, i) => {
    const d = discountSettled.get(l);
    return { ...l, total: goodsSettled[i] ?? zero, discount: d ? { amount: -d.amount, amountWithTax: -d.amountWithTax } : zero };
  });
  const shipping = shippingRow ? next() : zero;
  const payment = paymentRow ? next() : zero;

  const amount = sum(recap.rows.map((r) => r.base));
  const amountWithTax = sum(recap.rows.map((r) => r.total));
  const pettyCash = parsePettyCash(paymentRow?.pettyCash);
  const rounding = pettyCashAdjustment(amountWithTax, pettyCash);
  return {
    lines,
    goodsAtPriceList,
    goods: { amount: sum(lines.map((l) => l.total.amount)), amountWithTax: sum(lines.map((l) => l.total.amountWithTax)) },
    discount: { amount: sum(lines.map((l) => l.discount.amount)), amountWithTax: sum(lines.map((l) => l.discount.amountWithTax)) },
    shipping,
    payment,
    total: { amount, amountWithTax: amountWithTax + rounding },
    vatAmount: sum(recap.rows.map((r) => r.vat)),
    rounding,
    pettyCash,
    vatRecap: recap.rows,
    loyaltyPoints: cartLoyaltyPoints(priced.map((l) => ({ unitGross: l.listTotal.amountWithTax, quantity: 1 }))),
    coupons,
  };
}
