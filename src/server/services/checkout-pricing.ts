// Everything the checkout adds to a cart's prices: coupon discounts per subject, the loyalty
// points and gifts, the shipping and payment methods with their prices and eligibility, and
// the final totals with the VAT recapitulation and petty-cash rounding. The cart service
// computes the subjects; extendCart finishes the Cart. Reads and create-purchase both go
// through here, so the order is priced exactly as the summary showed it.

import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartGifts, carts, coupons, gifts } from '../db/schema.js';
import type { AppliedCoupon, Cart, CartGift, CartSubject, CartTotals, GiftOption, Money } from '../../generated/server.js';
import {
  CURRENCY,
  GIFT_PRICE,
  GIFT_PRICE_WITH_TAX,
  GIFT_QUANTITY,
  GIFT_UNIT,
  GIFT_VAT_RATE,
  cartLoyaltyPoints,
  cartTotals,
  couponDiscounts,
  couponInactiveReason,
  couponMessage,
  giftFits,
  pettyCashAdjustment,
  type CartLineInput,
  type CouponRule,
  type LineDiscount,
} from '../../domain/index.js';
import { evaluatePayment, evaluateShipping, loadMethodCatalog, pettyCashOf } from './methods.js';

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

export function toCouponRule(row: CouponRow): CouponRule {
  return { code: row.code, percent: row.percent, amount: row.amount, minTotal: row.minTotal, validUntil: row.validUntil };
}

/** Finishes a cart: discounts, gifts, methods, totals. `now` decides coupon validity. */
export async function extendCart(db: Db, row: CartRow, base: BaseCart, now: Date = new Date()): Promise<Cart> {
  // Sequential: inside a transaction `db` is a single connection (see loadMethodCatalog).
  const catalog = await loadMethodCatalog(db);
  const chosenGifts = await db
    .select({ gift: gifts })
    .from(cartGifts)
    .innerJoin(gifts, eq(gifts.sku, cartGifts.giftSku))
    .where(eq(cartGifts.cartId, row.id))
    .orderBy(asc(gifts.loyaltyPoints), asc(gifts.sku));
  const allGifts = await db.select().from(gifts).orderBy(asc(gifts.loyaltyPoints), asc(gifts.sku));
  const couponRows = row.coupons.length > 0 ? await db.select().from(coupons).where(inArray(coupons.code, row.coupons)) : [];
  const loggedIn = row.customerId !== null;

  // Goods and coupon discounts.
  const lines = goodsLines(base.subjects);
  const goodsNet = lines.reduce((s, l) => s + l.subjectTotal.amount, 0);
  const goodsGross = lines.reduce((s, l) => s + l.subjectTotal.amountWithTax, 0);
  const discountsByLine = new Map<CartSubject, { code: string; discount: LineDiscount }>();
  const couponsApplied: AppliedCoupon[] = row.coupons.map((code) => {
    const couponRow = couponRows.find((c) => c.code === code);
    const rule = couponRow ? toCouponRule(couponRow) : null;
    const inactive = rule ? couponInactiveReason(rule, { goodsTotalWithTax: goodsGross, now }) : 'unknown';
    let net = 0;
    let gross = 0;
    if (rule && inactive === null) {
      const shares = couponDiscounts(
        rule,
        lines.map((l) => ({ amount: l.subjectTotal.amount, amountWithTax: l.subjectTotal.amountWithTax, vatRate: l.vatCode })),
      );
      lines.forEach((line, i) => {
        const discount = shares[i] ?? { amount: 0, amountWithTax: 0 };
        if (discount.amountWithTax === 0 && discount.amount === 0) return;
        discountsByLine.set(line, { code, discount });
        net += discount.amount;
        gross += discount.amountWithTax;
      });
    }
    return {
      __typename: 'AppliedCoupon',
      couponCode: code,
      description: couponRow?.description ?? '',
      active: inactive === null,
      message: inactive === null ? null : couponMessage(inactive, code, couponRow),
      discount: money(net, gross),
    };
  });
  const withDiscount = (subject: CartSubject): CartSubject => {
    const found = discountsByLine.get(subject);
    return {
      ...subject,
      indirectSubjects: subject.indirectSubjects.map(withDiscount),
      discounts: found
        ? { __typename: 'SubjectDiscounts', discountCodes: [found.code], totalDiscount: money(found.discount.amount, found.discount.amountWithTax) }
        : (subject.discounts ?? null),
    };
  };
  const subjects = base.subjects.map(withDiscount);
  const discountNet = [...discountsByLine.values()].reduce((s, d) => s + d.discount.amount, 0);
  const discountGross = [...discountsByLine.values()].reduce((s, d) => s + d.discount.amountWithTax, 0);

  // Loyalty points come from the goods before discounts (coupons do not take a chosen gift away).
  const loyaltyPoints = cartLoyaltyPoints(lines.map((l) => ({ unitGross: l.subjectTotal.amountWithTax, quantity: 1 })));
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

  // Totals and VAT recapitulation: goods, discounts (negative), gifts, shipping, payment.
  const recapLines: CartLineInput[] = [
    ...lines.map((l) => ({ unitNet: l.subjectTotal.amount, unitGross: l.subjectTotal.amountWithTax, quantity: 1, vatRate: l.vatCode })),
    ...[...discountsByLine.entries()].map(([line, d]) => ({
      unitNet: -d.discount.amount,
      unitGross: -d.discount.amountWithTax,
      quantity: 1,
      vatRate: line.vatCode,
    })),
    ...cartGiftList.map(() => ({ unitNet: GIFT_PRICE, unitGross: GIFT_PRICE_WITH_TAX, quantity: 1, vatRate: GIFT_VAT_RATE })),
    ...(shippingMethod ? [{ unitNet: shippingMethod.price.amount, unitGross: shippingMethod.price.amountWithTax, quantity: 1, vatRate: shippingMethod.vatCode }] : []),
    ...(paymentMethod ? [{ unitNet: paymentMethod.price.amount, unitGross: paymentMethod.price.amountWithTax, quantity: 1, vatRate: paymentMethod.vatCode }] : []),
  ];
  const sums = cartTotals(recapLines);
  const rounding = pettyCashAdjustment(sums.amountWithTax, pettyCashOf(paymentMethod));
  const giftsCount = cartGiftList.length;

  return {
    ...base,
    subjects,
    couponsApplied,
    loyaltyPoints,
    loyaltyPointsLeft: loyaltyPoints - used.reduce((s, p) => s + p, 0),
    gifts: cartGiftList,
    giftOptions,
    shippingMethod,
    paymentMethod,
    shippingMethods,
    paymentMethods,
    totals: {
      ...base.totals,
      __typename: 'CartTotals',
      total: money(sums.amount, sums.amountWithTax + rounding),
      vatAmount: sums.vatAmount,
      goods: money(goodsNet, goodsGross),
      discount: money(discountNet, discountGross),
      gifts: money(GIFT_PRICE * giftsCount, GIFT_PRICE_WITH_TAX * giftsCount),
      shipping: shippingMethod ? shippingMethod.price : money(0, 0),
      payment: paymentMethod ? paymentMethod.price : money(0, 0),
      rounding,
      vatRecap: sums.byRate.map((r) => ({ __typename: 'VatRecap', rate: r.rate, base: r.base, vat: r.vat, total: r.total })),
    },
  };
}
