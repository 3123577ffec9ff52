// Rules of the checkout beyond the cart itself: coupons and their per-subject discounts, the
// gift budget, which destinies a cart allows, how far the step guard lets a shopper go, order
// and invoice numbering with the invoice dates, the Czech texts of refused checkout operations,
// and the parsing of pasted bulk-add lines. The spec leaves all of these open; each choice is
// written next to its rule.

import { CART_SUBJECTS_LIMIT } from './constants.js';
import { shopDate } from './czech.js';
import { CHECKOUT_STEPS, type CheckoutStep, type Destiny, type PaymentType } from './enums.js';
import { giftAvailable } from './loyalty.js';
import { allocateProportionally, formatCzk, percentOf, priceWithoutTax, sumMoney } from './money.js';
import { NOT_PURCHASABLE_TEXTS, parseQuantityInput, type NotPurchasableReason } from './product.js';

// --- Coupons -------------------------------------------------------------------------------

/** A coupon as stored: `amount` and `minTotal` are haléře with VAT. */
export interface CouponRule {
  code: string;
  percent: number | null;
  amount: number | null;
  minTotal: number | null;
  validUntil: Date | null;
}

/** Codes are typed by shoppers: surrounding spaces and letter case do not matter. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const COUPON_PROBLEMS = ['unknown', 'expired', 'min-total', 'already-applied', 'one-coupon-only', 'empty-cart', 'not-applied'] as const;
export type CouponProblem = (typeof COUPON_PROBLEMS)[number];

/**
 * Why a coupon cannot be applied now, or null. One coupon per cart (a second one is refused
 * rather than stacked: stacked percentages and amounts make the discount hard to explain).
 * `goodsTotalWithTax` is the goods total before discounts.
 */
export function couponProblem(
  coupon: CouponRule | null,
  cart: { goodsTotalWithTax: number; applied: readonly string[]; now: Date },
): CouponProblem | null {
  if (!coupon) return 'unknown';
  if (cart.applied.includes(coupon.code)) return 'already-applied';
  if (cart.applied.length > 0) return 'one-coupon-only';
  return couponInactiveReason(coupon, cart);
}

/** Why an applied coupon gives no discount at the moment (the cart changed since), or null. */
export function couponInactiveReason(coupon: CouponRule, cart: { goodsTotalWithTax: number; now: Date }): CouponProblem | null {
  if (coupon.validUntil && coupon.validUntil.getTime() < cart.now.getTime()) return 'expired';
  if (cart.goodsTotalWithTax <= 0) return 'empty-cart';
  if (coupon.minTotal !== null && cart.goodsTotalWithTax < coupon.minTotal) return 'min-total';
  return null;
}

export function couponMessage(problem: CouponProblem, code: string, coupon?: { minTotal: number | null } | null): string {
  switch (problem) {
    case 'unknown':
      return `Kupón ${code} neexistuje.`;
    case 'expired':
      return `Platnost kupónu ${code} vypršela.`;
    case 'min-total':
      return `Kupón ${code} lze uplatnit při nákupu od ${formatCzk(coupon?.minTotal ?? 0)} s DPH.`;
    case 'already-applied':
      return `Kupón ${code} je již uplatněn.`;
    case 'one-coupon-only':
      return 'V košíku lze uplatnit pouze jeden kupón.';
    case 'empty-cart':
      return 'Kupón lze uplatnit až na košík se zbožím.';
    default:
      return `Kupón ${code} není v košíku uplatněn.`;
  }
}

export interface DiscountableLine {
  /** Line total without VAT (haléře). */
  amount: number;
  /** Line total with VAT (haléře). */
  amountWithTax: number;
  vatRate: number;
}

export interface LineDiscount {
  amount: number;
  amountWithTax: number;
}

/**
 * The discount each line gets. A percent coupon takes that percent of the goods total (net and
 * gross each rounded once, half away from zero), and the rounded amount is split over the lines
 * in proportion to them by largest remainder: the line discounts add up to the total discount to
 * the haléř, where rounding each line on its own could drift a haléř per line (3 × 10 % of
 * 10,05 Kč would be 3 × 1,01 Kč = 3,03 Kč for a 10 % discount of 30,15 Kč = 3,02 Kč). A fixed coupon is an amount with VAT, capped
 * at the goods total, split over the lines in proportion to their totals with VAT (largest
 * remainder, so the shares add up to the haléř); each share's net part is computed at the
 * line's VAT rate, so the VAT recapitulation stays exact per rate.
 */
export function couponDiscounts(coupon: Pick<CouponRule, 'percent' | 'amount'>, lines: readonly DiscountableLine[]): LineDiscount[] {
  if (coupon.percent !== null && coupon.percent > 0) {
    const p = Math.min(coupon.percent, 100);
    const net = percentOf(sumMoney(lines.map((l) => Math.max(0, l.amount))), p);
    const gross = percentOf(sumMoney(lines.map((l) => Math.max(0, l.amountWithTax))), p);
    const netShares = allocateProportionally(net, lines.map((l) => l.amount));
    const grossShares = allocateProportionally(gross, lines.map((l) => l.amountWithTax));
    return lines.map((_, i) => ({ amount: netShares[i] ?? 0, amountWithTax: grossShares[i] ?? 0 }));
  }
  const total = sumMoney(lines.map((l) => Math.max(0, l.amountWithTax)));
  const amount = Math.min(Math.max(0, coupon.amount ?? 0), total);
  const shares = allocateProportionally(amount, lines.map((l) => l.amountWithTax));
  return lines.map((l, i) => {
    const gross = shares[i] ?? 0;
    return { amount: priceWithoutTax(gross, l.vatRate), amountWithTax: gross };
  });
}

// --- Gifts ---------------------------------------------------------------------------------

/**
 * Gifts are paid with the cart's loyalty points: each chosen gift uses its loyaltyPoints, so a
 * further gift is available only for the points left (giftAvailable on the remainder).
 */
export function giftFits(cartPoints: number, chosenGiftPoints: readonly number[], giftPoints: number): boolean {
  const used = chosenGiftPoints.reduce((sum, p) => sum + p, 0);
  return giftAvailable(cartPoints - used, giftPoints);
}

/** True when the chosen gifts together stay within the cart's points. */
export function giftsWithinPoints(cartPoints: number, chosenGiftPoints: readonly number[]): boolean {
  return chosenGiftPoints.reduce((sum, p) => sum + p, 0) <= cartPoints;
}

export const GIFT_TOASTS = {
  added: 'Dárek byl přidán do košíku.',
  removed: 'Dárek byl odebrán z košíku.',
} as const;

export function giftUnavailableMessage(giftText: string): string {
  return `Na dárek „${giftText}“ nemá košík dostatek věrnostních bodů.`;
}

export function unknownGiftMessage(sku: string): string {
  return `Dárek ${sku} neexistuje.`;
}

// --- Destiny -------------------------------------------------------------------------------

/**
 * Which destinies the summary offers. Purchase for any cart with goods; inquiry (a question
 * about price and delivery, nothing is sold or reserved) likewise; reservation only with
 * personal pickup and every item in stock in the asked quantity, since a reservation holds
 * goods in the showroom.
 */
export function allowedDestinies(cart: { hasItems: boolean; personalPickup: boolean; allInStock: boolean }): Destiny[] {
  if (!cart.hasItems) return [];
  const destinies: Destiny[] = ['purchase', 'inquiry'];
  if (cart.personalPickup && cart.allInStock) destinies.push('reservation');
  return destinies;
}

// --- Step guard data -----------------------------------------------------------------------

export interface CheckoutProgress {
  hasItems: boolean;
  /** Shipping and payment chosen, eligible and compatible. */
  methodsReady: boolean;
  /** Order contact (and invoice/delivery contacts when given) valid. */
  contactsReady: boolean;
}

/**
 * The furthest step the cart's state allows: gift and delivery need goods, address needs
 * methods, summary needs contacts. The step guard uses min(stored furthest step, this), so an
 * emptied cart sends a deep link to /kosik/rekapitulace back to /kosik.
 */
export function maxReachableStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.hasItems) return 'cart';
  if (!progress.methodsReady) return 'delivery';
  if (!progress.contactsReady) return 'address';
  return 'summary';
}

function stepIndex(step: string): number {
  return Math.max(0, CHECKOUT_STEPS.indexOf(step as CheckoutStep));
}

/** The step reached as the guard sees it: the stored one, but never beyond maxReachableStep. */
export function effectiveFurthestStep(stored: string, progress: CheckoutProgress): CheckoutStep {
  const index = Math.min(stepIndex(stored), stepIndex(maxReachableStep(progress)));
  return CHECKOUT_STEPS[index] ?? 'cart';
}

/**
 * Records that the shopper reached `step`: the stored furthest step moves forward (never back)
 * when the cart's state allows the step; `ok` false when it does not.
 */
export function advanceFurthestStep(stored: string, step: CheckoutStep, progress: CheckoutProgress): { ok: boolean; furthest: CheckoutStep } {
  const allowed = stepIndex(maxReachableStep(progress));
  const wanted = stepIndex(step);
  const current = CHECKOUT_STEPS[stepIndex(stored)] ?? 'cart';
  if (wanted > allowed) return { ok: false, furthest: current };
  return { ok: true, furthest: wanted > stepIndex(current) ? step : current };
}

export function stepNotReachableMessage(step: CheckoutStep): string {
  switch (step) {
    case 'summary':
      return 'Nejprve vyplňte prosím kontaktní údaje.';
    case 'address':
      return 'Nejprve zvolte prosím dopravu a platbu.';
    default:
      return 'Košík je prázdný.';
  }
}

// --- Numbers and dates ---------------------------------------------------------------------

/** Order numbers: year + 6-digit sequence within the year, e.g. 2026000042. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}

/** Invoice numbers: a separate gapless series per year, e.g. FV2026000042. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `FV${year}${String(sequence).padStart(6, '0')}`;
}

/** The year of an instant in the shop's time zone (numbers series restart on 1 January there). */
export function shopYear(instant: Date): number {
  return Number(shopDate(instant).slice(0, 4));
}

/** YYYY-MM-DD plus whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days to pay an invoice when the money comes by transfer after the order. */
export const INVOICE_DUE_DAYS = 14;

/**
 * Invoice dates. The invoice is issued when the order is placed; the tax point (DUZP) is that
 * day, since the shop treats acceptance of the order as the taxable supply. Payment by transfer
 * (inAdvance) is due in INVOICE_DUE_DAYS; card and cash on delivery are due on the day.
 */
export function invoiceDates(issuedAt: Date, paymentType: PaymentType | null): { issueDate: string; taxPointDate: string; dueDate: string } {
  const issueDate = shopDate(issuedAt);
  return { issueDate, taxPointDate: issueDate, dueDate: paymentType === 'inAdvance' ? addDays(issueDate, INVOICE_DUE_DAYS) : issueDate };
}

// --- Refusals ------------------------------------------------------------------------------

export const CHECKOUT_ERROR_CODES = [
  'EMPTY_CART',
  'OUT_OF_STOCK',
  'NOT_PURCHASABLE',
  'SHIPPING_MISSING',
  'PAYMENT_MISSING',
  'UNKNOWN_SHIPPING',
  'UNKNOWN_PAYMENT',
  'SHIPPING_INELIGIBLE',
  'PAYMENT_INELIGIBLE',
  'PAYMENT_NOT_FOR_SHIPPING',
  'PAYMENT_UNAVAILABLE',
  'CONTACT_INVALID',
  'AGREEMENT_MISSING',
  'GIFT_UNAVAILABLE',
  'PRICE_CHANGED',
  'DESTINY_NOT_ALLOWED',
  'LOGIN_REQUIRED',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** Czech text of a refused checkout operation; `subject` names the product, method or gift. */
export function checkoutErrorMessage(code: CheckoutErrorCode, detail: { subject?: string; available?: number; reasons?: readonly string[] } = {}): string {
  const subject = detail.subject ?? '';
  const reasons = detail.reasons && detail.reasons.length > 0 ? ` ${detail.reasons.join(' ')}` : '';
  switch (code) {
    case 'EMPTY_CART':
      return 'Košík je prázdný, není co objednat.';
    case 'OUT_OF_STOCK':
      return detail.available === undefined || detail.available <= 0
        ? `Produkt ${subject} je vyprodaný. Odeberte jej prosím z košíku.`
        : `Produktu ${subject} je skladem pouze ${detail.available} ks. Upravte prosím množství v košíku.`;
    case 'NOT_PURCHASABLE':
      return `Produkt ${subject} již nelze koupit. Odeberte jej prosím z košíku.`;
    case 'SHIPPING_MISSING':
      return 'Vyberte prosím způsob dopravy.';
    case 'PAYMENT_MISSING':
      return 'Vyberte prosím způsob platby.';
    case 'UNKNOWN_SHIPPING':
      return `Způsob dopravy ${subject} neexistuje.`;
    case 'UNKNOWN_PAYMENT':
      return `Způsob platby ${subject} neexistuje.`;
    case 'SHIPPING_INELIGIBLE':
      return `Doprava ${subject} není pro tento košík dostupná.${reasons}`;
    case 'PAYMENT_INELIGIBLE':
      return `Platba ${subject} není pro tento košík dostupná.${reasons}`;
    case 'PAYMENT_NOT_FOR_SHIPPING':
      return `Platbu ${subject} nelze kombinovat se zvolenou dopravou.`;
    case 'PAYMENT_UNAVAILABLE':
      return `Platba ${subject} je momentálně nedostupná. Zvolte prosím jiný způsob platby.`;
    case 'CONTACT_INVALID':
      return 'Doplňte prosím správně kontaktní údaje.';
    case 'AGREEMENT_MISSING':
      return 'Pro odeslání objednávky je nutný souhlas s obchodními podmínkami a se zpracováním osobních údajů.';
    case 'GIFT_UNAVAILABLE':
      return giftUnavailableMessage(subject);
    case 'PRICE_CHANGED':
      return 'Ceny v košíku se mezitím změnily. Zkontrolujte prosím objednávku a odešlete ji znovu.';
    case 'DESTINY_NOT_ALLOWED':
      return 'Tento typ objednávky není pro váš košík dostupný.';
    default:
      return 'Tuto možnost mohou použít pouze přihlášení zákazníci.';
  }
}

// --- Share cart ----------------------------------------------------------------------------

export const SHARE_CART_TOASTS = {
  failed: 'Košík se nepodařilo odeslat. Zkuste to prosím znovu.',
  expired: 'Odkaz na sdílený košík je neplatný nebo vypršel.',
} as const;

/** The success toast names the recipient (spec section 8). */
export function shareCartSentMessage(recipient: string): string {
  return `Košík byl odeslán na adresu ${recipient}.`;
}

// --- Bulk add ------------------------------------------------------------------------------

/** Pasted lines beyond this are refused as a whole: a cart holds at most 100 subjects anyway. */
export const BULK_ADD_MAX_LINES = 5 * CART_SUBJECTS_LIMIT;
export const BULK_ADD_TOO_MANY_LINES = `Najednou lze vložit nejvýše ${BULK_ADD_MAX_LINES} řádků.`;

export interface BatchInputLine {
  /** 1-based line number in the pasted text. */
  line: number;
  raw: string;
  sku: string;
  /** NaN when the quantity could not be read; 1 when the line names only a sku. */
  quantity: number;
}

const HEADER = /^"?(sku|kód|kod|code|katalogové číslo)"?\s*([;,\t]|$)/i;

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).trim() : trimmed;
}

/**
 * Reads "sku quantity" lines or CSV (separator ; tab or comma; optional header row; quoted
 * fields). A line with a sku only means quantity 1; empty lines are skipped. A comma counts as
 * the separator only when the line has no space, tab or semicolon, so "ABC 2,5" is 2.5.
 */
export function parseProductBatch(text: string): BatchInputLine[] {
  const result: BatchInputLine[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (result.length === 0 && HEADER.test(trimmed)) return;
    let parts: string[];
    if (/[;\t]/.test(trimmed)) parts = trimmed.split(/[;\t]/);
    else if (/\s/.test(trimmed)) parts = trimmed.split(/\s+/);
    else parts = trimmed.split(',');
    const sku = unquote(parts[0] ?? '');
    const quantityText = unquote(parts[1] ?? '');
    result.push({ line: index + 1, raw: trimmed, sku, quantity: quantityText === '' ? 1 : parseQuantityInput(quantityText) });
  });
  return result;
}

export const BATCH_LINE_STATUSES = ['ok', 'adjusted', 'unknown-sku', 'not-purchasable', 'invalid-quantity', 'out-of-stock'] as const;
export type BatchLineStatus = (typeof BATCH_LINE_STATUSES)[number];

/** The Czech text shown next to a validated bulk-add line. */
export function batchLineMessage(
  status: BatchLineStatus,
  sku: string,
  detail: { quantity?: number; available?: number; reason?: NotPurchasableReason } = {},
): string {
  switch (status) {
    case 'ok':
      return 'V pořádku.';
    case 'adjusted':
      return `Množství upraveno na ${detail.quantity ?? 0} podle balení produktu.`;
    case 'unknown-sku':
      return `Produkt ${sku} neexistuje.`;
    case 'not-purchasable':
      return detail.reason ? `Produkt ${sku} nelze koupit. ${NOT_PURCHASABLE_TEXTS[detail.reason]}` : `Produkt ${sku} nelze koupit.`;
    case 'invalid-quantity':
      return 'Množství musí být kladné číslo.';
    default:
      return detail.available && detail.available > 0
        ? `Produktu ${sku} je skladem pouze ${detail.available} ks.`
        : `Produkt ${sku} je vyprodaný.`;
  }
}
