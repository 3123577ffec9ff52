// Money is integer haléře (1 Kč = 100 haléřů) everywhere in the domain. VAT rates are percent
// (21 means 21 %). Rounding is half away from zero on exact rational arithmetic (BigInt), so
// no float drift can move a result by a haléř.

import { INTL_LOCALE, CURRENCY } from './constants.js';
import type { PettyCash } from './enums.js';

export const VAT_RATES = [21, 12, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** VAT rates are scaled by this to integers, so rates like 10.5 % still compute exactly. */
const RATE_SCALE = 10_000n;

function assertFiniteNumber(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

function toBigInt(value: number, name: string): bigint {
  assertFiniteNumber(value, name);
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer amount of haléře, got ${value}`);
  return BigInt(value);
}

function scaledRate(ratePercent: number): bigint {
  assertFiniteNumber(ratePercent, 'ratePercent');
  return BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divRound(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator - quotient * denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= denominator) return Number(quotient + (numerator < 0n ? -1n : 1n));
  return Number(quotient);
}

/** Half away from zero for a plain number (used where inputs are already floats). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The VAT on a net amount, rounded to a whole haléř. */
export function vatFromNet(net: number, ratePercent: number): number {
  return divRound(toBigInt(net, 'net') * scaledRate(ratePercent), 100n * RATE_SCALE);
}

/** Gross = net + VAT, the VAT rounded to a whole haléř half away from zero. */
export function priceWithTax(net: number, ratePercent: number): number {
  return net + vatFromNet(net, ratePercent);
}

/** Net = gross / (1 + rate), rounded to a whole haléř half away from zero. */
export function priceWithoutTax(gross: number, ratePercent: number): number {
  const rate = scaledRate(ratePercent);
  return divRound(toBigInt(gross, 'gross') * 100n * RATE_SCALE, 100n * RATE_SCALE + rate);
}

/** The VAT contained in a gross amount. */
export function vatFromGross(gross: number, ratePercent: number): number {
  return gross - priceWithoutTax(gross, ratePercent);
}

export interface LineInput {
  unitNet: number;
  unitGross: number;
  quantity: number;
}

export interface LineTotal {
  amount: number;
  amountWithTax: number;
  vatAmount: number;
}

/**
 * Line totals multiply the unit prices as shown to the shopper (unit gross × quantity), rather
 * than recomputing VAT on the line's net total: the shopper can check the total with a
 * calculator against the unit price on the page. A fractional quantity is rounded per amount.
 */
export function lineTotal({ unitNet, unitGross, quantity }: LineInput): LineTotal {
  const amount = roundHalfAwayFromZero(unitNet * quantity);
  const amountWithTax = roundHalfAwayFromZero(unitGross * quantity);
  return { amount, amountWithTax, vatAmount: amountWithTax - amount };
}

export interface CartLineInput extends LineInput {
  /** VAT rate in percent. */
  vatRate: number;
}

export interface VatBreakdown {
  rate: number;
  base: number;
  vat: number;
  total: number;
}

export interface CartTotals {
  amount: number;
  amountWithTax: number;
  vatAmount: number;
  /** One entry per rate present in the cart, highest rate first. */
  byRate: VatBreakdown[];
}

/** Sums line totals (see lineTotal) overall and per VAT rate. */
export function cartTotals(lines: readonly CartLineInput[]): CartTotals {
  const byRate = new Map<number, VatBreakdown>();
  let amount = 0;
  let amountWithTax = 0;
  for (const line of lines) {
    const t = lineTotal(line);
    amount += t.amount;
    amountWithTax += t.amountWithTax;
    const entry = byRate.get(line.vatRate) ?? { rate: line.vatRate, base: 0, vat: 0, total: 0 };
    entry.base += t.amount;
    entry.total += t.amountWithTax;
    entry.vat = entry.total - entry.base;
    byRate.set(line.vatRate, entry);
  }
  return {
    amount,
    amountWithTax,
    vatAmount: amountWithTax - amount,
    byRate: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}

/** Size of each petty-cash unit in haléře; none means no rounding. */
export const PETTY_CASH_UNITS: Readonly<Record<PettyCash, number | null>> = {
  cent: 1,
  dime: 10,
  fifty: 50,
  one: 100,
  none: null,
};

/**
 * Rounds a total to the nearest petty-cash unit (cent 1 h, dime 10 h, fifty 50 h, one 1 Kč);
 * halves go away from zero (149 h with 'one' → 100 h, 150 h → 200 h). 'none' leaves the amount
 * untouched, as does an unknown value.
 */
export function roundPettyCash(amountHaler: number, pettyCash: PettyCash): number {
  const unit = PETTY_CASH_UNITS[pettyCash] ?? null;
  if (unit === null) return amountHaler;
  return divRound(toBigInt(amountHaler, 'amountHaler'), BigInt(unit)) * unit;
}

/** The difference a petty-cash rounding adds to the total (may be negative). */
export function pettyCashAdjustment(amountHaler: number, pettyCash: PettyCash): number {
  return roundPettyCash(amountHaler, pettyCash) - amountHaler;
}

// Gifts have a fixed token price (section 3/9): 0.10 Kč net, 0.12 Kč gross, 21 % VAT.
export const GIFT_PRICE = 10;
export const GIFT_PRICE_WITH_TAX = 12;
export const GIFT_VAT_RATE = 21;
export const GIFT_QUANTITY = 1 as const;
export const GIFT_UNIT = 'pcs' as const;

/** Haléře → koruny (a float; for display and external APIs only). */
export function toKc(haler: number): number {
  return haler / 100;
}

/** Koruny → haléře, rounded half away from zero without float artefacts (1.005 → 101). */
export function fromKc(kc: number): number {
  assertFiniteNumber(kc, 'kc');
  return roundHalfAwayFromZero(Number((kc * 100).toPrecision(15)));
}

const CZK_WHOLE = new Intl.NumberFormat(INTL_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const CZK_CENTS = new Intl.NumberFormat(INTL_LOCALE, { style: 'currency', currency: CURRENCY });

/**
 * "1 234 Kč" for whole koruny, "1 234,50 Kč" otherwise: Czech shops show haléře only when
 * there are some. Intl separates groups and the symbol with a no-break space (U+00A0).
 */
export function formatCzk(haler: number): string {
  const formatter = Number.isInteger(haler) && haler % 100 === 0 ? CZK_WHOLE : CZK_CENTS;
  return formatter.format(toKc(haler));
}
