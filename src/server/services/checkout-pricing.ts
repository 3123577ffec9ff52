// Everything the checkout adds to a cart's prices: coupon discounts per subject, the loyalty
// points and gifts, the shipping and payment methods with their prices and eligibility, and
// the final totals with the VAT recapitulation and petty-cash rounding. The cart service
// computes the subjects; extendCart finishes the Cart. Reads and create-purchase both go
// through here, so the order is priced exactly as the summary showed it.
//
// The recapitulation is src/domain vatRecapitulation (the one VAT rounding rule, by the cart's
// pricesType). It also settles every line: subjects' subjectTotal and vatAmount, their discounts,
// the gifts' prices and totals.shipping / totals.payment carry the settled amounts, so the lines
// add up to the recapitulation and the totals to the haléř, and the order and invoice copy them.

import type { carts, coupons } from '../db/schema.js';
import type { CartReads } from './cart-reads.js';
import type { AppliedCoupon, Cart, CartGift, CartSubject, CartTotals, GiftOption, Money } from '../../generated/server.js';
import {
  CURRENCY,
  GIFT_PRICE,
  GIFT_PRICE_WITH_TAX,
  GIFT_QUANTITY,
  GIFT_UNIT,
  GIFT_VAT_RATE,
  cartLoyaltyPoints,
  couponDiscounts,
  couponInactiveReason,
  couponMessage,
  giftFits,
  lineTotal,
  parsePricesType,
  pettyCashAdjustment,
  sumMoney,
  vatRecapitulation,
  type CouponRule,
  type LineDiscount,
  type LineTotal,
  type RecapLineInput,
} from '../../domain/index.js';
import { evaluatePayment, evaluateShipping, pettyCashOf } from './methods.js';

type CartRow = typeof carts.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

type ExtraCartFields =
  | 'loyaltyPoints'
  | 'loyaltyPointsLeft'
  | 'gifts'
  | 'giftOptions'
  | 'shippingMethod'
  | 'paymentMethod'
  | 'shippingMethods'
  | 'paymentMethods'
  | 'totals'
  | 'couponsApplied';

/** The cart as the cart service computes it: subjects priced, checkout parts still missing. */
export type BaseCart = Omit<Cart, ExtraCartFields> & {
  totals: Pick<CartTotals, '__typename' | 'subjects' | 'total' | 'vatAmount' | 'quantity'>;
  couponsApplied: Pick<AppliedCoupon, '__typename' | 'couponCode'>[];
};

function money(amount: number, amountWithTax: number): Money {
  return { __typename: 'Money', amount, amountWithTax, currency: CURRENCY };
}

/** Goods lines: every primary subject and every indirect subject (services) under it. */
function goodsLines(subjects: readonly CartSubject[]): CartSubject[] {
  return subjects.flatMap((s) => [s, ...s.indirectSubjects]);
}

/**
 * The goods with VAT at the price list (unit price with VAT × quantity), before discounts: what
 * coupon minimums, method eligibility and loyalty points read. For B2C it is the recapitulated
 * goods total itself; for B2B (VAT settled on the rows) it can differ from it by a few haléře,
 * and it cannot depend on the recapitulation, which needs the discounts and gifts it decides.
 */
export function goodsWithTaxAtPriceList(subjects: readonly CartSubject[]): number {
  return sumMoney(goodsLines(subjects).map((l) => lineTotal({ unitNet: l.price.amount, unitGross: l.price.amountWithTax, quantity: l.quantity }).amountWithTax));
}

const settledMoney = (line: LineTotal | undefined): Money => money(line?.amount ?? 0, line?.amountWithTax ?? 0);
const sumOf = (lines: readonly Money[]): Money => money(sumMoney(lines.map((l) => l.amount)), sumMoney(lines.map((l) => l.amountWithTax)));
const negate = (m: Money): Money => money(-m.amount, -m.amountWithTax);

export function toCouponRule(row: CouponRow): CouponRule {
  return { code: row.code, percent: row.percent, amount: row.amount, minTotal: row.minTotal, validUntil: row.validUntil };
}

/** Finishes a cart: discounts, gifts, methods, totals. `now` decides coupon validity. */
export async function extendCart(reads: CartReads, row: CartRow, base: BaseCart, now: Date = new Date()): Promise<Cart> {
  // Sequential: inside a transaction the reads share a single connection (see loadMethodCatalog).
  const catalog = await reads.methodCatalog();
  const chosenGifts = (await reads.chosenGifts(row.id)).map((gift) => ({ gift }));
  const allGifts = await reads.allGifts();
  const couponRows = row.coupons.length > 0 ? await reads.coupons(row.coupons) : [];
  const loggedIn = row.customerId !== null;

  // Goods and coupon discounts, on the price-list amounts of the lines (unit price × quantity).
  const lines = goodsLines(base.subjects);
  const goodsGross = goodsWithTaxAtPriceList(base.subjects);
  const discountsByLine = new Map<CartSubject, { code: string; discount: LineDiscount }>();
  const couponsApplied: AppliedCoupon[] = row.coupons.map((code) => {
    const couponRow = couponRows.find((c) => c.code === code);
    const rule = couponRow ? toCouponRule(couponRow) : null;
    const inactive = rule ? couponInactiveReason(rule, { goodsTotalWithTax: goodsGross, now }) : 'unknown';
    if (rule && inactive === null) {
      const shares = couponDiscounts(
        rule,
        lines.map((l) => ({ amount: l.subjectTotal.amount, amountWithTax: l.subjectTotal.amountWithTax, vatRate: l.vatCode })),
      );
      lines.forEach((line, i) => {
        const discount = shares[i] ?? { amount: 0, amountWithTax: 0 };
        if (discount.amountWithTax === 0 && discount.amount === 0) return;
        discountsByLine.set(line, { code, discount });
      });
    }
    return {
      __typename: 'AppliedCoupon',
      couponCode: code,
      description: couponRow?.description ?? '',
      active: inactive === null,
      message: inactive === null ? null : couponMessage(inactive, code, couponRow),
      discount: money(0, 0), // settled below, with the recapitulation
    };
  });
  const discountGross = sumMoney([...discountsByLine.values()].map((d) => d.discount.amountWithTax));

  // Loyalty points come from the goods before discounts (coupons do not take a chosen gift away).
  const loyaltyPoints = cartLoyaltyPoints([{ unitGross: goodsGross, quantity: 1 }]);
  const used: number[] = [];
  const cartGiftList: CartGift[] = chosenGifts.map(({ gift }) => {
    const available = giftFits(loyaltyPoints, used, gift.loyaltyPoints);
    if (available) used.push(gift.loyaltyPoints);
    return {
      __typename: 'CartGift',
      sku: gift.sku,
      text: gift.text,
      image: gift.image,
      loyaltyPoints: gift.loyaltyPoints,
      quantity: GIFT_QUANTITY,
      unit: GIFT_UNIT,
      price: money(GIFT_PRICE, GIFT_PRICE_WITH_TAX),
      vatCode: GIFT_VAT_RATE,
      available,
    };
  });
  const chosenSkus = new Set(cartGiftList.map((g) => g.sku));
  const giftOptions: GiftOption[] = allGifts.map((gift) => {
    const selected = chosenSkus.has(gift.sku);
    const others = cartGiftList.filter((g) => g.sku !== gift.sku && g.available).map((g) => g.loyaltyPoints);
    return {
      __typename: 'GiftOption',
      sku: gift.sku,
      text: gift.text,
      image: gift.image,
      loyaltyPoints: gift.loyaltyPoints,
      available: giftFits(loyaltyPoints, others, gift.loyaltyPoints),
      selected,
    };
  });

  // Methods: eligibility sees the goods after discounts, with VAT.
  const eligibilityCart = {
    weight: base.stats.weight,
    maxProductDimension: base.stats.maxProductDimension,
    volume: base.stats.volume,
    skus: [...new Set(lines.map((l) => l.productSku))],
    total: goodsGross - discountGross,
  };
  const shippingMethods = evaluateShipping(catalog, eligibilityCart, loggedIn);
  const shippingMethod = shippingMethods.find((m) => m.sku === row.shippingSku) ?? null;
  const paymentMethods = evaluatePayment(catalog, eligibilityCart, loggedIn, shippingMethod?.sku ?? null);
  const paymentMethod = paymentMethods.find((m) => m.sku === row.paymentSku) ?? null;

  // The VAT recapitulation over every line at its price-list amounts, in this order: goods,
  // discounts (negative), gifts, shipping, payment. It settles each line's amounts (src/domain
  // vatRecapitulation); everything below shows the settled ones.
  const discounted = [...discountsByLine.entries()];
  const methods = [shippingMethod, paymentMethod].filter((m) => m !== null);
  const recapLines: RecapLineInput[] = [
    ...lines.map((l) => ({ amount: l.subjectTotal.amount, amountWithTax: l.subjectTotal.amountWithTax, vatRate: l.vatCode })),
    ...discounted.map(([line, d]) => ({ amount: -d.discount.amount, amountWithTax: -d.discount.amountWithTax, vatRate: line.vatCode })),
    ...cartGiftList.map((g) => ({ amount: g.price.amount, amountWithTax: g.price.amountWithTax, vatRate: g.vatCode })),
    ...methods.map((m) => ({ amount: m.price.amount, amountWithTax: m.price.amountWithTax, vatRate: m.vatCode })),
  ];
  const sums = vatRecapitulation(recapLines, parsePricesType(row.pricesType));
  let next = 0;
  const settle = (): Money => settledMoney(sums.lines[next++]);
  const goodsSettled = new Map(lines.map((line) => [line, settle()]));
  const discountsSettled = new Map(discounted.map(([line, d]) => [line, { code: d.code, discount: negate(settle()) }]));
  const giftsSettled = cartGiftList.map((g) => ({ ...g, price: settle() }));
  const shippingSettled = shippingMethod ? settle() : money(0, 0);
  const paymentSettled = paymentMethod ? settle() : money(0, 0);
  const rounding = pettyCashAdjustment(sums.amountWithTax, pettyCashOf(paymentMethod));

  const settleSubject = (subject: CartSubject): CartSubject => {
    const total = goodsSettled.get(subject) ?? subject.subjectTotal;
    const found = discountsSettled.get(subject);
    return {
      ...subject,
      subjectTotal: total,
      vatAmount: total.amountWithTax - total.amount,
      indirectSubjects: subject.indirectSubjects.map(settleSubject),
      discounts: found ? { __typename: 'SubjectDiscounts', discountCodes: [found.code], totalDiscount: found.discount } : (subject.discounts ?? null),
    };
  };
  const goods = sumOf([...goodsSettled.values()]);
  const discount = sumOf([...discountsSettled.values()].map((d) => d.discount));

  return {
    ...base,
    subjects: base.subjects.map(settleSubject),
    couponsApplied: couponsApplied.map((c) => ({
      ...c,
      discount: sumOf([...discountsSettled.values()].filter((d) => d.code === c.couponCode).map((d) => d.discount)),
    })),
    loyaltyPoints,
    loyaltyPointsLeft: loyaltyPoints - used.reduce((s, p) => s + p, 0),
    gifts: giftsSettled,
    giftOptions,
    shippingMethod,
    paymentMethod,
    shippingMethods,
    paymentMethods,
    totals: {
      ...base.totals,
      __typename: 'CartTotals',
      subjects: { ...base.totals.subjects, amount: goods.amount, amountWithTax: goods.amountWithTax },
      total: money(sums.amount, sums.amountWithTax + rounding),
      vatAmount: sums.vatAmount,
      goods,
      discount,
      gifts: sumOf(giftsSettled.map((g) => g.price)),
      shipping: shippingSettled,
      payment: paymentSettled,
      rounding,
      vatRecap: sums.byRate.map((r) => ({ __typename: 'VatRecap', rate: r.rate, base: r.base, vat: r.vat, total: r.total })),
    },
  };
}
