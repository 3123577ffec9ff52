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
import { formatCzechNumber } from './czech-number.js';

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

// --- The points ledger -------------------------------------------------------------------
//
// A logged-in customer's balance is the sum of their point movements, never a stored number.
// Movements are written for events, each once:
//   earned     a placed purchase (destiny 'purchase') earns its cart's points;
//   spent      the gifts chosen in that purchase cost their points, written with the purchase;
//   reversed   its payment was cancelled or failed: the order's net points are taken back;
//   earned     a retried payment of that order was paid after all: the net points come back;
//   adjustment anything not tied to an order (welcome points, a correction, an opening balance).
// An inquiry or a reservation earns and spends nothing. No movement takes the balance below zero.

export const LOYALTY_MOVEMENT_KINDS = ['earned', 'spent', 'reversed', 'adjustment'] as const;
export type LoyaltyMovementKind = (typeof LOYALTY_MOVEMENT_KINDS)[number];

export function isLoyaltyMovementKind(value: string): value is LoyaltyMovementKind {
  return (LOYALTY_MOVEMENT_KINDS as readonly string[]).includes(value);
}

/** A stored kind as the API type; anything unknown reads as an adjustment. */
export function parseLoyaltyMovementKind(value: string): LoyaltyMovementKind {
  return isLoyaltyMovementKind(value) ? value : 'adjustment';
}

/** A movement to write: its kind and signed points (never 0). */
export interface LoyaltyMovementDraft {
  kind: LoyaltyMovementKind;
  points: number;
}

/** The balance of a ledger: the sum of its movements. */
export function ledgerBalance(movements: readonly { points: number }[]): number {
  return movements.reduce((sum, m) => sum + m.points, 0);
}

/** True when the balance can pay `points` (a whole, non-negative number) without going below zero. */
export function canSpendPoints(balance: number, points: number): boolean {
  return Number.isInteger(points) && points >= 0 && balance - points >= 0;
}

/**
 * The points a placed order earns its customer: a purchase earns its cart's points; an inquiry,
 * a reservation and an order without a customer account earn nothing.
 */
export function orderEarnedPoints(order: { destiny: string; hasCustomer: boolean; cartPoints: number }): number {
  return order.destiny === 'purchase' && order.hasCustomer ? Math.max(0, Math.trunc(order.cartPoints)) : 0;
}

export type LoyaltyOutcome = { ok: true; movements: LoyaltyMovementDraft[] } | { ok: false; reason: 'insufficient-points' };

/**
 * The movements of a placed order for a logged-in customer. Only a purchase moves points: it
 * earns the cart's points and spends the points of its gifts, which must fit within the points
 * the purchase earns (refused otherwise; the order is then refused too).
 */
export function purchaseMovements(
  balance: number,
  order: { destiny: string; cartPoints: number; giftPoints: readonly number[] },
): LoyaltyOutcome {
  if (order.destiny !== 'purchase') return { ok: true, movements: [] };
  const earned = orderEarnedPoints({ ...order, hasCustomer: true });
  const spent = order.giftPoints.reduce((sum, p) => sum + Math.max(0, Math.trunc(p)), 0);
  // Gifts are paid with the points of the purchase itself (the checkout's giftFits rule), so a
  // purchase never holds fewer than zero points and its reversal never takes other points.
  if (spent > earned || !canSpendPoints(balance + earned, spent)) return { ok: false, reason: 'insufficient-points' };
  const movements: LoyaltyMovementDraft[] = [];
  if (earned > 0) movements.push({ kind: 'earned', points: earned });
  if (spent > 0) movements.push({ kind: 'spent', points: -spent });
  return { ok: true, movements };
}

/**
 * A cancelled or failed payment takes back what the order still holds in the ledger (its earned
 * points less its gifts), at most down to a zero balance. Nothing when it holds nothing.
 */
export function reversalMovement(balance: number, orderHolds: number): LoyaltyMovementDraft | null {
  const points = Math.min(orderHolds, Math.max(balance, 0));
  return points > 0 ? { kind: 'reversed', points: -points } : null;
}

/**
 * A payment that is paid gives the order back what a reversal took: its placement net
 * (`orderNet`, earned less gifts) less what it still holds. Nothing for an order never reversed.
 */
export function restoreMovement(orderNet: number, orderHolds: number): LoyaltyMovementDraft | null {
  const points = orderNet - orderHolds;
  return points > 0 ? { kind: 'earned', points } : null;
}

/** A movement not tied to an order; a deduction beyond the balance is refused. */
export function adjustmentMovement(balance: number, points: number): LoyaltyOutcome {
  if (!Number.isInteger(points) || points === 0) return { ok: true, movements: [] };
  if (points < 0 && !canSpendPoints(balance, -points)) return { ok: false, reason: 'insufficient-points' };
  return { ok: true, movements: [{ kind: 'adjustment', points }] };
}

/** The Czech line of a movement in the customer's history. */
export function loyaltyMovementText(movement: { kind: string; orderNumber: string | null; note: string }): string {
  const order = movement.orderNumber;
  const note = movement.note.trim();
  switch (movement.kind) {
    case 'earned':
      return order ? `Nákup – objednávka ${order}${note ? ` (${note})` : ''}` : note || 'Nákup';
    case 'spent':
      return order ? `Dárek k objednávce ${order}${note ? `: ${note}` : ''}` : `Dárek${note ? ` – ${note}` : ''}`;
    case 'reversed':
      return order ? `Storno objednávky ${order}${note ? ` (${note})` : ''}` : `Storno${note ? ` – ${note}` : ''}`;
    default:
      return note || 'Úprava bodů';
  }
}

/** The note of the movement that gives a reversed order its points back when a retry is paid. */
export const LOYALTY_RESTORED_NOTE = 'zaplaceno po opakované platbě';

/** Why a payment took the points back, for the reversal's note. */
export function reversalNote(status: 'cancelled' | 'failed' | 'refunded'): string {
  return status === 'cancelled' ? 'platba zrušena' : status === 'failed' ? 'platba se nezdařila' : 'platba vrácena';
}

/** "+1 250", "-450" (cs-CZ digit groups): a movement's points with their sign. */
export function formatPointsChange(points: number): string {
  return formatCzechNumber(points, { signDisplay: 'exceptZero', maximumFractionDigits: 0 });
}
