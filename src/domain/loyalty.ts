// Loyalty points and gifts. The spec does not state how points are earned; the rule chosen
// here is one point per full 10 Kč of goods with VAT in the cart.

import {
  GIFT_PRICE,
  GIFT_PRICE_WITH_TAX,
  GIFT_QUANTITY,
  GIFT_UNIT,
  GIFT_VAT_RATE,
  roundHalfAwayFromZero,
} from './money.js';

/** 10 Kč in haléře earns one point. */
export const HALER_PER_LOYALTY_POINT = 1000;

/**
 * Points a cart earns: floor(goods total with VAT / 10 Kč). The caller passes only goods
 * lines: gifts, shipping/payment methods and discounts earn nothing. Never negative.
 */
export function cartLoyaltyPoints(lines: readonly { unitGross: number; quantity: number }[]): number {
  const total = lines.reduce((sum, l) => sum + roundHalfAwayFromZero(l.unitGross * l.quantity), 0);
  return total > 0 ? Math.floor(total / HALER_PER_LOYALTY_POINT) : 0;
}

/** A gift can be chosen when the points reach its price in points. */
export function giftAvailable(points: number, giftPoints: number): boolean {
  return giftPoints >= 0 && points >= giftPoints;
}

export interface GiftLine {
  sku: string;
  text: string;
  loyaltyPoints: number;
  quantity: typeof GIFT_QUANTITY;
  unit: typeof GIFT_UNIT;
  price: number;
  priceWithTax: number;
  vatRate: number;
}

/** A gift as a cart line, with the fixed gift price, VAT, quantity and unit. */
export function giftLine(gift: { sku: string; text: string; loyaltyPoints: number }): GiftLine {
  return {
    sku: gift.sku,
    text: gift.text,
    loyaltyPoints: gift.loyaltyPoints,
    quantity: GIFT_QUANTITY,
    unit: GIFT_UNIT,
    price: GIFT_PRICE,
    priceWithTax: GIFT_PRICE_WITH_TAX,
    vatRate: GIFT_VAT_RATE,
  };
}
