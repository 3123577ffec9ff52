// Money is integer haléře (1 Kč = 100 haléřů) everywhere in the domain. VAT rates are percent
// (21 means 21 %). Rounding is half away from zero on exact rational arithmetic (BigInt), so
// no float drift can move a result by a haléř.
//
// Amounts are JS numbers holding safe integers (|n| ≤ 2^53 − 1), stored as 64-bit bigint
// columns and served as plain JSON numbers (GraphQL scalar `Haler`). A cart line may hold
// 100,000 units, so a total passes 2^31 long before any realistic price; 2^53 − 1 haléřů is
// 90 trillion Kč. Results that would leave the safe range throw instead of rounding silently.

import { CZECH_DECIMAL_SEPARATOR, CZECH_GROUP_SEPARATOR, czechDigitGroups, formatCzechNumber } from './czech-number.js';
import type { PettyCash, PricesType } from './enums.js';

export const VAT_RATES = [21, 12, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** VAT rates are scaled by this to integers, so rates like 10.5 % still compute exactly. */
const RATE_SCALE = 10_000n;

/** The largest amount in haléře the shop computes with exactly: Number.MAX_SAFE_INTEGER (2^53 − 1). */
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;

/** True for an amount of haléře the shop can hold exactly: a safe integer (either sign). */
export function isMoney(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Returns `value` when it is an exact amount of haléře; throws a RangeError otherwise (never rounds). */
export function assertMoney(value: number, name = 'amount'): number {
  if (!isMoney(value)) throw new RangeError(`${name} must be a safe integer amount of haléře (|n| ≤ ${MAX_MONEY}), got ${value}`);
  return value;
}

function assertFiniteNumber(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

function toBigInt(value: number, name: string): bigint {
  assertFiniteNumber(value, name);
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer amount of haléře, got ${value}`);
  return BigInt(assertMoney(value, name));
}

/** A BigInt result back to a number, refused when it left the safe range. */
function toMoney(value: bigint, name: string): number {
  if (value > BigInt(MAX_MONEY) || value < -BigInt(MAX_MONEY)) {
    throw new RangeError(`${name} is beyond the safe range of haléře (|n| ≤ ${MAX_MONEY}): ${value}`);
  }
  return Number(value);
}

/** Quantities carry at most this many decimals (normalizeQuantity snaps to 10). */
const QUANTITY_SCALE = 10n ** 10n;

/** A quantity as an exact fraction numerator / QUANTITY_SCALE (1 → 10^10, 2.5 → 2.5 × 10^10). */
function scaledQuantity(quantity: number): bigint {
  assertFiniteNumber(quantity, 'quantity');
  const [whole = '0', fraction = ''] = Math.abs(quantity).toFixed(10).split('.');
  const scaled = BigInt(whole) * QUANTITY_SCALE + BigInt(fraction.padEnd(10, '0'));
  return quantity < 0 ? -scaled : scaled;
}

function scaledRate(ratePercent: number): bigint {
  assertFiniteNumber(ratePercent, 'ratePercent');
  return BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
}

/** numerator / denominator rounded half away from zero (denominator > 0), as a BigInt. */
function divRoundBig(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator - quotient * denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  return twice >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divRound(numerator: bigint, denominator: bigint, name = 'amount'): number {
  return toMoney(divRoundBig(numerator, denominator), name);
}

/**
 * Whole haléře for exact shares numerator(item) / denominator (denominator > 0) that add up to
 * `target`: every share is floored (toward −∞, so a negative share too), and the haléře left go
 * one each to the largest remainders, the earlier item first on a tie. Each result is its exact
 * share rounded down or up. `target` must lie between the sum of the floors and that sum plus
 * the number of shares with a remainder — true for any rounding of the exact sum.
 */
function apportion<T>(target: bigint, items: readonly T[], numerator: (item: T) => bigint, denominator: bigint): { item: T; share: bigint }[] {
  const shares = items.map((item, i) => {
    const n = numerator(item);
    const floor = n / denominator - (n % denominator < 0n ? 1n : 0n);
    return { item, i, share: floor, rest: n - floor * denominator };
  });
  const missing = target - shares.reduce((a, s) => a + s.share, 0n);
  const withRest = shares.filter((s) => s.rest > 0n);
  if (missing < 0n || missing > BigInt(withRest.length)) throw new RangeError(`cannot apportion ${target} over shares summing to another amount`);
  withRest.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const s of withRest.slice(0, Number(missing))) s.share += 1n;
  return shares.map(({ item, share }) => ({ item, share }));
}

/**
 * `part` / `whole` of an amount in whole haléře, rounded half away from zero (exact, BigInt):
 * the share of a line total that `part` of its `whole` units carry (a withdrawal of 2 of 3).
 * `whole` must be a positive integer and `part` an integer.
 */
export function shareOf(amount: number, part: number, whole: number): number {
  if (!Number.isSafeInteger(whole) || whole <= 0) throw new RangeError(`whole must be a positive integer, got ${whole}`);
  if (!Number.isSafeInteger(part)) throw new RangeError(`part must be an integer, got ${part}`);
  return divRound(toBigInt(amount, 'amount') * BigInt(part), BigInt(whole), 'share');
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
  return assertMoney(net + vatFromNet(net, ratePercent), 'priceWithTax');
}

/** Net = gross / (1 + rate), rounded to a whole haléř half away from zero. */
export function priceWithoutTax(gross: number, ratePercent: number): number {
  const rate = scaledRate(ratePercent);
  return divRound(toBigInt(gross, 'gross') * 100n * RATE_SCALE, 100n * RATE_SCALE + rate);
}

/**
 * The VAT contained in a gross amount, computed "shora" (§ 37 ZDPH): gross × rate / (100 + rate),
 * rounded to a whole haléř half away from zero. The net part is gross − this.
 */
export function vatFromGross(gross: number, ratePercent: number): number {
  const rate = scaledRate(ratePercent);
  return divRound(toBigInt(gross, 'gross') * rate, 100n * RATE_SCALE + rate, 'vatFromGross');
}

/** `percent` % of an amount, rounded to a whole haléř half away from zero (exact, like VAT). */
export function percentOf(amount: number, percent: number): number {
  return divRound(toBigInt(amount, 'amount') * scaledRate(percent), 100n * RATE_SCALE, 'percentOf');
}

/**
 * Splits `amount` (≥ 0) over non-negative `weights` in proportion to them, in whole haléře that
 * add up to `amount` exactly: each share is floored, and the haléře left go one each to the
 * largest remainders (the earlier weight first on a tie). Exact in BigInt, so weights of
 * 10^12 haléřů do not lose a haléř to a double. All-zero weights get nothing.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const whole = toBigInt(amount, 'amount');
  const w = weights.map((x) => toBigInt(Math.max(0, x), 'weight'));
  const total = w.reduce((a, b) => a + b, 0n);
  if (whole <= 0n || total === 0n) return weights.map(() => 0);
  return apportion(whole, w, (x) => x * whole, total).map(({ share }) => toMoney(share, 'share'));
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
 * Line totals at the price list: the unit prices as shown to the shopper × quantity (net and gross
 * each), so the shopper can check the total with a calculator against the unit price on the page.
 * These are a line's starting amounts; vatRecapitulation keeps the commercial one (gross for B2C,
 * net for B2B) and settles the other. A fractional quantity is rounded per amount.
 * The product is taken in BigInt (the quantity as an exact decimal), so 100,000 × a price of
 * millions is exact, and a total beyond MAX_MONEY throws rather than rounds.
 */
export function lineTotal({ unitNet, unitGross, quantity }: LineInput): LineTotal {
  const q = scaledQuantity(quantity);
  const amount = divRound(toBigInt(unitNet, 'unitNet') * q, QUANTITY_SCALE, 'line amount');
  const amountWithTax = divRound(toBigInt(unitGross, 'unitGross') * q, QUANTITY_SCALE, 'line amountWithTax');
  return { amount, amountWithTax, vatAmount: amountWithTax - amount };
}

/** The sum of amounts of haléře; throws when the sum leaves the safe range (a double would round it). */
export function sumMoney(amounts: Iterable<number>): number {
  let total = 0n;
  for (const a of amounts) total += toBigInt(a, 'amount');
  return toMoney(total, 'sum');
}

export interface CartLineInput extends LineInput {
  /** VAT rate in percent. */
  vatRate: number;
}

/** One line of a VAT recapitulation: its amounts at the price list (unit price × quantity). */
export interface RecapLineInput {
  /** Without VAT (haléře); the commercial amount for B2B. */
  amount: number;
  /** With VAT (haléře); the commercial amount for B2C. */
  amountWithTax: number;
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
  /** Every input line as the recapitulation settles it, in input order: per rate they add up to its row. */
  lines: LineTotal[];
}

/** The amounts a price list quotes as the commercial ones: B2B without VAT, B2C with VAT. */
export function commercialSide(pricesType: PricesType): 'amount' | 'amountWithTax' {
  return pricesType === 'B2B' ? 'amount' : 'amountWithTax';
}

/** A price or total as the API serves it: without and with VAT, in haléře. */
export interface MoneyAmounts {
  amount: number;
  amountWithTax: number;
}

/**
 * The amount a visitor of this price type is shown and pays by: B2B without VAT, B2C with VAT
 * (the commercial side the VAT recapitulation keeps exact).
 */
export function commercialAmount(money: MoneyAmounts, pricesType: PricesType): number {
  return money[commercialSide(pricesType)];
}

/**
 * A former price (stored with VAT, like every shelf price) as the visitor of this price type sees
 * it next to `current`: with VAT for B2C; for B2B scaled by the current price's own ratio
 * amount / amountWithTax, exact and rounded half away from zero. Null when it is not above the
 * current price (nothing to strike through).
 */
export function originalAmountFor(originalWithTax: number | null | undefined, current: MoneyAmounts, pricesType: PricesType): number | null {
  if (!originalWithTax || originalWithTax <= current.amountWithTax) return null;
  if (commercialSide(pricesType) === 'amountWithTax' || current.amountWithTax <= 0) return originalWithTax;
  return divRound(toBigInt(originalWithTax, 'originalWithTax') * toBigInt(current.amount, 'amount'), toBigInt(current.amountWithTax, 'amountWithTax'), 'original amount');
}

/**
 * The VAT recapitulation (rekapitulace DPH) of a cart, order or invoice — the shop's one rounding
 * rule for VAT. Per VAT rate, over the lines of that rate (goods, coupon discounts as negative
 * lines, gifts, shipping, payment):
 *
 * - B2B (prices without VAT are the commercial ones): base = Σ line amounts without VAT,
 *   VAT = base × rate / 100 rounded to a whole haléř (half away from zero), total = base + VAT.
 * - B2C (prices with VAT are the commercial ones): total = Σ line amounts with VAT,
 *   VAT = total × rate / (100 + rate) rounded the same way (§ 37 ZDPH, "shora"), base = total − VAT.
 *
 * So VAT is rounded once per rate, on the row, never per line. The lines then share the row's
 * VAT so they add up to it exactly: each line's exact VAT (its commercial amount × the same
 * fraction) is rounded down, and the haléře the row still lacks go one each to the lines with
 * the largest remainders, the earlier line first on a tie — every line's VAT is its exact VAT
 * rounded down or up. A line keeps its commercial amount exactly (unit price × quantity); its
 * other amount is the commercial one ∓ its share of the VAT. Totals are the sums of the rows.
 */
export function vatRecapitulation(lines: readonly RecapLineInput[], pricesType: PricesType): CartTotals {
  const side = commercialSide(pricesType);
  const rates = new Map<number, { index: number; commercial: bigint }[]>();
  lines.forEach((line, index) => {
    const member = { index, commercial: toBigInt(commercialAmount(line, pricesType), side) };
    const members = rates.get(line.vatRate);
    if (members) members.push(member);
    else rates.set(line.vatRate, [member]);
  });
  const settled: LineTotal[] = lines.map(() => ({ amount: 0, amountWithTax: 0, vatAmount: 0 }));
  const byRate: VatBreakdown[] = [];
  for (const [rate, members] of rates) {
    const r = scaledRate(rate);
    // The row's VAT is (Σ commercial) × r / denominator; each line's exact VAT is its commercial amount × r / denominator.
    const denominator = side === 'amount' ? 100n * RATE_SCALE : 100n * RATE_SCALE + r;
    const sum = members.reduce((a, m) => a + m.commercial, 0n);
    const vat = divRoundBig(sum * r, denominator);
    for (const { item, share } of apportion(vat, members, (m) => m.commercial * r, denominator)) {
      const [net, gross] = side === 'amount' ? [item.commercial, item.commercial + share] : [item.commercial - share, item.commercial];
      settled[item.index] = { amount: toMoney(net, 'line amount'), amountWithTax: toMoney(gross, 'line amountWithTax'), vatAmount: toMoney(share, 'line VAT') };
    }
    const [base, total] = side === 'amount' ? [sum, sum + vat] : [sum - vat, sum];
    byRate.push({ rate, base: toMoney(base, 'base'), vat: toMoney(vat, 'VAT'), total: toMoney(total, 'total') });
  }
  byRate.sort((a, b) => b.rate - a.rate);
  return {
    amount: sumMoney(byRate.map((row) => row.base)),
    amountWithTax: sumMoney(byRate.map((row) => row.total)),
    vatAmount: sumMoney(byRate.map((row) => row.vat)),
    byRate,
    lines: settled,
  };
}

/** The recapitulation (vatRecapitulation) of lines given as unit prices × quantity (see lineTotal). */
export function cartTotals(lines: readonly CartLineInput[], pricesType: PricesType): CartTotals {
  return vatRecapitulation(
    lines.map((line) => ({ ...lineTotal(line), vatRate: line.vatRate })),
    pricesType,
  );
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

/**
 * Koruny as a shopper types them into a price box ("1 234,50", "99", "12.5") → haléře (fromKc);
 * undefined for an empty, unreadable or negative entry (no bound).
 */
export function parseKcInput(text: string): number | undefined {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return undefined;
  const kc = Number(compact);
  return Number.isFinite(kc) && kc >= 0 && kc <= MAX_MONEY / 100 ? fromKc(kc) : undefined;
}

/** Haléře as whole koruny, rounded down or up (a price range's bounds as placeholders). */
export function wholeKc(haler: number, direction: 'down' | 'up'): number {
  const kc = Math.trunc(haler / 100);
  const rest = haler - kc * 100;
  return direction === 'down' ? (rest < 0 ? kc - 1 : kc) : rest > 0 ? kc + 1 : kc;
}

/** Haléře as a decimal number of koruny with a dot and two places ("1234.50"), as schema.org and feeds take prices; exact. */
export function kcDecimal(haler: number): string {
  const abs = Math.abs(assertMoney(haler, 'haler'));
  return `${haler < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The currency after an amount, as Intl writes CZK for cs-CZ: a no-break space, then "Kč". */
export const CZK_SUFFIX = `${CZECH_GROUP_SEPARATOR}Kč`;

/**
 * "1 234 Kč" for whole koruny, "1 234,50 Kč" otherwise: Czech shops show haléře only when
 * there are some. Groups and the symbol are separated by a no-break space (U+00A0), as Intl's
 * cs-CZ currency format writes them (czech-number.ts says why not Intl itself).
 */
export function formatCzk(haler: number): string {
  const whole = Number.isInteger(haler) && haler % 100 === 0;
  return `${formatKoruny(haler, whole ? 0 : 2)}${CZK_SUFFIX}`;
}

/**
 * Haléře as koruny with 0 or 2 decimals, without the symbol. Whole haléře (every price) take
 * integer arithmetic, a third of the general formatter's time in a server render; anything else
 * goes through it.
 */
export function formatKoruny(haler: number, fractionDigits: 0 | 2): string {
  // Beyond 10^15 haléře a double no longer holds koruny to the haléř, and Intl (whose output this
  // matches) writes the double: the general formatter does the same there.
  if (!Number.isSafeInteger(haler) || Math.abs(haler) >= 1e15 || (fractionDigits === 0 && haler % 100 !== 0) || Object.is(haler, -0)) {
    return formatCzechNumber(toKc(haler), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  }
  const abs = Math.abs(haler);
  const koruny = czechDigitGroups(String(Math.floor(abs / 100)));
  const decimals = fractionDigits === 2 ? `${CZECH_DECIMAL_SEPARATOR}${String(abs % 100).padStart(2, '0')}` : '';
  return `${haler < 0 ? '-' : ''}${koruny}${decimals}`;
}
